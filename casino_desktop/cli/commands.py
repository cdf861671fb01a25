"""Command line: ``python -m casino_desktop.cli COMMAND``.

variants  presets and their parameters, as JSON
moves     a position (JSON on stdin) -> every legal move, as JSON
check     {"position": ..., "move": "<text>"} on stdin -> {"legal": ...}; a move text that
          cannot be read is bad input (exit 2), not an illegal move
grade     {"position": ..., "move": "<text>"} on stdin -> the coach's grade of the move
score     a finished round (JSON on stdin) -> breakdown and totals
simulate  play whole games with built-in players; JSON totals
bench     speed figures of the rules core
tournament  duplicate-deal match between two computer levels
drill     a practice drill of a variant's rules, as JSON; with --answer, the verdict

Bad input exits with status 2 and one line saying what is wrong.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from ..core import (CAPTURE, END, MAX_MOVE_TEXT, MULLE_ALONE_5, PRESETS, RULE_FIELDS, TABLE_KINDS, TRAIL, CardError,
                    IllegalMove, MoveSyntaxError, PositionError, VariantError, apply, card_text, check, field_meta,
                    keep_memos_within, legal_moves, limited_moves, make_rules, makes_multiple, max_capture_value,
                    new_game, next_round, not_in_pack, parse_card, parse_move, position_from_json, score_round, tops_in,
                    value_table)
from ..core.templates import render
from ..core.safe_json import InputRefused, parse_json, read_json_bytes, writable_text
from ..gc_tuning import tune_collector
from .language import CODES, language_lookup, localize


class InputError(Exception):
    """Refused input: printed as one line, exit status 2."""


def _sentence(err: Exception) -> str:
    """The core's sentence an exception carries, as it was made (a ``Text``
    that ``--lang`` can say in another language), else its text."""
    first = err.args[0] if err.args else None
    return first if isinstance(first, str) else str(err)


MAX_INPUT_BYTES = 1024 * 1024  # a position or a round is a few hundred bytes


def _read_json() -> Any:
    """Standard input as bytes, through ``safe_json``: any bytes at all, any
    size, nesting or number end in ``InputError`` with one sentence."""
    stream = getattr(sys.stdin, "buffer", None)
    raw = stream.read(MAX_INPUT_BYTES + 1) if stream is not None else sys.stdin.read(MAX_INPUT_BYTES + 1)
    try:
        if isinstance(raw, str):
            return parse_json(raw, "The input", max_bytes=MAX_INPUT_BYTES)
        return read_json_bytes(raw, "The input", max_bytes=MAX_INPUT_BYTES)
    except InputRefused as err:
        raise InputError(_sentence(err)) from None


def cmd_variants(args) -> Any:
    out = []
    for v in PRESETS:
        params = {}
        for f in RULE_FIELDS:
            meta = field_meta(f.name)
            entry = {"value": getattr(v.rules, f.name), "label": meta["label"], "help": meta["help"],
                     "group": meta["group"]}
            if "choices" in meta:
                entry["choices"] = list(meta["choices"])
                entry["choice_labels"] = dict(meta["choice_labels"])
            if "range" in meta:
                entry["range"] = list(meta["range"])
            params[f.name] = entry
        out.append({"id": v.id, "name": v.name, "family": v.family, "summary": v.summary, "parameters": params})
    return out


def move_json(state, m) -> dict:
    cards = [card_text(c) for c in m.table_faces()]
    if m.kind in TABLE_KINDS:  # a turn's table-only action, or its end: no card from the hand
        entry = {"kind": m.kind, "card": None, "text": m.text()}
        if m.kind != END:
            entry["cards"] = cards
            entry["value"] = m.value
            entry["multiple"] = makes_multiple(state, m)
        return entry
    entry = {"kind": m.kind, "card": card_text(m.card), "text": m.text()}
    tops = tops_in(state, state.to_move, m.loose)
    if tops:
        entry["pile_tops"] = [card_text(c) for c in tops]  # table cards taken from the top of a capture pile
    if m.kind == CAPTURE:
        entry["cards"] = cards
        entry["value"] = m.value
    elif m.kind != TRAIL:
        entry["cards"] = sorted([card_text(m.card)] + cards, key=lambda t: parse_card(t))
        entry["value"] = m.value
        entry["multiple"] = makes_multiple(state, m)
    elif m.loose:  # trail and build (house rule)
        entry["cards"] = cards
        entry["value"] = m.value
        entry["multiple"] = makes_multiple(state, m)
    else:
        entry["value"] = state.values.hand_values[m.card][0]
    return entry


def _position(data) -> Any:
    try:
        return position_from_json(data)
    except PositionError as err:
        raise InputError(_sentence(err))


def cmd_moves(args) -> Any:
    """Every legal move as a list; with ``--limit``, or on a table with more
    moves than can be listed, ``{"moves": [...], "complete": ...}``."""
    state = _position(_read_json())
    if args.limit is None:
        moves = legal_moves(state)
        complete = getattr(moves, "complete", True)
        if complete:
            return [move_json(state, m) for m in moves]
    else:
        moves, complete = limited_moves(state, args.limit)
    return {"moves": [move_json(state, m) for m in moves], "complete": complete}


def _limit(text: str) -> int:
    try:
        n = int(text) if len(text) <= 9 else 0
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"the limit must be a whole number from 1 to 999999999, not {text!r}")
    return n


def _position_and_move() -> tuple[Any, str]:
    """``{"position": ..., "move": "<text>"}`` on stdin (``check``, ``grade``)."""
    data = _read_json()
    if not isinstance(data, dict) or "position" not in data or not isinstance(data.get("move"), str):
        raise InputError('Give {"position": {...}, "move": "<move text>"}.')
    if len(data["move"]) > MAX_MOVE_TEXT:
        raise InputError(f"The move is too long: a move is written in at most {MAX_MOVE_TEXT} characters.")
    return _position(data["position"]), data["move"]


def cmd_check(args) -> Any:
    """``{"legal": ...}`` for a move that can be read; a text that names no
    move is bad input (exit 2 with its sentence), so that a typing mistake
    never looks like an illegal move."""
    state, move = _position_and_move()
    try:
        parse_move(move)
    except MoveSyntaxError as err:
        raise InputError(_sentence(err)) from None
    reason = check(state, move)
    return {"legal": True} if reason is None else {"legal": False, "reason": reason}


def cmd_grade(args) -> Any:
    """The coach's grade of a legal move (points given away against the best
    move, its label and what was missed), from the mover's view only."""
    # Each command loads only the package it uses: the CLI starts with the core alone.
    from ..coach import grade
    state, move = _position_and_move()
    try:
        # A position may give every hand: the coach still sees only the mover's.
        return grade(state.information_view(state.to_move), move, seed=args.seed).to_json()
    except IllegalMove as err:
        raise InputError(_sentence(err))


