"""Long tables: the engine answers every question with bounded work.

Each test asserts on work (moves made, vectors listed, traced memory), never
on time: the machine is shared.  Positions come from ``worst_tables`` (the
figures ``cli bench`` prints)."""

from __future__ import annotations

import random
import tracemalloc

import pytest

from casino_desktop.core import apply, bounded, check, choices, combos, legal_moves, make_rules, new_game
from casino_desktop.core.bruteforce import brute_legal_moves
from casino_desktop.core.cards import make
from casino_desktop.core.position import position_from_json
from casino_desktop.core.memos import forget_memos
from casino_desktop.tools.worst_tables import WORST_TABLES, take_all

FORTY = "krypkasino: 40 loose A-5 of two decks; K Q 10 9 in hand"
NINETY_SIX = "krypkasino: 96 loose A-Q of two decks; four kings in hand"
SWEDISH = "swedish-kasino: 24 cards A-6 on the table; K Q J 10 in hand"
BUILDS = "mulle: 24 builds of 10 and 8 aces; 10 10 9 5 in hand"
LIMIT_MB = 200


def _peak_mb(fn):
    forget_memos()
    tracemalloc.start()
    try:
        result = fn()
        return result, tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def _state(name):
    return position_from_json(WORST_TABLES[name])


def test_moves_on_forty_loose_cards_double_deck_is_bounded():
    """It ran for minutes and grew to 9.4 GB: now a sample of legal moves."""
    s = _state(FORTY)
    moves, mb = _peak_mb(lambda: legal_moves(s))
    assert moves.complete is False
    assert 0 < len(moves) <= bounded.MOVE_CAP
    assert mb < LIMIT_MB
    # Every played card keeps moves, and each one listed is legal.
    assert {m.card for m in moves} == {c % 52 for c in s.hands[0]}
    for m in random.Random(3).sample(moves, 40):
        assert check(s, m.text()) is None


def test_swedish_kasino_24_small_cards_and_king_no_memory_error():
    s = _state(SWEDISH)
    moves, mb = _peak_mb(lambda: legal_moves(s))
    assert moves.complete is False and 0 < len(moves) <= bounded.MOVE_CAP
    assert mb < LIMIT_MB
    kings = [m for m in moves if m.card == make(12, 0)]
    assert "capture" in {m.kind for m in kings}
    for m in random.Random(4).sample(moves, 30):
        assert check(s, m.text()) is None


def test_ninety_six_loose_cards_take_all_is_checked_without_listing():
    """Checking a named capture of the whole table (legal: pairs of 13)
    must not enumerate the table's partitions."""
    s = _state(NINETY_SIX)
    reason, mb = _peak_mb(lambda: check(s, take_all(s)))
    assert reason is None
    assert mb < LIMIT_MB


def test_forty_loose_take_all_refusal_is_one_sentence():
    s = _state(FORTY)
    reason, mb = _peak_mb(lambda: check(s, take_all(s)))
    assert reason.startswith("Those cards cannot be split into groups") and mb < LIMIT_MB


def test_many_twin_builds_are_sampled_once_each():
    s = _state(BUILDS)
    moves = legal_moves(s)
    assert len(set(moves)) == len(moves)
    assert moves.complete is False
    taken = {m.builds for m in moves if m.kind == "capture"}
    assert len(taken) > 8  # distinct build keys, not the same twin twice


@pytest.mark.parametrize("level", ["beginner", "casual", "expert"])
def test_computer_levels_choose_a_legal_move_on_the_longest_table(level):
    from casino_desktop.ai import make_player
    s = _state(FORTY)
    move, mb = _peak_mb(lambda: make_player(level).choose(s.information_view(0), random.Random(1), 0.2))
    assert check(s, move) is None and mb < LIMIT_MB


def test_ordinary_tables_are_listed_whole():
    """Below the cap ``legal_moves`` is the full list (the brute-force
    reference agrees), so nothing changes in ordinary play."""
    rng = random.Random(5)
    for variant in ("casino", "krypkasino", "swedish-kasino", "mulle"):
        s = new_game(make_rules(variant), 2, False, rng.randrange(1000))
        for _ in range(12):
            moves = legal_moves(s)
            assert getattr(moves, "complete", True)
            assert bounded.estimate(s) >= len(moves)
            if variant == "casino":
                key = {(m[0], m[1], m[3], tuple(sorted(m[4])), 0 if m[0] in ("capture", "trail") else m[2])
                       for m in moves}
                assert key == brute_legal_moves(s)
            apply(s, rng.choice(moves))
            if s.phase != "play":
                break


def test_the_estimate_bounds_the_pathological_royal_table():
    s = new_game(make_rules("royal-casino"), 2, False, 0)
    s.loose = [make(rank, suit) for rank in range(5) for suit in range(4)]
    s.builds = []
    s.hands[s.to_move] = [make(0, 0)]
    n = len(legal_moves(s))
    assert n <= bounded.estimate(s) <= bounded.MOVE_CAP


