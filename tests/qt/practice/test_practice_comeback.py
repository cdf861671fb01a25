"""A practice window open when the program stops comes back at the next
start, at the drill on show (the play-test of 7 December, stranger 18,
section 7: Ctrl+Q in the middle of a drill, and the next start brought the
game back but not the drill).  Quit and start again in one process, as the
resume tests do: a second main window on the same data folder."""
from __future__ import annotations

import json
import sqlite3
from dataclasses import replace

import pytest

from casino_desktop.core import make_rules
from casino_desktop.practice.schedule import DAY, Progress
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.practice import opening
from casino_desktop.qt.practice.comeback import fingerprint
from casino_desktop.qt.practice.guide_window import quit_key
from casino_desktop.qt.practice.topics import topics_of
from casino_desktop.qt.practice.window import PracticeWindow
from casino_desktop.storage.stats_practice import MAX_ANSWERS, MAX_SEED, OPEN_PRACTICE
from casino_desktop.storage.stats_store import DB_NAME, StatsStore

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
    tally, tally_text = list(practice.tally), practice.tally_line.text()
    _quit_by_key(practice)
    assert not main.isVisible()
    practice.close()   # what is left of the program goes: closed by its stopping, it is kept
    again = _started(qtbot, tmp_path)
    back = _back(again)
    assert back is not None and back.isVisible()
    qtbot.waitUntil(lambda: back.drill is not None, timeout=30000)
    assert (back.drill.position, back.drill.question, back.drill.kind) == (drill.position, drill.question, drill.kind)
    assert back.asked == practice.asked and not back.answered and back.options == options
    # The session's tally under the drill comes back too: "1 right" read "0 right" (stranger 21).
    assert back.tally == tally == [1, 0] and back.tally_line.text() == tally_text
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


@pytest.mark.parametrize("answered", [pytest.param(False, marks=[pytest.mark.slow, pytest.mark.ci_slice]), True],
                         ids=["at a drill", "after an answer"])
def test_a_session_practised_anyway_comes_back_practised_anyway(qtbot, tmp_path, answered):
    """Every topic learnt for now, she pressed Practise Anyway: the session
    came back without it, at "every topic is learnt" with the button again
    (or, back at her drill, there after her answer)."""
    main = _started(qtbot, tmp_path)
    for topic in topics_of(make_rules("casino", {})):   # every topic learnt, due in three days
        assert main.matches.store.save_practice(Progress("casino", topic, 5, NOW + 3 * DAY, 3, 0, NOW - DAY))
    practice = opening.start_practice(main, GameSetup("casino", {}))
    qtbot.waitUntil(lambda: practice.anyway_button.isVisible() and not practice.loading, timeout=30000)
    practice.anyway_button.click()
    if answered:
        practice.judge(practice.drill.answer_json())
    _quit_by_key(practice)
    practice.close()
    again = _started(qtbot, tmp_path)
    back = _back(again)
    assert back is not None and back.anyway
    qtbot.waitUntil(lambda: back.drill is not None and not back.loading, timeout=30000)
    assert back.pages.currentIndex() == 1 and not back.anyway_button.isVisible()
    if not answered:
        assert back.drill.position == practice.drill.position
        back.judge(back.drill.answer_json())
    first = back.drill
    back.show_next()   # and on to the next drill, not back to "every topic is learnt"
    assert back.drill is not None and back.drill is not first and back.pages.currentIndex() == 1


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


# --- a session kept whose record is odd (another version's, damaged, forged): the window as kept, or none ---


def _session(**fields) -> str:
    return json.dumps({"variant": "casino", "options": {}, "seed": 11, "drill": "", "check": "", "asked": 0, **fields})


def _keep(path, value) -> None:
    """``value`` as the session kept open in the statistics file at ``path``."""
    with sqlite3.connect(path) as conn:
        if value == "bytes-as-text":   # bytes that are not UTF-8, as text
            conn.execute("INSERT OR REPLACE INTO meta VALUES (?, CAST(? AS TEXT))", (OPEN_PRACTICE, b"{\xff\xfe"))
        else:
            conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (OPEN_PRACTICE, value))
    conn.close()


class _Main:
    """What ``reopen`` asks of the main window, where no window is opened."""

    def __init__(self, store: StatsStore) -> None:
        self.matches = type("Matches", (), {"store": store})()

    def findChildren(self, _kind) -> list:  # noqa: N802 - Qt's name
        return []


# Rules this version does not have: the window came back with the others,
# and the start said it was back "with the same drills" of other rules.
NONE = [
    ("unknown rule", _session(options={"flying_cards": True, "target": 11}, drill="x", check="y")),
    ("out of range", _session(options={"target": 10 ** 6})),
    ("bool for a number", _session(options={"target": True})),
    ("refused together", _session(options={"face_values": "numeric", "face_builds": True})),
    ("nested", _session(options={"target": {"a": [1]}})),
    ("unknown game", _session(variant="casino-deluxe")),
    ("not JSON", "{\"variant\": \"casino\", \"options\": {"),
    ("bytes", b"\xff{\x00"),
    ("not UTF-8", "bytes-as-text"),
]


@pytest.mark.parametrize("value", [v for _, v in NONE], ids=[i for i, _ in NONE])
def test_a_session_kept_under_rules_this_version_has_not_brings_no_window(tmp_path, value):
    store = StatsStore(tmp_path / DB_NAME)
    _keep(store.path, value)
    assert opening.reopen(_Main(store)) is None


# (id, the value kept, what the start says in the practice window and the game's log)
BACK = [
    # House rules all the game's own are its preset's: the progress is the preset's, and so is the name.
    pytest.param(_session(options={"target": 21}), "Your practice of Casino is back, with the same drills.",
                 id="preset's own"),
    pytest.param(_session(seed=0, asked=MAX_ANSWERS), "Your practice of Casino is back, with the same drills.",
                 id="seed 0", marks=[pytest.mark.slow, pytest.mark.ci_slice]),
    pytest.param(_session(seed=MAX_SEED, drill="nothing", check="0" * 32),
                 "Your practice of Casino is back with the same drills, but the drill you were on could not be dealt "
                 "again.", id="no such drill", marks=[pytest.mark.slow, pytest.mark.ci_slice]),
]


@pytest.mark.parametrize("value, said", BACK)
def test_an_odd_session_kept_comes_back_and_is_said_truly(qtbot, tmp_path, value, said):
    main = _started(qtbot, tmp_path)
    _keep(main.matches.store.path, value)
    main.close()
    again = _started(qtbot, tmp_path)
    back = _back(again)
    assert back is not None
    qtbot.waitUntil(lambda: back.drill is not None, timeout=30000)
    assert back.statusBar().currentMessage() == said and said in again.side.log.log_lines()
