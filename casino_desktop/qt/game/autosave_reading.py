"""Reading the autosave back at the start (``read_autosave``), and what the
start says when it cannot come back whole.

Reading it back never locks a player out: a file that cannot be replayed
is moved aside (``autosave.damaged-<date>.casino.json``, the newest three
kept for the curious), the previous copy is tried, then what is still
readable of the two, and otherwise a fresh game starts with one plain
sentence in the play log.  A save of a newer version of Casino is not
damage: it is set aside whole under a name of its own, for that version.

Writing it is ``autosaver``'s (its names and paths are read from there);
this side only reads, sets aside and says.
"""
from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from casino_desktop.core import PHASE_MATCH_OVER, match_id_in, record_head
from casino_desktop.core.templates import N_, N_plural, fill
from casino_desktop.core.safe_json import InputRefused
from casino_desktop.storage.atomic_file import remove_stale_temps
from casino_desktop.storage.data_files import free_name, odd_entry, tidy_set_aside
from casino_desktop.qt.game.autosaver import AUTOSAVE_NAME, autosave_path, clear_autosave, previous_path
from casino_desktop.qt.game.files import (NewerSave, load_game_bytes, load_game_file, read_save_bytes,
                                         set_aside_what_blocks_saves)
from casino_desktop.qt.menu_names import GAME_MENU, NEW_GAME_ITEM, menu_path


def move_aside(path: Path, label: str = "damaged") -> Path | None:
    """Keep a damaged file under a dated name where it no longer blocks
    the start (the autosave's and its previous copy's alike); None if even
    that fails (then it is removed).  The newest few stay (``KEEP_SET_ASIDE``).
    ``label``: "newer" for a save of a newer version, which is not damaged."""
    autosave = path.with_name(AUTOSAVE_NAME)
    try:
        target = free_name(autosave, label)
        os.replace(path, target)
    except OSError:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass
        return None
    tidy_set_aside(autosave, label)
    return target


# What the start says when the autosave was damaged; {folder}: the saves folder, which keeps the damaged copy.
GAME_LOST = N_("Your unfinished game could not be restored because its save was damaged, so a new game has "
               "started; the damaged save is kept in {folder}.")
# Counted: the statistics keep the match as one that could not be restored,
# not as given up (the seventh stranger's play-test of 6 December, finding 7).
GAME_LOST_COUNTED = N_("Your unfinished game could not be restored because its save was damaged, so a new game has "
                       "started; your statistics count that match as not restored, not as given up, and the "
                       "damaged save is kept in {folder}.")
# The copy before the last save came back.  It is known to hold the same
# position only when the damaged save's text holds all the same moves
# (``_same_moves``); otherwise nobody can say whether a move is missing.
BACK_WHOLE = N_("Your last save was damaged, but the copy kept before it holds the same position, so your "
                "unfinished game is back whole; the damaged save is kept in {folder}.")
BACK_MAYBE_BEHIND = N_("Your last save was damaged, so your unfinished game is back from the copy kept before it, "
                       "which may be a move behind; the damaged save is kept in {folder}.")
# Both copies were damaged: the game is back from the moves still readable (``record_head``).
BACK_AS_READ = N_plural("Your saves were damaged, so your unfinished game is back as far as they could be read, "
                        "{count} move in; the damaged saves are kept in {folder}.",
                        "Your saves were damaged, so your unfinished game is back as far as they could be read, "
                        "{count} moves in; the damaged saves are kept in {folder}.")


# The autosave was written by a newer version of Casino (a player who went
# back to this one): not damaged, so not called so; it is kept for that version.
GAME_NEWER = N_("Your unfinished game was saved by a newer version of Casino and cannot be continued in this one, "
                "so a new game has started; that save is kept in {folder}.")
GAME_NEWER_COUNTED = N_("Your unfinished game was saved by a newer version of Casino and cannot be continued in this "
                        "one, so a new game has started; your statistics count that match as not restored, not as "
                        "given up, and that save is kept in {folder}.")
_COUNTED_FORM = {GAME_LOST: GAME_LOST_COUNTED, GAME_NEWER: GAME_NEWER_COUNTED}


def lost_game_note(folder: str, counted: bool, newer: bool = False):
    """The sentence for an unfinished game that cannot come back; ``counted``:
    its match now counts as not restored in the statistics; ``newer``: its save
    was written by a newer version (``GAME_NEWER``), not damaged."""
    plain = GAME_NEWER if newer else GAME_LOST
    return fill(_COUNTED_FORM[plain] if counted else plain, folder=folder)


def is_lost_game_note(note) -> bool:
    return getattr(note, "template", None) in (GAME_LOST, GAME_LOST_COUNTED, GAME_NEWER, GAME_NEWER_COUNTED)


