"""Worked drills of the African family: the positions its rules turn on.

Random play meets every sentence of the family's rules (``generator``),
but some of its plays matter as much when they are legal as when they are
not, and random play asks about them only by chance: a top card captured
(refused in Swazi, allowed in South Africa), a build raised (your own or
your partner's: refused; an opponent's single build by one card: allowed),
an augmented build's value changed, the two-player first deal, a turn
ended before the hand card, a capture that takes a pile's top, a build of
table cards alone, and the points of a deal.  Each is a position written
out here and judged by the core like every drill: ``tests/practice``
checks that the core says of each play what its name claims.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from ..core import (CAPTURE, TOPS_NONE, Move, Rules, check, legal_moves, make_rules, parse_move, position_from_json,
                    pretty, resolve, score_round, sentences_in_play)
from ..core.templates import fill
from .drill import CAPTURES, MOVE_TOPICS, SCORE, TABLE_BUILD, Drill, options_key
from .finished_round import RoundJson, round_inputs, score_question
from .reasons import drill_of_play, rule_of_sentence
from . import drill_sentences
from .walk import match_template


__all__ = ["WORKED", "worked_drills", "african"]


def african(rules: Rules) -> bool:
    """The family's rules: capture piles whose top cards are in play."""
    return bool(rules.pile_tops != TOPS_NONE)


def _pos(hand: str, table: Sequence[str] = (), builds: Sequence[tuple[str, int, bool, int]] = (),
         piles: list[str] | None = None, players: int = 2, partnerships: bool = False, final_deal: bool = True,
         turn_played: bool | None = None) -> dict[str, object]:
    """A position of seat 0 (``builds``: cards, value, multiple, owner)."""
    items: list[str | dict[str, object]] = list(table) + [
        {"build": cards.split(), "value": v, "multiple": multi, "controller": owner}
        for cards, v, multi, owner in builds]
    data: dict[str, object] = {
        "players": players, "partnerships": partnerships, "to_move": 0, "hands": {"0": hand.split()},
        "table": items, "final_deal": final_deal}
    if not final_deal:
        # The whole pack is dealt in two deals here: not the last is the first,
        # which the first deal's limits ask and the drill says.
        data["deal"] = 1
    if piles is not None:
        data["piles"] = [p.split() for p in piles]
    if turn_played is not None:
        data["turn_played"] = turn_played
    return data


# (name, the variants it is asked in, the kind, the position, the play asked about).
# Piles: side 0's first (the player's), the top card last.
_TOP = _pos("5H 9C", ["4S", "7D"], piles=["2C 6S", "8D 5C"])
WORKED = (
    ("top_captured", ("swazi-casino", "sotho-casino"), "legal", _TOP, "5H take 5C"),
    ("top_captured", ("south-african-casino",), "legal", _TOP, "5H take 5C"),
    ("raise_own", ("swazi-casino", "sotho-casino", "south-african-casino"), "legal",
     _pos("2S 9C", ["6D"], builds=[("3H 4D", 7, False, 0)], piles=["", ""]), "2S raise 9 [3H 4D]"),
    ("raise_partner", ("swazi-casino", "south-african-casino"), "legal",
     _pos("2S 9C", ["6D"], builds=[("3H 4D", 7, False, 2)], piles=["", ""], players=4, partnerships=True),
     "2S raise 9 [3H 4D]"),
    ("raise_opponent", ("swazi-casino", "sotho-casino", "south-african-casino"), "legal",
     _pos("2S 9C", ["6D"], builds=[("3H 4D", 7, False, 1)], piles=["", ""]), "2S raise 9 [3H 4D]"),
    ("augmented_value", ("swazi-casino", "sotho-casino", "south-african-casino"), "legal",
     _pos("2S 9C", ["6D"], builds=[("3H 4D 7C", 7, True, 1)], piles=["", ""]), "2S raise 9 [3H 4D 7C]"),
    ("first_deal_trail", ("swazi-casino", "sotho-casino"), "legal",
     _pos("7S 8C 2D", ["10H"], builds=[("3H 4D", 7, False, 0)], piles=["", ""], final_deal=False), "8C trail"),
    ("first_deal_second_build", ("swazi-casino", "sotho-casino"), "legal",
     _pos("7S 8C 2D", ["6H"], builds=[("3H 4D", 7, False, 0)], piles=["", ""], final_deal=False),
     "2D build 8 6H"),
    ("end_first", ("swazi-casino", "sotho-casino"), "legal",
     _pos("7S 8C", ["10H"], piles=["", ""], turn_played=False), "end"),
    ("capture_top", ("south-african-casino",), CAPTURES,
     _pos("7H 2C", ["3D", "4S"], piles=["9S", "6D 7C"]), "7H"),
    ("table_build", ("swazi-casino", "sotho-casino"), TABLE_BUILD,
     _pos("9S QD", ["4C", "5D", "8H"], piles=["", ""], turn_played=True), "table build 9 4C 5D"),
)

