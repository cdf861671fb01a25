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

from .templates import N_, fill
from .rule_units import RULE_SPECS
from .rules_sense import rules_problem


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