def cmd_score(args) -> Any:
    data = _read_json()
    if not isinstance(data, dict):
        raise InputError("A round to score must be a JSON object.")
    options = data.get("options")
    try:
        rules = make_rules(data.get("variant", ""), {} if options is None else options)
    except VariantError as err:
        raise InputError(_sentence(err))
    captured = data.get("captured")
    if not isinstance(captured, dict) or not 2 <= len(captured) <= 4:
        raise InputError('Give the cards each of the 2 to 4 players or teams took under "captured", '
                         'like {"0": ["AS", "10D"], "1": []}.')
    sides = [str(i) for i in range(len(captured))]
    if sorted(captured) != sides:
        raise InputError('The keys of "captured" must be 0, 1, ... one per player or team.')
    deck = 52 * rules.decks
    seen: dict[int, int] = {}
    piles = []
    for k in sides:
        if not isinstance(captured[k], list):
            raise InputError(f'The cards taken by player or team {k} must be a list, like ["AS", "10D"].')
        pile = []
        for t in captured[k]:
            try:
                f = parse_card(t) if isinstance(t, str) and len(t) <= 8 else None
            except CardError as err:
                raise InputError(_sentence(err))
            if f is None:
                raise InputError(f"{json.dumps(t)[:20]} is not a card: cards are text like \"10D\".")
            if not_in_pack(rules, f) is not None:
                raise InputError(not_in_pack(rules, f))
            seen[f] = seen.get(f, 0) + 1
            if seen[f] > rules.decks:
                raise InputError(f"The {card_text(f)} was taken more often than the deck holds it.")
            pile.append(f)
        piles.append(pile)
    # A round has at most one sweep per card played, and never more.
    sweeps = _per_side(data, "sweeps", sides, lambda v: _count(v, "sweeps", deck))
    opened = _per_side(data, "opened", sides, lambda v: _count(v, "opened", deck))
    mulles = [_mulles(rules, items) for items in _per_side(data, "mulles", sides, _mulle_list, [], '{"0": ["6H"]}')]
    last = data.get("last_capturer")
    if last is not None and (not isinstance(last, int) or isinstance(last, bool) or not 0 <= last < len(sides)):
        raise InputError(f'"last_capturer" must be the number of a player or team, from 0 to {len(sides) - 1}.')
    return score_round(rules, piles, sweeps, mulles, last, opened)


