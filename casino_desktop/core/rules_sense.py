"""Whether a set of rules can be played, and by that table: one sentence
for the first reason it cannot (``rules_problem``, ``game_problem``), and
whether a card is in the game's pack.  Apart from the presets
(``variants``), which refuse nonsense through it: the house-rules form,
the CLI, a save's reader and the deal ask the same questions here."""
from __future__ import annotations

from typing import Any

from .cards import JACK, pretty
from .rule_units import RULE_SPECS
from .templates import N_, N_plural, fill
from .units_african_building import TURN_ONE
from .units_capturing import COURT_TAKES_ALL, COURTS_NONE, COURTS_NUMERIC, max_capture_value
from .units_deal import PARTNERSHIPS_NEVER, PARTNERSHIPS_REQUIRED, pack_size
from .units_match import NEAR_OFF
from .units_piles import TOPS_NONE
from .units_scoring import CANCEL_NEVER, MULLE_OFF

# A rule set ``r`` is a ``variants.Rules``, typed ``Any`` as in the rule units: ``variants``
# asks this module, so it cannot be imported here.

# Each rule's value in a fresh ``Rules()``: what "changed" is measured from.
_DEFAULT = {s.id: s.default for s in RULE_SPECS}

# The options refused while building is off: the specs that need it, but
# those that are lenient (``RuleSpec.lenient_needs``).
_BUILD_OPTIONS = tuple(s for s in RULE_SPECS if s.needs_field("building") and not s.lenient_needs)


def rules_problem(r: Any) -> str | None:
    """One sentence saying why a combination of options makes no sense, or None."""
    if r.min_players > r.max_players:
        return N_("The fewest players cannot be more than the most players.")
    if r.face_values == COURTS_NUMERIC and r.face_capture != _DEFAULT["face_capture"]:
        return N_("Court-card capture rules only apply when court cards have no number.")
    if r.face_builds and r.face_values == COURTS_NUMERIC:
        return N_("Court-card builds only apply when court cards have no number; with numbers they build like any card.")
    if not r.building:
        changed = [s for s in _BUILD_OPTIONS if getattr(r, s.id) != s.default]
        for spec in changed:
            if spec.default is False:  # a rule switched on: named
                return fill(N_("'{label}' needs building, which this variant has switched off."), label=spec.label)
        if changed:
            return N_("Build options need building, which this variant has switched off.")
    if r.build_max and r.build_max < 2:
        return N_("The highest build must be at least 2.")
    if r.build_max and r.build_max > max_capture_value(r):
        return fill(N_("The highest build cannot exceed {value}, the highest value a card can capture."),
                    value=max_capture_value(r))
    if r.overspader and r.most_spades:
        return N_("Överspader replaces the most-spades prize: set most spades to 0 to use it.")
    if r.sweep_points == 0 and (r.sweeps_cancel != CANCEL_NEVER or r.finnish_sweep_limits):
        return N_("Sweep cancelling and sweep limits need sweeps to score.")
    if r.mulle != MULLE_OFF and r.decks != 2:
        return N_("A mulle needs the double deck: with one deck no card has an identical twin.")
    if r.differential and r.target == 0:
        return N_("Differential scoring needs a target score.")
    if r.score_as_earned:
        if r.target == 0:
            return N_("Scoring points as they are earned ends the game when a side reaches the target: it needs a target score.")
        if r.immediate_scoring:
            return (N_("Scoring points as they are earned already scores aces and casinos at once: "
                    "switch off the Finnish immediate scoring."))
        if r.differential:
            return N_("Differential scoring compares whole rounds, so points cannot also be scored as they are earned.")
        if r.sweeps_cancel != CANCEL_NEVER:
            return N_("Sweeps that may be cancelled at the end of the round cannot score the moment they are made.")
    if r.forced_pairing and r.face_values == COURTS_NONE and r.face_capture != COURT_TAKES_ALL:
        return (N_("Equal cards must be taken needs court cards that can take every card of their rank at once: "
                "court cards with numbers, or 'any number of its rank'."))
    if r.sweep_left_open and r.sweeps_cancel != CANCEL_NEVER:
        return N_("Sweeps that count against whoever left them cannot also cancel out.")
    if r.rounds_each and r.target:
        return N_("A match of a fixed number of rounds has no target: set the target score to 0.")
    if r.misere and (r.immediate_scoring or r.score_as_earned or r.differential or r.near_target != NEAR_OFF):
        return (N_("Penalty points are counted at the end of each round: misère cannot go with immediate, "
                "as-earned or differential scoring, or with the rule near the target."))
    if r.near_target != NEAR_OFF:
        problem = _near_target_problem(r)
        if problem:
            return problem
    if r.pile_tops != TOPS_NONE and r.decks != 1:
        return N_("Capture piles' top cards are played with one deck: with two, a card could lie on two piles at once.")
    if r.forty_cards and (r.decks != 1 or r.score_as_earned):
        return N_("The 40-card pack is one deck, scored at the end of the round.")
    if r.turn_actions != TURN_ONE and not r.building:
        return N_("Several actions in a turn are builds and additions: they need building.")
    if r.owner_trails_second_deal and r.owner_may_trail:
        return N_("'Build owner trails in the second deal' only matters when a build owner may not trail otherwise.")
    if r.table_size + (0 if r.deal_whole_pack else r.hand_size * r.max_players) > pack_size(r):
        return N_("There are not enough cards for that many players with those hand and table sizes.")
    if not can_score(r):
        return (N_("With every scoring item at 0 no side can ever score, so the match would never end: "
                "give at least one item some points."))
    if r.misere and r.target:
        return (N_("Under misère every point counts against its taker, so no side would ever reach a target: "
                "set the target score to 0."))
    return None


