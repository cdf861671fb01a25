"""The review of a round at a network table (netsheet 39): the score sheet
and Game › Review Last Round offer it, as at home, and it shows the round
as this seat watched it: its own hand face up, every other hand face down,
and the coach on this seat's own moves only (``test_net_review_coach``)."""
from __future__ import annotations

import pytest

from casino_desktop.core import PHASE_PLAY, GameRecord, apply, legal_moves, make_rules, match_log, new_game
from casino_desktop.net.absences import DROPPED, Absence
from casino_desktop.net.round_views import round_views
from casino_desktop.net.views import seat_view
from casino_desktop.qt.net.remote_controller import RemoteController
from tests.qt.net.helpers import TABLE, fed_window

SEATS = [{"name": "Ann", "kind": "host"}, {"name": "Bo", "kind": "connected"}]


def _play_round(send, settle) -> int:
    """Seed 5's first round by the core, each state sent as a host sends it; its move count."""
    return _play_on(new_game(make_rules("casino", {}), 2, False, 5), 0, send, settle)


def _play_on(game, moves: int, send, settle) -> int:
    """The rest of ``game``'s round from move ``moves`` on, each state sent to
    seat 1 as a host sends it; the round's move count."""
    while game.phase == PHASE_PLAY:
        apply(game, legal_moves(game)[0])
        moves += 1
        send({"type": "state", "moves": moves, "view": seat_view(game, 1, 1), "seats": SEATS})
        settle()
    return moves


def test_the_round_a_seat_watched_is_kept_for_its_review_with_its_own_hand_alone():
    c = RemoteController()
    c._message({"type": "welcome", "seat": 1, "table": TABLE})
    c._message({"type": "state", "moves": 0, "view": seat_view(new_game(make_rules("casino", {}), 2, False, 5), 1, 1),
                "seats": SEATS})
    c.advance()
    assert c.aids.last_finished_round() is None
    moves = _play_round(c._message, c.advance)
    assert c.aids.last_finished_round() == 0
    steps, end = c.aids.round_history(0)
    assert len(steps) == moves and end.round_results
    assert [seat for _, seat, _, _ in steps[:2]] in ([0, 1], [1, 0])
    assert c.aids.review_seats() == {1}
    again = RemoteController()  # the window made in its place by a change of language
    again.take_over(c)
    assert again.aids.round_history(0)[0] == steps
    c.next_round()  # the next round is not yet sent: still the one just over
    assert c.aids.round_history(1) is None


