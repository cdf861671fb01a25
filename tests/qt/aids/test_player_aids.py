"""The player's aids through their two narrow interfaces, with no window: a
fake game (``AidsGame``) and a fake screen (``AidsScreen``) that records
what the aids show."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QSettings, Signal

from casino_desktop.core import CAPTURE, TRAIL, Move, make_rules, new_game, parse_card
from casino_desktop.qt.aids.player_aids import LOOKING, NO_REDO, NO_REVIEW, NO_TAKE_BACK, PlayerAids

pytestmark = [pytest.mark.gui]
C = parse_card


class FakeGame(QObject):
    hint_ready = Signal(object)
    taken_back = Signal(object, list)
    played_again = Signal(object, list)

    def __init__(self, names=("You", "North")):
        super().__init__()
        self.state = new_game(make_rules("casino"), 2, False, 3)
        self.state.to_move = 0
        self.names = list(names)
        self.sides = list(names)
        self.humans = {0}
        self.takes_back = False
        self.redoes = False
        self.finished: int | None = None
        self.history = None
        self.asked: list[str] = []
        self.review_face_up = None  # every hand, as a local game's record knows them

    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    def ask_hint(self) -> bool:
        self.asked.append("hint")
        return True

    def can_take_back(self) -> bool:
        return self.takes_back

    def take_back(self) -> bool:
        self.asked.append("take back")
        return self.takes_back

    def can_redo(self) -> bool:
        return self.redoes

    def redo(self) -> bool:
        self.asked.append("redo")
        return self.redoes

    def last_finished_round(self):
        return self.finished

    def round_history(self, round_index: int):
        self.asked.append(f"history {round_index}")
        return self.history

    def review_seats(self):
        return self.review_face_up

    def moves_not_watched(self, round_index: int):
        return 0


class FakeScreen:
    def __init__(self):
        self.input = True
        self.hands_allow = True
        self.face_up = {0}
        self.shown: list[tuple] = []

    def may_input(self) -> bool:
        return self.input

    def may_take_back(self) -> bool:
        return self.hands_allow

    def face_up_seats(self) -> set[int]:
        return self.face_up

    def __getattr__(self, name):
        # Every other call of AidsScreen is recorded, with its arguments.
        if name in ("say", "show_hint", "clear_table", "deal", "show_still_out", "describe", "repaint_cards",
                    "open_review"):
            return lambda *args: self.shown.append((name, *args)) or f"{name} dialog"
        raise AttributeError(name)

    def calls(self, name: str) -> list[tuple]:
        return [c[1:] for c in self.shown if c[0] == name]


@pytest.fixture
def aids(qtbot, tmp_path):
    game, screen = FakeGame(), FakeScreen()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return PlayerAids(game, screen, None, settings), game, screen


def test_each_aid_is_offered_only_when_the_game_and_the_window_allow_it(aids):
    a, game, screen = aids
    a.update()
    assert a.act_hint.isEnabled() and not a.act_undo.isEnabled() and not a.act_review.isEnabled()
    game.takes_back, game.finished = True, 0
    a.update()
    assert a.act_undo.isEnabled() and a.act_review.isEnabled()
    screen.input, screen.hands_allow = False, False  # cards moving; behind the curtain
    a.update()
    assert not a.act_hint.isEnabled() and not a.act_undo.isEnabled()
    screen.input = True
    game.state.to_move = 1  # the computer's turn
    a.update()
    assert not a.act_hint.isEnabled()


def test_a_hint_is_asked_only_when_the_table_takes_a_move(aids):
    a, game, screen = aids
    screen.input = False
    a.ask_hint()
    assert game.asked == []
    screen.input = True
    a.update()
    a.ask_hint()
    assert game.asked == ["hint"] and not a.act_hint.isEnabled()
    assert screen.calls("say") == [(LOOKING,)]


@pytest.mark.parametrize("names", [("You", "North"), ("Anna", "North")])
def test_the_hint_is_put_as_advice_whoever_is_to_move(aids, names):
    a, game, screen = aids
    game.names = list(names)
    take = Move(CAPTURE, C("8S"), 8, (C("3C"), C("5D")), ())
    game.hint_ready.emit(take)
    [(move, prompt, status)] = screen.calls("show_hint")
    assert move == take
    assert prompt == "Hint: <b>take 3\u2663 + 5\u2666 with 8\u2660</b>"
    assert status == "Hint: take 3\u2663 + 5\u2666 with 8\u2660. Press 1 or click Play it to play it."
    screen.input = False  # the answer came after the player moved
    game.hint_ready.emit(take)
    assert len(screen.calls("show_hint")) == 1


def test_take_back_says_why_not_or_lays_the_table_out_again(aids):
    a, game, screen = aids
    a.take_back()
    assert screen.calls("say") == [(NO_TAKE_BACK,)]
    lines = ["Taken back: You trail 7\u2665."]
    game.taken_back.emit(game.state, lines)
    assert screen.calls("clear_table") == [(game.state, game.names, lines)]
    assert screen.calls("deal") == [(game.state,)]
    names = [c[0] for c in screen.shown]
    assert names.index("clear_table") < names.index("deal")


def test_redo_is_offered_as_take_back_is_and_says_why_not(aids):
    a, game, screen = aids
    a.update()
    assert not a.act_redo.isEnabled()
    game.redoes = True
    a.update()
    assert a.act_redo.isEnabled()
    screen.hands_allow = False  # behind the pass-and-play curtain: not another person's move
    a.update()
    assert not a.act_redo.isEnabled()
    a.redo()
    assert "redo" not in game.asked and screen.calls("say") == [(NO_REDO,)]
    screen.hands_allow = True
    a.redo()
    assert game.asked[-1] == "redo"
    lines = ["Played again: You trail 7\u2665."]
    game.played_again.emit(game.state, lines)  # laid out as after a take-back
    assert screen.calls("clear_table") == [(game.state, game.names, lines)]
    assert screen.calls("deal") == [(game.state,)]


def test_the_review_opens_the_last_finished_round_or_says_there_is_none(aids):
    a, game, screen = aids
    a.review_round()
    assert screen.calls("say") == [(NO_REVIEW,)] and screen.calls("open_review") == []
    end = game.state.clone()
    end.round_results = [{"totals": [7, 4]}]
    game.finished, game.history = 0, ([], end)
    a.review_round()
    assert game.asked[-1] == "history 0"
    assert screen.calls("open_review") == [([], end, game.names, "You 7, North 4.", None, None, 0)]
    assert a.review_window == "open_review dialog"


def test_the_table_in_words_speaks_of_each_face_up_hand_in_its_person(aids):
    a, game, screen = aids
    s = game.state
    s.hands = [[C("7H"), C("4H")], [C("KD")]]
    s.loose, s.builds, s.stock = [], [], [C("2C")]
    screen.face_up = {0, 1}
    game.names = ["You", "North"]
    a.describe_table(s)
    assert screen.calls("describe")[-1] == (
        "Table: nothing. Stock: 1 card. You hold: 7\u2665, 4\u2665. North holds: K\u2666.",)
    s.loose = [C("9S")]
    game.names = ["Anna", "North"]
    screen.face_up = {0}
    a.describe_table(s)
    assert screen.calls("describe")[-1] == ("Table: 9\u2660. Stock: 1 card. Anna holds: 7\u2665, 4\u2665.",)


def test_cards_still_out_shows_for_the_one_face_up_hand(aids):
    a, game, screen = aids
    a.act_still_out.setChecked(True)
    assert screen.calls("show_still_out")[-1] == (game.state, 0)
    screen.face_up = {0, 1}  # two hands face up: whose unseen cards would it count?
    a.update()
    assert screen.calls("show_still_out")[-1] == (None, None)
    a.act_still_out.setChecked(False)
    screen.face_up = {0}
    a.update()
    assert screen.calls("show_still_out")[-1] == (None, None)


def test_trail_hint_reads_as_advice_too(aids):
    a, game, screen = aids
    game.hint_ready.emit(Move(TRAIL, C("7H")))
    assert screen.calls("show_hint")[0][2].startswith("Hint: trail 7\u2665.")
