"""A move a computer player made for a person's seat is said to be one in
every window's log, under the move: the host marks the state after it
(``stood_in``).  A host that does not mark it (an older one) is read as
before: no note, and nothing refused."""
from __future__ import annotations

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.core.templates import fill
from casino_desktop.net import net_sentences
from casino_desktop.net.views import seat_view
from casino_desktop.qt.net.remote_controller import RemoteController

TABLE = {"variant": "casino", "options": {}, "players": 2, "partnerships": False, "hints": True, "name": "Kitchen"}
SEATS = [{"name": "Ann", "person": True, "connected": True, "level": "beginner", "kind": "connected"},
         {"name": "Bo", "person": True, "connected": False, "level": "beginner", "kind": "dropped"}]


def _logged(qtbot, me: int, marked: dict) -> tuple[list, str]:
    """The log lines seat ``me``'s window gives Bo's first move (with the
    state after it carrying ``marked``), and that move's own sentence."""
    c = RemoteController()
    logged: list = []
    c.move_played.connect(lambda before, seat, move, world, lines: logged.append([str(x) for x in lines]))
    c._message({"type": "welcome", "seat": me, "table": TABLE})
    game = new_game(make_rules("casino", {}), 2, False, 5)
    if game.to_move != 1:   # Ann first: her own move, then Bo's
        apply(game, legal_moves(game)[0])
    c._message({"type": "state", "moves": 0, "view": seat_view(game, me, 1), "seats": SEATS})
    c.advance()
    apply(game, legal_moves(game)[0])
    c._message({"type": "state", "moves": 1, "view": seat_view(game, me, 1), "seats": SEATS, **marked})
    c.advance()
    assert len(logged) == 1, "Bo's move is shown as a move"
    return logged[0]


@pytest.mark.parametrize("me, said", [(0, "A computer player made that move for Bo."),
                                      (1, "A computer player made that move for you.")])
def test_a_move_the_host_marks_is_said_to_be_a_computers(qtbot, me, said):
    lines = _logged(qtbot, me, {"stood_in": True})
    assert lines[0].startswith("Bo " if me == 0 else "You ") and lines[-1] == said, lines


@pytest.mark.parametrize("marked", [{}, {"stood_in": False}, {"stood_in": "yes"}])
def test_a_move_not_marked_is_the_players_own(qtbot, marked):
    lines = _logged(qtbot, 0, marked)
    assert not any("computer" in line for line in lines), lines


def test_a_run_of_moves_made_for_a_seat_is_said_once_and_again_after_she_plays_herself(qtbot):
    # Every move played for a seat that left was followed by the same line:
    # a round of them filled the log.
    c = RemoteController()
    notes: list = []
    c.move_played.connect(lambda before, seat, move, world, lines: notes.append(
        (seat, sum("computer player made" in str(x) for x in lines))))
    c._message({"type": "welcome", "seat": 0, "table": TABLE})
    game = new_game(make_rules("casino", {}), 2, False, 5)
    c._message({"type": "state", "moves": 0, "view": seat_view(game, 0, 1), "seats": SEATS})
    c.advance()
    bos = 0
    for moves in range(1, 9):   # Bo's first two moves played for him, then his own, then one for him
        seat = game.to_move
        apply(game, legal_moves(game)[0])
        marked = {}
        if seat == 1:
            bos += 1
            marked = {} if bos == 3 else {"stood_in": True}
        c._message({"type": "state", "moves": moves, "view": seat_view(game, 0, 1), "seats": SEATS, **marked})
        c.advance()
    said = [n for seat, n in notes if seat == 1]
    assert said == [1, 0, 0, 1], notes
    assert all(n == 0 for seat, n in notes if seat == 0)


