"""``check_answer``: the core judges a drill's answer.

A play is judged by ``check`` / ``resolve`` on the position the player was
shown, so a wrong play is told the engine's own sentence; a list of
captures is compared with ``legal_moves``; a round's points with
``score_round``.  An answer that cannot be read at all gets one sentence
too (``drill_sentences.ANSWER_UNREADABLE``), never an exception.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..core import (CAPTURE, NO_CARD, RAISE as RAISE_MOVE, TABLE_BUILD, GameState, IllegalMove, Move, MoveSyntaxError,
                    makes_build, parse_move, position_from_json, pretty, resolve, score_round)
from ..core.templates import fill, join
from .drill import (BUILD, CAPTURES, LEGAL, RAISE, SCORE, TABLE_BUILD as TABLE_BUILD_DRILL, TAKE_BUILD, Drill,
                    PlayFields, ScoreAnswer, Verdict)
from . import drill_sentences, play_words
from .finished_round import RoundJson, round_inputs

__all__ = ["check_answer"]

MAX_ANSWER_MOVES = 64
MAX_MOVE_TEXT = 200
# A capture as the player names it: the card, the loose faces and the build keys it takes.
CaptureKey = tuple[int, tuple[int, ...], tuple[tuple[int, ...], ...]]
# A drill's ``answer`` and ``subject`` hold what its kind asks about (``Drill``): the casts below name it.


def check_answer(drill: Drill, answer: object) -> Verdict:
    """Right or wrong, with the sentence to show, the cards to highlight
    and the right answer."""
    judge = {CAPTURES: _captures, LEGAL: _legal, BUILD: _play, TAKE_BUILD: _play, RAISE: _play,
             SCORE: _score, TABLE_BUILD_DRILL: _play}[drill.kind]
    return judge(drill, answer)


def _unreadable(drill: Drill, problem: str) -> Verdict:
    return Verdict(False, fill(drill_sentences.ANSWER_UNREADABLE, problem=problem), (), drill.answer_json(),
                   _right_text(drill))


def _right_text(drill: Drill) -> str:
    if drill.kind == LEGAL:
        return drill.choices[cast(int, drill.answer)]
    if drill.kind in (BUILD, TAKE_BUILD, RAISE, TABLE_BUILD_DRILL):
        return drill_sentences.attempt_words(_state(drill), cast(str, drill.answer))
    return ""


def _state(drill: Drill) -> GameState:
    return position_from_json(drill.position_data())


def _read_move(state: GameState, text: str) -> tuple[Move, str | None]:
    """(the legal move meant, None) or (the move as written, the engine's sentence)."""
    try:
        return resolve(state, text), None
    except IllegalMove as err:
        kind, card, value, loose, builds = parse_move(text)
        return Move(kind, card, value or 0, loose, tuple(builds)), _said(err)


def _captures(drill: Drill, answer: object) -> Verdict:
    if not isinstance(answer, list) or len(answer) > MAX_ANSWER_MOVES or not all(
            isinstance(t, str) and len(t) <= MAX_MOVE_TEXT for t in answer):
        return _unreadable(drill, "give the captures as a list of plays.")
    state = _state(drill)
    card = cast(int, drill.subject[0])
    wanted = {_capture_key(resolve(state, t)): t for t in cast(frozenset[str], drill.answer)}
    given: set[CaptureKey] = set()
    for text in answer:
        try:
            m, sentence = _read_move(state, text)
        except MoveSyntaxError as err:
            return _unreadable(drill, _said(err))
        if sentence is not None:
            return Verdict(False, sentence, _cards_of(m), drill.answer_json())
        if m.kind != CAPTURE:
            return Verdict(False, drill_sentences.NOT_A_CAPTURE, _cards_of(m), drill.answer_json())
        if m.card != card:
            return Verdict(False, fill(drill_sentences.NOT_THAT_CARD, card=pretty(card), capture=drill_sentences.capture_words(m, state)),
                           _cards_of(m), drill.answer_json())
        given.add(_capture_key(m))
    left = [k for k in wanted if k not in given]
    if left:
        first = resolve(state, wanted[left[0]])
        if len(left) == 1 and _joins(left[0], given):
            sentence = fill(drill_sentences.MISSED_TOGETHER, capture=drill_sentences.capture_words(first, state),
                            card=pretty(card))
        else:
            sentence = fill(drill_sentences.MISSED, len(left), capture=drill_sentences.capture_words(first, state))
        return Verdict(False, sentence, _cards_of(first), drill.answer_json())
    return Verdict(True, drill_sentences.RIGHT, (), drill.answer_json())


def _said(err: Exception) -> str:
    """The sentence an error of the core carries, as it was made (a ``Text``
    keeps its template, so the window can say it in the player's language)."""
    first = err.args[0] if len(err.args) == 1 else None
    return first if isinstance(first, str) else str(err)


def _joins(missed: CaptureKey, given: set[CaptureKey]) -> bool:
    """Whether ``missed`` takes two or more of the captures ``given``, none
    of them sharing a card: the groups the player found, taken at once."""
    taken = set(missed[1]) | set(missed[2])
    parts = [set(g[1]) | set(g[2]) for g in given if g[0] == missed[0]]
    parts = [p for p in parts if p < taken]
    return any(not (a & b) for i, a in enumerate(parts) for b in parts[i + 1:])


def _capture_key(m: Move) -> CaptureKey:
    """A capture as the player names it: the card and what it takes (a
    card with two values that takes the same cards either way is one answer)."""
    return (m.card, tuple(sorted(m.loose)), tuple(sorted(m.builds)))


def _cards_of(m: Move) -> tuple[int, ...]:
    if not isinstance(m, Move):
        return ()
    hand = (m.card,) if m.card != NO_CARD else ()  # a table action plays no card from the hand
    return hand + tuple(m.table_faces())


def _legal(drill: Drill, answer: object) -> Verdict:
    if not isinstance(answer, int) or isinstance(answer, bool) or not 0 <= answer < len(drill.choices):
        return _unreadable(drill, fill(drill_sentences.GIVE_CHOICE, last=len(drill.choices) - 1))
    m = Move(*cast(PlayFields, drill.subject[0]))
    cards = _cards_of(m)
    right = drill.choices[cast(int, drill.answer)]
    # The sum that settles a capture that does not add up: the question names
    # the play alone, the verdict shows the working.
    working = play_words.shortfall(_state(drill), m) or ""
    if answer == drill.answer:
        return Verdict(True, drill_sentences.RIGHT_LEGAL if drill.sentence is None else drill_sentences.RIGHT, cards,
                       drill.answer, right, working=working)
    if drill.sentence is None:
        return Verdict(False, drill_sentences.WRONG_CHOICE_LEGAL, cards, drill.answer, right, working=working)
    return Verdict(False, fill(drill_sentences.WRONG_CHOICE, sentence=right), cards, drill.answer, right,
                   working=working)


def _play(drill: Drill, answer: object) -> Verdict:
    if not isinstance(answer, str) or len(answer) > MAX_MOVE_TEXT:
        return _unreadable(drill, drill_sentences.GIVE_PLAY)
    state = _state(drill)
    try:
        m, sentence = _read_move(state, answer)
    except MoveSyntaxError as err:
        return _unreadable(drill, _said(err))
    right = drill.answer_json()
    words = _right_text(drill)
    if sentence is not None:
        return Verdict(False, sentence, _cards_of(m), right, words)
    subject = drill.subject[0]
    # Any play that leaves a build of the value answers "make a build of 9":
    # a build, a raise or an add, or a trail that builds (a house rule).
    if drill.kind == BUILD and not ((makes_build(m) or m.kind == TABLE_BUILD) and m.value == subject):
        return Verdict(False, fill(drill_sentences.NOT_A_BUILD_OF, value=subject), _cards_of(m), right, words)
    if drill.kind == TAKE_BUILD and not (m.kind == CAPTURE and subject in m.builds):
        cards = drill_sentences.cards_text(cast(tuple[int, ...], subject))
        return Verdict(False, fill(drill_sentences.NOT_THAT_BUILD, cards=cards), _cards_of(m), right, words)
    if drill.kind == TABLE_BUILD_DRILL and not (m.kind == TABLE_BUILD and m.value == subject):
        return Verdict(False, fill(drill_sentences.NOT_A_TABLE_BUILD_OF, value=subject), _cards_of(m), right, words)
    if drill.kind == RAISE and not (m.kind == RAISE_MOVE and m.builds[:1] == (subject,)):
        cards = drill_sentences.cards_text(cast(tuple[int, ...], subject))
        return Verdict(False, fill(drill_sentences.NOT_A_RAISE_OF, cards=cards), _cards_of(m), right, words)
    return Verdict(True, drill_sentences.RIGHT, _cards_of(m), right, words)


def _score(drill: Drill, answer: object) -> Verdict:
    right = dict(cast(ScoreAnswer, drill.answer))
    sides = len(next(iter(right.values()))) if right else 2
    if not isinstance(answer, dict) or len(answer) > 50:
        return _unreadable(drill, drill_sentences.GIVE_POINTS)
    for item, points in answer.items():
        if item not in right and not (isinstance(points, list) and not any(points)):
            return _unreadable(drill, fill(drill_sentences.NOT_AN_ITEM, item=str(item)[:20]))
        if not isinstance(points, list) or len(points) != sides or not all(
                isinstance(p, int) and not isinstance(p, bool) and abs(p) < 1000 for p in points):
            return _unreadable(drill, fill(drill_sentences.GIVE_SIDES, sides))
    rules = drill.rules()
    data = cast(RoundJson, drill.position_data())   # a scoring drill shows a finished round
    result = score_round(rules, *round_inputs(data, rules))  # the core scores; the drill's answer is its copy
    for it in result["items"]:
        given = tuple(answer.get(it["id"], [0] * sides))
        if given != tuple(it["points"]):
            sentence = fill(drill_sentences.SCORE_ITEM_WRONG, item=it["label"], right=_points(it["points"]),
                                                              given=_points(given))
            return Verdict(False, sentence, (), drill.answer_json(), topic=it["id"])
    return Verdict(True, drill_sentences.RIGHT, (), drill.answer_json())


def _points(points: Sequence[int]) -> str:
    return fill(drill_sentences.POINTS_PER_SIDE, first=points[0], second=points[1]) if len(points) == 2 else \
        join(" / ", points)
