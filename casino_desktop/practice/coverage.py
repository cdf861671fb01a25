"""What the drills of a rule set must exercise, and what they cannot.

Every sentence ``check`` can give under the rules
(``predicates.sentences_in_play``) and every item of the scoring table
(``scoring_items``) needs a drill, except the sentences listed in
``EXCLUSIONS`` and the items in ``SCORING_EXCLUSIONS``: each with the rule
sets where it cannot occur in a drill and why.  The coverage test (``tests/practice/test_coverage.py``) fails
on a sentence or item without a drill, and on an excluded sentence that
the drill generator met all the same: an exclusion must be true, not
convenient.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..core import (COURT_TAKES_ONE, COURT_TAKES_ONE_OR_THREE, DUTY_SIMPLE, MULLE_OFF, SAME_VALUE_MERGE, TOPS_BUILDS,
                    TOPS_CAPTURES, TOPS_NONE, TURN_ONE, Rules, game_problem, not_in_pack, parse_card, sentences_in_play,
                    value_table)
from .exclusion import Exclusion
from .typed_only import NEVER_ALONE, TYPED_ONLY

__all__ = ["Exclusion", "EXCLUSIONS", "ItemExclusion", "SCORING_EXCLUSIONS", "excluded", "excluded_items", "never_met",
           "scoring_items", "missing"]


def _always(rules: Rules) -> bool:
    return True


def _no_building(rules: Rules) -> bool:
    return not rules.building


def _one_value_per_card(rules: Rules) -> bool:
    return all(len(v) < 2 for v in value_table(rules).hand_values)


def _only_aces_differ(rules: Rules) -> bool:
    vt = value_table(rules)
    two = [f for f, v in enumerate(vt.hand_values) if len(v) > 1]
    return bool(two) and all(f >> 2 == 0 for f in two)


_NO_BUILDS = ("No building in this variant: the building rule refuses every build, raise and add before any "
              "other rule is asked, and no build ever stands on the table.")

# Rules that only ever judge a build, raise or add, or a build standing on
# the table: none of their sentences can occur where there is no building.
_BUILD_ONLY_RULES = (
    "trail_takes_no_build", "owner_may_not_trail", "owner_duty", "build_taken_whole", "court_build_target",
    "face_builds", "court_cards_cannot_build", "build_value_named", "raise_single_build", "raise_own_build",
    "build_max", "build_value_held", "court_cards_not_in_builds", "raise_value", "add_keeps_value",
    "build_needs_table_cards", "same_value_builds", "single_build_as_card", "build_groups",
    "trail_build_groups", "owner_keeps_a_card", "join_opponents_build", "raise_partners_build",
    "one_build_first_deal", "no_builds_first_deal",
)


def _no_first_deal_limits(rules: Rules) -> bool:
    """The two-player first deal's limits never apply: the house rule is
    off, or the rules allow no game of two players."""
    return not rules.one_build_first_deal or game_problem(rules, 2, False) is not None


def _owner_trail_refused_anyway(rules: Rules) -> bool:
    """A build's owner is refused every trail by another rule too: the
    owner's rule (the owner may not trail), or compulsory capture (the owner
    always keeps a card that takes their build, so a capture exists)."""
    return not rules.owner_may_trail or rules.compulsory_capture


def _builds_only_at_two_in_second_deal(rules: Rules) -> bool:
    """No building in the first deal, and the whole pack dealt: three or
    four players get it all in that one deal, so builds stand only at a
    table of two, in its second deal."""
    return rules.building and rules.no_builds_first_deal and rules.turn_actions == TURN_ONE and rules.deal_whole_pack


def _captures_include_tops_or_none(rules: Rules) -> bool:
    """A card that equals a loose card can capture it: no face-up top card
    lies among the loose cards without being capturable."""
    return rules.pile_tops != TOPS_BUILDS

def _no_court_cards(rules: Rules) -> bool:
    return bool(rules.forty_cards)


def _every_card_numbered(rules: Rules) -> bool:
    """No card in play lacks a number (court cards count, or are not in the pack)."""
    vt = value_table(rules)
    return rules.forty_cards or not any(vt.rank_only)


_ALL_NUMBERED = "Every card has a number here (court cards count, or the pack has none), so none is refused for lacking one."
_NO_COURTS = "The 40-card pack has no court cards, so no play ever holds one."
_TYPED_CARD = ("A drill shows a table action as a drag of table cards: it never names a card from the hand, "
               "which only a typed move can.")
_IN_BUILD = ("A card inside a build cannot be taken from it on the table (the table takes the whole build): only a "
             "typed move can name it as a loose card, and the command line's tests cover that sentence.")
_FIRST_DEAL_OFF = ("The first deal's limits apply only to a game of two players under their house rule: it is off "
                   "here, or these rules allow no game of two players.")
_COMPULSORY_TRAIL = ("Capturing is compulsory here, and a trail this rule refuses is one by a player who can capture "
                     "(an owner always keeps a card that takes their build; a card equal to a loose card takes it): "
                     "the compulsory capture rule refuses it too.")
_INSIST_PAIRING = ("Opponents insist here: a card equal to a loose card can take it, so the insisting rule refuses "
                   "too the trail of such a card and a capture that leaves an equal card behind.")
_NO_PROMISE = ("A drill shows a position, and a position does not carry a promise made earlier in the turn (table "
               "cards added to an opponent's build, which the card from the hand must then capture): the "
               "generator leaves such positions out.")

# Rules about court cards, none of which can speak where the pack has none.
_COURT_RULES = ("court_takes_own_rank", "face_capture", "court_cards_cannot_build", "court_cards_not_in_builds",
                "face_builds", "court_build_target")

EXCLUSIONS: tuple[Exclusion, ...] = (
    Exclusion("round_in_play", None, _always,
              "A drill always shows a round in play with a seat to move; the end of a round is practised "
              "by the scoring drills."),
    Exclusion("builds_exist", 2, lambda r: r.decks == 1,
              "Two builds of the same cards need two copies of a card: a double deck."),
    Exclusion("builds_exist", 2, lambda r: r.decks > 1,
              "Two builds of the same cards with different values or kinds: random play does not put "
              "them on the table within the generator's bounded search."),
    Exclusion("builds_exist", 1, _no_building, _NO_BUILDS),
    *(Exclusion(name, None, _no_building, _NO_BUILDS) for name in _BUILD_ONLY_RULES),
    Exclusion("pile_top_use", 1, _no_building, _NO_BUILDS),
    Exclusion("trail_value", 1, lambda r: not (r.building and r.trail_and_build),
              "Trailing and building at once is off: the trail_and_build rule refuses a trail that names "
              "table cards before this rule is asked."),
    Exclusion("owner_may_not_trail", 0, lambda r: r.owner_obligation == DUTY_SIMPLE,
              "Under the simple owner's duty the owner is told the other sentence of this rule."),
    Exclusion("owner_may_not_trail", 1, lambda r: r.owner_obligation != DUTY_SIMPLE,
              "Only the simple owner's duty gives this sentence."),
    Exclusion("face_capture", 0, lambda r: r.face_capture != COURT_TAKES_ONE,
              "Only 'one card of its rank at a time' gives this sentence."),
    Exclusion("face_capture", 1, lambda r: r.face_capture != COURT_TAKES_ONE_OR_THREE,
              "Only 'one, or all three by the fourth' gives this sentence."),
    Exclusion("face_builds", 4, lambda r: r.face_capture != COURT_TAKES_ONE_OR_THREE,
              "A court-card build of three is asked for only when court cards take one or all three."),
    Exclusion("build_value_held", 2, lambda r: not r.build_for_partner,
              "Only building for a partner gives this sentence."),
    Exclusion("build_value_held", 0, lambda r: r.build_for_partner,
              "Building for a partner is played only in partnerships, where the rule gives its partner "
              "sentence instead."),
    Exclusion("build_value_held", 1, lambda r: r.build_for_partner,
              "Building for a partner is played only in partnerships, where a raise's refusal gives its partner "
              "sentence instead."),
    Exclusion("build_value_held", 3, lambda r: not r.build_for_partner,
              "Only building for a partner gives this sentence."),
    Exclusion("trail_value", 2, lambda r: r.building and r.trail_and_build,
              "Trailing and building at once is on, so a trail that names table cards is never refused "
              "for it."),
    Exclusion("raise_value", 0, lambda r: r.table_cards_raise_single,
              "With table cards allowed in a raise, the rule gives its other sentence."),
    Exclusion("raise_value", 1, lambda r: not r.table_cards_raise_single,
              "Without table cards in a raise, the rule gives its other sentence."),
    Exclusion("single_build_as_card", 1, lambda r: r.single_build_as_card,
              "Single builds count as cards here, so joining one is never refused for that."),
    *(Exclusion("single_build_as_card", i, lambda r: not r.single_build_as_card,
                "A build never joins another unless single builds count as cards, and the rule says so "
                "first (its 'a build is not a card' sentence).") for i in (2, 3, 4)),
    Exclusion("card_held", 1, _always,
              "A play from the hand shown in a drill always names its card: the sentence answers a typed move "
              "that names none, which a drill cannot show as a play."),
    Exclusion("turn_is_one_play", 0, _always,
              "A drill shows table actions only where a turn has several actions, and there this sentence "
              "never speaks: it answers a typed table action where a turn is one play."),
    *(Exclusion(name, index, _always, _IN_BUILD) for name, index in
      (("table_cards_exist", 1), ("build_from_table", 12), ("add_from_table", 12))),
    Exclusion("build_from_table", 0, _always, _TYPED_CARD),
    Exclusion("add_from_table", 0, _always, _TYPED_CARD),
    Exclusion("one_hand_card_a_turn", 1, _always, _NO_PROMISE),
    Exclusion("add_from_table", 9, _always, _NO_PROMISE),
    Exclusion("join_opponents_build", 1, lambda r: r.same_value_builds != SAME_VALUE_MERGE,
              "Builds of one value do not merge here (a house rule), so no new build or raise is refused for "
              "merging with an opponent's build."),
    Exclusion("add_from_table", 7, lambda r: r.join_opponents_build,
              "Opponents' builds may be added to at any time here (a house rule), so no addition is refused for "
              "coming after the card from the hand was played."),
    Exclusion("end_of_turn", 2, lambda r: not r.insist,
              "Opponents do not insist here (a house rule that is off), so ending a turn is never refused "
              "for an addition left unmade."),
    Exclusion("build_from_table", 3, _every_card_numbered, _ALL_NUMBERED),
    Exclusion("add_from_table", 2, _every_card_numbered, _ALL_NUMBERED),
    Exclusion("pile_top_use", 0, lambda r: r.pile_tops == TOPS_CAPTURES,
              "Top cards may be captured here, so a capture is never refused for taking one."),
    *(Exclusion(name, None, _no_court_cards, _NO_COURTS) for name in _COURT_RULES),
    Exclusion("one_build_first_deal", 0, lambda r: _no_first_deal_limits(r) or _owner_trail_refused_anyway(r),
              "A first-deal owner's trail is refused by this rule only at two players under its house rule, and "
              "there it is refused as well by the owner's rule (the owner may not trail) or by compulsory capture "
              "(the owner keeps a card that takes their build): a drill about it would have two right answers."),
    *(Exclusion(name, index, _no_first_deal_limits, _FIRST_DEAL_OFF)
      for name, index in (("one_build_first_deal", 1), ("build_from_table", 10), ("add_from_table", 10))),
    Exclusion("raise_partners_build", 0, _builds_only_at_two_in_second_deal,
              "No build may be made in the first deal, and the whole pack is dealt at once to three or four "
              "players: partners (four players) never see a build."),
    Exclusion("owner_may_not_trail", None, lambda r: _builds_only_at_two_in_second_deal(r) and r.owner_trails_second_deal,
              "No build may be made in the first deal, and the whole pack is dealt at once to three or four "
              "players: builds stand only in the second deal of two players, where an owner may trail."),
    Exclusion("build_from_table", 9, lambda r: r.pile_tops == TOPS_NONE,
              "No capture pile lies face up here, so no top card is ever in play to start a build."),
    *(Exclusion(name, index, _always,
                "A drill's plays are made of the cards in play, and the top of one's own capture pile is never "
                "one of them: only a drop on it, or a typed move, meets this sentence.")
      for name, index in (("table_cards_exist", 3), ("build_from_table", 14), ("add_from_table", 14))),
    Exclusion("owner_may_not_trail", None, lambda r: r.compulsory_capture, _COMPULSORY_TRAIL),
    Exclusion("forced_pairing_trail", 0, lambda r: r.compulsory_capture and _captures_include_tops_or_none(r),
              _COMPULSORY_TRAIL),
    Exclusion("opponents_insist", 1, lambda r: r.compulsory_capture,
              "Capturing is compulsory here, so the trail of a card that can capture is refused by the "
              "compulsory capture rule as well as by the opponents' insisting."),
    *(Exclusion(name, index, lambda r: r.insist and _captures_include_tops_or_none(r), _INSIST_PAIRING)
      for name, index in (("forced_pairing_trail", 0), ("forced_pairing_capture", 0), ("forced_pairing_capture", 1))),
    Exclusion("forced_pairing_capture", 1, _one_value_per_card,
              "Every card has one value here, so the sentence that names the value is never needed."),
    Exclusion("forced_pairing_capture", 1, _only_aces_differ,
              "Only an ace in hand has two values, so the sentence needs an ace in hand and a loose ace "
              "that its capture leaves (two loose aces where a table ace counts 1 only); with equal cards "
              "always taken together a hand ace meets a loose ace only just after one is dealt or trailed, "
              "and 3,000 random positions of Dominican Casino (with either ace rule) did not show it."),
)


@dataclass(frozen=True)
class ItemExclusion:
    item: str                 # a scoring item's id (``scoring.score_round``)
    when: Callable[[Rules], bool]
    reason: str


# None at present: points for all thirteen spades beyond a limit of 12 (Överspader)
# were excluded while only random rounds were played; the score drills' lopsided
# rounds give them (``generator.LOPSIDED_ROUNDS``).
SCORING_EXCLUSIONS: tuple[ItemExclusion, ...] = ()


def excluded_items(rules: Rules) -> dict[str, str]:
    """The scoring items of the table that no drill can ask about, with the reason."""
    on = set(scoring_items(rules))
    return {ex.item: ex.reason for ex in SCORING_EXCLUSIONS if ex.item in on and ex.when(rules)}


def excluded(rules: Rules) -> dict[str, str]:
    """The templates in play that no drill can ask about, with the reason:
    besides ``EXCLUSIONS``, those no table play meets, or meets only
    together with another rule (``typed_only``)."""
    in_play = set(sentences_in_play(rules))
    out: dict[str, str] = {}
    for ex in EXCLUSIONS + TYPED_ONLY + NEVER_ALONE:
        if ex.when(rules):
            for t in ex.templates():
                if t in in_play:
                    out.setdefault(t, ex.reason)
    return out


def never_met(rules: Rules) -> set[str]:
    """The templates in play that no play on the table meets under the rules
    (``EXCLUSIONS`` and ``TYPED_ONLY``): not even a believable wrong choice
    of a "legal?" drill, since it talks of what this game or this table
    never shows (a build where there is no building, the command line's
    "say which cards")."""
    in_play = set(sentences_in_play(rules))
    return {t for ex in EXCLUSIONS + TYPED_ONLY if ex.when(rules) for t in ex.templates() if t in in_play}


def scoring_items(rules: Rules) -> list[str]:
    """The ids of the items of the rules' scoring table that can give points
    (``scoring.score_round``): an item whose points are set to 0 is absent,
    and so is one the pack cannot give (the jack of spades of a 40-card
    pack, more spades than it holds)."""
    spades = rules.decks * sum(1 for f in range(52) if f & 3 == 0 and not_in_pack(rules, f) is None)  # suit 0: spades
    items: list[str] = []
    for item, on in (("cards", rules.most_cards), ("spades", rules.most_spades),
                     ("spade_quota", 0 if rules.spade_quota > spades else rules.spade_quota),
                     ("overspader", 0 if rules.overspader >= spades else rules.overspader),
                     ("each_spade", rules.each_spade), ("aces", rules.each_ace),
                     ("big_casino", rules.big_casino), ("little_casino", rules.little_casino),
                     ("ace_of_spades", rules.ace_of_spades),
                     ("jack_of_spades", 0 if not_in_pack(rules, parse_card("JS")) else rules.jack_of_spades),
                     ("last_capture", rules.last_capture), ("sweeps", rules.sweep_points),
                     ("left_open", rules.sweep_left_open and rules.sweep_points),
                     ("mulles", rules.mulle != MULLE_OFF)):
        if on:
            items.append(item)
    return items


def missing(rules: Rules, drills: Mapping[str, object]) -> dict[str, list[str]]:
    """What a drill set (``generate.drill_set``) lacks: sentences in play
    and not excluded, scoring items; and excluded sentences it has all the
    same (the exclusion is then wrong)."""
    skip = excluded(rules)
    skip_items = excluded_items(rules)
    return {
        "sentences": [t for t in sentences_in_play(rules) if t not in skip and t not in drills],
        "scoring_items": [i for i in scoring_items(rules) if i not in skip_items and "score:" + i not in drills],
        "wrongly_excluded": [t for t in skip if t in drills] + [i for i in skip_items if "score:" + i in drills],
    }
