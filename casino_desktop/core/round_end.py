"""The end of a round: its score added to the match, and whether the match
is over, with every tie-break of the variant data (count-out, most spades,
the Finnish order; docs/rules.md rule 27).  ``play`` calls it when the last card is played or when a
side wins during play."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import near_target
from .scoring import count_out_order, score_round
from .state import PHASE_MATCH_OVER, PHASE_ROUND_OVER, GameState
from .units_match import NEAR_OFF, TIES_COUNT_OUT, TIES_FINNISH, TIES_MOST_SPADES
from .variants import Rules


def finish_round_scores(s: GameState, mid_round: bool) -> None:
    """Score the round that just ended (or was cut short by a win during
    play, ``mid_round``), add it to the match and say whether the match is
    over: the phase becomes round over or match over."""
    r = s.rules
    last_side = None if s.last_capturer is None or mid_round else s.side_of(s.last_capturer)
    sweeps = [len(x) for x in s.sweeps]
    result = score_round(r, s.captured, sweeps, s.mulles, last_side, [len(x) for x in s.opened])
    result["round"] = s.round_index
    result["dealer"] = s.dealer
    if mid_round:
        # Only what was already scored at once counts: the round was cut short.
        # The breakdown keeps those items (and the card and spade counts), so
        # that it adds up to the round total.
        items = []
        for it in result["items"]:
            if not it["immediate"]:
                if it["detail"] is None:
                    continue
                it["points"] = [0] * s.sides
            items.append(it)
        result["items"] = items
        result["added_at_end"] = [0] * s.sides
        result["totals"] = list(s.immediate)
        result["ended_mid_round"] = True
        s.round_results.append(result)
        return
    before = list(s.match_scores)
    outright = near_target.settle(r, result, before) if r.near_target != NEAR_OFF else None
    gained = result["added_at_end"]
    if r.differential:
        totals = result["totals"]
        diff = totals[0] - totals[1]
        gained = [max(diff, 0), max(-diff, 0)]
        s.match_scores = [m - i for m, i in zip(s.match_scores, s.immediate)]
        before = list(s.match_scores)
    s.match_scores = [m + g for m, g in zip(s.match_scores, gained)]
    result["match_scores"] = list(s.match_scores)
    s.round_results.append(result)
    s.winner = outright if outright is not None else _match_winner(s, result, before)
    s.phase = PHASE_MATCH_OVER if s.winner is not None else PHASE_ROUND_OVER


def won_on_tie_break(rules: Rules, scores: Sequence[int], winner: int) -> bool:
    """Whether a match that ended with ``scores`` was won by ``winner`` on
    the tie-break (``Rules.tie_break``): it had no more points than another
    side.  Never where the Dominican rule near the target is played: there a
    side may win outright on an item with fewer points.  The score sheet
    says the rule on ties then, and Game › Statistics says the match was
    won (or lost) on it: "You won 12 to 12" alone read as a mistake (the
    eighth stranger's play-test of 6 December, finding 2)."""
    if rules.near_target != NEAR_OFF or not 0 <= winner < len(scores):
        return False
    return any(score >= scores[winner] for side, score in enumerate(scores) if side != winner)


def _match_winner(s: GameState, result: dict[str, Any], before: list[int]) -> int | None:
    r = s.rules
    scores = s.match_scores
    if r.rounds_each and s.round_index + 1 < r.rounds_each * s.players:
        return None  # a match of a fixed number of rounds: not over yet
    if r.target == 0:
        contenders = list(range(s.sides))
    else:
        contenders = [i for i in range(s.sides) if scores[i] >= r.target]
    if not contenders:
        return None
    if len(contenders) == 1:
        return contenders[0]
    if r.tie_break == TIES_COUNT_OUT:
        aces = [[c for c in p if (c % 52) >> 2 == 0] for p in s.captured]
        running = list(before)
        target = r.target or max(scores)
        # Items scored during play are in ``before`` already: count out the rest.
        later = {"items": [it for it in result["items"] if not it["immediate"]], "totals": result["totals"]}
        for step in count_out_order(later, aces):
            running = [x + p for x, p in zip(running, step)]
            reached = [i for i in contenders if running[i] >= target]
            if len(reached) == 1:
                return reached[0]
            if len(reached) > 1:
                contenders = reached
                break
    best = max(scores[i] for i in contenders)
    leaders = [i for i in contenders if scores[i] == best]
    if len(leaders) == 1:
        return leaders[0]
    if r.tie_break == TIES_MOST_SPADES:
        return _unique_best(leaders, result["spades"])
    if r.tie_break == TIES_FINNISH:
        by_id = {it["id"]: it["points"] for it in result["items"]}
        aces_casinos = [sum(by_id.get(k, [0] * s.sides)[i] for k in ("aces", "big_casino", "little_casino"))
                        for i in range(s.sides)]
        for measure in (aces_casinos, result["spades"], result["cards"]):
            w = _unique_best(leaders, measure)
            if w is not None:
                return w
    return None  # equal: another round


def _unique_best(candidates: list[int], measure: list[int]) -> int | None:
    best = max(measure[i] for i in candidates)
    top = [i for i in candidates if measure[i] == best]
    return top[0] if len(top) == 1 else None
