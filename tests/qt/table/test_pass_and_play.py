"""Pass and play: with several people at one screen, each hand is face up
only for its owner, behind a curtain between turns."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from casino_desktop.core import legal_moves
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup, load_setup, save_setup
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.dialogs.new_game import SetupDialog
from ..table_helpers import open_window

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def _window(qtbot, tmp_path, seats, hide_hands=True, players=None) -> MainWindow:
    players = players or len(seats)
    return open_window(qtbot, tmp_path, GameSetup("casino", {}, players, False, seats, 7, hide_hands))


def _face_up_hands(window) -> dict[int, bool]:
    """Seat -> whether any card of its hand shows its face."""
    state = window.controller.state
    return {seat: any(window.scene.cards[c].face_up for c in state.hands[seat]) for seat in range(state.players)}


def _wait_for_curtain(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.hands.curtain.isVisible(), timeout=15000)


def _ready(qtbot, window) -> None:
    qtbot.mouseClick(window.hands.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=5000)


def test_two_people_see_only_their_own_hand(qtbot, tmp_path):
    window = _window(qtbot, tmp_path, [SeatSetup(HUMAN), SeatSetup(HUMAN)])
    window.act_still_out.setChecked(True)
    window.start_game()
    state = window.controller.state
    first = state.to_move
    _wait_for_curtain(qtbot, window)
    name = window.controller.names[first]
    assert window.hands.curtain.title.text() == f"{name} to play"
    assert not window.input.enabled
    assert _face_up_hands(window) == {0: False, 1: False}
    assert not window.aids.act_hint.isEnabled()
    assert window.side.still_out.isHidden()  # it would count from someone's hand

    _ready(qtbot, window)
    assert not window.hands.curtain.isVisible()
    assert _face_up_hands(window) == {first: True, 1 - first: False}
    assert window.aids.act_hint.isEnabled()
    assert not window.side.still_out.isHidden()

    window.play_move(legal_moves(state)[0])
    _wait_for_curtain(qtbot, window)
    state = window.controller.state
    second = state.to_move
    assert second == 1 - first
    assert _face_up_hands(window) == {0: False, 1: False}  # hidden as soon as the move was made
    assert window.hands.curtain.text.text().startswith(f"{name} has played.")
    assert window.side.still_out.isHidden()

    assert window.aids.act_undo.isEnabled()  # the one who played may still take it back

    _ready(qtbot, window)
    assert _face_up_hands(window) == {first: False, second: True}
    # Not from the next person's revealed hand: that would show them the
    # position the other person played from.
    assert not window.aids.act_undo.isEnabled()


def test_a_move_is_taken_back_behind_the_curtain(qtbot, tmp_path):
    window = _window(qtbot, tmp_path, [SeatSetup(HUMAN, name="Anna"), SeatSetup(HUMAN, name="Ben")])
    window.start_game()
    _wait_for_curtain(qtbot, window)
    _ready(qtbot, window)
    before = window.controller.state.clone()
    mover = before.to_move
    window.play_move(legal_moves(before)[0])
    _wait_for_curtain(qtbot, window)
    assert window.controller.state.to_move != mover

    name = window.controller.names[mover]
    window.aids.act_undo.trigger()
    qtbot.waitUntil(lambda: window.hands.waiting == mover, timeout=10000)
    state = window.controller.state
    assert (state.hands, state.loose, state.ply) == (before.hands, before.loose, before.ply)
    assert window.hands.curtain.isVisible() and window.hands.curtain.title.text() == f"{name} to play"
    assert "has played" not in window.hands.curtain.text.text()  # nobody to pass the screen to
    assert not any(_face_up_hands(window).values())
    _ready(qtbot, window)
    assert [s for s, up in _face_up_hands(window).items() if up] == [mover]
    assert not window.aids.act_undo.isEnabled()


def test_the_curtain_waits_out_a_computer_between_two_people(qtbot, tmp_path):
    seats = [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random"), SeatSetup(HUMAN)]
    window = _window(qtbot, tmp_path, seats)
    window.start_game()
    movers = []
    window.controller.move_played.connect(lambda _p, seat, _m, _s, _l: movers.append(seat))
    for _ in range(3):
        _wait_for_curtain(qtbot, window)
        seat = window.controller.state.to_move
        assert window.controller.is_human(seat)
        assert not any(_face_up_hands(window).values())
        _ready(qtbot, window)
        assert [s for s, up in _face_up_hands(window).items() if up] == [seat]
        window.play_move(legal_moves(window.controller.state)[0])
    assert 1 in movers  # the computer played in between, while the hands were down


def test_open_hands_when_the_people_choose_so(qtbot, tmp_path):
    window = _window(qtbot, tmp_path, [SeatSetup(HUMAN), SeatSetup(HUMAN)], hide_hands=False)
    window.start_game()
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    assert not window.hands.curtain.isVisible()
    assert _face_up_hands(window) == {0: True, 1: True}


def test_one_person_never_meets_the_curtain(qtbot, tmp_path):
    window = _window(qtbot, tmp_path, [SeatSetup(HUMAN), SeatSetup(COMPUTER, "random")])
    window.start_game()
    for _ in range(2):
        qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
        assert not window.hands.curtain.isVisible()
        assert _face_up_hands(window)[0]
        window.play_move(legal_moves(window.controller.state)[0])


def test_the_setting_in_the_new_game_dialog_and_remembered(qtbot, tmp_path):
    dialog = SetupDialog(GameSetup())
    qtbot.addWidget(dialog)
    assert not dialog.hide_hands.isEnabled()  # one person: nothing to hide
    dialog.seat_kind[1].setCurrentIndex(dialog.seat_kind[1].findData(HUMAN))
    assert dialog.hide_hands.isEnabled() and dialog.hide_hands.isChecked()
    dialog.hide_hands.setChecked(False)
    result = dialog.result_setup()
    assert result.hide_hands is False

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    save_setup(result, settings)
    assert load_setup(settings).hide_hands is False
    result.hide_hands = True
    save_setup(result, settings)
    assert load_setup(settings).hide_hands is True


def _bottom_hand_is(window, seat) -> bool:
    """The seat's hand lies along the bottom edge at the full card size."""
    scene = window.scene
    cards = [scene.cards[c] for c in window.controller.state.hands[seat]]
    felt = scene.geometry.felt
    return bool(cards) and all(
        it.card_width == scene.geometry.card_w and it.card_scene_rect().top() > felt.bottom() for it in cards)


