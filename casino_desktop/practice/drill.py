"""A drill and a verdict as frozen data.

A drill is a question about one position (or, for scoring, one finished
round) under one set of rules: its ``kind``, the ``position`` the player is
shown (``core.position`` JSON, or the round's piles), the ``question`` (a
filled template of ``texts``), the ``choices`` of a multiple-choice drill,
the right ``answer``, what counts as an answer (``answer_form``), and what
it exercises: ``topic`` (a rule's name or a scoring item's id, the key of
the schedule) and, for a reason, the rule's ``sentence`` template.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..core import CAPTURE as CAPTURE_MOVE, make_rules

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


@dataclass(frozen=True)
class Drill:
    kind: str
    variant: str
    options: tuple          # the house rules, as sorted (field, value) pairs
    seed: int
    position: str           # JSON text: a position, or for SCORE the finished round
    question: str
    choices: tuple = ()     # LEGAL: the sentences to pick from
    answer: object = None   # CAPTURES: frozenset of move texts; LEGAL: int; BUILD etc.: a sample move
    #                         text; SCORE: tuple of (item id, tuple of points per side)
    topic: str = ""
    sentence: str | None = None  # LEGAL: the template of the right reason (None: the play is legal)
    subject: tuple = ()     # what the question names: a card face, a build key, a value, a move

    @property
    def answer_form(self) -> str:
        return ANSWER_FORMS[self.kind]

    def rules(self):
        return make_rules(self.variant, dict(self.options))

    def position_data(self) -> dict:
        return json.loads(self.position)

    def public_json(self) -> dict:
        """What a player is shown: everything but the answer."""
        out = {"kind": self.kind, "variant": self.variant, "options": dict(self.options), "seed": self.seed,
               "topic": self.topic, "question": self.question, "answer_form": self.answer_form,
               "position": self.position_data()}
        if self.choices:
            out["choices"] = list(self.choices)
        out.update(self._subject_json())
        return out

    def _subject_json(self) -> dict:
        """What the question names, as data for the table to point at."""
        from ..core.cards import card_text
        from ..core.moves import Move
        from ..core.values import value_table
        if self.kind == LEGAL:
            m = Move(*self.subject[0])
            # A capture says the value its card counts as ("AS=14 take 5D 9H"), as the question does.
            declared = m.kind == CAPTURE_MOVE and bool(m.value) and (
                m.value != (m.card >> 2) + 1 or len(value_table(self.rules()).hand_values[m.card]) > 1)
            return {"play": m.text(show_value=declared)}
        if self.kind == CAPTURES:
            return {"card": card_text(self.subject[0])}
        if self.kind in (TAKE_BUILD, RAISE):
            return {"build": [card_text(c) for c in self.subject[0]]}
        if self.kind in (BUILD, TABLE_BUILD):
            return {"value": self.subject[0]}
        if self.kind == SCORE:
            return {"items": [item for item, _ in self.answer]}
        return {}

    def answer_json(self):
        """The right answer as JSON, in the form ``check_answer`` takes."""
        if self.kind == CAPTURES:
            return sorted(self.answer)
        if self.kind == SCORE:
            return {item: list(points) for item, points in self.answer}
        return self.answer


@dataclass(frozen=True)
class Verdict:
    right: bool
    sentence: str            # what the player reads: "Right.", or the engine's sentence for what is wrong
    cards: tuple = ()        # faces to highlight on the table (the cards of the wrong play)
    right_answer: object = None  # the right answer, as ``Drill.answer_json``
    right_text: str = ""     # the right answer in words, where it is a play

    def to_json(self) -> dict:
        from ..core.cards import card_text
        return {"right": self.right, "sentence": self.sentence, "cards": [card_text(c) for c in self.cards],
                "right_answer": self.right_answer, "right_text": self.right_text}


def options_key(options: dict | None) -> tuple:
    return tuple(sorted((options or {}).items()))