def _per_side(data: dict, key: str, sides: list[str], read, default: Any = 0, example: str = '{"0": 1}') -> list:
    """``data[key]``: an object giving each side's value (sides left out get
    ``default``), each value read by ``read``."""
    given = data.get(key)
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise InputError(f'"{key}" must be an object giving each player or team\'s figure, like {example}.')
    for k in given:
        if k not in sides:
            shown = k if len(k) <= 10 else k[:10] + "..."
            raise InputError(f'"{key}" names "{shown}", which is not one of the players or teams 0 to {len(sides) - 1}.')
    return [read(given[k]) if k in given else default for k in sides]


def _count(value: Any, key: str, most: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
        raise InputError(f'Each count under "{key}" must be a whole number from 0 to {most}.')
    return value


def _mulle_list(value: Any) -> list:
    if not isinstance(value, list) or len(value) > 52:
        raise InputError('Each entry under "mulles" must be a list of the cards that made them, like ["6H"].')
    return value


def _mulles(rules, items: list) -> list[int]:
    """The value of each mulle, given by the card that made it or by its value."""
    vals = []
    highest = max_capture_value(rules)
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool) and 1 <= item <= highest:
            vals.append(item)
            continue
        try:
            f = parse_card(item) if isinstance(item, str) and len(item) <= 8 else None
        except CardError:
            f = None
        if f is None:
            raise InputError(f'A mulle is given by the card that made it, like "6H", or by its value from 1 to {highest}.')
        vals.append(5 if rules.mulle == MULLE_ALONE_5 else max(value_table(rules).hand_values[f]))
    return vals


def cmd_simulate(args) -> Any:
    # Each command loads only the package it uses: the CLI starts with the core alone.
    from ..ai import make_player
    try:
        rules = make_rules(args.variant, parse_json(args.options, "The house rules") if args.options else {})
    except (VariantError, InputRefused) as err:
        raise InputError(_sentence(err))
    players = [make_player(level) for level in (args.player or ["random"])]
    rng = random.Random(args.seed)
    wins = [0] * (2 if args.partnerships else args.players)
    points = [0] * len(wins)
    rounds = plies = 0
    start = time.perf_counter()
    for g in range(args.games):
        keep_memos_within()  # the generator's memos stay bounded over a run of any length
        try:
            s = new_game(rules, args.players, args.partnerships, args.seed + g)
        except VariantError as err:
            raise InputError(_sentence(err))
        while s.phase != "match_over":
            if s.phase == "round_over":
                next_round(s)
                continue
            p = players[s.to_move % len(players)]
            apply(s, p.choose(s.information_view(s.to_move), rng, args.budget))
            plies += 1
        rounds += s.round_index + 1
        if s.winner is not None:
            wins[s.winner] += 1
        points = [a + b for a, b in zip(points, s.match_scores)]
    elapsed = time.perf_counter() - start
    return {"variant": args.variant, "players": args.players, "partnerships": args.partnerships,
            "games": args.games, "rounds": rounds, "plies": plies, "wins": wins,
            "mean_final_score": [p / max(1, args.games) for p in points], "seconds": round(elapsed, 3)}


DRILL_SEED_MAX = 2 ** 31 - 1


