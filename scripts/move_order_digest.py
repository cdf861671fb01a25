"""A digest of the move lists (in order) and of the states along random games
of every preset and many option mixes, 2-4 players and partnerships.

    PYTHONPATH=<tree> python scripts/move_order_digest.py [SEEDS] [ROUNDS]

Run it on two trees (say, main and a speed branch): equal digests mean that
`legal_moves` returned the same moves in the same order, and `apply` made the
same states, on every position met (the count is printed).  Caches are
cleared every third game, so cold and warm answers are both compared.
"""

from __future__ import annotations

import hashlib
import random
import sys

from casino_desktop.core import PRESETS, apply, legal_moves, make_rules, new_game, next_round, tableindex
from casino_desktop.core.variants import VariantError
from casino_desktop.core.rules_sense import game_problem

OPTIONS = [{}, {"table_cards_raise_single": True}, {"same_value_builds": "merge"}, {"raise_own_build": False},
           {"owner_may_trail": True}, {"compulsory_capture": True}, {"trail_and_build": True},
           {"face_builds": True}, {"face_capture": "all"}, {"face_capture": "one_or_three"}, {"build_max": 10},
           {"decks": 2}, {"special_hand_values": True}, {"ace_value": "1_or_14_in_hand"},
           {"face_values": "numeric"}, {"owner_obligation": "simple"}, {"build_for_partner": True},
           {"single_build_as_card": True}, {"ace_value": "1_or_14"}]


def games(seeds: int):
    for v in PRESETS:
        for opts in OPTIONS:
            try:
                rules = make_rules(v.id, opts)
            except VariantError:
                continue
            for players, partnerships in ((2, False), (3, False), (4, False), (4, True)):
                if game_problem(rules, players, partnerships) is None:
                    for seed in range(seeds):
                        yield rules, players, partnerships, seed


def digest(seeds: int, rounds: int) -> tuple[int, str]:
    h = hashlib.sha256()
    positions = 0
    for rules, players, partnerships, seed in games(seeds):
        if seed % 3 == 0:
            tableindex.clear()
        rng = random.Random(seed * 7919 + players)
        s = new_game(rules, players, partnerships, seed)
        while s.phase != "match_over" and s.round_index < rounds:
            if s.phase == "round_over":
                next_round(s)
                continue
            moves = legal_moves(s)
            positions += 1
            h.update(repr([tuple(m) for m in moves]).encode())
            h.update(repr([type(m).__name__ for m in moves[:1]]).encode())
            if not moves:
                break
            apply(s, rng.choice(moves))
            h.update(repr(s.signature()).encode())
            # The raw lists too: order within hands, table and piles.
            h.update(repr([s.hands, s.loose, [(b.cards, b.value, b.multiple, b.controller, b.key) for b in s.builds],
                           s.stock, s.captured, s.ply, s.last_move]).encode())
        h.update(repr(s.round_results).encode())
    return positions, h.hexdigest()


if __name__ == "__main__":
    n, d = digest(int(sys.argv[1]) if len(sys.argv) > 1 else 3, int(sys.argv[2]) if len(sys.argv) > 2 else 2)
    print(f"{n} positions, digest {d}")
