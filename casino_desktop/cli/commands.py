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

Bad input exits with status 2 and one line saying what is wrong.  The
subcommands, their options, help and examples are in ``parser``.
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from ..core import (CAPTURE, END, PRESETS, RULE_FIELDS, TABLE_KINDS, TRAIL, IllegalMove, MoveSyntaxError, VariantError, apply, card_text, check, field_meta,
                    keep_memos_within, legal_moves, limited_moves, make_rules, makes_multiple, new_game, next_round, parse_card, parse_move, tops_in)
from ..core import MOVE_CAP
from ..core.templates import N_, fill, render
from ..core.safe_json import InputRefused, parse_json, writable_text
from ..gc_tuning import tune_collector
from .arguments import requested_language
from .bounds import MAX_GAMES, MAX_PLAYERS_TEXT, MAX_SEED, player_of, seconds_in_range, whole_in_range
from .language import CODES, language_lookup, localize
from .parser import build_parser
from .score_command import cmd_score
from .stdin_input import InputError, position_and_move, position_of, read_json_input, sentence_of


# The subjects of a refusal's sentence about an option's JSON ("The --options
# value is damaged: …"), whole phrases of their own.
THE_OPTIONS = N_("The --options value", note="the subject of a sentence about the command line's --options "
                                             "(the house rules as JSON), such as: The --options value is damaged")
THE_ANSWER = N_("The --answer value", note="the subject of a sentence about the command line's --answer "
                                           "(a drill's answer as JSON), such as: The --answer value is damaged")

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


def cmd_moves(args) -> Any:
    """Every legal move as a list; with ``--limit``, or on a table with more
    moves than can be listed, ``{"moves": [...], "complete": ...}``."""
    # No list is ever longer than MOVE_CAP: a larger limit was cut there (or
    # to a sample of a few hundred) with nothing said, so it is refused.
    limit = None if args.limit is None else whole_in_range(args.limit, "--limit", 1, MOVE_CAP)
    state = position_of(read_json_input())
    if limit is None:
        moves = legal_moves(state)
        complete = getattr(moves, "complete", True)
        if complete:
            return [move_json(state, m) for m in moves]
    else:
        moves, complete = limited_moves(state, limit)
    return {"moves": [move_json(state, m) for m in moves], "complete": complete}


def cmd_check(args) -> Any:
    """``{"legal": ...}`` for a move that can be read; a text that names no
    move is bad input (exit 2 with its sentence), so that a typing mistake
    never looks like an illegal move."""
    state, move = position_and_move()
    try:
        parse_move(move)
    except MoveSyntaxError as err:
        raise InputError(sentence_of(err)) from None
    reason = check(state, move)
    return {"legal": True} if reason is None else {"legal": False, "reason": reason}


def cmd_grade(args) -> Any:
    """The coach's grade of a legal move (points given away against the best
    move, its label and what was missed), from the mover's view only."""
    # Each command loads only the package it uses: the CLI starts with the core alone.
    from ..coach import grade
    seed = whole_in_range(args.seed, "--seed", 0, MAX_SEED)  # argparse's type=int refused a word in English
    state, move = position_and_move()
    try:
        # A position may give every hand: the coach still sees only the mover's.
        return grade(state.information_view(state.to_move), move, seed=seed).to_json()
    except IllegalMove as err:
        raise InputError(sentence_of(err))


def cmd_simulate(args) -> Any:
    try:
        rules = make_rules(args.variant, parse_json(args.options, THE_OPTIONS) if args.options else {})
    except (VariantError, InputRefused) as err:
        raise InputError(sentence_of(err))
    games = whole_in_range(args.games, "--games", 1, MAX_GAMES)
    seats = whole_in_range(args.players, "--players", 1, MAX_PLAYERS_TEXT)
    seed = whole_in_range(args.seed, "--seed", 0, MAX_SEED)
    budget = seconds_in_range(args.budget, "--budget")
    players = [player_of(level) for level in (args.player or ["random"])]
    try:
        new_game(rules, seats, args.partnerships, seed)  # the variant's number of players, before any game
    except VariantError as err:
        raise InputError(sentence_of(err))
    rng = random.Random(seed)
    wins = [0] * (2 if args.partnerships else seats)
    points = [0] * len(wins)
    rounds = plies = 0
    start = time.perf_counter()
    for g in range(games):
        keep_memos_within()  # the generator's memos stay bounded over a run of any length
        try:
            s = new_game(rules, seats, args.partnerships, seed + g)
        except VariantError as err:
            raise InputError(sentence_of(err))
        while s.phase != "match_over":
            if s.phase == "round_over":
                next_round(s)
                continue
            p = players[s.to_move % len(players)]
            apply(s, p.choose(s.information_view(s.to_move), rng, budget))
            plies += 1
        rounds += s.round_index + 1
        if s.winner is not None:
            wins[s.winner] += 1
        points = [a + b for a, b in zip(points, s.match_scores)]
    elapsed = time.perf_counter() - start
    return {"variant": args.variant, "players": seats, "partnerships": args.partnerships,
            "games": games, "rounds": rounds, "plies": plies, "wins": wins,
            "mean_final_score": [p / games for p in points], "seconds": round(elapsed, 3)}


def cmd_drill(args) -> Any:
    """A drill (question, choices, position) made for the rules from a seed;
    with ``--answer``, the same drill made again and the answer judged."""
    # Each command loads only the package it uses: the CLI starts with the core alone.
    from ..practice import KINDS, check_answer, generate, why_none
    from ..practice.drill_sentences import ANSWER_UNREADABLE
    if args.kind not in KINDS:
        raise InputError(fill(N_("The kind of drill must be one of: {kinds}."), kinds=", ".join(KINDS)))
    seed = whole_in_range(args.seed, "--seed", 0, MAX_SEED)  # the same range and sentence as simulate's
    if args.topic is not None and not 0 < len(args.topic) <= 200:
        raise InputError(N_("The topic must be the name of a rule or scoring item, in at most 200 characters."))
    try:
        options = parse_json(args.options, THE_OPTIONS) if args.options else {}
        make_rules(args.variant, options)
        answer = parse_json(args.answer, THE_ANSWER) if args.answer is not None else None
    except (VariantError, InputRefused) as err:
        raise InputError(sentence_of(err))
    never = why_none(args.variant, options, args.kind)
    if never is not None:  # no seed would help: say why
        raise InputError(never)
    drill = generate(args.variant, options, args.kind, seed, args.topic)
    if drill is None:
        raise InputError(N_("No drill of that kind and topic came up in this variant's practice games; "
                            "try another seed, kind or topic."))
    if args.answer is None:
        return drill.public_json()
    verdict = check_answer(drill, answer)
    if getattr(verdict.sentence, "template", None) == ANSWER_UNREADABLE:
        # An answer that cannot be read is bad input, as a typo is to ``check``:
        # refused, and the right answer not given away as if it had been judged.
        raise InputError(verdict.sentence)
    return {"drill": drill.public_json(), "verdict": verdict.to_json()}


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
    handlers = {"variants": cmd_variants, "moves": cmd_moves, "check": cmd_check, "score": cmd_score,
                "grade": cmd_grade, "simulate": cmd_simulate, "drill": cmd_drill}
    # The language is known before the line is parsed: a refusal of the line
    # itself is said in it too.
    lang = requested_language(argv, CODES)
    try:
        lookup = language_lookup(lang)
    except (OSError, ImportError) as err:
        print(f"error: the language {lang} cannot be loaded: {err}", file=sys.stderr)
        return 2
    try:
        args = build_parser().parse_args(argv)
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