def cmd_drill(args) -> Any:
    """A drill (question, choices, position) made for the rules from a seed;
    with ``--answer``, the same drill made again and the answer judged."""
    # Each command loads only the package it uses: the CLI starts with the core alone.
    from ..practice import KINDS, check_answer, generate, why_none
    if args.kind not in KINDS:
        raise InputError(f"The kind of drill must be one of {', '.join(KINDS)}.")
    seed = args.seed.strip()
    if not (0 < len(seed) <= 10 and seed.isascii() and seed.isdigit()) or int(seed) > DRILL_SEED_MAX:
        raise InputError(f"The seed must be a whole number from 0 to {DRILL_SEED_MAX}.")
    if args.topic is not None and not 0 < len(args.topic) <= 200:
        raise InputError("The topic must be the name of a rule or scoring item, in at most 200 characters.")
    try:
        options = parse_json(args.options, "The house rules") if args.options else {}
        make_rules(args.variant, options)
        answer = parse_json(args.answer, "The answer") if args.answer is not None else None
    except (VariantError, InputRefused) as err:
        raise InputError(_sentence(err))
    never = why_none(args.variant, options, args.kind)
    if never is not None:  # no seed would help: say why
        raise InputError(never)
    drill = generate(args.variant, options, args.kind, int(seed), args.topic)
    if drill is None:
        raise InputError("No drill of that kind and topic came up in this variant's practice games; "
                         "try another seed, kind or topic.")
    if args.answer is None:
        return drill.public_json()
    return {"drill": drill.public_json(), "verdict": check_answer(drill, answer).to_json()}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m casino_desktop.cli", description="Casino rules engine tools.")
    p.add_argument("--lang", choices=CODES, default="en",
                   help="the language of the reason sentences and error lines (the JSON stays English)")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("variants", help="presets and their parameters")
    moves = sub.add_parser(
        "moves", help="legal moves of a position (JSON on stdin)",
        description="Prints every legal move as a JSON list.  With --limit N, or when the table holds more "
                    "moves than can be listed (about 100,000: a long two-deck table can hold millions), prints "
                    '{"moves": [...], "complete": false|true} instead: "complete" is false when moves were '
                    "left out.  An incomplete answer keeps some moves of every card and kind of play.")
    moves.add_argument("--limit", type=_limit, default=None, metavar="N",
                       help="list at most N moves and say whether that is all of them")
    sub.add_parser("check", help="is a move legal, and why not (JSON on stdin)",
                   description='Reads {"position": {...}, "move": "<move text>"} and prints {"legal": true} or '
                               '{"legal": false, "reason": "<sentence>"}.  A move text that cannot be read as a '
                               "move at all (a typing mistake) is bad input: it exits with status 2 and one line "
                               "saying what is wrong, never {\"legal\": false}.")
    sub.add_parser("grade", help="the coach's grade of a move (JSON on stdin)").add_argument(
        "--seed", type=int, default=0, help="the coach's sampling seed")
    sub.add_parser("score", help="score a finished round")
    sim = sub.add_parser("simulate", help="play whole games")
    sim.add_argument("--variant", default="casino")
    sim.add_argument("--options", default="", help="house rules as JSON")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--partnerships", action="store_true")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--player", action="append", help="level per seat (repeat); default random")
    sim.add_argument("--budget", type=float, default=0.05)
    bench = sub.add_parser("bench", help="speed figures")
    bench.add_argument("--quick", action="store_true", help="smaller corpus, for a smoke test")
    drill = sub.add_parser("drill", help="a practice drill of a variant's rules, and its verdict",
                           description="Prints a drill of the variant's rules as JSON (question, choices, "
                                       "position); the same variant, options, kind, seed and topic always give "
                                       "the same drill.  With --answer, prints the drill and the verdict on the "
                                       "answer: a list of plays for 'captures', a choice number for 'legal', one "
                                       "play for 'build', 'take_build' and 'raise', and the points per item for "
                                       "'score'.")
    drill.add_argument("--variant", default="casino")
    drill.add_argument("--options", default="", help="house rules as JSON")
    drill.add_argument("--kind", default="legal", help="captures, legal, build, take_build, raise or score")
    drill.add_argument("--seed", default="0")
    drill.add_argument("--topic", default=None, help="a rule's name, or a scoring item's id for 'score'")
    drill.add_argument("--answer", default=None, help="the answer, as JSON")
    tour = sub.add_parser("tournament", help="duplicate-deal match between two levels", add_help=False)
    tour.add_argument("rest", nargs=argparse.REMAINDER)
    return p


# Developer commands run from a source checkout: the installed bundle leaves
# their tooling out (``casino_desktop.tools``).  The CLI's own words are
# English, like its option names.
NO_TOOLING = "error: '{command}' is a developer command: run it from a source checkout of the game."


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    tune_collector()
    if argv[:1] == ["tournament"]:  # its arguments are file names: kept as the system gave them
        try:
            # Developer tooling, which the bundle leaves out: said, not a crash, when missing.
            from ..tools.tournament import main as tournament_main
        except ImportError:
            print(NO_TOOLING.format(command="tournament"), file=sys.stderr)
            return 2
        return tournament_main(argv[1:])
    # Bytes the system cannot decode reach us as lone surrogates; they would
    # come back in an answer that can then not be printed.
    argv = [writable_text(arg) for arg in argv]
    args = build_parser().parse_args(argv)
    handlers = {"variants": cmd_variants, "moves": cmd_moves, "check": cmd_check, "score": cmd_score,
                "grade": cmd_grade, "simulate": cmd_simulate, "drill": cmd_drill}
    try:
        lookup = language_lookup(args.lang)
    except (OSError, ImportError) as err:
        print(f"error: the language {args.lang} cannot be loaded: {err}", file=sys.stderr)
        return 2
    try:
        if args.command == "bench":
            try:
                # Developer tooling, which the bundle leaves out: said, not a crash, when missing.
                from ..tools.bench import run_bench
            except ImportError:
                print(NO_TOOLING.format(command="bench"), file=sys.stderr)
                return 2
            result = run_bench(quick=args.quick)
        else:
            result = handlers[args.command](args)
    except InputError as err:
        # One line, whatever the input put into the sentence (a card or key may hold a line break).
        sentence = err.args[0] if err.args else str(err)
        print("error: " + " ".join(render(sentence, lookup).split()), file=sys.stderr)
        return 2
    print(writable_text(json.dumps(localize(result, lookup), indent=1, ensure_ascii=False)))
    return 0
