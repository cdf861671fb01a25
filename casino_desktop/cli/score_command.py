"""``cli score``: a finished round given as JSON (each side's cards, sweeps,
mulles, the last capturer) read field by field, each refusal one sentence,
then scored by the core."""

from __future__ import annotations

import json
from typing import Any

from ..core import (MULLE_ALONE_5, CardError, VariantError, make_rules, max_capture_value, not_in_pack, parse_card,
                    score_round, value_table)
from ..core import round_problem
from ..core.templates import N_, fill, join
from .stdin_input import InputError, read_json_input, sentence_of

ROUND_KEYS = ("variant", "options", "captured", "sweeps", "opened", "mulles", "last_capturer")
UNKNOWN_KEY = N_("'{key}' is not a key of a round to score; its keys are: {keys}.")


def cmd_score(args) -> Any:
    data = read_json_input()
    if not isinstance(data, dict):
        raise InputError("A round to score must be a JSON object.")
    for key in data:  # a misspelt key ("sweep") was ignored, and the round scored without it
        if key not in ROUND_KEYS:
            shown = " ".join(key.split())
            raise InputError(fill(UNKNOWN_KEY, key=shown if len(shown) <= 20 else shown[:20] + "...",
                                  keys=join(", ", ROUND_KEYS)))
    options = data.get("options")
    try:
        rules = make_rules(data.get("variant", ""), {} if options is None else options)
    except VariantError as err:
        raise InputError(sentence_of(err))
    captured = data.get("captured")
    if not isinstance(captured, dict) or not 2 <= len(captured) <= 4:
        raise InputError('Give the cards each of the 2 to 4 players or teams took under "captured", '
                         'like {"0": ["AS", "10D"], "1": []}.')
    sides = [str(i) for i in range(len(captured))]
    if sorted(captured) != sides:
        raise InputError('The keys of "captured" must be 0, 1, ... one per player or team.')
    deck = 52 * rules.decks
    piles = []
    for k in sides:
        if not isinstance(captured[k], list):
            raise InputError(f'The cards taken by player or team {k} must be a list, like ["AS", "10D"].')
        pile = []
        for t in captured[k]:
            try:
                f = parse_card(t) if isinstance(t, str) and len(t) <= 8 else None
            except CardError as err:
                raise InputError(sentence_of(err))
            if f is None:
                raise InputError(f"{json.dumps(t)[:20]} is not a card: cards are text like \"10D\".")
            if not_in_pack(rules, f) is not None:
                raise InputError(not_in_pack(rules, f))
            pile.append(f)
        piles.append(pile)
    # A round has at most one sweep per card played, and never more.
    sweeps = _per_side(data, "sweeps", sides, lambda v: _count(v, "sweeps", deck))
    opened = _per_side(data, "opened", sides, lambda v: _count(v, "opened", deck))
    mulles = [_mulles(rules, items) for items in _per_side(data, "mulles", sides, _mulle_list, [], '{"0": ["6H"]}')]
    last = data.get("last_capturer")
    if last is not None and (not isinstance(last, int) or isinstance(last, bool) or not 0 <= last < len(sides)):
        raise InputError(f'"last_capturer" must be the number of a player or team, from 0 to {len(sides) - 1}.')
    # A round no deal can make (a card taken twice, more sweeps than captures,
    # mulles without their twins) was scored: the core's own facts refuse it.
    problem = round_problem(rules, piles, sweeps, opened, [[card for card, _ in made] for made in mulles])
    if problem is not None:
        raise InputError(problem)
    return score_round(rules, piles, sweeps, [[value for _, value in made] for made in mulles], last, opened)


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


def _mulles(rules, items: list) -> list[tuple[int | None, int]]:
    """Each mulle as (the card that made it, or None when given by its
    value; its value)."""
    vals: list[tuple[int | None, int]] = []
    highest = max_capture_value(rules)
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool) and 1 <= item <= highest:
            vals.append((None, item))
            continue
        try:
            f = parse_card(item) if isinstance(item, str) and len(item) <= 8 else None
        except CardError:
            f = None
        if f is None:
            raise InputError(f'A mulle is given by the card that made it, like "6H", or by its value from 1 to {highest}.')
        vals.append((f, 5 if rules.mulle == MULLE_ALONE_5 else max(value_table(rules).hand_values[f])))
    return vals
