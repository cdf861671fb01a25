"""New Game, Restart, Deal of the Day and Open ask before throwing away a
match in progress; a confirmed one counts as abandoned, a refused one is kept."""
from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from casino_desktop.core import legal_moves
from casino_desktop.qt.dialogs import match_guard
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from ..table_helpers import make_window, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


class _Answers:
    """Stands in for the question box: records each question, gives a set answer."""

    def __init__(self, answer: bool):
        self.answer = answer
        self.asked: list[tuple[str, str, str, str]] = []

    def __call__(self, _parent, title, question, detail, go_ahead) -> bool:
        self.asked.append((title, question, detail, go_ahead))
        return self.answer


def _window_with_a_move_played(qtbot, tmp_path, answer: bool, monkeypatch, **kw):
    answers = _Answers(answer)
    monkeypatch.setattr(match_guard, "ask", answers)
    window = make_window(qtbot, tmp_path, level="random", **kw)
    window.start_game()
    wait_for_human(qtbot, window)
    state = window.controller.state
    assert window.controller.play_human(legal_moves(state)[0])
    assert window.matches.in_progress()
    return window, answers


def test_abandoned_match_counted_when_new_game_is_confirmed(qtbot, tmp_path, monkeypatch):
    window, answers = _window_with_a_move_played(qtbot, tmp_path, True, monkeypatch)
    old = window.controller.match_id
    from casino_desktop.qt.dialogs import new_game as setup_dialog
    monkeypatch.setattr(setup_dialog.SetupDialog, "exec", lambda self: 1)
    window.new_game_dialog()
    assert answers.asked == [("New Game", match_guard.QUESTIONS["new"][1], match_guard.COUNTED, "&Start New Game")]
    new = window.controller.match_id
    assert new != old
    assert window.matches.store.match_outcomes() == [(old, "abandoned"), (new, "playing")]
    assert window.matches.store.summary()[0][1:] == (1, 0, 0, 1, 0)  # played, won, lost, given up, not restored


def test_new_game_refused_changes_nothing(qtbot, tmp_path, monkeypatch):
    window, answers = _window_with_a_move_played(qtbot, tmp_path, False, monkeypatch)
    old, moves, setup = window.controller.match_id, list(window.controller.moves), window.setup
    from casino_desktop.qt.dialogs import new_game as setup_dialog
    monkeypatch.setattr(setup_dialog.SetupDialog, "exec", lambda self: 1)
    window.new_game_dialog()
    window.restart()
    window.play_deal_of_the_day()
    assert [a[0] for a in answers.asked] == ["New Game", "Restart", "Deal of the Day"]
    assert (window.controller.match_id, window.controller.moves, window.setup) == (old, moves, setup)
    assert window.matches.store.match_outcomes() == [(old, "playing")]


def test_restart_and_deal_of_the_day_confirmed_count_the_match_as_abandoned(qtbot, tmp_path, monkeypatch):
    window, answers = _window_with_a_move_played(qtbot, tmp_path, True, monkeypatch)
    first = window.controller.match_id
    window.restart()
    second = window.controller.match_id
    wait_for_human(qtbot, window)
    assert window.controller.play_human(legal_moves(window.controller.state)[0])
    window.today = lambda: date(2026, 12, 1)
    window.play_deal_of_the_day()
    third = window.controller.match_id
    assert window.controller.state.seed == 20261201
    assert window.matches.store.match_outcomes() == [(first, "abandoned"), (second, "abandoned"), (third, "playing")]
    assert [a[0] for a in answers.asked] == ["Restart", "Deal of the Day"]


def _open(qtbot, window, monkeypatch, path) -> None:
    """Game › Open of ``path`` (None: the dialog cancelled), until the save is read."""
    from casino_desktop.qt.game import opening
    monkeypatch.setattr(opening, "open_dialog", lambda parent, settings=None: None if path is None else str(path))
    window.open_game()
    qtbot.waitUntil(lambda: window.opening is None)  # read on a worker thread