@pytest.mark.gui
@pytest.mark.slow  # a round played through the window: over a second
def test_a_guests_score_sheet_offers_the_review_and_it_shows_her_own_hand_alone(qtbot):
    net = fed_window(qtbot, 1, SEATS)
    c = net.controller
    _play_round(c._message, lambda: qtbot.waitUntil(lambda: not c.steps and not c.busy))
    qtbot.waitUntil(lambda: net.rounds.dialog is not None)
    sheet = net.rounds.dialog
    assert not sheet.review_button.isHidden() and "as you saw them" in sheet.review_button.toolTip()
    assert net.aids.act_review.isVisible() and net.aids.act_review.isEnabled()
    sheet.review_button.click()
    review = net.aids.review_window
    qtbot.addWidget(review)
    assert review.scene.face_up_seats == {1} and review.coach is not None
    assert {review.steps[i][1] for i in review.coach.people} == {1}, "her own moves graded, not the host's"
    assert review.scene.bottom_seat == 1, "her own seat at the bottom, as at the table"
    assert "as you saw them" in review.findChildren(type(review.caption))[0].text()
    review.go(len(review.steps) // 2, animate=False)
    rival = [item for cid, item in review.scene.cards.items() if cid in review.steps[len(review.steps) // 2][0].hands[0]]
    assert rival and not any(item.face_up for item in rival), "the rival's hand stays face down"


def test_a_seat_back_mid_round_reviews_the_moves_it_watched_under_their_own_numbers(qtbot):
    """A guest who came back after the round's first moves (a rejoin, a
    resumed host) watched only the rest: the review numbered them from 1 and
    said nothing of the moves before (netsheet 39's screenshot: "Move 2 of
    30", You holding 1 card).  The host says how many were played before
    (``round_moves``); the review keeps the round's own numbers and says
    where it begins."""
    from casino_desktop.core import GameRecord
    from casino_desktop.net.absences import round_so_far
    from casino_desktop.qt.aids.round_review import RoundReview
    game = new_game(make_rules("casino", {}), 2, False, 5)
    texts = []
    for _ in range(6):
        move = legal_moves(game)[0]
        texts.append(move.text())
        apply(game, move)
    record = GameRecord(variant="casino", options={}, players=2, partnerships=False, seed=5, seats=[], moves=texts)
    def moves_this_round(round_index: int) -> int:  # what the host sends as ``round_moves``
        played: list[int] = []
        round_so_far(record, round_index, ["Ann", "You"], ["beginner"] * 2, [[], []], 1, played=played)
        return played[0]
    assert moves_this_round(0) == 6 and moves_this_round(1) == 0
    c = RemoteController()
    c._message({"type": "welcome", "seat": 1, "table": TABLE})
    c._message({"type": "state", "moves": 6, "view": seat_view(game, 1, 1), "seats": SEATS, "log": [],
                "round_moves": 6})
    c.advance()
    moves = 6
    moves = _play_on(game, moves, c._message, c.advance)
    steps, end = c.aids.round_history(0)
    assert len(steps) == moves - 6 and c.aids.moves_not_watched(0) == 6
    review = RoundReview(steps, end, ["Ann", "You"], "Ann 5, You 6.", face_up={1}, missed=6)
    qtbot.addWidget(review)
    assert review.moves.item(0).text().startswith("7. ")
    review.go(0, animate=False)
    assert review.caption.text().startswith(f"Move 7 of {moves}: ")
    intro = review.findChildren(type(review.caption))[0].text()
    assert "this review begins at move 7; the moves before it are in the play log" in intro



def test_a_seat_back_mid_round_is_sent_what_it_saw_of_the_moves_before_and_reviews_the_whole_round(qtbot):
    """The host sends a seat that comes back its own view before each of the
    round's moves so far (``net.round_views``): the window steps through
    them, and its review holds the whole round, numbered from 1, with the
    move a computer made for it marked as not its own."""
    game = new_game(make_rules("casino", {}), 2, False, 5)
    texts, hands, bos = [], [], []
    for i in range(6):
        move = legal_moves(game)[0]
        texts.append(move.text())
        hands.append(sorted(game.hands[1]))
        if game.to_move == 1:
            bos.append(i)
        apply(game, move)
    record = GameRecord(variant="casino", options={}, players=2, partnerships=False, seed=5, seats=[], moves=texts)
    spans = [[], [Absence(bos[0], bos[0] + 1, DROPPED)]]    # his first move there, played for him
    seen = round_views(record, game, 1, 1, spans)
    assert seen is not None and len(seen["views"]) == 6 and seen["stood"] == [bos[0]]
    c = RemoteController()
    c._message({"type": "welcome", "seat": 1, "table": TABLE})
    c._message({"type": "state", "moves": 6, "view": seat_view(game, 1, 1), "seats": SEATS, "log": [],
                "round_moves": 6, "round_views": seen["views"], "round_stood": seen["stood"]})
    c.advance()
    moves = 6
    moves = _play_on(game, moves, c._message, c.advance)
    steps, end = c.aids.round_history(0)
    assert len(steps) == moves and c.aids.moves_not_watched(0) == 0, "the whole round, from move 1"
    assert [sorted(before.hands[1]) for before, _, _, _ in steps[:6]] == hands, "his own hand as it was"
    assert [lines[0] for _, _, _, lines in steps[:6]] == [
        m.lines[0] for m in match_log(record.new_state(), texts, ["Ann", "You"])], "each move in the log's words"
    assert [i for i, (_, _, _, lines) in enumerate(steps) if "A computer player made that move for you." in lines] \
        == [bos[0]], "noted under the move, as the log notes it"
    assert c.aids.stood_in_moves(0) == {bos[0]}


YOURS = "A computer player made that move for you."


def test_the_review_notes_every_move_a_computer_made_for_the_seat_where_the_log_notes_a_run_once(qtbot):
    """After a drop and a rejoin, the review said "A computer player made
    that move for you." under the first move of the run only, "because the
    log notes a run once" (stranger 17): the review shows one move at a
    time, so each says it, those sent on the rejoin and those watched after
    it alike; the play log keeps one note a run."""
    from casino_desktop.qt.aids.round_review import RoundReview
    game = new_game(make_rules("casino", {}), 2, False, 5)
    texts, bos = [], []
    for i in range(8):
        if game.to_move == 1:
            bos.append(i)
        move = legal_moves(game)[0]
        texts.append(move.text())
        apply(game, move)
    record = GameRecord(variant="casino", options={}, players=2, partnerships=False, seed=5, seats=[], moves=texts)
    spans = [[], [Absence(bos[0], None, DROPPED)]]         # Bo's moves played for him since his first
    seen = round_views(record, game, 1, 1, spans)
    assert seen is not None and seen["stood"] == bos and len(bos) >= 2
    c = RemoteController()
    logged: list = []
    c.move_played.connect(lambda _b, seat, _m, _w, lines: logged.append((seat, [str(x) for x in lines])))
    c._message({"type": "welcome", "seat": 1, "table": TABLE})
    c._message({"type": "state", "moves": 8, "view": seat_view(game, 1, 1), "seats": SEATS, "log": [],
                "round_moves": 8, "round_views": seen["views"], "round_stood": seen["stood"]})
    c.advance()
    moves, later = 8, []
    while game.phase == PHASE_PLAY:                        # his run goes on after the rejoin, watched here
        seat = game.to_move
        apply(game, legal_moves(game)[0])
        if seat == 1 and len(later) < 2:
            later.append(moves)
        c._message({"type": "state", "moves": moves + 1, "view": seat_view(game, 1, 1), "seats": SEATS,
                    **({"stood_in": True} if moves in later else {})})
        c.advance()
        moves += 1
    assert len(later) == 2
    steps, end = c.aids.round_history(0)
    noted = [i for i, (_, _, _, lines) in enumerate(steps) if YOURS in lines]
    assert noted == bos + later, "each move a computer made for him, before the rejoin and after it"
    assert all(steps[i][3][1] == YOURS for i in noted), "under the move itself"
    assert sum(YOURS in lines for seat, lines in logged) == 1, "the log notes the run watched once"
    review = RoundReview(steps, end, ["Ann", "You"], "Ann 0, You 0.", face_up={1})
    qtbot.addWidget(review)
    for i in noted:
        review.go(i, animate=False)
        assert YOURS in review.caption.text()


def test_views_before_that_do_not_follow_one_another_leave_the_review_beginning_at_the_rejoin(qtbot):
    """A host whose views of the round so far do not step one into the next
    (a defect, or another version's): the table is laid out afresh at the
    state sent, as on any rejoin, and the review begins there, as it says."""
    game = new_game(make_rules("casino", {}), 2, False, 5)
    views = []
    for _ in range(4):
        views.append(seat_view(game, 1, 1))
        apply(game, legal_moves(game)[0])
    c = RemoteController()
    c._message({"type": "welcome", "seat": 1, "table": TABLE})
    c._message({"type": "state", "moves": 4, "view": seat_view(game, 1, 1), "seats": SEATS, "log": [],
                "round_moves": 4, "round_views": [views[0], views[0], views[2], views[3]]})
    c.advance()
    moves = 4
    moves = _play_on(game, moves, c._message, c.advance)
    steps, _ = c.aids.round_history(0)
    assert len(steps) == moves - 4 and c.aids.moves_not_watched(0) == 4
