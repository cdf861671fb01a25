"""A drill and a verdict as frozen data.

A drill is a question about one position (or, for scoring, one finished
round) under one set of rules: its ``kind``, the ``position`` the player is
shown (``core.position`` JSON, or the round's piles), the ``question`` (a
filled template of ``drill_sentences``), the ``choices`` of a multiple-choice drill,
the right ``answer``, what counts as an answer (``answer_form``), and what
it exercises: ``topic`` (a rule's name or a scoring item's id, the key of
the schedule) and, for a reason, the rule's ``sentence`` template.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import cast

from ..core import CAPTURE as CAPTURE_MOVE, GameState, Move, Rules, card_text, holder_seats, make_rules, value_table

# The kinds of drill, and what counts as an answer to each.
CAPTURES, LEGAL, BUILD, TAKE_BUILD, RAISE, SCORE = "captures", "legal", "build", "take_build", "raise", "score"
TABLE_BUILD = "table_build"   # a build of table cards alone, in a turn of several actions (the African family)
KINDS = (CAPTURES, LEGAL, BUILD, TAKE_BUILD, RAISE, SCORE, TABLE_BUILD)
ANSWER_FORMS = {
    CAPTURES: "moves",     # a list of move texts: every legal capture of the named card
    LEGAL: "choice",       # the index of one of ``choices``
    BUILD: "move",         # one move text, a legal build of the value asked
    TAKE_BUILD: "move",    # one move text, a legal capture taking the build asked
    RAISE: "move",         # one move text, a legal raise of the build asked
    SCORE: "points",       # {item id: [points of side 0, points of side 1]}
    TABLE_BUILD: "move",   # one move text, a legal build of table cards alone of the value asked
}
# The topic of the drills that exercise no one refusal sentence.
MOVE_TOPICS = {CAPTURES: "find_captures", BUILD: "make_build", TAKE_BUILD: "take_build", RAISE: "raise_build",
               TABLE_BUILD: "build_table_cards"}
# The rules that judge a play by which deal of the round it is: under them a
# drill says which deal its position is in (its position's ``deal``).
DEAL_RULES = ("no_builds_first_deal", "one_build_first_deal")


def deal_matters(rules: Rules) -> bool:
    return any(getattr(rules, field) for field in DEAL_RULES)


def partner_in_view(state: GameState) -> bool:
    """Whether a drill's position shows something of the mover's partner: a
    build the partner controls, or the top of a capture pile of the
    partner's own (separate piles).  Only then does the drill say its table
    is in partnerships: a question on the mover's hand and loose cards that
    said "your partner sits opposite" had a learner look for a partner the
    table did not show (the eighth stranger's play-test of 6 December).
    Nothing else of the partner's can decide a play: the rules that speak
    of the partner (``build_for_partner``, ``raise_partners_build``) judge
    the partner's builds."""
    if not state.partnerships:
        return False
    mover = state.to_move
    side = state.side_of(mover)

    def partners(seats: list[int]) -> bool:
        return mover not in seats and state.side_of(seats[0]) == side

    if any(partners([b.controller]) for b in state.builds):
        return True
    return any(pile and partners(holder_seats(state, holder)) for holder, pile in enumerate(state.stacks or ()))


# The answer of a SCORE drill: (item id, points per side) of every item.
ScoreAnswer = tuple[tuple[str, tuple[int, ...]], ...]
# The subject of a LEGAL drill: the fields of the play asked about (``Move``), its value always named.
PlayFields = tuple[str, int, int, tuple[int, ...], tuple[tuple[int, ...], ...]]


@dataclass(frozen=True)
class Drill:
    kind: str
    variant: str
    options: tuple[tuple[str, object], ...]   # the house rules, as sorted (field, value) pairs
    seed: int
    position: str           # JSON text: a position, or for SCORE the finished round
    question: str
    choices: tuple[str, ...] = ()     # LEGAL: the sentences to pick from
    answer: object = None   # CAPTURES: frozenset of move texts; LEGAL: int; BUILD etc.: a sample move
    #                         text; SCORE: tuple of (item id, tuple of points per side)
    topic: str = ""
    sentence: str | None = None  # LEGAL: the template of the right reason (None: the play is legal)
    subject: tuple[object, ...] = ()  # what the question names: a card face, a build key, a value, a move

    @property
    def answer_form(self) -> str:
        return ANSWER_FORMS[self.kind]

    def rules(self) -> Rules:
        return make_rules(self.variant, dict(self.options))

    def position_data(self) -> dict[str, object]:
        data: dict[str, object] = json.loads(self.position)   # the JSON text of an object, written by the generator
        return data

    def public_json(self) -> dict[str, object]:
        """What a player is shown: everything but the answer."""
        out: dict[str, object] = {
            "kind": self.kind, "variant": self.variant, "options": dict(self.options), "seed": self.seed,
            "topic": self.topic, "question": self.question, "answer_form": self.answer_form,
            "position": self.position_data()}
        if self.choices:
            out["choices"] = list(self.choices)
        out.update(self._subject_json())
        return out

    def _subject_json(self) -> dict[str, object]:
        """What the question names, as data for the table to point at."""
        # ``subject`` and ``answer`` hold what the drill's kind asks about (see their fields): the casts name it.
        if self.kind == LEGAL:
            m = Move(*cast(PlayFields, self.subject[0]))
            # A capture says the value its card counts as ("AS=14 take 5D 9H"), as the question does.
            declared = m.kind == CAPTURE_MOVE and bool(m.value) and (
                m.value != (m.card >> 2) + 1 or len(value_table(self.rules()).hand_values[m.card]) > 1)
            return {"play": m.text(show_value=declared)}
        if self.kind == CAPTURES:
            return {"card": card_text(cast(int, self.subject[0]))}
        if self.kind in (TAKE_BUILD, RAISE):
            return {"build": [card_text(c) for c in cast(tuple[int, ...], self.subject[0])]}
        if self.kind in (BUILD, TABLE_BUILD):
            return {"value": self.subject[0]}
        if self.kind == SCORE:
            return {"items": [item for item, _ in cast(ScoreAnswer, self.answer)]}
        return {}

    def answer_json(self) -> object:
        """The right answer as JSON, in the form ``check_answer`` takes."""
        if self.kind == CAPTURES:
            return sorted(cast(frozenset[str], self.answer))
        if self.kind == SCORE:
            return {item: list(points) for item, points in cast(ScoreAnswer, self.answer)}
        return self.answer


@dataclass(frozen=True)
class Verdict:
    right: bool
    sentence: str            # what the player reads: "Right.", or the engine's sentence for what is wrong
    cards: tuple[int, ...] = ()        # faces to highlight on the table (the cards of the wrong play)
    right_answer: object = None  # the right answer, as ``Drill.answer_json``
    right_text: str = ""     # the right answer in words, where it is a play
    topic: str = ""          # the topic the answer got wrong, where not the drill's own (a scoring item)
    working: str = ""        # the arithmetic that settles the answer, a sentence of its own ("2 + 4 = 6, not 7")

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"right": self.right, "sentence": self.sentence,
                                  "cards": [card_text(c) for c in self.cards], "right_answer": self.right_answer,
                                  "right_text": self.right_text}
        if self.working:
            out["working"] = self.working
        return out


def options_key(options: Mapping[str, object] | None) -> tuple[tuple[str, object], ...]:
    return tuple(sorted((options or {}).items()))
