"""What a damaged settings file still holds, and what it cost the player,
said in their words.

``salvage`` keeps each whole line that can still be read.  What
was lost is told from where the damage lay: Qt writes its settings file
sorted (sections by name, and the keys of each section by name; a file it
rewrites comes out sorted too), so a setting missing between two lines that
were read, with no damaged line between them, was never in the file, and
one that falls where a damaged line or the cut end lay may have been.  Those
are named, each by a whole label a player knows from the menus (never a key
such as ``view/speed``).  A file not in Qt's order (written by hand) loses
its order's help: every setting not read is named.

The re-test of 6 December 2026: a file cut in half lost the language, and
the sentence said only that "the rest start afresh", in English, and not
where the damaged copy was.  No Qt here (``data_files`` runs before it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from casino_desktop.core.templates import N_, N_plural, Text, compose, fill, join

# Ours holds a few kilobytes; Qt would read a larger one whole, at every start.
SETTINGS_MOST_BYTES = 256 * 1024

# What the settings file holds that a player chose (or was asked once), each
# with its keys; a key ending in "/" stands for every key under it.  The
# migration's mark and the statistics of old versions are the program's own.
CHOICES: list[tuple[Text, tuple[str, ...]]] = [
    (N_("The language", note="a lost setting, in a list"), ("view/language",)),
    (N_("The animation speed", note="a lost setting, in a list"), ("view/speed",)),
    (N_("The game, house rules, players and names chosen in New Game", note="a lost setting, in a list"),
     ("game/variant", "game/options", "game/players", "game/partnerships", "game/hide_hands", "game/seats",
      "game/house_rules")),
    (N_("The window's size and place", note="a lost setting, in a list"), ("window/geometry",)),
    (N_("The side panel shown or hidden", note="a lost setting, in a list"), ("view/side_panel",)),
    (N_("The toolbar shown or hidden", note="a lost setting, in a list"), ("view/toolbar",)),
    (N_("Sound on or off", note="a lost setting, in a list"), ("view/sound",)),
    (N_("Cards still out and the four-colour deck", note="a lost setting, in a list"),
     ("view/still_out", "view/four_colours")),
    (N_("The card theme, the card back and the felt", note="a lost setting, in a list"),
     ("cards/theme", "cards/back", "cards/felt")),
    (N_("Table in words, high contrast and large cards", note="a lost setting, in a list"),
     ("view/table_in_words", "view/high_contrast", "view/large_cards")),
    (N_("Coach my moves on or off", note="a lost setting, in a list"), ("coach/on",)),
    (N_("The folder last used to save or open a game", note="a lost setting, in a list"), ("files/last_folder",)),
    (N_("The name and address last used to join a table over the network", note="a lost setting, in a list"),
     ("network/join_name", "network/join_address")),
    (N_("The table you host over the network: its code, port, name, hints and stand-in",
        note="a lost setting, in a list"),
     ("network/host_code", "network/host_table_id", "network/host_port", "network/host_name",
      "network/host_name_typed", "network/host_hints", "network/host_stand_in")),
    (N_("Your seats at network tables, kept to come back to", note="a lost setting, in a list"),
     ("network/kept_seat/", "network/seat_tokens/")),
    (N_("That the guided first game was offered (it may be offered again)", note="a lost setting, in a list"),
     ("guide/offered",)),
]

# {folder} is the folder the damaged copy is kept in, beside the settings.
ALL_LOST = N_("Your settings file was damaged and nothing in it could be read, so all your settings are back at "
              "their defaults; the damaged file is kept in {folder}.")
NONE_LOST = N_("Your settings file was damaged, but none of your settings were lost; the damaged file is kept in "
               "{folder}.")
SOME_LOST = N_plural("Your settings file was damaged; the damaged file is kept in {folder}. This setting could not "
                     "be read from it, so if you had changed it, it is back at its default:\n{settings}",
                     "Your settings file was damaged; the damaged file is kept in {folder}. These settings could "
                     "not be read from it, so any of them you had changed are back at their defaults:\n{settings}",
                     note="{settings} is a list of settings, one a line, such as: \u2022 The language")

Key = tuple[str, str]  # (section, key within it), as Qt sorts them
_PLAIN_KEY = re.compile(r"[A-Za-z0-9_\\]+")


@dataclass
class Salvage:
    """A damaged file read line by line: the lines kept, and in file order
    each setting and [section] read (its key; a section's is its name and
    "") and each damaged line (``None``, or the key of a setting whose
    value was garbled)."""

    kept: list[str] = field(default_factory=list)
    order: list[tuple[bool, Key | None]] = field(default_factory=list)  # (read?, key)

    @property
    def text(self) -> str:
        return "\n".join(self.kept) + "\n" if self.kept else ""


def salvage(data: bytes) -> Salvage:
    """Each [section] and key=value line of ``data`` that is printable text,
    with its continuation lines, in order.  A last line without its line
    end is left out (a value cut short may read as another one: "target=16"
    cut to "target=1"), and so are the settings under a damaged [section]
    line (whose section is not known)."""
    found = Salvage()
    if len(data) > SETTINGS_MOST_BYTES:
        found.order.append((False, None))
        return found
    lines = data.decode("utf-8", "replace").removeprefix("\ufeff").split("\n")
    if lines.pop():  # what follows the last line end: a line cut short, and whatever came after it
        found.order.append((False, None))
    kept, keys_in_section, section, logical = found.kept, 0, "", []
    damaged_section = False
    ordered: list[tuple[bool, Key | None]] = []
    for line in lines:
        logical.append(line.removesuffix("\r"))
        if logical[-1].endswith("\\"):
            continue  # Qt reads the next line as part of this one
        whole, logical = logical, []
        bare = whole[0].strip()
        readable = all(part.isprintable() for part in whole) and "\ufffd" not in "".join(whole)
        if bare[:1] == "[" and bare[-1:] == "]":
            damaged_section = not readable
            if not readable:
                ordered.append((False, None))
                continue
            if kept and keys_in_section == 0 and kept[-1].strip()[:1] == "[":
                kept.pop()  # a section left with no settings
            kept.append(whole[0])
            keys_in_section, section = 0, _section_name(bare[1:-1])
            ordered.append((True, (section, "")))  # read: the keys of the sections before it were all before it
        elif bare[:1] in ("", ";", "#"):
            continue
        elif readable and not damaged_section and bare.partition("=")[0].strip() and "=" in bare:
            kept.extend(whole)
            keys_in_section += 1
            ordered.append((True, (section, _key_name(bare))))
        else:
            name = bare.partition("=")[0].strip()
            plain = "=" in bare and not damaged_section and _PLAIN_KEY.fullmatch(name)
            ordered.append((False, (section, _key_name(bare)) if plain else None))
    if logical:  # a line continued past the end
        ordered.append((False, None))
    if kept and keys_in_section == 0 and kept[-1].strip()[:1] == "[":
        kept.pop()
    found.order = ordered + found.order  # the cut end last
    return found


def _section_name(name: str) -> str:
    return "" if name == "General" else name  # Qt's section of the keys outside any group


def _key_name(bare: str) -> str:
    return bare.partition("=")[0].strip().replace("\\", "/")


def lost_settings(found: Salvage) -> list[Text]:
    """The labels of ``CHOICES`` whose settings may have stood where the
    damage lay (none read, and a damaged line where Qt would have written
    them).  Linear in the file's lines: a file of a quarter of a megabyte of
    damaged lines is read at every start."""
    read = {key for was_read, key in found.order if was_read}
    unread = sorted({key for was_read, key in found.order if not was_read and key is not None})
    spans = _damaged_spans(found.order)
    lost = []
    for label, keys in CHOICES:
        for name in keys:
            section, _, rest = name.partition("/")
            low, high = (section, rest), (section, rest + "\U0010ffff" if rest.endswith("/") else rest)
            if low in read and low == high:
                continue
            if any((before is None or before < high) and (after is None or after > low) for before, after in spans) \
                    or any(low <= key <= high for key in unread):
                lost.append(label)
                break
    return lost


def _damaged_spans(order: list[tuple[bool, Key | None]]) -> set[tuple[Key | None, Key | None]]:
    """For each damaged line whose key is not known, the keys read just
    before and just after it (None: the file's start or end): what Qt
    wrote there sorts between them.  A file out of Qt's order (written by
    hand) may have had anything there.  Damaged lines between the same two
    read lines give one span."""
    read = [key for was_read, key in order if was_read and key is not None]
    sorted_file = all(a < b for a, b in zip(read, read[1:]))
    after: list[Key | None] = [None] * len(order)
    following: Key | None = None
    for i in range(len(order) - 1, -1, -1):  # the key read next after each line, in one pass from the end
        after[i] = following
        if order[i][0]:
            following = order[i][1]
    spans: set[tuple[Key | None, Key | None]] = set()
    before: Key | None = None
    for i, (was_read, key) in enumerate(order):
        if was_read:
            before = key
        elif key is None:
            spans.add((before, after[i]) if sorted_file else (None, None))
    return spans


def damage_sentence(folder: str, found: Salvage | None, ours: bool = True) -> Text:
    """What the player is told of a damaged settings file, set aside in
    ``folder``: ``found`` is what was read and written back (None: nothing).
    Only our own file holds the player's settings (``ours``); the others
    (``user_folders.settings_files``) lose none of them."""
    if not ours:
        return fill(NONE_LOST, folder=folder)
    lost = lost_settings(found) if found is not None and found.kept else None
    if lost is None:
        return fill(ALL_LOST, folder=folder)
    if not lost:
        return fill(NONE_LOST, folder=folder)
    settings = join("\n", [compose("\u2022 {label}", label=label) for label in lost])
    return fill(SOME_LOST, count=len(lost), folder=folder, settings=settings)

