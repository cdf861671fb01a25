"""The tournament's command line, checked whole before the first deal.

A wrong variant, level, number of players or house rule once ended in a
traceback, and a ``--out`` that could not be written failed only after the
whole match had been played: every value is now tried here first (the rules
made, a game dealt, both levels made, the output folder written to), and a
wrong one is refused in one sentence (``InputError``, exit status 2)."""
from __future__ import annotations

import argparse
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..cli.parser import ExamplesParser
from ..cli.bounds import MAX_GAMES, MAX_JOBS, MAX_PLAYERS_TEXT, MAX_SEED, player_of, seconds_in_range, whole_in_range
from ..cli.stdin_input import InputError, sentence_of
from ..core import VariantError, make_rules, new_game
from ..core.safe_json import InputRefused, parse_json

# Developer tooling speaks English only (no --lang), like its option names:
# its own sentences are not offered to translators.
OUT_FILE = "The file {path} cannot be written: give a file name in a folder that exists and can be written to."


@dataclass(frozen=True)
class TournamentArgs:
    variant: str
    options: dict
    players: int
    partnerships: bool
    a: str
    b: str
    deals: int
    seed: int
    jobs: int
    budget_a: float | None
    budget_b: float | None
    out: Path | None
    quiet: bool


TOURNAMENT_EXAMPLE = """\
A level is beginner, casual, skilled, expert or master; an engine with dials is written engine:dial=value,...
(random, greedy, heuristic:memory=0.5, search:worlds=100,guard=1, master:time_limit=2, ismcts:c=0.5).
Each dial has a range; a value outside it is refused, naming the range.

example:
  %(prog)s --variant casino --a master --b expert --deals 20
  %(prog)s --variant casino --a search:worlds=100,guard=1 --b master --deals 50 --jobs 2 --out result.json"""


def parser() -> argparse.ArgumentParser:
    ap = ExamplesParser(prog="python -m casino_desktop.cli tournament",
                        description="Duplicate-deal match between two computer levels.  The result is "
                                    "printed as JSON on standard output; progress lines and a readable "
                                    "summary go to standard error.",
                        epilog=TOURNAMENT_EXAMPLE)
    ap.add_argument("--variant", required=True, help="the variant's id, as the variants command lists them")
    ap.add_argument("--players", default="2", help=f"how many players (1 to {MAX_PLAYERS_TEXT}; the variant "
                                                   "says which counts it is played by)")
    ap.add_argument("--partnerships", action="store_true", help="four players in two partnerships")
    ap.add_argument("--a", required=True, help="the level or engine of side A; see below")
    ap.add_argument("--b", required=True, help="the level or engine of side B; see below")
    ap.add_argument("--deals", default="100",
                    help=f"duplicate rounds to play, from 1 to {MAX_GAMES:,}; every seed's matches are played "
                         "whole, so the result may count a few more")
    ap.add_argument("--seed", default="0", help=f"the first match's deal, from 0 to {MAX_SEED:,}")
    ap.add_argument("--jobs", default="1", help=f"worker processes, from 1 to {MAX_JOBS} (this machine's processors)")
    ap.add_argument("--options", default="{}", help="house rules as JSON, e.g. '{\"sweep_points\": 1}'")
    ap.add_argument("--budget-a", default=None, help="the thinking time of A per move, in seconds "
                                                     "(default: the level's own)")
    ap.add_argument("--budget-b", default=None, help="the thinking time of B per move, in seconds "
                                                     "(default: the level's own)")
    ap.add_argument("--out", default=None, help="also write the JSON to this file, refreshed after every seed")
    ap.add_argument("--quiet", action="store_true", help="no progress lines nor summary on stderr")
    return ap


def checked_out(text: str | None) -> Path | None:
    """``--out`` as a path that can be written atomically: a regular file or
    no file yet, in a folder where a file can be made (tried, not guessed:
    permissions say little to root or on a network share).  A device such as
    /dev/full is refused: the atomic rename would replace it."""
    if text is None:
        return None
    path = Path(text)
    try:
        if path.exists() and not stat.S_ISREG(os.stat(path).st_mode):
            raise OSError("not a regular file")
        fd, probe = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        os.close(fd)
        os.unlink(probe)
    except (OSError, ValueError):  # ValueError: a NUL in the name
        raise InputError(OUT_FILE.format(path=text)) from None
    return path


def checked_arguments(argv: list[str]) -> TournamentArgs:
    """The arguments, every one tried before anything is played."""
    args = parser().parse_args(argv)
    try:
        options = parse_json(args.options, "The --options value")
        if not isinstance(options, dict):
            raise InputError('The --options value must be a JSON object, such as {"sweep_points": 1}.')
        players = whole_in_range(args.players, "--players", 1, MAX_PLAYERS_TEXT)
        seed = whole_in_range(args.seed, "--seed", 0, MAX_SEED)
        new_game(make_rules(args.variant, options), players, args.partnerships, seed)
    except (VariantError, InputRefused) as err:
        raise InputError(sentence_of(err)) from None
    player_of(args.a)
    player_of(args.b)
    return TournamentArgs(
        variant=args.variant, options=options, players=players, partnerships=args.partnerships, a=args.a, b=args.b,
        deals=whole_in_range(args.deals, "--deals", 1, MAX_GAMES), seed=seed,
        jobs=whole_in_range(args.jobs, "--jobs", 1, MAX_JOBS),
        budget_a=seconds_in_range(args.budget_a, "--budget-a"), budget_b=seconds_in_range(args.budget_b, "--budget-b"),
        out=checked_out(args.out), quiet=args.quiet)