# The rule fields that give points for one item each (a count of points).
SCORING_ITEMS: tuple[str, ...] = tuple(s.id for s in RULE_SPECS if s.scores_item)


def can_score(r: Any) -> bool:
    """Whether some item can ever give a side a point (``scoring.score_round``
    and ``immediate_points`` score nothing else).  Without one every round
    ends level at 0, and a level round is followed by another: the match
    would never end (a record of a million moves was made that way)."""
    if any(getattr(r, name) for name in SCORING_ITEMS):
        return True
    if r.spade_quota and r.spade_quota <= (10 if r.forty_cards else 13) * r.decks:
        return True  # one side may take every spade of the pack, so the quota can be reached
    if r.overspader and 13 * r.decks > r.overspader:  # some side can take more spades than the threshold
        return True
    return bool(r.mulle != MULLE_OFF)


def _near_target_problem(r: Any) -> str | None:
    """The Dominican ladder needs a target and three items of different
    worth below it: how far a side is from the target names its item."""
    if r.target == 0:
        return N_("The rule near the target needs a target score.")
    worth = (r.most_cards, r.big_casino, r.most_spades)
    if not all(worth):
        return N_("The rule near the target needs most cards, the 10\u2666 and most spades to score.")
    if len(set(worth)) != 3:
        return (N_("The rule near the target tells its items apart by their points: most cards, the 10\u2666 "
                "and most spades must score differently."))
    if max(worth) >= r.target:
        return N_("The rule near the target needs a target above the points of most cards, the 10\u2666 and most spades.")
    if r.differential or r.immediate_scoring or r.score_as_earned:
        return N_("The rule near the target judges whole rounds of plain scores: it cannot go with differential, immediate or as-earned scoring.")
    return None


def game_problem(r: Any, players: int, partnerships: bool) -> str | None:
    """Why these rules cannot be played with that table, or None."""
    if not r.min_players <= players <= r.max_players:
        if r.min_players == r.max_players:
            return fill(N_plural("This variant is played by exactly {count} player.",
                                 "This variant is played by exactly {count} players."), r.min_players)
        return fill(N_plural("This variant is played by {lowest} to {count} player.",
                             "This variant is played by {lowest} to {count} players."), r.max_players, lowest=r.min_players)
    if players == 3 and not r.three_players:
        return N_("This variant is played by two players, or four in partnerships.")
    if partnerships and players != 4:
        return N_("Partnerships need four players.")
    if players == 4 and not partnerships and r.four_players_in_partnerships == PARTNERSHIPS_REQUIRED:
        return N_("With four players this variant is played in partnerships.")
    if partnerships and r.four_players_in_partnerships == PARTNERSHIPS_NEVER:
        return N_("This variant is not played in partnerships.")
    if r.build_for_partner and not partnerships:
        return N_("Building for a partner needs partnerships.")
    sides = 2 if partnerships else players
    if r.differential and sides != 2:
        return N_("Differential scoring needs exactly two sides.")
    if r.table_size + (players if r.deal_whole_pack else r.hand_size * players) > pack_size(r):
        return N_("There are not enough cards for that many players.")
    if not can_score(r):  # rules made without make_rules (which refuses them already)
        return (N_("With every scoring item at 0 no side can ever score, so the match would never end: "
                "give at least one item some points."))
    return None


def in_pack(r: Any, card: int) -> bool:
    """Whether the variant's pack holds a card of this face: every card, or
    no jack, queen or king in a 40-card pack."""
    return not r.forty_cards or (card % 52) >> 2 < JACK


def not_in_pack(r: Any, card: int) -> str | None:
    """The sentence for a card the variant's pack does not hold (a position,
    a round to score), else None: the deal never makes such a card."""
    if in_pack(r, card):
        return None
    return fill(N_("The {card} is not in this game's pack: it is played with 40 cards, without jacks, queens and kings."),
                card=pretty(card))
