"""The command line's subcommands and options, each with a line of help;
where something must be typed in a format of ours (a position, a move, a
round, an engine with dials, a drill's answer), the subcommand's help ends
with examples to copy (its epilog, printed as written).

A newcomer's play-test found the help thin: options with no help at all
(``simulate --variant``, ``--players``), formats named but never shown.
The texts are English, like the option names; ``--lang`` says the
refusals and the reasons in another language, not ``--help``."""
from __future__ import annotations

import argparse

from ..core import MOVE_CAP
from .arguments import CommandLineParser
from .bounds import MAX_GAMES, MAX_PLAYERS_TEXT, MAX_SEED, MAX_SECONDS
from .language import CODES

PROG = "python -m casino_desktop.cli"

DESCRIPTION = (
    "Casino rules engine tools: JSON in (on standard input, as UTF-8, or UTF-16 with its byte-order mark) and "
    "JSON out.  Bad input exits with status 2 and one line saying what is wrong.  Each command's --help "
    "shows examples.")

POSITION_EXAMPLE = """\
A position: the variant, the seat to move, the hands (at least the mover's), the table's cards and builds.
Cards are written rank then suit: A 2 ... 10 J Q K and S H D C, as AS, 10D, QH.

example:
  echo '{"variant": "casino", "to_move": 0, "hands": {"0": ["3H", "6D"]}, "table": ["AC", "2D"]}' \\
    | %(prog)s
  echo '{"variant": "casino", "to_move": 0, "hands": {"0": ["9S", "7H"]},
         "table": ["2D", {"build": ["4H", "3S"], "value": 7, "controller": 0}]}' | %(prog)s --limit 10"""

MOVE_EXAMPLE = """\
A move is written as the moves command prints its "text": 3H take AC 2D, 3H build 6 AC 2D, 6D trail,
9S take [3S 4H] 2D (a build in brackets).

example:
  echo '{"position": {"variant": "casino", "to_move": 0, "hands": {"0": ["3H"]}, "table": ["AC", "2D"]},
         "move": "3H take AC 2D"}' | %(prog)s"""

SCORE_EXAMPLE = """\
A round: the cards each player or team took under "captured" (keys 0, 1, ...); optional "sweeps", "opened"
and "mulles" per player or team, "last_capturer", "options".  A round no deal can make is refused.

example:
  echo '{"variant": "casino", "captured": {"0": ["10D", "2S", "AS"], "1": ["AH", "3C"]},
         "last_capturer": 0}' | %(prog)s
  echo '{"variant": "mulle", "captured": {"0": ["6H", "6H", "AS", "2C"], "1": ["3D", "4D"]},
         "sweeps": {"0": 1}, "mulles": {"0": ["6H"]}}' | %(prog)s"""

PLAYER_EXAMPLE = """\
A player is a level (beginner, casual, skilled, expert, master) or, for measurement, an engine with dials:
random, greedy, heuristic:memory=0.5, learner:overlook=0.3, search:worlds=100,guard=1, master:time_limit=2,
ismcts:c=0.5,worlds=200.  Each dial has a range; a value outside it is refused, naming the range.

example:
  %(prog)s --games 10 --player master --player greedy
  %(prog)s --variant swedish-kasino --players 4 --partnerships --games 2 --player search:worlds=50"""

DRILL_EXAMPLE = """\
example:
  %(prog)s --kind legal --seed 7                      (the question, its choices and the position)
  %(prog)s --kind legal --seed 7 --answer 0           (a choice's number, from 0)
  %(prog)s --kind captures --seed 3 --answer '["QH take QS"]'         (every capture: a list of plays)
  %(prog)s --kind build --seed 3 --answer '"2C build 9 3H 4S"'        (one play)
  %(prog)s --kind score --seed 1 --answer '{"cards": [3, 0], "spades": [0, 1]}'   (each item's points per side)"""

OPTIONS_HELP = 'house rules as a JSON object, e.g. \'{"sweep_points": 1}\' (the variants command lists them)'


class ExamplesParser(CommandLineParser):
    """Help whose description is wrapped as usual and whose epilog (the
    examples) is printed as written: argparse would wrap both alike."""

    def format_help(self) -> str:
        epilog, self.epilog = self.epilog, None
        try:
            text = super().format_help()
        finally:
            self.epilog = epilog
        return text + ("\n" + epilog % {"prog": self.prog} + "\n" if epilog else "")


