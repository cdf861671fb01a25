"""The score sheet's words: the winner's line, the rule that broke a tie,
the sheet's title, each item's count in words, a round's gain, and the lines
said under a round's table (sweeps that cancelled, a round cut short by a
win).  Apart from the dialog (``score_sheet``) so that each stays one
concept under 400 lines; that module gives these names on as before."""
from __future__ import annotations

from casino_desktop.core import (SPEC_BY_ID, GameState, Rules, cancel_sweeps, phrase, said_as_penalties, sentence,
                                 swept_count, won_on_tie_break)
from casino_desktop.core.templates import N_, compose, join
from casino_desktop.qt.translate import say, tr


# Counts shown with a word, and so with a plural (``core.sentences``).
_COUNTED = {"cards": "cards_count", "mulles": "mulles_count", "spades": "spades_count", "spade_quota": "spades_count",
            "overspader": "spades_count", "each_spade": "spades_count"}


def item_detail(item: dict, side: int, rules: Rules) -> str:
    """The count behind the points: '(27 cards)', '(5 spades)', '(A♠ A♦)'."""
    detail = item.get("detail")
    if not (isinstance(detail, list) and side < len(detail) and detail[side] not in ("", None)):
        return ""
    value = detail[side]
    if item["id"] == "sweeps" and isinstance(value, int):
        points = item.get("points")
        if isinstance(points, list) and side < len(points) and points[side] == value:
            return ""  # "0 (0 tabbar)", "2 (2 sweeps)": the count said twice (stranger 24)
        return swept_count(rules, value)  # in the game's own word, as its row
    if item["id"] in _COUNTED and isinstance(value, int):
        return phrase(_COUNTED[item["id"]], value)
    return value if isinstance(value, str) else str(value)  # a Text (the aces' names) keeps its template


def winner_text(state: GameState, sides: list[str]) -> str:
    """"North wins the match with 61 points (South 48)"; in a penalty game,
    "North wins the match with 39 penalty points (South 45)", the minus
    signs dropped (``said_as_penalties``): "-39 points" read oddly."""
    if state.winner is None:
        return ""
    name = sides[state.winner]
    penalty = said_as_penalties(state.rules, state.match_scores)
    shown = [-n if penalty else n for n in state.match_scores]
    others = join(", ", [compose("{side} {score}", side=sides[i], score=s)
                         for i, s in enumerate(shown) if i != state.winner])
    # "You win", "West & East win", "North wins"
    return sentence("match_won_penalty" if penalty else "match_won", name, shown[state.winner], others=others)


def tie_break_text(state: GameState) -> str | None:
    """The rulebook's sentence on ties, where the match was won by it: the
    winner had no more points than another side ("You win the match with 12
    points (North 12)." alone read as a mistake: the eighth stranger's
    play-test of 6 December, finding 2).  None for a win on points, and
    where the Dominican rule near the target may have decided it."""
    rules = state.rules
    if state.winner is None or not won_on_tie_break(rules, state.match_scores, state.winner):
        return None
    ties = SPEC_BY_ID["tie_break"]
    return ties.sentence(rules) if ties.sentence is not None else None


def round_gain(gain: int, penalty: bool) -> str:
    """A round's points on the match sheet: "+7", "-5"; in a penalty game a
    round with none is "0" ("+0" read as if something were gained)."""
    return "0" if penalty and not gain else f"{gain:+d}"


def sheet_title(state: GameState, variant_name: str | None) -> str:
    """The score sheet's title, naming the game played ("Round 1 scores —
    Swazi Casino"): without it the window system ends every title with the
    program's name, Casino, which reads as the wrong game in any other."""
    over = state.winner is not None
    if variant_name is None:
        return tr("Match over") if over else tr("Round {round} scores", round=state.round_index + 1)
    variant = say(variant_name)
    if over:
        return tr("Match over \u2014 {variant}", variant=variant)
    return tr("Round {round} scores \u2014 {variant}", round=state.round_index + 1, variant=variant)


def cancelled_sweeps_text(items: list[dict], rules: Rules) -> str | None:
    """The game's rule that sweeps cancel out, where it took sweeps away in
    this round: the Finnish sheet read "0 (1 tabbe)" and "1 (2 tabbar)",
    and why one sweep of each was worth nothing was only in the row's
    tooltip, which a player reading the sheet never finds (the twentieth
    stranger's play-test of 7 December, finding 4).  None where nothing
    cancelled."""
    cancel = SPEC_BY_ID["sweeps_cancel"]
    if cancel.sentence is None:
        return None
    item = next((it for it in items if it["id"] == "sweeps"), None)
    counts = item.get("detail") if item is not None else None
    if not isinstance(counts, list) or not all(isinstance(n, int) for n in counts):
        return None
    return say(cancel.sentence(rules)) if cancel_sweeps(rules, counts) != counts else None


# Under a round whose table shows items at 0 beside their counts ("Most spades
# 0 (2 spades) | 0 (3 spades)"): a match won during the round (Finnish Kasino's
# aces and casinos, or points scored as earned) leaves the round's end unscored.
CUT_SHORT = N_("The match was won during this round, so the items scored only at the end of a round were not "
               "counted.", note="under the score sheet's table of a round cut short by a win: why most cards, most "
                              "spades and the like show 0 beside their counts")


def cut_short_text(result: dict) -> str | None:
    """Why the round's end-of-round items read 0, where a win during play cut
    the round short (the 23rd stranger's play-test of 7 December: a Finnish
    sheet said "Eniten patoja 0 (2 pataa) | 0 (3 pataa)" with no word that
    spades are counted only when a round is played out).  None for a round
    played to its end, or one whose every item was scored at once."""
    if not result.get("ended_mid_round"):
        return None
    return say(CUT_SHORT) if any(not it.get("immediate") for it in result.get("items", [])) else None