def test_open_asks_only_once_the_file_is_read(qtbot, tmp_path, monkeypatch):
    window, answers = _window_with_a_move_played(qtbot, tmp_path, False, monkeypatch)
    from casino_desktop.qt.game.files import record_of
    c = window.controller
    path = tmp_path / "feedbeef.casino.json"
    path.write_text(record_of(window.setup, c.state.seed, c.moves, "feedbeef").to_json(), encoding="utf-8")
    _open(qtbot, window, monkeypatch, None)  # cancelled: nothing asked
    assert answers.asked == []
    _open(qtbot, window, monkeypatch, path)
    assert [a[0] for a in answers.asked] == ["Open Game"]
    assert c.match_id != "feedbeef"
    answers.answer = True
    old = c.match_id
    _open(qtbot, window, monkeypatch, path)
    assert c.match_id == "feedbeef"
    assert window.matches.store.match_outcomes() == [(old, "abandoned"), ("feedbeef", "playing")]


def test_a_match_without_a_move_is_left_without_asking_or_counting(qtbot, tmp_path, monkeypatch):
    answers = _Answers(False)
    monkeypatch.setattr(match_guard, "ask", answers)
    window = make_window(qtbot, tmp_path)
    window.start_game()
    window.restart()
    assert answers.asked == []
    assert window.matches.store.match_outcomes() == [(window.controller.match_id, "playing")]


def test_watch_mode_never_asks_and_never_counts(qtbot, tmp_path, monkeypatch):
    from casino_desktop.qt.main_window import MainWindow
    answers = _Answers(False)
    monkeypatch.setattr(match_guard, "ask", answers)
    setup = GameSetup("casino", {}, 2, False, [SeatSetup(COMPUTER, "random"), SeatSetup(COMPUTER, "random")], 3)
    window = MainWindow(setup, watch=True)
    qtbot.addWidget(window)
    window.set_speed_quietly("instant")
    window.start_game()
    qtbot.waitUntil(lambda: len(window.controller.moves) > 0, timeout=10000)
    assert not window.matches.in_progress()
    window.restart()
    assert answers.asked == [] and window.matches._store is None  # the store was never even opened


def test_two_people_are_asked_but_nothing_is_counted(qtbot, tmp_path, monkeypatch):
    seats = [SeatSetup(HUMAN, name="Ann"), SeatSetup(HUMAN, name="Bo")]
    answers = _Answers(True)
    monkeypatch.setattr(match_guard, "ask", answers)
    window = make_window(qtbot, tmp_path)
    window.start_game(GameSetup("casino", {}, 2, False, seats, 5))
    assert window.controller.play_human(legal_moves(window.controller.state)[0])
    window.restart()
    assert answers.asked and answers.asked[0][2] == ""  # no word about statistics
    assert window.matches.store.match_outcomes() == []


@pytest.mark.real_question_box
def test_the_real_question_box_keeps_the_match_by_default(qtbot, tmp_path, monkeypatch):
    """The box itself, answered as a person would: Escape keeps playing, the
    named button goes ahead."""
    window = make_window(qtbot, tmp_path, level="random")
    window.start_game()
    wait_for_human(qtbot, window)
    window.controller.play_human(legal_moves(window.controller.state)[0])
    seen = []

    def answer(button_text):
        def press():
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox):
                QTimer.singleShot(20, press)
                return
            seen.append((box.text(), [b.text() for b in box.buttons()]))
            if button_text is None:
                box.reject()
            else:
                next(b for b in box.buttons() if b.text() == button_text).click()
        QTimer.singleShot(0, press)

    old = window.controller.match_id
    answer(None)
    window.restart()
    assert window.controller.match_id == old
    answer("&Restart")
    window.restart()
    assert window.controller.match_id != old
    assert seen[0][0] == match_guard.QUESTIONS["restart"][1]
    assert sorted(seen[0][1]) == sorted(["&Restart", match_guard.KEEP])


def test_new_game_keeps_its_choices_after_keep_playing(qtbot, tmp_path, monkeypatch):
    window, answers = _window_with_a_move_played(qtbot, tmp_path, False, monkeypatch)
    from casino_desktop.qt.dialogs import new_game as setup_dialog
    seen = []

    def choose_wippen(dialog):
        seen.append((dialog.variant.currentData(), dialog.deal.value()))
        dialog.variant.setCurrentIndex(dialog.variant.findData("wippen"))
        dialog.deal.setValue(77)
        return 1
    monkeypatch.setattr(setup_dialog.SetupDialog, "exec", choose_wippen)
    window.new_game_dialog()  # "Keep Playing"
    assert window.setup.variant_id == "casino"
    window.new_game_dialog()  # the dialog again: what was chosen is still chosen
    assert seen == [("casino", 0), ("wippen", 77)]
    answers.answer = True
    window.new_game_dialog()
    assert window.setup.variant_id == "wippen" and window.controller.state.seed == 77


