"""Every rule of the engine as one frozen parameter set, and the named presets.

``Rules`` has one field per rule spec (``rule_units.RULE_SPECS``), whose
metadata (label, help sentence, allowed values, group) it carries: the
settings dialog and the in-app rules text are generated from the specs, so
what a player reads is what the engine enforces.  Presets have stable ids that
saved games and the CLI rely on: never rename one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import JACK, pretty
from .templates import N_, N_plural, fill
from .rule_units import RULE_SPECS
from .units_african_building import TURN_ONE
from .units_capturing import COURTS_NONE, COURTS_NUMERIC, COURT_TAKES_ALL, max_capture_value
from .units_deal import PARTNERSHIPS_NEVER, PARTNERSHIPS_REQUIRED, pack_size
from .units_match import NEAR_OFF
from .units_piles import TOPS_NONE
from .units_scoring import CANCEL_NEVER, MULLE_OFF


class VariantError(ValueError):
    """An unknown preset or option, or options that make no sense together."""


def _rules_class() -> type:
    """``Rules``: one frozen field per spec of ``rule_units.RULE_SPECS``, in
    its order, with the spec's default and metadata."""
    made = dataclasses.make_dataclass(
        "Rules", [(s.id, s.kind, field(default=s.default, metadata=s.metadata())) for s in RULE_SPECS],
        frozen=True)
    made.__module__ = __name__  # pickled and printed as this module's
    made.__doc__ = "Every rule of the engine as one frozen parameter set (``rule_units.RULE_SPECS``)."
    return made


if TYPE_CHECKING:
    class Rules:
        """The type checker's view of ``Rules``: the fields of the specs
        (``rule_units.RULE_SPECS``), in their order, each typed by its spec's
        kind (``tests/core/test_variants.py`` holds the two lists equal)."""

        __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]

        decks: int
        hand_size: int
        table_size: int
        min_players: int
        max_players: int
        three_players: bool
        four_players_in_partnerships: str
        deal_order: str
        dealer_choice: str
        forty_cards: bool
        deal_whole_pack: bool
        anticlockwise: bool
        face_values: str
        ace_value: str
        special_hand_values: bool
        face_capture: str
        compulsory_capture: bool
        forced_pairing: bool
        pile_tops: str
        partner_piles: str
        pile_order: str
        insist: bool
        building: bool
        build_max: int
        raise_own_build: bool
        same_value_builds: str
        face_builds: bool
        owner_may_trail: bool
        table_cards_raise_single: bool
        single_build_as_card: bool
        trail_and_build: bool
        build_for_partner: bool
        owner_obligation: str
        no_builds_first_deal: bool
        raise_partners_build: bool
        join_opponents_build: bool
        turn_actions: str
        one_build_first_deal: bool
        owner_trails_second_deal: bool
        most_cards: int
        most_spades: int
        overspader: int
        each_spade: int
        each_ace: int
        big_casino: int
        little_casino: int
        ace_of_spades: int
        jack_of_spades: int
        ties_split: bool
        spade_quota: int
        last_capture: int
        sweep_points: int
        sweep_left_open: bool
        sweeps_cancel: str
        finnish_sweep_limits: bool
        immediate_scoring: bool
        score_as_earned: bool
        mulle: str
        misere: bool
        target: int
        rounds_each: int
        differential: bool
        near_target: str
        tie_break: str

        def __init__(self, **values: Any) -> None: ...
else:
    Rules = _rules_class()


RULE_FIELDS: tuple[dataclasses.Field[Any], ...] = tuple(fields(Rules))
# What a table may change: the house-rules form's fields.
HOUSE_RULE_FIELDS: tuple[dataclasses.Field[Any], ...] = tuple(f for f in RULE_FIELDS if f.metadata["house_rule"])
_FIELD_BY_NAME = {f.name: f for f in RULE_FIELDS}
_DEFAULTS = Rules()


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    family: str
    summary: str
    rules: Rules


def _v(id: str, name: str, family: str, summary: str, **overrides: Any) -> Variant:
    return Variant(id, name, family, summary, replace(_DEFAULTS, **overrides))


