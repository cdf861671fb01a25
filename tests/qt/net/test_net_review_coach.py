"""The coach in the round review at a network table (helper net39): the
player's own moves are graded as at home, each from her seat's view then,
on the coach's worker (the review steps meanwhile); the other seats' moves
get no grade and no "why?", whose search would weigh a hand this window
holds only as stand-ins; a move a computer player made for her (an idle
turn) is not graded as hers."""
from __future__ import annotations

import pytest

from casino_desktop.coach.coach_sentences import WHY_HAND_UNKNOWN
from casino_desktop.coach.explain import Option
from casino_desktop.core import HIDDEN, PHASE_PLAY, apply, legal_moves, resolve
from casino_desktop.net.views import seat_view
from casino_desktop.qt.game.setup import save_flag
from casino_desktop.qt.net.window import NetWindow
from tests.qt.coach.helpers import BLUNDER, Gate, last_deal
from tests.qt.net.helpers import TABLE, own_settings

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
SEATS = [{"name": "Ann", "kind": "connected"}, {"name": "Bo", "kind": "host"}]


@pytest.fixture
def gate(monkeypatch):
    g = Gate(monkeypatch)
    yield g
    g.open()  # never leave the worker waiting


def _round_reviewed(qtbot, table: dict = TABLE, coach_on: bool = False) -> NetWindow:
    """Ann's window (seat 0) fed a host's last deal: she trails 3♥ (a
    blunder), Bo answers, her stand-in plays her last card (her turn ran
    out), Bo plays his; then the round's review.  ``table``: the host's
    welcome; ``coach_on``: Game › Coach My Moves was on during play."""
    game = last_deal(*BLUNDER)
    settings = own_settings()
    save_flag("coach/on", coach_on, settings)
    net = NetWindow(settings)
    qtbot.addWidget(net)
    net.set_speed_quietly("instant")
    c = net.controller
    c._message({"type": "welcome", "seat": 0, "table": table})
    c._message({"type": "state", "moves": 0, "view": seat_view(game, 0, 1), "seats": SEATS})
    qtbot.waitUntil(lambda: not c.steps and not c.busy)
    moves = 0
    while game.phase == PHASE_PLAY:
        mine = game.to_move == 0
        apply(game, resolve(game, "3H trail") if mine and moves == 0 else legal_moves(game)[0])
        moves += 1
        message = {"type": "state", "moves": moves, "view": seat_view(game, 0, 1), "seats": SEATS}
        if mine and moves > 1:
            message["stood_in"] = True
        c._message(message)
        qtbot.waitUntil(lambda: not c.steps and not c.busy)
    net.aids.review_round()
    assert net.aids.review_window is not None
    qtbot.addWidget(net.aids.review_window)
    return net


def test_a_network_review_grades_the_players_own_moves_off_the_gui_thread(qtbot, gate):
    net = _round_reviewed(qtbot)
    review = net.aids.review_window
    coach = review.coach
    assert coach is not None, "the coach is in the review, as at home"
    steps = [(seat, "A computer player made that move for you." in lines) for _, seat, _, lines in review.steps]
    assert steps == [(0, False), (1, False), (0, True), (1, False)], steps
    assert sorted(coach.people) == [0], "her own choice only: not Bo's, not her stand-in's"
    # Weighed on the worker: the review steps while the grading is held there.
    qtbot.waitUntil(lambda: gate.started == 1, timeout=5000)
    review.go(3, animate=False)
    assert review.index == 3 and not coach.is_done()
    gate.open()
    qtbot.waitUntil(coach.is_done, timeout=10000)
    assert gate.started == 1
    assert review.moves.item(0).text() == "1. You trail 3♥\nBlunder: 3.0 points given away; better was to take 10♦ with 10♠."
    assert review.summary.text().startswith("You gave away 3.0 points in this round")
    # Graded from her information view then: Bo's cards were hidden from it.
    view = coach.people[0].view
    assert view.viewer == 0 and view.hands[0] == review.steps[0][0].hands[0] and all(c == HIDDEN for c in view.hands[1])


def test_why_is_offered_only_for_moves_made_from_the_players_own_seat(qtbot, gate):
    gate.open()
    net = _round_reviewed(qtbot)
    review = net.aids.review_window
    coach = review.coach
    review.go(1, animate=False)          # Bo's move: his hand was never sent here
    assert not review.why.isEnabled() and review.why.toolTip() == str(WHY_HAND_UNKNOWN)
    assert coach.details(1) == [] and review.moves.item(1).text() == f"2. {review.steps[1][3][0]}"
    review.go(2, animate=False)          # her stand-in's move: weighed from her own view, if asked
    assert review.why.isEnabled() and coach.note(2) is None
    # Its options, as "why?" would list them (her last card here is her only
    # move, so they are put in by hand): the move is not called hers.
    before, _seat, played, _lines = review.steps[2]
    other = next(m for m in legal_moves(review.steps[0][0]) if m != played)
    coach.whys[2] = [Option(other, 0.5, 0, before), Option(played, -0.5, 0, before)]
    details = coach.details(2)
    assert details[-1].startswith("Option (played for you): ") and "your move" not in " ".join(details)



def test_a_table_whose_host_turned_the_coach_off_reviews_without_it(qtbot, gate):
    gate.open()
    net = _round_reviewed(qtbot, dict(TABLE, hints=False))
    assert net.aids.review_window.coach is None and gate.started == 0


def test_the_coach_at_the_table_does_not_grade_her_stand_ins_move_as_hers(qtbot, gate):
    gate.open()
    net = _round_reviewed(qtbot, coach_on=True)
    review = net.aids.review_window
    graded = sorted(e.place for e in net.coach.book.entries())
    assert graded == [(0, review.steps[0][0].ply)], "her own move only, as played: not the one made for her"
