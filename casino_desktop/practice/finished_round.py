"""A finished round as the scoring drills show it: the JSON that ``cli
score`` reads (``round_json``), ``score_round``'s arguments read back from
it (``round_inputs``), and the question a scoring drill asks of it.

The generator makes scoring drills from rounds it played; the African
family's worked round is written by hand; the answer checker scores the
round shown with the core.  All three read and write the round here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypedDict

from ..core import SCORE_ITEM_FIELDS, GameState, Rules, card_text, parse_card
from ..core.templates import fill, join
from . import drill_sentences


# What each scoring item is worth, by the rules' field that sets it, and
# whether per card (or sweep).  Items whose points depend on more than one
# number (spades beyond a limit, a mulle's card) are named without them.
def _item_words(it: Mapping[str, object], rules: Rules) -> object:
    worth = SCORE_ITEM_FIELDS.get(str(it["id"]))
    if worth is None:
        return it["label"]
    field, each = worth
    return fill(drill_sentences.ITEM_WORTH_EACH if each else drill_sentences.ITEM_WORTH, item=it["label"], points=getattr(rules, field))


def score_question(items: Sequence[Mapping[str, object]], rules: Rules, topic: str) -> str:
    """The scoring question: the item the drill is about (``topic``), why
    every item of the round's table is counted all the same, and what each
    is worth."""
    about = next((it["label"] for it in items if it["id"] == topic), items[0]["label"] if items else "")
    return fill(drill_sentences.SCORE_QUESTION, item=about,
                items=join(drill_sentences.ITEM_SEPARATOR, [_item_words(it, rules) for it in items]))


class RoundJson(TypedDict):
    """A finished round as ``round_json`` writes it (per side, keyed by the side's number)."""

    variant: str
    options: dict[str, object]
    captured: dict[str, list[str]]
    sweeps: dict[str, int]
    opened: dict[str, int]
    mulles: dict[str, list[int]]
    last_capturer: int | None


def round_json(state: GameState, variant: str, options: Mapping[str, object]) -> RoundJson:
    """A finished round as the ``cli score`` command reads it."""
    sides = range(len(state.captured))
    last = None if state.last_capturer is None else state.side_of(state.last_capturer)
    return {"variant": variant, "options": dict(options),
            "captured": {str(i): [card_text(c) for c in state.captured[i]] for i in sides},
            "sweeps": {str(i): len(state.sweeps[i]) for i in sides},
            "opened": {str(i): len(state.opened[i]) for i in sides},
            "mulles": {str(i): list(state.mulles[i]) for i in sides},
            "last_capturer": last}


def round_inputs(data: RoundJson,
                 rules: Rules) -> tuple[list[list[int]], list[int], list[list[int]], int | None, list[int]]:
    """``score_round``'s arguments from ``round_json``."""
    sides = [str(i) for i in range(len(data["captured"]))]
    piles = [[parse_card(t) for t in data["captured"][k]] for k in sides]
    return (piles, [data["sweeps"][k] for k in sides], [data["mulles"][k] for k in sides],
            data["last_capturer"], [data["opened"][k] for k in sides])