# The family (``Variant.family``, also its id) of the Kasino played in Sweden and Norway (pagat's "Nordic Casino", seed 000's "the Nordic
# countries") and its variants: "Nordic", not "Swedish", where the family is shown.  Called Swedish, the
# Norwegian's own game (``qt/game/setup.HOME_VARIANTS``) read as somebody else's: "Kasino (svensk; parti
# til 16)" (the seventh stranger's play-test of 6 December, finding 8).  Finnish Kasino and Mulle keep
# families of their own; the ids of the variants are unchanged.
NORDIC = N_("Nordic", note="a family of games, shown after a game's name: the Kasino of Sweden and Norway and its "
                           "variants (Finnish Kasino and Mulle have families of their own)")
_NORDIC = dict(face_values="numeric", ace_value="1_or_14", building=False, most_cards=1, most_spades=2,
               last_capture=1, sweep_points=1, target=16, tie_break="most_spades", dealer_choice="highest_card")

PRESETS: tuple[Variant, ...] = (
    _v("casino", N_("Casino"), N_("Anglo-American"),
       N_("The classic English-language game: builds, court cards take only their rank, 11 points a round, game to 21."),
       deal_order="others_table_dealer"),
    _v("casino-simple", N_("Casino (simple rules)"), N_("Anglo-American"),
       N_("Casino as it is often taught at home: builds up to 10, court-card builds, a court card takes every card of its rank, sweeps score, one round."),
       face_capture="all", face_builds=True, build_max=10, sweep_points=1, target=0, dealer_choice="lowest_card",
       owner_obligation="simple"),
    _v("royal-casino", N_("Royal Casino"), N_("Royal"),
       N_("North American Royal Casino: J 11, Q 12, K 13 join sums and builds; the ace counts 1 or 14; game to 21."),
       face_values="numeric", ace_value="1_or_14_in_hand", tie_break="count_out"),
    _v("dominican-casino", N_("Royal Casino (Dominican)"), N_("Royal"),
       N_("Royal Casino as played in the Dominican Republic: J 11, Q 12, K 13, the ace 1 or 14; a card equal to a loose card must take it; nobody raises their own build; opposing sweeps cancel; near 21 only cards, the 10\u2666 or spades win."),
       face_values="numeric", ace_value="1_or_14_in_hand", forced_pairing=True, raise_own_build=False,
       sweep_points=1, sweeps_cancel="minimum", near_target="dominican", four_players_in_partnerships="required",
       tie_break="count_out", anticlockwise=True),
    _v("spade-casino", N_("Spade Casino"), N_("Anglo-American"),
       N_("Casino where every spade scores, the jack of spades one extra: 24 points a round, game to 61."),
       most_spades=0, each_spade=1, jack_of_spades=1, target=61),
    _v("wippen", N_("Wippen"), N_("Anglo-American"),
       N_("The Belgian game: most cards 2, most spades 2, each sweep (wip) 1."),
       most_cards=2, most_spades=2, sweep_points=1),
    _v("swedish-kasino", N_("Swedish Kasino"), NORDIC,
       N_("The Nordic game without building: J 11, Q 12, K 13, the ace 1 or 14; most spades 2, the last capture (sistan) and every sweep (tabbe) score; game to 16."),
       **_NORDIC),
    _v("overspader", N_("Överspader"), NORDIC,
       N_("Swedish Kasino where every spade beyond six scores a point instead of the most-spades prize; game to 21."),
       **{**_NORDIC, "most_spades": 0, "overspader": 6, "target": 21}),
    _v("kasino", N_("Kasino"), NORDIC,
       N_("The Nordic game without building, with the ace worth 14 in the hand and 1 on the table: J 11, Q 12, K 13; most spades 2, every sweep (tabbe) and the last capture (sistan) score; game to 16."),
       **{**_NORDIC, "ace_value": "14_in_hand_1_on_table"}),
    _v("finnish-kasino", N_("Finnish Kasino"), N_("Finnish"),
       N_("Finnish Kasino: ace 14 from the hand, 2\u2660 15 and 10\u2666 16 from the hand; aces and casinos score at once; sweeps (mökki) cancel and freeze at 10 points; game to 16."),
       **{**_NORDIC, "ace_value": "14_in_hand_1_on_table", "special_hand_values": True, "last_capture": 0,
          "sweeps_cancel": "one_each", "finnish_sweep_limits": True, "immediate_scoring": True, "tie_break": "finnish",
          "dealer_choice": "random"}),
    _v("krypkasino", N_("Krypkasino"), NORDIC,
       N_("Misère Kasino with two decks: capturing is compulsory and every point taken is a penalty (10\u2666 3, 2\u2660 2, A\u2660 2, the other spades and aces 1 each); a sweep costs its maker 5 and takes 5 off the penalties of whoever left the table open; the fewest penalties win. Rule books disagree on the deal and say nothing of the end, so these are our choices (both can be changed): 4 cards each and 4 to the table, and every player deals once."),
       **{**_NORDIC, "decks": 2, "ace_value": "14_in_hand_1_on_table", "compulsory_capture": True,
          "most_cards": 0, "most_spades": 0, "each_spade": 1, "each_ace": 1, "big_casino": 3, "little_casino": 1,
          "last_capture": 0, "sweep_points": 5, "sweep_left_open": True, "misere": True, "target": 0,
          "rounds_each": 1, "tie_break": "higher_total"}),
    _v("mulle", N_("Mulle"), N_("Mulle"),
       N_("Swedish Mulle with two decks: 5 cards each and 5 to the table; taking the identical card alone is a mulle worth 5."),
       **{**_NORDIC, "decks": 2, "hand_size": 5, "table_size": 5, "most_cards": 0, "most_spades": 1,
          "mulle": "alone_5"}),
    _v("mulle-kortspel", N_("Mulle (Kortspelshandboken)"), N_("Mulle"),
       N_("Mulle of Kortspelshandboken: two decks, 4 each and 8 to the table, building, ace 14 / 2\u2660 15 / 10\u2666 16 from the hand; every spade scores; a mulle scores the played card's value."),
       face_values="numeric", ace_value="14_in_hand_1_on_table", special_hand_values=True, decks=2, table_size=8,
       four_players_in_partnerships="required", three_players=False, most_cards=0, most_spades=0, each_spade=1, each_ace=0,
       big_casino=3, little_casino=1, ace_of_spades=1, sweep_points=1, mulle="capture_value", target=0,
       dealer_choice="highest_card", tie_break="most_spades"),
)

