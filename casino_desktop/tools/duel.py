"""Playout policy against playout policy, every hand open (measurement only).

The search plays its candidates out in sampled worlds where every hand is
known, so the quality that matters for a playout policy is how well it
plays *with* open hands.  This plays whole rounds of 2-player ``casino``
between the playout dials (``PLAYOUT_DIALS``) of two ``SearchSettings``, each deck twice with the seats swapped
(duplicate rounds), in a few seconds — a screen for policy ideas before a
search tournament, which takes minutes.  It never decides a real move.

    python -m casino_desktop.tools.duel "guard=1" "" 300
"""

from __future__ import annotations

import random
import sys

from ..core import MULLE_OFF, PHASE_PLAY, apply, choice_moves, make_rules, new_game
from ..ai.levels import parse_dials
from ..ai.playout_weights import learned_weights
from ..ai.policy import Playout
from ..ai.search_settings import PLAYOUT_DIALS, SearchSettings, playout_dials, settings_with
from .stats import cluster_mean
from ..ai.valuation import valuation_for


def play_round(rules, seed: int, settings: list[SearchSettings]) -> list[int]:
    """One round with open hands; seat s plays the playout of
    ``settings[s]`` (without noise); its totals."""
    state = new_game(rules, 2, False, seed)
    val = valuation_for(rules, 2)
    rng = random.Random(seed)
    while state.phase == PHASE_PLAY:
        seat = state.to_move
        scales = learned_weights().scales() if settings[seat].learned == 1 else (1.0, 1.0, 1.0)
        policy = Playout(val.card_weights(state, seat, scales), val.sweep_points, rules.mulle != MULLE_OFF, 0.0, rng,
                         **playout_dials(settings[seat]))
        apply(state, policy.choose(state, choice_moves(state)))
    return state.round_results[-1]["totals"]


def duel(a: SearchSettings, b: SearchSettings, rounds: int, seed: int = 50000, variant: str = "casino") -> dict:
    """A minus B points per round over duplicate rounds, with a 95% CI."""
    rules = make_rules(variant)
    diffs = []
    for s in range(seed, seed + rounds):
        one = play_round(rules, s, [a, b])
        two = play_round(rules, s, [b, a])
        diffs.append(((one[0] - one[1]) + (two[1] - two[0])) / 2)
    return cluster_mean(diffs, [1] * len(diffs))


def duel_settings(text: str) -> SearchSettings:
    """``guard=1,keep=0.8`` as settings; only the playout's dials mean
    anything here, so any other is refused rather than silently ignored."""
    dials = parse_dials(text)
    other = sorted(set(dials) - set(PLAYOUT_DIALS))
    if other:
        raise ValueError(f"a duel compares playout dials ({', '.join(PLAYOUT_DIALS)}), not: {', '.join(other)}")
    return settings_with(SearchSettings(), dials)


def main(argv: list[str]) -> None:
    a, b = argv[0], argv[1]
    rounds = int(argv[2]) if len(argv) > 2 else 300
    r = duel(duel_settings(a), duel_settings(b), rounds)
    print(f"{a!r} vs {b!r}: {r['mean']:+.2f} (95% CI {r['ci95'][0]:+.2f} .. {r['ci95'][1]:+.2f}), {rounds} rounds")


if __name__ == "__main__":
    main(sys.argv[1:])