def test_is_union_agrees_with_listing_every_union():
    rng = random.Random(7)
    for _ in range(300):
        values = [rng.randint(1, 8) for _ in range(rng.randint(1, 9))]
        target = rng.randint(2, 14)
        by = {}
        for v in values:
            by[v] = by.get(v, 0) + 1
        vals = tuple(sorted(by))
        counts = tuple(by[v] for v in vals)
        listed = combos._pack(counts) in combos.union_vectors(vals, counts, target, False)
        assert combos.can_partition(values, target) == listed, (values, target)


def test_union_listing_with_a_cap_gives_up_rather_than_grow():
    s = _state(NINETY_SIX)
    vals, counts, _ = combos.classify_faces([c % 52 for c in s.loose], s.values.sum_value)
    sig = combos._Signature(vals, counts, False, 16)
    assert sig.union_vectors(13, sig.guard, cap=1000) is None
    assert 13 not in sig.unions  # an unfinished answer is never kept


# Rules that stretch ``quick_bound``: aces worth 1 or 14 (counted twice in
# sums), single builds counted as cards, trail-and-build, building for a partner.
_STRETCHED = [
    ("casino", {}),
    ("casino", {"ace_value": "1_or_14", "single_build_as_card": True, "trail_and_build": True}),
    ("casino-simple", {"single_build_as_card": True}),
    ("royal-casino", {"ace_value": "1_or_14"}),
    ("mulle-kortspel", {"build_for_partner": True}),
    ("swedish-kasino", {}),
    ("mulle", {}),
]


def _long_tables(count_per_rules: int):
    """Positions of random play with the loose cards replaced by 8 to 16
    cards, most often aces to fives only (the most unions), builds as play
    left them."""
    rng = random.Random(11)
    for variant, options in _STRETCHED:
        rules = make_rules(variant, options)
        players = 4 if options.get("build_for_partner") else 2
        made = 0
        seed = 0
        while made < count_per_rules:
            s = new_game(rules, players, players == 4, seed)
            seed += 1
            for _ in range(rng.randrange(1, 30)):
                if s.phase != "play":
                    break
                apply(s, rng.choice(legal_moves(s)))
            if s.phase != "play":
                continue
            used = {c for h in s.hands for c in h} | {c for b in s.builds for c in b.cards}
            free = sorted(c for c in range(52 * rules.decks) if c not in used)
            small = [c for c in free if (c % 52) >> 2 < 5]
            pool = small if rng.random() < 0.6 else free
            s.loose = rng.sample(pool, min(len(pool), rng.randrange(8, 17)))
            made += 1
            yield s


def test_the_quick_bound_is_never_below_the_estimate():
    """Where ``quick_bound`` clears a table, ``estimate`` would have too, so
    ``legal_moves`` decides every table as before (the move-order digest
    holds); and it clears tables of many cards, or it would save nothing."""
    cleared = close = 0
    for s in _long_tables(60):
        for cap in (bounded.MOVE_CAP, 5_000, choices.CHOICE_CAP):
            quick = bounded.quick_bound(s, cap)
            if quick <= cap:
                cleared += 1
                exact = bounded.estimate(s, cap)
                assert exact <= quick, (s.rules, s.loose, s.builds, s.hands[s.to_move], cap)
                close += exact * 4 >= quick
    # Some bounds within a factor of 4 of the estimate: a quick bound a few
    # times too small would fall below it there.
    assert cleared > 300 and close > 20


def test_the_quick_bound_clears_the_long_tables_of_casino():
    """Thirteen to eighteen loose cards in 2-player `casino` (court cards
    gather there, and have no value to sum): nearly all cleared without the
    table's signature, as `cli bench` plays them (197 of 200 today).  The
    worst tables are left to ``estimate``."""
    rng = random.Random(1)
    rules = make_rules("casino")
    long = cleared = 0
    for g in range(200):
        s = new_game(rules, 2, False, g)
        while s.phase == "play":
            if len(s.loose) > 12:
                long += 1
                cleared += bounded.quick_bound(s) <= bounded.MOVE_CAP
            apply(s, rng.choice(legal_moves(s)))
    assert long > 100 and cleared * 20 >= long * 19
    for name in WORST_TABLES:
        assert bounded.quick_bound(_state(name)) > bounded.MOVE_CAP, name


def test_partners_counted_without_the_signature_are_never_fewer():
    """``_most_partners`` (counting sets of items by sum) against the
    signature's groups, aces worth 1 or 14 included (sums 14 to 16)."""
    rng = random.Random(13)
    for _ in range(400):
        dual = rng.random() < 0.5
        worth = [0] * 17
        for _ in range(rng.randint(1, 12)):
            worth[rng.choice([1, 1, 1, 2, 3, 5, 7, 11, 12, 13, rng.randint(1, 16)])] += 1
        vals = tuple(v for v in range(1, 17) if worth[v])
        counts = tuple(worth[v] for v in vals)
        members = [[(v, i) for i in range(worth[v])] for v in vals]
        sig = combos._Signature(vals, counts, dual, combos._LIMIT)
        assert bounded._most_partners(worth, dual) >= bounded._partners(sig, members), (worth, dual)