# The African family (pagat's "African Casino": Eswatini and Lesotho from
# Jonathan Dushoff, South Africa from Faizal Asmal).  Our choices where the
# sources are silent are in docs/rules.md, "African Casino".
_AFRICAN = dict(anticlockwise=True, deal_whole_pack=True, raise_own_build=False, raise_partners_build=False,
                join_opponents_build=False, same_value_builds="merge", most_cards=2, most_spades=2, ties_split=True,
                each_ace=1, big_casino=2, little_casino=1, tie_break="higher_total")
_SWAZI = dict(_AFRICAN, face_values="numeric", ace_value="1_or_14", pile_tops="builds", owner_may_trail=True,
              turn_actions="several", one_build_first_deal=True, four_players_in_partnerships="required", target=21)

PRESETS += (
    _v("swazi-casino", N_("Swazi Casino"), N_("African"),
       N_("Casino of Eswatini: play to the right; four cards cut to the table, the rest dealt out; captured cards lie face up and an opponent's top card may go into your build; one card from the hand a turn, with builds and additions from the table before or after it; J 11, Q 12, K 13, the ace 1 or 14; 11 points a deal, game to 21."),
       **_SWAZI),
    _v("sotho-casino", N_("Sotho Casino"), N_("African"),
       N_("Casino of Lesotho: Swazi Casino where court cards have no number and take only their rank, the ace counts 1, and partners keep a capture pile each and may use each other's top card."),
       **{**_SWAZI, "face_values": "none", "ace_value": "1", "face_capture": "all", "face_builds": True,
          "partner_piles": "separate"}),
    _v("south-african-casino", N_("South African Casino"), N_("African"),
       N_("The South African game: 40 cards without court cards, the ace 1, builds to 10, the whole pack dealt, play to the right; the top card of every capture pile may be captured; most cards 2, five spades or more 1, 10\u2666 2, 2\u2660 1, each ace 1; one deal is the game."),
       **{**_AFRICAN, "forty_cards": True, "build_max": 10, "table_size": 0, "pile_tops": "captures",
          "pile_order": "lowest_on_top", "owner_trails_second_deal": True, "most_spades": 0, "spade_quota": 5,
          "target": 0}),
)

_PRESET_BY_ID = {v.id: v for v in PRESETS}
assert len(_PRESET_BY_ID) == len(PRESETS), "duplicate preset id"