@pytest.mark.parametrize("hide_hands", [True, False])
def test_second_person_plays_at_the_bottom_with_full_size_cards(qtbot, tmp_path, hide_hands):
    # Before: seat 0 always sat at the bottom, so the second person played
    # with small cards at the top of the screen.
    window = _window(qtbot, tmp_path, [SeatSetup(HUMAN), SeatSetup(HUMAN)], hide_hands=hide_hands)
    window.start_game()
    for _turn in range(2):
        if hide_hands:
            _wait_for_curtain(qtbot, window)
            _ready(qtbot, window)
        else:
            qtbot.waitUntil(lambda: window.input.enabled, timeout=5000)
        state = window.controller.state
        seat = state.to_move
        assert _bottom_hand_is(window, seat)
        assert not _bottom_hand_is(window, 1 - seat)
        assert [it.card_id for it in window.scene.hand_items(seat)]  # the input plays this hand
        window.play_move(legal_moves(state)[0])
    assert window.controller.state.ply == 2


class _FakeTable:
    """A ``PassTable`` that writes down what pass and play asked of it."""

    def __init__(self, people, to_move=0, hide=True):
        from types import SimpleNamespace
        self._people, self._hide = people, hide
        self._state = SimpleNamespace(to_move=to_move)
        self.on_show: set[int] = set()
        self.bottom: list[tuple[int, bool]] = []
        self.turns: list[int] = []
        self.waiting: list[str] = []

    def watching(self): return False
    def hide_hands(self): return self._hide
    def people(self): return list(self._people)
    def names(self): return ["Ann", "Bo", "Cy"]
    def state(self): return self._state
    def is_person(self, seat): return seat in self._people
    def put_at_bottom(self, seat, turn_now): self.bottom.append((seat, turn_now))
    def hands_on_show(self): return set(self.on_show)
    def show_hands(self, seats, redraw): self.on_show = set(seats)
    def show_waiting(self, status, idle): self.waiting.append(status)
    def update_aids(self): pass
    def begin_turn(self, seat): self.turns.append(seat)


