"""What the guide says and points at, for any position of a lesson.

Pure: the table (``qt/practice``) asks ``prompt_at`` on every turn of the
person and shows the sentence and the cards; ``answer`` turns the judge's
verdict on a move into the sentence shown when the move is not played.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from casino_desktop.core import (MULLE_ALONE_5, NO_CARD, RULE_FIELDS, GameState, Move, apply, capture_groups, groups_named,
                                 preset, pretty, tops_in)
from casino_desktop.core.templates import Plural, Text, fill

from . import guide_sentences
from .lessons import LESSONS
from .stage import Lesson, goal_at, judge, scripted_move
from .steps import LAST, MULLE, SWEEP, TRAIL_STEP, clears_table


@dataclass(frozen=True)
class Prompt:
    """One step as the table shows it: the sentence, the step's number
    among the person's steps, and the card ids to point at (the hand
    card, then the table cards the move uses, builds' cards included)."""

    text: str
    number: int
    total: int
    hand_card: int | None      # None: the step plays no card from the hand
    table_cards: tuple[int, ...]

    @property
    def counter(self) -> Text:
        return fill(guide_sentences.STEP_COUNTER, number=self.number, total=self.total)


def person_steps(lesson: Lesson) -> list[int]:
    """The plies at which the person plays a step."""
    return [i for i, p in enumerate(lesson.plays) if p.kind]


class _Fields(TypedDict):
    """What a step's sentence may name (each sentence names some of them)."""

    card: str
    top: str
    cards: Text
    value: int | None
    name: str
    sweep: str
    points: int
    last: str


def _fields(lesson: Lesson, state: GameState, move: Move, computer: str) -> _Fields:
    rules = state.rules
    tops = tops_in(state, state.to_move, move.loose)
    return {
        "card": pretty(move.card) if move.card != NO_CARD else "",
        "top": pretty(tops[0]) if tops else "",
        "cards": _cards_taken(state, move),
        "value": move.value,
        "name": computer,
        "sweep": guide_sentences.SWEEP_WORD.get(lesson.variant, guide_sentences.SWEEP),
        "points": rules.sweep_points,
        "last": guide_sentences.LAST_WORD.get(lesson.variant, ""),
    }


def _cards_taken(state: GameState, move: Move) -> Text:
    """The table cards a step uses, a capture's groups each said as one, as the
    move chooser under the step says them: "2♣ + 7♣ and 9♦", where "2♣ + 7♣ + 9♦"
    read as one sum of 18 (the twenty-second stranger's play-test)."""
    groups = capture_groups(state, move)
    if groups is None:
        return guide_sentences.cards_text(move.table_faces())
    return groups_named([[c for x in g for c in ((x,) if isinstance(x, int) else x.cards)] for g in groups])


def _scoring_sweep(state: GameState, move: Move) -> bool:
    """Whether ``move`` clears the table for a sweep that scores for its maker."""
    rules = state.rules
    if not rules.sweep_points or rules.misere or not clears_table(state, move):
        return False
    return not (rules.finnish_sweep_limits and not state.stock)  # no Finnish sweep in the last deal


def _mulle_points(state: GameState, move: Move) -> int:
    """What the mulle ``move`` makes scores, as the core scores it (played
    on a copy): the lesson says the rule's points, it does not work them out."""
    after = state.clone()
    side = state.side_of(state.to_move)
    apply(after, move)
    return sum(after.mulles[side]) - sum(state.mulles[side])


def _prompt_key(state: GameState, kind: str, move: Move) -> str:
    rules = state.rules
    card, value = move.card, move.value
    if kind == TRAIL_STEP and rules.compulsory_capture:
        return "trail_compulsory"
    if kind == MULLE and rules.mulle == MULLE_ALONE_5:
        return "mulle_alone"  # only the twin taken alone is a mulle, worth a fixed count, not the card's value
    if kind == SWEEP:
        if rules.misere:
            return "sweep_penalty"
        return "sweep" if rules.sweep_points else "sweep_free"
    if kind == LAST:
        if _scoring_sweep(state, move) and not rules.last_capture and len(state.values.hand_values[card]) == 1:
            return "last_capture_sweep"
        key = "last_capture_scores" if rules.last_capture else "last_capture"
        # A card worth more than its rank from the hand (an ace as 14) says so.
        return key + "_as" if len(state.values.hand_values[card]) > 1 or value != card // 4 + 1 else key
    return kind


def prompt_at(lesson: Lesson, state: GameState, computer: str) -> Prompt | None:
    """The step the person is to play now, or None (not their step)."""
    goal = goal_at(lesson, state)
    if goal is None:
        return None
    move = scripted_move(lesson, state)
    fields = _fields(lesson, state, move, computer)
    key = _prompt_key(state, goal.kind, move)
    if key.startswith("last_capture_scores"):
        fields["points"] = state.rules.last_capture
    elif key == "mulle_alone":
        fields["points"] = _mulle_points(state, move)
    plies = person_steps(lesson)
    hand, table = pointed_cards(state, move)
    template = guide_sentences.PROMPT[key]
    # A step that names points says them as a count (``{count}``), in the form its number takes.
    text = fill(template, fields["points"], **fields) if isinstance(template, Plural) else fill(template, **fields)
    return Prompt(text, plies.index(state.ply) + 1, len(plies), hand, table)


def pointed_cards(state: GameState, move: Move) -> tuple[int | None, tuple[int, ...]]:
    """The card ids a move uses: the hand card (the first copy held of its
    face) and the table's, builds' cards included."""
    # A table action or the end of a turn plays no card from the hand.
    hand = next((c for c in state.hands[state.to_move] if c % 52 == move.card), None)
    table = []
    pool = list(state.loose) + [pile[-1] for pile in state.stacks or () if pile]  # tops: used as table cards
    for f in move.loose:
        c = next(x for x in pool if x % 52 == f)
        pool.remove(c)
        table.append(c)
    for key in move.builds:
        build = next(b for b in state.builds if b.key == key)
        table.extend(build.cards)
    return hand, tuple(table)


def answer(lesson: Lesson, state: GameState, move: Move, computer: str) -> str | None:
    """None when ``move`` is the step's (play it); else one sentence: the
    core's reason for an illegal move, or what the step wanted."""
    verdict = judge(lesson, state, move)
    if verdict.played:
        return None
    if not verdict.legal:
        return verdict.reason
    goal = goal_at(lesson, state)
    assert goal is not None   # with no step asked for, ``judge`` counts any legal move as played
    wanted = scripted_move(lesson, state)
    return fill(guide_sentences.NUDGE[goal.kind], **_fields(lesson, state, wanted, computer))


def welcome(lesson_id: str) -> str:
    return guide_sentences.WELCOME[lesson_id]


def score_sheet_note(lesson_id: str) -> str:
    """What the score sheet shows, with the points of the lesson's own rules."""
    rules = preset(LESSONS[lesson_id].variant).rules
    return fill(guide_sentences.SCORE_SHEET[lesson_id], **{f.name: getattr(rules, f.name) for f in RULE_FIELDS})
