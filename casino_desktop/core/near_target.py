"""The Dominican rule near the target (``Rules.near_target``).

A side that needs exactly the points of most cards to reach the target (18
of 21), of the 10♦ (19) or of most spades (20) can reach it only by winning
that item, and then wins outright, whatever the others score.  Until then
its other points stop one short of the target, and its sweeps score nothing,
though they still cancel the others' (the cancelling is done before, by
``scoring.cancel_sweeps``).

Which item a side needs is read from how far it stands from the target at
the start of the round, so the ladder follows the scoring table: with the
usual 3, 2 and 1 points it is 18, 19 and 20 of 21.  Our reading of points
that are not the item (docs/rules.md): they still count, up to one short of
the target, so a side at 18 that takes two aces stands at 20 and then needs
most spades.
"""

from __future__ import annotations

from typing import Any

from .templates import N_, compose, fill
from .variants import Rules
from .units_match import LADDER_ITEMS, NEAR_DOMINICAN, NEAR_OFF, ladder_rungs

# What the rule says of a side on the ladder, whole for each item (an item's
# name may take another form in another language after "only" or "needs").
_ONLY = {"cards": N_("only most cards can reach {target} now, and wins at once"),
         "spades": N_("only most spades can reach {target} now, and wins at once"),
         "big_casino": N_("only the 10\u2666 can reach {target} now, and wins at once")}
_NOTHING = N_("nothing can reach {target} this round")
_WON = {"cards": N_("at {score}: won most cards, the game"),
        "spades": N_("at {score}: won most spades, the game"),
        "big_casino": N_("at {score}: won the 10\u2666, the game")}
_NEEDS = {"cards": N_("at {score}: needs most cards"),
          "spades": N_("at {score}: needs most spades"),
          "big_casino": N_("at {score}: needs the 10\u2666")}
_SHORT = N_("at {score}: one short at most")
_NO_SWEEPS = N_("sweeps do not score", note="the rule near the target: this side's sweeps score nothing")
LABEL = N_("Near the target")
# Two clauses of a note; the frame is punctuation only.
_BOTH = "{first}; {second}"


def dominican(rules: Rules) -> bool:
    """Whether this is the Dominican game: the one game with this ladder.  Its
    texts call a sweep by its players' own word, *virado* (the sweeping card
    goes crosswise under the pile): the rules' own word and the score row."""
    return rules.near_target == NEAR_DOMINICAN


def needed_item(rules: Rules, score: int) -> str | None:
    """The item a side at ``score`` needs to reach the target, if it is on
    the ladder at a rung that names one."""
    at = ladder_rungs(rules)
    return next((item for item in LADDER_ITEMS if score == at[item]), None)


def on_ladder(rules: Rules, score: int) -> bool:
    """Within reach of the target by one item: such a side scores no sweeps
    and reaches the target only by its item."""
    return min(ladder_rungs(rules).values()) <= score < rules.target


def ladder_notes(rules: Rules, scores: list[int]) -> list[tuple[int, str]]:
    """What the rule means for each side on the ladder at the start of a
    round, as (side, words) for the table to tell the players."""
    out: list[tuple[int, str]] = []
    if rules.near_target == NEAR_OFF:
        return out
    for side, score in enumerate(scores):
        if on_ladder(rules, score):
            item = needed_item(rules, score)
            way = fill(_ONLY[item] if item else _NOTHING, target=rules.target)
            out.append((side, compose(_BOTH, first=way, second=_NO_SWEEPS)))
    return out


def settle(rules: Rules, result: dict[str, Any], before: list[int]) -> int | None:
    """Apply the rule to a round's breakdown (in place: a "near_target" item
    takes off the sweeps and the points above one short of the target, so
    that the items still add up to the totals) and return the side that
    won outright by its item, or None."""
    n = len(before)
    by_id = {it["id"]: it["points"] for it in result["items"]}
    sweeps = by_id.get("sweeps", [0] * n)
    cut = [0] * n
    detail: list[str | None] = [None] * n
    winners = []
    for i in range(n):
        if not on_ladder(rules, before[i]):
            continue
        item = needed_item(rules, before[i])
        won = item is not None and by_id.get(item, [0] * n)[i] > 0
        gained = result["added_at_end"][i] - sweeps[i]
        over = 0 if won else max(0, before[i] + gained - (rules.target - 1))
        cut[i] = sweeps[i] + over
        if won:
            winners.append((LADDER_ITEMS.index(item), i))
            detail[i] = fill(_WON[item], score=before[i])  # type: ignore[index]  # won: item is not None
        elif item is not None:
            detail[i] = fill(_NEEDS[item], score=before[i])
        else:
            detail[i] = fill(_SHORT, score=before[i])
        if sweeps[i]:
            detail[i] = compose(_BOTH, first=detail[i], second=_NO_SWEEPS)
    if any(d is not None for d in detail):
        result["items"].append({"id": "near_target", "label": LABEL, "points": [-c for c in cut],
                                "detail": detail, "immediate": False})
        result["totals"] = [t - c for t, c in zip(result["totals"], cut)]
        result["added_at_end"] = [a - c for a, c in zip(result["added_at_end"], cut)]
    return min(winners)[1] if winners else None
