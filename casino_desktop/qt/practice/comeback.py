"""A practice window open when the program stopped comes back at the next
start, at the drill on show, as the unfinished game does.

The play-test of 7 December (stranger 18, section 7): Ctrl+Q with a drill
open, and the next start brought the game back but not the practice window;
a player expecting her drill found the table.  The practice window keeps
what it is (``stats_practice.OpenPractice``: the rules, the seed of its
drills, the drill on show unanswered and a digest of it) in the statistics
database, where its progress goes, each time it shows a drill or takes an
answer: one transaction each, so a kill at any moment leaves the last one.
The player's Close forgets it; a window closed because the program stopped
keeps it (``closed_by_player``).

At the next start, once the unfinished game is back
(``opening.practice_after_resume``), the window opens again on the same
seed: its drill sets are made again, the same, and the drill kept is shown once one arrives under its key with the
same digest.  When none does (a version since makes other drills), the
session goes on with the same set of drills, and says that the drill could
not be dealt again.  Either way the start says so in the main window's
status line and play log, as for the game brought back, and in the practice
window's own status line, where the player is looking.
"""
from __future__ import annotations

import hashlib

from PySide6.QtWidgets import QWidget

from casino_desktop.core import preset
from casino_desktop.core.templates import N_, Text, fill
from casino_desktop.qt.practice.window_sentences import PROGRESS_HOUSE_RULES
from casino_desktop.qt.table.status_line import StatusLine
from casino_desktop.storage.stats_practice import OpenPractice, rules_key

# {rules}: the game practised, "Casino" or "Casino with your house rules" (``rules_name``).
BACK_AT_DRILL = N_("Your practice of {rules} is back, at the drill you were on.",
                   note="said at start; {rules} is a game's name, or such as: Casino with your house rules")
BACK_SAME_DRILLS = N_("Your practice of {rules} is back, with the same drills.",
                      note="said at start, when the last drill had been answered; {rules} is a game's name, "
                           "or such as: Casino with your house rules")
BACK_DRILL_LOST = N_("Your practice of {rules} is back with the same drills, but the drill you were on could not "
                     "be dealt again.",
                     note="said at start; {rules} is a game's name, or such as: Casino with your house rules")


def fingerprint(drill) -> str:
    """A digest of what ``drill`` asks: the same drill made again has it."""
    text = "\n".join((drill.kind, drill.topic, drill.position, drill.question, *drill.choices))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def rules_name(variant: str, options: dict) -> str:
    """The rules practised in players' words: the game's name, or "Casino
    with your house rules" (the progress screen's name for them).  House
    rules that are all the game's own are its preset's, as the progress
    screen has them (``rules_key``), not "your house rules"."""
    name = preset(variant).name   # a marked name: said in the player's language with the sentence
    return fill(PROGRESS_HOUSE_RULES, variant=name) if rules_key(variant, options) != variant else name


def closed_by_player(window: QWidget) -> bool:
    """Whether the practice window closing is the player's doing: its
    owner, the main window, is still up.  The program stopping closes the
    main window first (Quit, its close box); a practice window of none
    (a test's) is always the player's."""
    owner = window.parentWidget()
    return owner is None or owner.window().isVisible()


def session_of(window, drill) -> OpenPractice:
    """What ``window`` keeps of itself while it is open: ``drill`` on show,
    unanswered (None: none, or answered), and whether the player asked to
    practise anyway (she is not sent back to "every topic is learnt")."""
    key = next((k for k, d in window.drills.items() if d is drill), "") if drill is not None else ""
    right, wrong = window.tally
    return OpenPractice(window.variant, dict(window.options), window.seed, key,
                        fingerprint(drill) if key else "", window.asked, right, wrong, window.anyway)


def kept_drill(kept: OpenPractice, drills: dict):
    """The drill ``kept`` was on, if ``drills`` holds it again (same key, same digest), else None."""
    drill = drills.get(kept.drill) if kept.drill else None
    return drill if drill is not None and fingerprint(drill) == kept.check else None


def go_on(window) -> None:
    """``window`` shows the drill of the session kept open (its
    ``comeback``) once that drill is made again; once every set has come
    without it, the next drill of the same set.  Then it says the practice
    is back, in its own status line (the main window's is under it) and
    through ``came_back``."""
    kept = window.comeback
    assert kept is not None
    drill = kept_drill(kept, window.drills)
    if drill is None and kept.drill and window.loading:
        return   # a set still to come may hold it
    window.comeback = None
    if drill is not None:
        window.shown.add(drill.position)
        window.recent = [drill]
        window.present(drill)
    elif window.drills:
        window.show_next()
    else:
        return   # nothing was made: the window says so, not that the practice is back
    text = back_sentence(kept, drill is not None)
    line = StatusLine(window)
    window.setStatusBar(line)
    line.showMessage(text)
    window.came_back.emit(text)


def back_sentence(kept: OpenPractice, at_drill: bool) -> Text:
    """What the start says of the practice brought back."""
    rules = rules_name(kept.variant, kept.options)
    if at_drill:
        return fill(BACK_AT_DRILL, rules=rules)
    return fill(BACK_DRILL_LOST if kept.drill else BACK_SAME_DRILLS, rules=rules)
