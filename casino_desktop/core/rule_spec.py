"""What one rule of the variant data is: a ``RuleSpec``, the one unit that
holds everything the program knows about a rule field, and ``MoveRule``,
a rule as a predicate on a candidate move.

A spec says, for one field of ``variants.Rules``:

* what a player reads and may choose: its label, help sentence, group,
  allowed values (``choices``, each with its words, or a ``range``) and
  default; ``needs``: when the field means anything; ``house_rule``: False
  for what a variant is rather than what a table may change;
* the fast path's contract (``fast_path``): whether the field is about
  moves at all, and which of its values the flat generator (``flat``) and
  the short way (``short``) implement.  Left unsaid, a field is
  implemented at its default only: a new rule, switched on, sends its
  games to the general generator, which asks every rule;
* the rulebook (``rulebook``): when the book mentions the field
  (``said``, ``quiet``, ``mentioned``) and what it says there: a
  ``sentence`` said when the field applies, or a ``write`` that says
  several, or names other fields it speaks of, through the ``Book`` it is
  given; ``section`` and ``place`` say where in the book (``BookUnit``);
* ``lenient_needs``: ``rules_sense.rules_problem`` does not refuse a value
  other than the default while building, which ``needs`` asks for, is off:
  the value is kept and does nothing (rules added after saves could hold
  such values, and those saves still load), or the rule refuses it in a
  sentence of its own; ``scores_item``: the field is the points one scoring
  item gives (``rules_sense.SCORING_ITEMS``), ``item_id`` that item's id in the
  score table (``scoring.score_round``) and ``per_card`` whether the points are
  for each card or sweep (``rule_units.SCORE_ITEM_FIELDS``);
* its move rules: ``filters``, rules written only as ``MoveRule`` that
  the general generator applies after listing the moves (a new house rule
  lives entirely here), and ``judged_by``, the names of the registry's
  rules that read the field (written in the ``rule_*`` modules, whose
  shared functions the generators call while they prune); ``inline``
  names the generator modules that implement the rule inline for speed,
  tied to the rule by the conformance tests.

The specs are listed once, in ``rule_units.RULE_SPECS``; ``variants``
makes ``Rules`` from them, and the rulebook, the fast path, the move rules'
registry and the house-rules form read them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .templates import N_

# The groups of rules, as the settings dialog and the rules text head them.
DEAL = N_("Deal", note="a group of rules: dealing the cards")
CAPTURING = N_("Capturing", note="a group of rules: taking cards from the table")
BUILDING = N_("Building", note="a group of rules, and the rule that players may build")
SCORING = N_("Scoring", note="a group of rules: what scores points")
MATCH = N_("Match", note="a group of rules: how a match is won")

# A fast path's values: any value of the field is implemented.
ANY = None
# When the rulebook speaks of a field: always, whatever its value; with
# building on, whatever its value; or only when it does something (its value
# is not ``quiet``) or a house rule changed it from the preset.
ALWAYS = "always"
WITH_BUILDING = "with building"
WHEN_SET = "when set"
# The values that say nothing about a game unless a house rule chose them.
NEUTRAL = (False, 0, "off", "never")
# The rulebook's sections a spec's own sentence may go in.
SECTION_DEAL, SECTION_PLAY, SECTION_BUILDING, SECTION_SCORING, SECTION_WINNING = (
    "deal", "play", "building", "scoring", "winning")

# Where a unit's sentences stand in their section: units are said by place,
# those of one place in the specs' order.  A spec's own ``sentence`` stands
# at ``OWN_PLACE`` unless it says otherwise, after what each section says
# first (the players, the cards' values, what a build is ...).
OWN_PLACE = 50

_DEFAULT_ONLY = object()  # a fast path left unsaid: the default value only


class Book(Protocol):
    """The rulebook being written, as a unit's ``write`` sees it."""

    family: str  # the variant's family (some families have their own words)

    def say(self, text: str, *fields: str) -> None:
        """Add one sentence that explains ``fields`` (marked when a house rule changed one)."""

    def applies(self, name: str) -> bool:
        """Whether the field ``name`` says something about this game."""

    def also(self, *names: str) -> list[str]:
        """Those of ``names`` that apply: a sentence that can also speak of them names them only then."""

    def label(self, name: str) -> str:
        """The field's label, as the settings show it."""


BookWriter = Callable[[Any, Book], None]


@dataclass(frozen=True)
class BookUnit:
    """Sentences of the rulebook: ``write(rules, book)`` says them, in
    ``section`` at ``place``.  A spec's ``sentence`` or ``write`` is one; a
    combination unit (named, in the module of the rules it combines) writes
    what belongs to several rules at once, such as who plays or the deal."""

    name: str
    section: str
    place: int
    write: BookWriter


def always(rules: Any) -> bool:
    """``active`` of a rule that holds under every variant."""
    return True