def _record_of_this_match(window, moves, path):
    """A save of the match in play with ``moves``, written at ``path``."""
    from casino_desktop.qt.game.files import record_of
    c = window.controller
    path.write_text(record_of(window.setup, c.state.seed, moves, c.match_id).to_json(), encoding="utf-8")
    return path


def test_opening_a_save_of_the_match_being_played_gives_nothing_up(qtbot, tmp_path, monkeypatch):
    window, answers = _window_with_a_move_played(qtbot, tmp_path, False, monkeypatch)
    c = window.controller
    match = c.match_id
    wait_for_human(qtbot, window)
    played = list(c.moves)
    _open(qtbot, window, monkeypatch, _record_of_this_match(window, played, tmp_path / "now.casino.json"))
    assert answers.asked == []  # the same match, as far as it has been played: nothing to ask
    assert c.match_id == match and c.moves == played
    # An earlier save of it: the moves since would be lost, so the player is asked, but
    # nothing is counted as abandoned either way.
    earlier = _record_of_this_match(window, [], tmp_path / "earlier.casino.json")
    _open(qtbot, window, monkeypatch, earlier)
    assert [a[1] for a in answers.asked] == [match_guard.QUESTIONS["open_same"][1]]
    assert answers.asked[0][2] == ""  # no word about statistics
    assert c.moves  # kept
    answers.answer = True
    _open(qtbot, window, monkeypatch, earlier)
    assert c.match_id == match and c.moves == []
    assert window.matches.store.match_outcomes() == [(match, "playing")]


def test_a_match_where_only_the_computer_has_played_is_left_without_asking_or_counting(qtbot, tmp_path, monkeypatch):
    """North leads; New Game before the person's first move gives nothing up:
    no question, no abandoned match, no "0%" won in the statistics."""
    answers = _Answers(False)
    monkeypatch.setattr(match_guard, "ask", answers)
    window = make_window(qtbot, tmp_path, seed=1)  # North leads this deal
    window.start_game()
    wait_for_human(qtbot, window)
    c = window.controller
    assert c.moves and all(not c.is_human(seat) for _, seat in c.movers)  # North's lead only
    assert not window.matches.in_progress()
    first = c.match_id
    from casino_desktop.qt.dialogs import new_game as setup_dialog
    monkeypatch.setattr(setup_dialog.SetupDialog, "exec", lambda self: 1)
    window.new_game_dialog()
    assert answers.asked == [] and c.match_id != first
    assert window.matches.store.match_outcomes() == [(c.match_id, "playing")]


class _FakeGame(QObject):
    """A ``GuardedGame``: a match of seat 0 (a person) against seat 1."""

    game_started = Signal(object)
    move_played = Signal(object, int)

    def __init__(self):
        super().__init__()
        self.state = None
        self.match_id, self.moves, self.movers = "", [], []

    def is_human(self, seat):
        return seat == 0


class _FakeTable:
    """A ``GuardedTable`` with one person at it."""

    def __init__(self, widget, people=(0,)):
        self._widget, self._people = widget, list(people)
        self.notices: list[str] = []

    def watching(self): return False
    def people(self): return self._people
    def names(self): return ["Ayu", "Budi"]
    def match_kind(self): return "casino|2|random"
    def deal_day(self, state): return None
    def match_deal(self, state):
        from casino_desktop.core import GameRecord
        return GameRecord("casino", {}, 2, False, state.seed, [{"kind": "human"}, {"kind": "computer"}])
    def show_notice(self, text): self.notices.append(text)
    def widget(self): return self._widget


def _started(game, match_id: str, seed: int):
    from casino_desktop.core import new_game, preset
    game.match_id, game.state = match_id, new_game(preset("casino").rules, seed=seed)
    game.game_started.emit(game.state)


