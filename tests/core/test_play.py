"""Playing (``core/play.py``): a new game, what ``apply`` does with each kind
of move, the turn passing, the next deal, the end of a round and the next
round.  (Sweeps, mulles and scores are in ``test_round_flow.py``.)"""

from __future__ import annotations

import random

import pytest

from casino_desktop.core import VariantError, legal_moves, make_rules, parse_card, resolve
from casino_desktop.core.play import apply, new_game, next_round
from casino_desktop.core.state import PHASE_PLAY, PHASE_ROUND_OVER

from .helpers import position


def _c(text: str) -> int:
    return parse_card(text)


def test_a_new_game_deals_the_first_round():
    rules = make_rules("casino")
    s = new_game(rules, 3, False, 5)
    assert s.phase == PHASE_PLAY and s.round_index == 0 and s.ply == 0 and s.match_scores == [0, 0, 0]
    assert [len(h) for h in s.hands] == [4, 4, 4] and len(s.loose) == 4 and len(s.stock) == 52 - 16
    assert s.to_move == (s.dealer + 1) % 3 and s.last_move is None
    with pytest.raises(VariantError, match="Partnerships need four players"):
        new_game(rules, 3, True, 5)


def test_a_trail_puts_the_card_on_the_table_and_passes_the_turn():
    s = position("casino", "3H 8S", "5C", others={"1": "9H 9D"})
    apply(s, resolve(s, "3H trail"))
    assert s.hands[0] == [_c("8S")] and s.loose == [_c("5C"), _c("3H")]
    assert s.to_move == 1 and s.ply == 1 and s.last_move[0] == 0 and s.last_capturer is None


def test_a_capture_moves_the_cards_and_the_builds_taken_to_the_sides_pile():
    s = position("casino", "8S 3H", "5C 3D 2C", builds=[("6H 2D", 8, False, 1)], others={"1": "9H 9D"})
    apply(s, resolve(s, "8S take [2D 6H] 3D 5C"))
    assert sorted(s.captured[0]) == sorted(_c(t) for t in ("8S", "6H", "2D", "3D", "5C"))
    assert s.loose == [_c("2C")] and s.builds == [] and s.last_capturer == 0


def test_partners_share_one_pile():
    s = position("casino", "8S 3H", "8D", players=4, partnerships=True, to_move=2,
                 others={"0": "AS AH", "1": "2S 2H", "3": "4S 4H"})
    apply(s, resolve(s, "8S take 8D"))
    assert sorted(s.captured[0]) == sorted([_c("8S"), _c("8D")]) and s.to_move == 3


def test_a_build_is_owned_by_its_maker_and_a_raise_passes_it_on():
    s = position("casino", "3H 8S", "5C", others={"1": "AH 9D"})
    apply(s, resolve(s, "3H build 8 5C"))
    (b,) = s.builds
    assert (b.value, b.multiple, b.controller, b.key) == (8, False, 0, tuple(sorted((_c("3H"), _c("5C")))))
    apply(s, resolve(s, "AH raise 9 [3H 5C]"))
    (b,) = s.builds
    assert (b.value, b.controller) == (9, 1) and len(b.cards) == 3


def test_empty_hands_get_the_next_deal_and_the_last_one_ends_the_round():
    s = new_game(make_rules("casino"), 2, False, 2)
    rng = random.Random(2)
    deals = []
    while s.phase == PHASE_PLAY:
        if not any(len(h) < 4 for h in s.hands):
            deals.append((s.deals_done, len(s.stock), s.to_move))
        apply(s, rng.choice(legal_moves(s)))
    assert [d[0] for d in deals] == [1, 2, 3, 4, 5, 6]  # 52 = 4 to the table + 6 deals of 8
    assert [d[1] for d in deals] == [40, 32, 24, 16, 8, 0]
    assert all(d[2] == (s.dealer + 1) % 2 for d in deals)  # every deal is led from the dealer's left
    assert s.phase == PHASE_ROUND_OVER and s.loose == [] and s.builds == []
    assert sum(len(p) for p in s.captured) + len(s.unclaimed) == 52  # the residue went to the last capturer


def test_the_next_round_passes_the_deal_left():
    s = new_game(make_rules("casino"), 3, False, 4)
    with pytest.raises(ValueError, match="not over"):
        next_round(s)
    rng = random.Random(4)
    dealer = s.dealer
    while s.phase == PHASE_PLAY:
        apply(s, rng.choice(legal_moves(s)))
    next_round(s)
    assert s.round_index == 1 and s.dealer == (dealer + 1) % 3 and s.phase == PHASE_PLAY
    assert s.captured == [[], [], []] and [len(h) for h in s.hands] == [4, 4, 4]


def test_a_trail_and_build_after_a_court_card_is_a_single_build():
    """Trailing the Q♣ and building 4♠ + 6♣ = 10 from the table leaves one
    group of 10: a single build, which may be raised.  It was marked multiple
    because the trailed card, a court card without a number, was counted as
    part of the build (and the position reader then refused the state)."""
    s = position("casino", "QC 10H 2D", "4S 6C 9D", options={"trail_and_build": True})
    apply(s, resolve(s, "QC trail build 10 4S 6C"))
    (build,) = s.builds
    assert (build.value, build.multiple) == (10, False)
    s2 = position("casino", "QC 10H 2D", "4S 6C 9D", options={"trail_and_build": True})
    apply(s2, resolve(s2, "2D trail build 10 4S 6C"))  # a numbered card trailed: the same build
    assert not s2.builds[0].multiple


def test_a_second_addition_to_an_opponents_build_keeps_the_capture_owed():
    """Swazi: table cards added to an opponent's build oblige the hand card
    to capture it.  A second addition to the same build changed its cards,
    and the obligation still named the old ones: no move was legal."""
    s = position("swazi-casino", "QS 3H", "5C 7D 4H 8S", builds=[("8C 4D", 12, False, 1)], final_deal=True)
    apply(s, resolve(s, "table add 12 [4D 8C] 5C 7D"))
    apply(s, resolve(s, "table add 12 [4D 5C 7D 8C] 4H 8S"))
    (build,) = s.builds
    assert [m.text() for m in legal_moves(s)] == [resolve(s, f"QS take [{' '.join(_names(build))}]").text()]


def _names(build):
    from casino_desktop.core.cards import card_text
    return sorted(card_text(c) for c in build.cards)