def test_the_curtain_between_two_people_without_a_window(qtbot):
    from PySide6.QtWidgets import QWidget
    from casino_desktop.qt.table.pass_and_play import PassAndPlay
    over = QWidget()
    qtbot.addWidget(over)
    table = _FakeTable(people=[0, 2])
    hands = PassAndPlay(table, over)
    hands.reset()
    assert table.bottom == [(0, False)] and hands.face_up_seats() == set()
    assert hands.hold(0)                       # Ann's turn waits behind the curtain
    assert hands.may_take_back() and table.waiting == ["Pass the screen to Ann."]
    hands.reveal()                             # Ann is ready: her hand only, her turn
    assert table.on_show == {0} and table.turns == [0] and not hands.may_take_back()
    hands.conceal(0)                           # Ann played: every hand face down
    table._state.to_move = 2
    assert table.on_show == set() and hands.hold(2)
    assert hands.curtain.text.text() == "Ann has played. Pass the screen to Cy; the other players look away."
    assert table.bottom[-1] == (2, True)       # the one to play sits at the bottom


def test_one_person_with_computers_never_sees_the_curtain(qtbot):
    from PySide6.QtWidgets import QWidget
    from casino_desktop.qt.table.pass_and_play import PassAndPlay
    over = QWidget()
    qtbot.addWidget(over)
    table = _FakeTable(people=[0])
    hands = PassAndPlay(table, over)
    assert not hands.hold(0) and hands.face_up_seats() == {0} and table.waiting == []


def _real_click(qtbot, window, widget) -> None:
    """A click as a mouse sends it: to the window, which hands it to the
    widget under it (qtbot's clicks go straight to the widget)."""
    pos = widget.mapTo(window, widget.rect().center())
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def test_a_mouse_press_on_the_curtain_hides_the_tables_focus_frame(qtbot, tmp_path):
    """"Show cards" clicked: the curtain hid with the focus on its button,
    and Qt gave the focus to the table as if by Tab, with the keys' white
    frame round the felt for a player who had only used the mouse."""
    window = _window(qtbot, tmp_path, [SeatSetup(HUMAN), SeatSetup(HUMAN)])
    window.start_game()
    _wait_for_curtain(qtbot, window)
    _real_click(qtbot, window, window.hands.curtain.button)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=5000)
    assert window.view.hasFocus() and not window.view.keys_frame
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # a key shows it
    assert window.view.keys_frame
    _real_click(qtbot, window, window.side.title)  # a press anywhere in the window hides it
    assert window.view.hasFocus() and not window.view.keys_frame


@pytest.mark.parametrize("people", [2, 1])
def test_the_move_bar_is_cleared_when_the_move_is_played(qtbot, tmp_path, people):
    """North played K♥ from the bar's "K♥: 1 Take… 2 Take…", and the bar
    stayed while the move was laid out and East played: the buttons of a
    move already made, under a table whose hands were turned face down."""
    seats = [SeatSetup(HUMAN)] * people + [SeatSetup(COMPUTER, "random")] * (2 - people)
    window = _window(qtbot, tmp_path, seats)
    window.set_speed_quietly("normal")  # the move takes its time on the table, as for a player
    window.start_game()
    if people == 2:
        _wait_for_curtain(qtbot, window)
        _ready(qtbot, window)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=15000)
    state = window.controller.state
    ply, face = state.ply, state.hands[state.to_move][0]
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(window.scene.cards[face].card_scene_rect().center()))
    bar = window.action_bar
    assert bar.buttons()
    qtbot.mouseClick(bar.buttons()[0], Qt.MouseButton.LeftButton)
    assert window.controller.state.ply > ply  # played, and being laid out on the table
    assert not [b for b in bar.buttons() if b.isVisible()] and not bar.moves()
    assert bar.prompt.text() == "" or "Waiting" in bar.prompt.text()


@pytest.mark.parametrize("hide_hands", [True, False])
def test_space_on_the_round_sheet_is_the_curtains_key_only_where_hands_are_hidden(qtbot, tmp_path, hide_hands):
    """Stranger 15: Space, pressed for the next person's cards a second after
    the last card, went on to the next round (or a new match) unseen."""
    from casino_desktop.core import make_rules, new_game
    from casino_desktop.core.round_end import finish_round_scores
    from casino_desktop.qt.dialogs import score_sheet
    window = _window(qtbot, tmp_path, [SeatSetup(HUMAN), SeatSetup(HUMAN)], hide_hands=hide_hands)
    state = new_game(make_rules("casino"), 2, False, 7)
    state.hands, state.stock, state.loose = [[], []], [], []
    state.captured = [list(range(0, 52, 2)), list(range(1, 52, 2))]
    finish_round_scores(state, False)
    window.rounds.show_sheet(state)
    dialog = window.round_dialog
    qtbot.waitUntil(lambda: dialog is not None and dialog.keys_ready, timeout=score_sheet.KEYS_WAIT_MS * 10)
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Space)
    assert dialog.isVisible() == hide_hands