def preset(variant_id: str) -> Variant:
    if not isinstance(variant_id, str):
        raise VariantError(N_("The variant must be given by its name, like \"casino\"."))
    try:
        return _PRESET_BY_ID[variant_id]
    except KeyError:
        known = ", ".join(_PRESET_BY_ID)
        shown = variant_id if len(variant_id) <= 40 else variant_id[:40] + "..."
        raise VariantError(fill(N_("Unknown variant '{shown}'; the variants are: {known}."), shown=shown,
                                known=known)) from None


def needs_met(value_of: Callable[[str], object], needs: str | None) -> bool:
    """Whether a field's precondition (its ``needs``: "name", "name=value"
    or "name!=value", or several of them joined by commas, all to hold)
    holds, ``value_of(name)`` giving each field's value: the setup form and
    the rules text ask it alike."""
    if not needs:
        return True
    if "," in needs:
        return all(needs_met(value_of, part) for part in needs.split(","))
    if "!=" in needs:
        name, _, unwanted = needs.partition("!=")
        return str(value_of(name)) != unwanted
    if "=" in needs:
        name, _, want = needs.partition("=")
        return str(value_of(name)) == want
    return bool(value_of(needs))


def field_meta(name: str) -> dict[str, Any]:
    return dict(_FIELD_BY_NAME[name].metadata)


def coerce_option(name: str, value: Any) -> Any:
    """Check one option's name, type and allowed values; return the value."""
    f = _FIELD_BY_NAME.get(name) if isinstance(name, str) else None
    if f is None:
        shown = name if isinstance(name, str) and len(name) <= 40 else str(name)[:40] + "..."
        raise VariantError(fill(N_("Unknown option '{shown}'."), shown=shown))
    meta = f.metadata
    if f.type in (bool, "bool"):
        if not isinstance(value, bool):
            raise VariantError(fill(N_("Option '{name}' must be true or false."), name=name))
    elif f.type in (int, "int"):
        if isinstance(value, bool) or not isinstance(value, int):
            raise VariantError(fill(N_("Option '{name}' must be a whole number."), name=name))
        lo, hi = meta["range"]
        if not lo <= value <= hi:
            raise VariantError(fill(N_("Option '{name}' must be between {lo} and {hi}."), name=name, lo=lo, hi=hi))
    else:
        if value not in meta["choices"]:
            raise VariantError(fill(N_("Option '{name}' must be one of {choices}."), name=name,
                                    choices=", ".join(meta["choices"])))
    return value


def make_rules(variant_id: str, options: dict[str, Any] | None = None) -> Rules:
    """A preset with house rules switched on or off; nonsense is refused."""
    base = preset(variant_id).rules
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise VariantError(N_("House rules must be given as a JSON object of option names and values, like {\"target\": 11}."))
    changes = {name: coerce_option(name, value) for name, value in options.items()}
    rules = replace(base, **changes)
    problem = rules_problem(rules)
    if problem:
        raise VariantError(problem)
    return rules


def options_of(rules: Rules, variant_id: str) -> dict[str, Any]:
    """The options that differ from the preset (what a record stores)."""
    base = preset(variant_id).rules
    return {f.name: getattr(rules, f.name) for f in RULE_FIELDS if getattr(rules, f.name) != getattr(base, f.name)}


# The options refused while building is off: the specs that need it, but
# those that are lenient (``RuleSpec.lenient_needs``).
_BUILD_OPTIONS = tuple(s for s in RULE_SPECS if s.needs_field("building") and not s.lenient_needs)


def rules_problem(r: Rules) -> str | None:
    """One sentence saying why a combination of options makes no sense, or None."""
    d = _DEFAULTS
    if r.min_players > r.max_players:
        return N_("The fewest players cannot be more than the most players.")
    if r.face_values == COURTS_NUMERIC and r.face_capture != d.face_capture:
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


def can_score(r: Rules) -> bool:
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
    return r.mulle != MULLE_OFF


def _near_target_problem(r: Rules) -> str | None:
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


def game_problem(r: Rules, players: int, partnerships: bool) -> str | None:
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


def in_pack(r: Rules, card: int) -> bool:
    """Whether the variant's pack holds a card of this face: every card, or
    no jack, queen or king in a 40-card pack."""
    return not r.forty_cards or (card % 52) >> 2 < JACK


def not_in_pack(r: Rules, card: int) -> str | None:
    """The sentence for a card the variant's pack does not hold (a position,
    a round to score), else None: the deal never makes such a card."""
    if in_pack(r, card):
        return None
    return fill(N_("The {card} is not in this game's pack: it is played with 40 cards, without jacks, queens and kings."),
                card=pretty(card))