def is_moves_lost_note(note) -> bool:
    """A game lost, or back without some of its moves (``BACK_AS_READ``): said in a box too (``window_resume``)."""
    return is_lost_game_note(note) or getattr(note, "template", None) is BACK_AS_READ


def is_newer_game_note(note) -> bool:
    return getattr(note, "template", None) in (GAME_NEWER, GAME_NEWER_COUNTED)


def _bytes_or_none(path: Path) -> bytes | None:
    try:
        return read_save_bytes(path, follow_links=False)
    except InputRefused:
        return None


def _same_moves(damaged: bytes, previous: bytes | None) -> bool:
    """Whether a damaged save held the same moves as the previous copy: its
    text is the copy's up to the end of the moves (the match id follows
    them, ``GameRecord.to_json``), so whatever was cut or garbled came after.
    A save cut earlier may have held one move more: that is not known."""
    if previous is None:
        return False
    end = previous.rfind(b'"match_id"')
    return end > 0 and damaged[:end] == previous[:end]


def _load_unlinked(path):
    return load_game_file(path, follow_links=False)


def _as_read(load_bytes, damaged: list[bytes]):
    """The game from the most moves still readable in the damaged copies'
    text (``record_head``), with the match id either copy still holds; None
    if neither gives a game."""
    best, best_head, last = None, b"", b""
    for data in damaged:
        head = record_head(data)
        if head is None:
            continue
        last = head
        try:
            loaded = load_bytes(head)
        except InputRefused:
            continue
        if best is None or len(loaded[1].moves) > len(best[1].moves):
            best, best_head = loaded, head
    if best is None:
        return None
    if best_head is not last:  # read last, so whoever watches the replay saw this one last (``resume_loader``)
        best = load_bytes(best_head)
    setup, record, state = best
    match_id = next((m for m in (match_id_in(d, record.variant, record.seed) for d in damaged) if m), "")
    return setup, replace(record, match_id=match_id), state


def read_autosave(load=_load_unlinked, load_bytes=load_game_bytes) -> tuple[tuple | None, str]:
    """(loaded game or None, a sentence for the play log or "").

    The loaded game is (setup, record, state).  A damaged autosave is moved
    aside and the previous copy tried, then what is still readable of the
    two; a finished match is not resumed.  ``load(path)`` reads one file
    without following a link (``load_game_file`` with ``follow_links=False``,
    or one that watches the replay: ``resume_loader``); ``load_bytes(data)``
    reads a text made of a damaged one (``load_game_bytes``, or one that watches)."""
    blocked = set_aside_what_blocks_saves()  # a file where the folder goes, before the folder is made
    try:
        path, previous = autosave_path(), previous_path()
    except OSError:  # no saves folder can be made: play on, unsaved
        return None, N_("Games cannot be kept this time: the folder for saved games cannot be made.")
    if blocked is not None:  # no game was ever kept in a folder that was a file
        return None, blocked
    for stale in (path, previous):
        remove_stale_temps(stale)
    if odd_entry(previous):  # a link, pipe or folder: no copy could ever be kept there
        move_aside(previous)
    if not os.path.lexists(path):  # a dangling link is damage too, not "no game"
        return None, ""
    try:
        loaded = load(path)
    except NewerSave:
        # Not damage: kept aside under its own name for the version that wrote it.
        move_aside(path, "newer")
        return None, lost_game_note(str(path.parent), counted=False, newer=True)
    except InputRefused:
        damaged = _bytes_or_none(path)
        move_aside(path)
        damaged_before = None
        try:
            loaded = load(previous) if os.path.lexists(previous) else None
        except InputRefused:
            damaged_before = _bytes_or_none(previous)
            move_aside(previous)
            loaded = None
        folder = str(path.parent)
        if loaded is None:
            loaded = _as_read(load_bytes, [b for b in (damaged, damaged_before) if b is not None])
            if loaded is None:
                return None, lost_game_note(folder, counted=False)
            note: str = fill(BACK_AS_READ, len(loaded[1].moves), folder=folder)  # a Text, or "" below
        else:
            same = damaged is not None and _same_moves(damaged, _bytes_or_none(previous))
            note = fill(BACK_WHOLE if same else BACK_MAYBE_BEHIND, folder=folder)
    else:
        # A deal nobody has played in (the one the last start dealt after a
        # finished match) comes back unsaid: "your unfinished game is back"
        # told a player who had finished her match of a game she never began
        # (the twenty-first stranger's play-test); the table looks as a new
        # deal does, and the statistics count no such match as begun either.
        note = fill(N_("Your unfinished game is back ({menu} starts another).",
                       note="{menu} is where a menu item is, such as: Game \u203a New Game"),
                    menu=menu_path(GAME_MENU, NEW_GAME_ITEM)) if loaded[1].moves else ""
    if loaded[2].phase == PHASE_MATCH_OVER:
        clear_autosave()  # a finished match: nothing to go on with
        return None, ""
    return loaded, note