@pytest.mark.parametrize("me", [0, 1])
def test_each_span_a_computer_plays_for_a_seat_is_noted_under_its_first_move_as_the_rebuilt_log_notes_it(qtbot, me):
    """Each turn that ran out is a span of its own (``net.absences``), and so
    is each time she went: the live log noted only the first of a run with no
    move of her own between, the round so far a rejoining window is sent
    (``test_idle_rebuilt``) notes each, so her log changed as she came back
    (the play-test: a turn that ran out, then her window killed on the next)."""
    c = RemoteController()
    notes: list = []
    c.move_played.connect(lambda before, seat, move, world, lines: notes.append(
        (seat, sum("computer player made" in str(x) for x in lines))))
    c._message({"type": "welcome", "seat": me, "table": TABLE})
    game = new_game(make_rules("casino", {}), 2, False, 5)
    c._message({"type": "state", "moves": 0, "view": seat_view(game, me, 1), "seats": SEATS})
    c.advance()
    said = {"idle": fill(net_sentences.SEAT_IDLE, count=5, name="Bo", level="Beginner"),
            "dropped": fill(net_sentences.SEAT_DROPPED, name="Bo", level="Beginner")}
    turns = iter(["idle", "idle", "dropped", "away", "own"])   # Bo's turns, as the host played them
    if me == 1:  # Bo's own window, told "You have not moved ..." (it sees no move made while he is away)
        said = {"idle": fill(net_sentences.SEAT_IDLE_YOU, count=5, level="Beginner")}
        turns = iter(["idle", "idle", "own", "idle", "own"])
    for moves in range(1, 11):
        seat, turn = game.to_move, None
        if seat == 1:
            turn = next(turns)
            if turn in said:
                c._message({"type": "notice", "say": net_sentences.text_json(said[turn])})
        apply(game, legal_moves(game)[0])
        c._message({"type": "state", "moves": moves, "view": seat_view(game, me, 1), "seats": SEATS,
                    **({"stood_in": True} if turn not in (None, "own") else {})})
        c.advance()
    expected = [1, 1, 1, 0, 0] if me == 0 else [1, 1, 0, 1, 0]
    assert [n for seat, n in notes if seat == 1] == expected, notes


def test_the_note_follows_the_move_it_names_not_the_new_deal_after_it(qtbot):
    # Bo's last card of a deal, played for him: the window said "Bo trails 2♥",
    # "New hands; 32 cards left in the stock", then "A computer player made
    # that move for Bo.", which then seemed to name the deal (stranger 7).
    c = RemoteController()
    logged: list = []
    c.move_played.connect(lambda before, seat, move, world, lines: logged.append((seat, [str(x) for x in lines])))
    c._message({"type": "welcome", "seat": 0, "table": TABLE})
    game = new_game(make_rules("casino", {}), 2, False, 5)
    c._message({"type": "state", "moves": 0, "view": seat_view(game, 0, 1), "seats": SEATS})
    c.advance()
    moves = 0
    while True:
        seat, deals = game.to_move, game.deals_done
        apply(game, legal_moves(game)[0])
        moves += 1
        dealt = game.deals_done > deals
        marked = {"stood_in": True} if seat == 1 and dealt else {}
        c._message({"type": "state", "moves": moves, "view": seat_view(game, 0, 1), "seats": SEATS, **marked})
        c.advance()
        if marked:
            break
    seat, lines = logged[-1]
    assert seat == 1 and len(lines) == 3, lines
    assert lines[0].startswith("Bo ") and lines[1] == "A computer player made that move for Bo.", lines
    assert "stock" in lines[2], "the new deal is said after the note on the move"


@pytest.mark.parametrize("standing, noted", [([1], 0), ([], 1), (None, 1)])
def test_a_run_the_round_so_far_noted_is_not_noted_again_under_its_next_move(qtbot, standing, noted):
    # After a resume the host's log said "A computer player made that move
    # for Dewi." under her stand-in's move in the round so far, and again
    # under its next one.  A host that does not say (``None``): as before.
    c = RemoteController()
    notes: list = []
    c.move_played.connect(lambda before, seat, move, world, lines: notes.append(
        (seat, sum("computer player made" in str(x) for x in lines))))
    c._message({"type": "welcome", "seat": 0, "table": TABLE})
    game = new_game(make_rules("casino", {}), 2, False, 5)
    moves = 0
    while game.to_move != 0 or moves < 2:   # into the round, Ann to move
        apply(game, legal_moves(game)[0])
        moves += 1
    laid_out = {"type": "state", "moves": moves, "view": seat_view(game, 0, 1), "seats": SEATS,
                "log": ["Bo trails 5♠", "A computer player made that move for Bo."]}
    if standing is not None:
        laid_out["standing"] = standing
    c._message(laid_out)
    c.advance()
    for _ in range(2):   # Ann's move, then one made for Bo
        seat = game.to_move
        apply(game, legal_moves(game)[0])
        moves += 1
        c._message({"type": "state", "moves": moves, "view": seat_view(game, 0, 1), "seats": SEATS,
                    **({"stood_in": True} if seat == 1 else {})})
        c.advance()
    assert [n for seat, n in notes if seat == 1] == [noted], notes
