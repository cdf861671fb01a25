"""Whether a player's choices depend on which generator listed the moves.

The flat generator (``core/plaingen.py``) and the general one list the same
moves in different orders (builds by held card rather than by value), and a
search breaks ties by order.  Here each position is decided twice by a fresh
player with the same random numbers, once with each generator; give the
player a clock set far away (``master:time_limit=60``) so that only the
order can differ.  The positions are those of ``ai_speed_same_positions.py``
(Skilled against Skilled from the first seed); prints how many choices
were the same.

    .venv/bin/python scripts/choices_by_generator.py south-african-casino 2 3000 master:time_limit=60

Arguments: variant, rounds, first seed, player (a level name or engine spec).
"""

from __future__ import annotations

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ai_speed_same_positions import positions  # noqa: E402

from casino_desktop.ai import make_player  # noqa: E402
from casino_desktop.core.fast_path import FastWays, fast_ways  # noqa: E402
from casino_desktop.core.values import ValueTable  # noqa: E402


def with_generator(view, flat: bool):
    """A copy of ``view`` whose moves come from the flat generator
    (``flat``) or the general one; the short way stays off in both."""
    out = view.clone()
    values = ValueTable(out.rules)
    values.fast_ways = FastWays(plain=flat, usual=False)
    out.values = values
    return out


def main(argv: list[str]) -> int:
    variant, rounds, seed, spec = argv[0], int(argv[1]), int(argv[2]), argv[3]
    views = positions(variant, rounds, 1, seed)
    if not views or not fast_ways(views[0].values, views[0].rules).plain:
        print(f"{variant}: the flat generator does not list these rules' moves; nothing to compare")
        return 1
    same = 0
    for i, view in enumerate(views):
        chosen = [make_player(spec).choose(with_generator(view, flat), random.Random(seed + i), 0.0, None)
                  for flat in (False, True)]
        same += chosen[0] == chosen[1]
    print(f"{variant} {spec}: {len(views)} positions, the same choice from both generators in {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
