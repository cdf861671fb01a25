"""The misses the coach names, each found by asking the core."""

from __future__ import annotations

from casino_desktop.coach import find_misses
from casino_desktop.coach.misses import Miss
from casino_desktop.coach.coach_sentences import MISSES
from casino_desktop.core.legality import resolve

from .helpers import view_of

SWEEPS = {"sweep_points": 1}


def _misses(view, played: str, best: str, better=None) -> dict[str, Miss]:
    found = find_misses(view, resolve(view, played), resolve(view, best), seed=3, better=better)
    ids = [m.id for m in found]
    assert all(i in MISSES for i in ids)
    return {m.id: m for m in found}


def test_a_scoring_card_left_on_the_table_is_named_with_the_capture():
    view = view_of(["10S", "AH", "3H"], ["10D", "AC", "5C"])
    found = find_misses(view, resolve(view, "3H trail"), resolve(view, "10S take 10D"), seed=0)
    texts = [m.text() for m in found if m.id == "scoring_card_left"]
    # Both scoring cards, the more valuable first (the big casino scores 2, an ace 1).
    assert texts == ["You could have taken 10♦, a card that scores: take 10♦ with 10♠.",
                     "You could have taken A♣, a card that scores: take A♣ with A♥."]


def test_a_card_the_move_took_is_not_called_left():
    view = view_of(["10S", "AH"], ["10D", "AC"])
    found = _misses(view, "AH take AC", "10S take 10D")
    assert [dict(found["scoring_card_left"].fields)["card"]] == ["10♦"]


def test_a_card_that_scores_nothing_is_not_named():
    view = view_of(["9S", "3H"], ["9D", "5C"])
    assert "scoring_card_left" not in _misses(view, "3H trail", "9S take 9D")


def test_a_missed_sweep_is_named_only_where_sweeps_score():
    view = view_of(["8S", "KH"], ["5C", "3D"], SWEEPS)
    assert _misses(view, "KH trail", "8S take 3D 5C")["sweep_missed"].text() == \
        "You could have swept the table: take 3♦ + 5♣ with 8♠."
    plain = view_of(["8S", "KH"], ["5C", "3D"])
    assert "sweep_missed" not in _misses(plain, "KH trail", "8S take 3D 5C")


def test_a_sweep_left_open_counts_the_unseen_cards_that_clear_the_table():
    # Trailing 2♦ on 5♣ lets any seven sweep; trailing 9♥ leaves 5 + 9, which no card clears.
    view = view_of(["2D", "9H"], ["5C"], SWEEPS)
    miss = _misses(view, "2D trail", "9H trail")["sweep_left_open"]
    assert miss.count == 4
    assert miss.text() == ("This leaves the table open to a sweep by the next player: "
                           "4 unseen cards clear it (7♠, 7♥, 7♦, 7♣).")
    assert "sweep_left_open" not in _misses(view, "9H trail", "2D trail")


def test_a_sweep_the_best_move_also_leaves_open_is_not_a_miss():
    # Either trail leaves two cards that one unseen card clears.
    view = view_of(["2D", "3H"], ["5C"], SWEEPS)
    assert "sweep_left_open" not in _misses(view, "2D trail", "3H trail")


def test_a_build_the_next_player_can_take():
    view = view_of(["2D", "7H", "KS"], ["5C"])
    miss = _misses(view, "2D build 7 5C", "KS trail")["build_takeable"]
    assert miss.count == 3  # the 7♥ is in the builder's own hand
    assert miss.text() == "The next player can take your build of 7: 3 unseen cards take it."


def test_in_a_penalty_game_sweeping_and_leaving_the_table_open_are_not_called_misses():
    """Krypkasino: a sweep costs its maker 5 and takes 5 off the penalties of
    whoever left the table open. The coach said "You could have swept the
    table" and "This leaves the table open to a sweep", both the wrong way."""
    view = view_of(["8S", "5H"], ["5C", "3D"], variant="krypkasino")
    assert _misses(view, "5H take 5C", "8S take 3D 5C") == {}
    same = view_of(["8S", "5H"], ["5C", "3D"], SWEEPS)  # the same cards where a sweep scores for its maker
    assert {"sweep_missed", "sweep_left_open"} <= set(_misses(same, "5H take 5C", "8S take 3D 5C"))


def test_a_build_whose_cards_cost_their_taker_is_not_a_loss_to_leave():
    """In a penalty game (Casino with the house rule) every card taken counts against its taker."""
    view = view_of(["2D", "7H", "KS"], ["5C"], {"misere": True, "target": 0})
    assert "build_takeable" not in _misses(view, "2D build 7 5C", "KS trail")