_LEGAL_TOPIC = {"top_captured": "pile_top_use", "raise_opponent": MOVE_TOPICS["raise"]}

# A finished deal of Swazi: side 0 has most cards (27) and most spades (8),
# the 2\u2660, the 10\u2666 and three aces; side 1 the fourth ace: 10 to 1, the 11 points of a deal.
_SIDE_0 = ("AS AH AD 2S 3S 4S 5S 6S 7S 8S 10D 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2D 3D 4D 5D")
_SIDE_1 = ("AC 9S 10S JS QS KS 6D 7D 8D 9D JD QD KD 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC")


# South Africa's 40-card pack: most cards 2 to side 0 (21 to 19), five spades each (a point each), the
# 2♠, the 10♦ and three aces to side 0, an ace to side 1: 9 to 2, the 11 points of a deal.
_SA_0 = "AS AH AD 2S 3S 4S 5S 10D 2H 3H 4H 5H 6H 7H 8H 9H 10H 2D 3D 4D 5D"
_SA_1 = "AC 6S 7S 8S 9S 10S 6D 7D 8D 9D 2C 3C 4C 5C 6C 7C 8C 9C 10C"


def _round(variant: str, rules: Rules) -> RoundJson:
    first, second = (_SA_0, _SA_1) if rules.forty_cards else (_SIDE_0, _SIDE_1)
    return {"variant": variant, "options": {}, "captured": {"0": first.split(), "1": second.split()},
            "sweeps": {"0": 0, "1": 0}, "opened": {"0": 0, "1": 0}, "mulles": {"0": [], "1": []},
            "last_capturer": 0}


def worked_drills(variant: str, options: dict[str, object] | None = None, seed: int = 0) -> dict[str, Drill]:
    """The worked drills of ``variant``, keyed ``worked:<name>``; none
    outside the family or under house rules (the positions were written
    for the preset's own rules)."""
    options = dict(options or {})
    rules = make_rules(variant, options)
    if options or not african(rules):
        return {}
    rng = random.Random(seed)
    templates = sentences_in_play(rules)
    okey = options_key(options)
    out: dict[str, Drill] = {}
    for name, variants, kind, data, play in WORKED:
        if variant not in variants:
            continue
        data = dict(data, variant=variant, options=options)
        state = position_from_json(data)
        pos = json.dumps(data, ensure_ascii=False)
        if kind == "legal":
            sentence = check(state, play)
            move = resolve(state, play) if sentence is None else _as_written(play)
            found = match_template(sentence, templates, {}) if sentence is not None else None
            template = found[0] if found else None
            # A legal play is practised with the rule it is about (a topic every drill set of the rules has).
            topic = rule_of_sentence(rules, template) if template else _LEGAL_TOPIC[name]
            d = drill_of_play(variant, options, seed, data, move, sentence, template, topic, [], rng, state,
                              templates)
        elif kind == CAPTURES:
            face = resolve(state, play + " trail").card
            caps = frozenset(m.text() for m in legal_moves(state) if m.kind == CAPTURE and m.card == face)
            d = Drill(CAPTURES, variant, okey, seed, pos, fill(drill_sentences.CAPTURES_QUESTION, card=pretty(face)),
                      answer=caps, topic=MOVE_TOPICS[CAPTURES], subject=(face,))
        else:
            m = resolve(state, play)
            d = Drill(TABLE_BUILD, variant, okey, seed, pos, fill(drill_sentences.TABLE_BUILD_QUESTION, value=m.value),
                      answer=m.text(), topic=MOVE_TOPICS[TABLE_BUILD], subject=(m.value,))
        out["worked:" + name] = d
    finished = _round(variant, rules)
    result = score_round(rules, *round_inputs(finished, rules))
    answer = tuple((it["id"], tuple(it["points"])) for it in result["items"])
    out["worked:score"] = Drill(SCORE, variant, okey, seed, json.dumps(finished, ensure_ascii=False),
                                score_question(result["items"], rules, "cards"), answer=answer, topic="cards")
    return out


def _as_written(text: str) -> Move:
    """A refused play as the drill names it (the core's reading of its text)."""
    kind, card, value, loose, builds = parse_move(text)
    return Move(kind, card, value or 0, loose, tuple(builds))