def test_the_guard_counts_a_match_given_up_after_a_persons_move_without_a_window(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QWidget
    from casino_desktop.storage.stats_store import StatsStore
    asked = _Answers(True)
    monkeypatch.setattr(match_guard, "ask", asked)
    widget = QWidget()
    qtbot.addWidget(widget)
    game = _FakeGame()
    guard = match_guard.MatchGuard(_FakeTable(widget), game, StatsStore(tmp_path / "stats.sqlite3"))
    _started(game, "first", 1)
    game.move_played.emit(None, 1)             # the computer's lead alone gives nothing up
    assert guard.may_discard("new") and asked.asked == []
    game.move_played.emit(None, 0)             # a person's move: now it would be given up
    assert guard.may_discard("new") and [a[0] for a in asked.asked] == ["New Game"]
    _started(game, "second", 2)
    assert guard.store.match_outcomes() == [("first", "abandoned"), ("second", "playing")]


def test_two_people_at_one_screen_are_not_counted(qtbot, tmp_path):
    from PySide6.QtWidgets import QWidget
    from casino_desktop.storage.stats_store import StatsStore
    widget = QWidget()
    qtbot.addWidget(widget)
    game = _FakeGame()
    guard = match_guard.MatchGuard(_FakeTable(widget, people=(0, 1)), game, StatsStore(tmp_path / "stats.sqlite3"))
    _started(game, "pair", 3)
    assert not guard.counts() and guard.store.match_outcomes() == []


def test_two_people_at_one_screen_are_counted_by_their_names(qtbot, tmp_path):
    """Not among the matches against the computer, but at one screen, each
    by their seat's name (stranger 15: a family found nothing counted)."""
    from PySide6.QtWidgets import QWidget
    from casino_desktop.storage.stats_shared import PersonRecord
    from casino_desktop.storage.stats_store import StatsStore
    widget = QWidget()
    qtbot.addWidget(widget)
    game = _FakeGame()
    game.is_human = lambda seat: seat in (0, 1)  # both people play at this screen
    guard = match_guard.MatchGuard(_FakeTable(widget, people=(0, 1)), game, StatsStore(tmp_path / "stats.sqlite3"))
    _started(game, "pair", 3)
    game.state.winner = 1
    guard.match_ended(game.state)
    guard.match_ended(game.state)  # told twice: counted once
    assert guard.store.match_outcomes() == []
    assert guard.store.people_at_one_screen() == [PersonRecord("Budi", 1, 1), PersonRecord("Ayu", 1, 0)]


def test_a_network_match_is_not_counted_at_one_screen(qtbot, tmp_path):
    """Two people at a network table: each at their own screen (the turn
    loop has only its own seat as a person here), so nothing is counted."""
    from PySide6.QtWidgets import QWidget
    from casino_desktop.storage.stats_store import StatsStore
    widget = QWidget()
    qtbot.addWidget(widget)
    game = _FakeGame()  # a person at seat 0 only, as a network window's turn loop says
    guard = match_guard.MatchGuard(_FakeTable(widget, people=(0, 1)), game, StatsStore(tmp_path / "stats.sqlite3"))
    _started(game, "net", 3)
    game.state.winner = 0
    guard.match_ended(game.state)
    assert guard.store.people_at_one_screen() == [] and guard.store.match_outcomes() == []


def test_each_questions_two_buttons_have_alt_letters_of_their_own_in_every_language(qapp):
    """A keyboard player (stranger 18) found no Alt letter on the buttons of
    the question before giving up a match; Enter and Escape were all."""
    from casino_desktop.i18n import LANGUAGES
    from casino_desktop.qt.catalogs import install_language
    from casino_desktop.qt.translate import say
    from tests.qt.test_keyboard_letters import letter
    try:
        for code in ["en", *sorted(LANGUAGES)]:
            assert install_language(code) is None
            keep = letter(say(match_guard.KEEP))
            for key, (_title, _question, go_ahead) in match_guard.QUESTIONS.items():
                ahead = letter(say(go_ahead))
                assert ahead and keep and ahead != keep, (code, key, say(go_ahead), say(match_guard.KEEP))
    finally:
        install_language("en")