def build_parser() -> argparse.ArgumentParser:
    p = ExamplesParser(prog=PROG, description=DESCRIPTION)
    p.add_argument("--lang", choices=CODES, default="en",
                   help="the language of the reason sentences and error lines (the JSON stays English)")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    sub.add_parser("variants", help="list the presets and every rule parameter with its values, as JSON",
                   description="Prints every preset variant with its rule parameters: value, label, help, "
                               "and the choices or range a house rule (--options) may give it.")
    moves = sub.add_parser(
        "moves", help="list the legal moves of a position read on stdin",
        description="Prints every legal move as a JSON list.  With --limit N, or when the table holds more "
                    f"moves than can be listed ({MOVE_CAP:,}: a long two-deck table can hold millions), prints "
                    '{"moves": [...], "complete": false|true} instead: "complete" is false when moves were '
                    "left out.  An incomplete answer keeps some moves of every card and kind of play.",
        epilog=POSITION_EXAMPLE)
    moves.add_argument("--limit", default=None, metavar="N",
                       help=f"list at most N moves (1 to {MOVE_CAP:,}) and say whether that is all of them")
    sub.add_parser("check", help="say whether a move is legal in a position, and why not",
                   description='Reads {"position": {...}, "move": "<move text>"} and prints {"legal": true} or '
                               '{"legal": false, "reason": "<sentence>"}.  A move text that cannot be read as a '
                               "move at all (a typing mistake) is bad input: it exits with status 2 and one line "
                               "saying what is wrong, never {\"legal\": false}.",
                   epilog=MOVE_EXAMPLE)
    grade = sub.add_parser("grade", help="the coach's grade of a move: points given away against the best move",
                           description='Reads {"position": {...}, "move": "<move text>"} and prints the coach\'s '
                                       "grade of the move, judged from the mover's view only.",
                           epilog=MOVE_EXAMPLE)
    grade.add_argument("--seed", default="0", help=f"the coach's sampling seed, from 0 to {MAX_SEED:,}")
    sub.add_parser("score", help="score a finished round read on stdin: each item's points and the totals",
                   description="Reads a finished round and prints each scoring item's points and the totals.",
                   epilog=SCORE_EXAMPLE)
    sim = sub.add_parser("simulate", help="play whole games between computer players and print the totals",
                         description="Plays whole games between the given players and prints the wins, "
                                     "rounds, plies and mean final scores as JSON.",
                         epilog=PLAYER_EXAMPLE)
    sim.add_argument("--variant", default="casino", help="the variant's id, as the variants command lists them")
    sim.add_argument("--options", default="", help=OPTIONS_HELP)
    sim.add_argument("--players", default="2", help=f"how many players (1 to {MAX_PLAYERS_TEXT}; the variant "
                                                    "says which counts it is played by)")
    sim.add_argument("--partnerships", action="store_true", help="four players in two partnerships")
    sim.add_argument("--games", default="100", help=f"how many games, from 1 to {MAX_GAMES:,}")
    sim.add_argument("--seed", default="0", help=f"the first game's deal, from 0 to {MAX_SEED:,}")
    sim.add_argument("--player", action="append", help="the player of a seat, repeated for each seat in turn "
                                                       "(default random); see below")
    sim.add_argument("--budget", default="0.05", help="each player's thinking time per move, in seconds "
                                                      f"(above 0, at most {int(MAX_SECONDS):,})")
    bench = sub.add_parser("bench", help="measure the rules core's speed (a developer command)",
                           description="Prints speed figures of the rules core as JSON.")
    bench.add_argument("--quick", action="store_true", help="a smaller corpus, for a smoke test")
    drill = sub.add_parser("drill", help="make a practice drill of a variant's rules, or judge an answer to one",
                           description="Prints a drill of the variant's rules as JSON (question, choices, "
                                       "position); the same variant, options, kind, seed and topic always give "
                                       "the same drill.  With --answer, prints the drill and the verdict on the "
                                       "answer: a list of plays for 'captures', a choice number for 'legal', one "
                                       "play for 'build', 'take_build' and 'raise', and the points per item for "
                                       "'score'.",
                           epilog=DRILL_EXAMPLE)
    drill.add_argument("--variant", default="casino", help="the variant's id, as the variants command lists them")
    drill.add_argument("--options", default="", help=OPTIONS_HELP)
    drill.add_argument("--kind", default="legal", help="captures, legal, build, take_build, raise or score")
    drill.add_argument("--seed", default="0", help=f"which drill of that kind, from 0 to {MAX_SEED:,}")
    drill.add_argument("--topic", default=None, help="a rule's name, or a scoring item's id for 'score'")
    drill.add_argument("--answer", default=None, help="the answer to judge, as JSON; see below")
    # The tournament reads its own arguments (tools/tournament_args.py): its --help is its own.
    tour = sub.add_parser("tournament", add_help=False,
                          help="a duplicate-deal match between two computer levels (a developer command)")
    tour.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    return p