@dataclass(frozen=True)
class MoveRule:
    """One rule as a predicate on a candidate move.

    ``name``: stable, for tests and drills; ``fields``: the rule fields of
    ``variants.Rules`` it reads (none for the basic rules, such as holding
    the card played); ``active(rules)``: whether it applies under these
    rules; ``refusal(seen, move)``: the rule's sentence if ``move`` (a
    ``moves.Move``: kind, card, value, loose, builds) breaks it in the
    position ``seen`` (a ``rule_base.Seen``), else None; ``sentences``:
    every template ``refusal`` fills (whole sentences with named fields, for
    translation); ``kinds``: the move kinds it judges (None: all);
    ``judges``: "play" when its answer depends only on the kind, card and
    value of the move (and on the position), never on the table cards the
    move names; "card" when it refuses a move exactly when it refuses one
    of the move's table items alone (a loose card, or a build other than
    the one a raise or add names first, which stays); else "move".  The
    reference asks "play" rules once per play and "card" rules once per
    item (``tests/core/test_predicates.py`` checks both claims).
    """

    name: str
    fields: tuple[str, ...]
    active: Callable[[Any], bool]
    refusal: Callable[[Any, Any], str | None]
    sentences: tuple[str, ...] = ()
    kinds: tuple[str, ...] | None = None
    judges: str = "move"


@dataclass(frozen=True)
class RuleSpec:
    """Everything about one rule field (see the module's docstring)."""

    id: str
    label: str
    help: str
    default: Any
    group: str
    choices: Mapping[str, str] | None = None
    range: tuple[int, int] | None = None
    needs: str | None = None
    house_rule: bool = True
    about_moves: bool = True
    flat: Any = _DEFAULT_ONLY
    short: Any = _DEFAULT_ONLY
    said: str = WHEN_SET
    quiet: tuple[Any, ...] = NEUTRAL
    mentioned: Callable[[Any], bool | None] | None = None
    sentence: Callable[[Any], str] | None = None
    write: BookWriter | None = None
    section: str | None = None
    place: int = OWN_PLACE
    scores_item: bool = False
    item_id: str = ""
    per_card: bool = False
    lenient_needs: bool = False
    filters: tuple[MoveRule, ...] = ()
    judged_by: tuple[str, ...] = ()
    inline: tuple[str, ...] = ()
    kind: type = field(init=False)

    def __post_init__(self) -> None:
        kind = type(self.default)
        assert kind in (bool, int, str), f"{self.id}: a rule value is a bool, an int or a str"
        assert (self.choices is not None) == (kind is str), f"{self.id}: a str field lists its choices"
        assert (self.range is not None) == (kind is int), f"{self.id}: an int field has a range"
        assert self.choices is None or self.default in self.choices, f"{self.id}: the default is a choice"
        assert (self.sentence is None and self.write is None) == (self.section is None), \
            f"{self.id}: a rule that writes in the rulebook says in which section"
        assert self.sentence is None or self.write is None, f"{self.id}: one way of saying it"
        object.__setattr__(self, "kind", kind)
        if self.flat is _DEFAULT_ONLY:
            object.__setattr__(self, "flat", frozenset({self.default}))
        if self.short is _DEFAULT_ONLY:
            object.__setattr__(self, "short", self.flat)

    def said_whatever_its_value(self, rules: Any) -> bool:
        """Whether the rulebook speaks of the field under ``rules`` whatever
        its value (``said``: always, or whenever players build)."""
        return self.said == ALWAYS or (self.said == WITH_BUILDING and bool(rules.building))

    def needs_field(self, name: str) -> bool:
        """Whether ``needs`` asks for the field ``name`` to be on (not for a value of it)."""
        return name in (self.needs or "").split(",")

    def book_unit(self) -> BookUnit | None:
        """What the spec says in the rulebook: its ``write``, or its
        ``sentence`` when the field applies; None if it says nothing itself."""
        if self.write is not None:
            return BookUnit(self.id, str(self.section), self.place, self.write)
        sentence = self.sentence
        if sentence is None:
            return None
        name = self.id

        def say_when_it_applies(rules: Any, book: Book) -> None:
            if book.applies(name):
                book.say(sentence(rules), name)
        return BookUnit(name, str(self.section), self.place, say_when_it_applies)

    def metadata(self) -> dict[str, Any]:
        """The field's metadata as ``dataclasses.fields(Rules)`` carry it."""
        meta: dict[str, Any] = {"label": self.label, "help": self.help, "group": self.group,
                                "house_rule": self.house_rule}
        if self.choices is not None:
            meta["choices"] = tuple(self.choices)
            meta["choice_labels"] = dict(self.choices)
        if self.range is not None:
            meta["range"] = self.range
        if self.needs is not None:
            meta["needs"] = self.needs
        if self.item_id:
            meta["item_id"] = self.item_id  # the scoring item whose points this field holds
        return meta
