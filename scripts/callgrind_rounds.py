"""Instruction counts of random 2-player `casino` rounds, by part
(docs/performance.md).  Run under callgrind, on any tree:

    PYTHONPATH=<tree> valgrind --tool=callgrind --toggle-collect=functools_reduce \
        --callgrind-out-file=OUT python scripts/callgrind_rounds.py WARM ROUNDS [parts]
    callgrind_annotate --inclusive=yes OUT | grep -E 'functools_reduce|partial_vectorcall|...'

Clears the generator's caches (as the bench does), plays WARM rounds, then
the ROUNDS measured ones inside one `functools.reduce` call, so that only
they are collected.  Seeds are fixed: every tree plays the same rounds as
long as it makes the same moves.

With `parts`, each part is called through its own C function, so that its
inclusive cost can be read off callgrind's output:

* `partial_vectorcall`: `legal_moves` (cache misses included);
* `_operator_call`: the generator's top-level cache misses (`tableindex.answer`);
* `methodcaller_call`: `new_game` (first-dealer draw, shuffle, first deal);
* `starmap_next`: `score_round`.

What is left of `functools_reduce` is `apply` (later deals included), the
random draw and the loop.  The wrappers cost a few hundred instructions a
round; compare trees in the same mode.
"""

from __future__ import annotations

import functools
import gc
import itertools
import operator
import random
import sys

from casino_desktop.core import PHASE_PLAY, apply, legal_moves, make_rules, new_game
from casino_desktop.core import plaingen, round_end, tableindex
from casino_desktop.core.combos import _UNION_CACHE
from casino_desktop.core.movegen import _COMBINE_CACHE


def main(warm: int, rounds: int, parts: bool) -> None:
    rules = make_rules("casino")
    _UNION_CACHE.clear()
    _COMBINE_CACHE.clear()
    tableindex.clear()
    gc.collect()
    rng = random.Random(1)
    choice = rng.choice
    for g in range(warm):
        s = new_game(rules, 2, False, 100_000 + g)
        while s.phase == PHASE_PLAY:
            apply(s, choice(legal_moves(s)))
    legal = legal_moves
    start = new_game
    if parts:
        real_answer = plaingen.answer
        call = operator.call
        plaingen.answer = lambda code: call(real_answer, code)
        real_score = round_end.score_round
        starmap = itertools.starmap
        round_end.score_round = lambda *a: next(starmap(real_score, (a,)))
        legal = functools.partial(legal_moves)

        def start(rules, players, partnerships, seed):
            return operator.methodcaller("__call__", rules, players, partnerships, seed)(new_game)

    def one_round(count: int, g: int) -> int:
        s = start(rules, 2, False, g)
        while s.phase == PHASE_PLAY:
            apply(s, choice(legal(s)))
        return count + 1

    played = functools.reduce(one_round, range(rounds), 0)
    print(f"{played} rounds after {warm} warm-up rounds")


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), len(sys.argv) > 3 and sys.argv[3] == "parts")
