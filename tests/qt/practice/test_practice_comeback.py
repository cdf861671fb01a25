"""A practice window open when the program stops comes back at the next
start, at the drill on show (the play-test of 7 December, stranger 18,
section 7: Ctrl+Q in the middle of a drill, and the next start brought the
game back but not the drill).  Quit and start again in one process, as the
resume tests do: a second main window on the same data folder."""
from __future__ import annotations

from dataclasses import replace

import pytest

from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.practice import opening
from casino_desktop.qt.practice.comeback import fingerprint
from casino_desktop.qt.practice.guide_window import quit_key
from casino_desktop.qt.practice.window import PracticeWindow

from ..table_helpers import make_window
from .helpers import NOW, SEED, quick_make

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


class _QuickPractice(PracticeWindow):
    """The practice window on quick drill sets (``quick_make``) and a fixed
    clock; the seed of the tests' first session, its own when it comes back."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("make", quick_make)
        kwargs.setdefault("clock", lambda: NOW)
        kwargs["seed"] = kwargs.get("seed") or SEED
        super().__init__(*args, **kwargs)


@pytest.fixture(autouse=True)
def _quick_practice(monkeypatch):
    monkeypatch.setattr(opening, "PracticeWindow", _QuickPractice)


def _started(qtbot, tmp_path):
    """A main window at its start: the unfinished game (none) looked for, a deal on the table."""
    main = make_window(qtbot, tmp_path)
    with qtbot.waitSignal(main.comeback.came_back, timeout=30000):
        main.resume_or_start()
    return main


def _practising(qtbot, main, options: dict | None = None) -> PracticeWindow:
    practice = opening.start_practice(main, GameSetup("casino", dict(options or {})))
    qtbot.waitUntil(lambda: practice.drill is not None and not practice.loading, timeout=30000)
    return practice


def _quit_by_key(practice: PracticeWindow) -> None:
    """Ctrl+Q in the practice window: the program quits through the main window."""
    [act] = [a for a in practice.actions() if a.shortcut() == quit_key()]
    act.trigger()


def _back(main) -> PracticeWindow | None:
    found = main.findChildren(PracticeWindow)
    return found[0] if found else None


# House rules in the order New Game gives them, not sorted: the drills made
# depend on it, and kept sorted the drill never came back (seen on screen).
FAMILY = {"build_max": 10, "raise_own_build": False, "most_cards": 2, "last_capture": 1, "sweep_points": 1,
          "target": 11}


@pytest.mark.parametrize("options, rules", [({}, "Casino"), (FAMILY, "Casino with your house rules")])
def test_quitting_in_the_middle_of_a_drill_brings_the_drill_back_at_the_next_start(qtbot, tmp_path, options, rules):
    main = _started(qtbot, tmp_path)
    practice = _practising(qtbot, main, options)
    practice.judge(practice.drill.answer_json())   # one drill answered, the next one on show
    practice.show_next()
    drill = practice.drill
    _quit_by_key(practice)
    assert not main.isVisible()
    practice.close()   # what is left of the program goes: closed by its stopping, it is kept
    again = _started(qtbot, tmp_path)
    back = _back(again)
    assert back is not None and back.isVisible()
    qtbot.waitUntil(lambda: back.drill is not None, timeout=30000)
    assert (back.drill.position, back.drill.question, back.drill.kind) == (drill.position, drill.question, drill.kind)
    assert back.asked == practice.asked and not back.answered and back.options == options
    # Said where she looks, and in the game's log as the game brought back is.
    said = f"Your practice of {rules} is back, at the drill you were on."
    assert back.statusBar().currentMessage() == said and said in again.side.log.log_lines()


def test_the_drill_on_show_is_kept_the_moment_it_is_shown_so_a_kill_loses_nothing(qtbot, tmp_path):
    """``kill -9`` runs no close: what comes back is what the database held
    when the drill was shown (one transaction, written before the window goes on)."""
    main = _started(qtbot, tmp_path)
    practice = _practising(qtbot, main)
    kept = main.matches.store.open_practice()
    assert kept is not None and (kept.variant, kept.seed, kept.asked) == ("casino", SEED, practice.asked)
    assert practice.drills[kept.drill] is practice.drill and kept.check == fingerprint(practice.drill)
    practice.judge(practice.drill.answer_json())
    assert main.matches.store.open_practice().drill == "", "answered: the next start goes on to the next drill"


def test_a_practice_window_the_player_closed_does_not_come_back(qtbot, tmp_path):
    main = _started(qtbot, tmp_path)
    practice = _practising(qtbot, main)
    practice.close_button.click()
    main.close()
    again = _started(qtbot, tmp_path)
    assert _back(again) is None
    assert not any("Your practice" in line for line in again.side.log.log_lines())


def test_a_drill_that_cannot_be_dealt_again_brings_back_the_same_drills_and_says_so(qtbot, tmp_path):
    main = _started(qtbot, tmp_path)
    practice = _practising(qtbot, main)
    store = main.matches.store
    store.keep_open_practice(replace(store.open_practice(), check="0" * 32))   # as if a version since dealt it otherwise
    main.close()
    practice.close()
    again = _started(qtbot, tmp_path)
    back = _back(again)
    qtbot.waitUntil(lambda: back.drill is not None, timeout=30000)
    assert back.seed == SEED and back.drills.keys() == practice.drills.keys()
    said = ("Your practice of Casino is back with the same drills, but the drill you were on could not be dealt "
            "again.")
    assert back.statusBar().currentMessage() == said and said in again.side.log.log_lines()
