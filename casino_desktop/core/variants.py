"""Every rule of the engine as one frozen parameter set, and the named presets.

Each field carries metadata (label, help sentence, allowed values, group):
the settings dialog and the in-app rules text are generated from it, so what
a player reads is what the engine enforces.  Presets have stable ids that
saved games and the CLI rely on: never rename one.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .cards import JACK, pretty
from .i18n import N_, N_plural, fill


class VariantError(ValueError):
    """An unknown preset or option, or options that make no sense together."""


# The groups of rules, as the settings dialog and the rules text head them.
DEAL = N_("Deal", note="a group of rules: dealing the cards")
CAPTURING = N_("Capturing", note="a group of rules: taking cards from the table")
BUILDING = N_("Building", note="a group of rules, and the rule that players may build")
SCORING = N_("Scoring", note="a group of rules: what scores points")
MATCH = N_("Match", note="a group of rules: how a match is won")


def _opt(default, label, help, choices=None, lo=None, hi=None, group=CAPTURING, needs=None, house_rule=True):
    """A rule field.  ``choices``: {stored value: what it means, in a
    player's words} (the setup dialog lists the words, the rules text says
    the chosen one; records and the CLI keep the stored value).
    ``needs``: when the field means anything (``needs_met``).
    ``house_rule``: False for what a variant is rather than how a table
    plays it (the pack, how many may play): the rules text says it, the
    house-rules form does not offer it."""
    meta = {"label": label, "help": help, "group": group, "house_rule": house_rule}
    if choices is not None:
        meta["choices"] = tuple(choices)
        meta["choice_labels"] = dict(choices)
    if lo is not None:
        meta["range"] = (lo, hi)
    if needs is not None:
        meta["needs"] = needs
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class Rules:
    # --- deck and deal -----------------------------------------------------
    decks: int = _opt(1, N_("Decks"), N_("One 52-card deck, or the 104-card double deck of Mulle."), lo=1, hi=2, group=DEAL, house_rule=False)
    hand_size: int = _opt(4, N_("Cards per hand"), N_("Cards dealt to each player in every deal."), lo=2, hi=8, group=DEAL, needs="deal_whole_pack=False")
    table_size: int = _opt(4, N_("Cards to the table"), N_("Cards dealt face up to the table at the start of a round (never again later)."), lo=0, hi=8, group=DEAL)
    min_players: int = _opt(2, N_("Fewest players"), N_("The smallest number of players this variant is played with."), lo=2, hi=4, group=DEAL, house_rule=False)
    max_players: int = _opt(4, N_("Most players"), N_("The largest number of players this variant is played with."), lo=2, hi=4, group=DEAL, house_rule=False)
    three_players: bool = _opt(True, N_("Three players"), N_("Whether three players may play (Kortspelshandboken's Mulle is for two, or four in partnerships)."), group=DEAL, house_rule=False)
    four_players_in_partnerships: str = _opt(
        "optional", N_("Partnerships with four"), N_("Whether four players play as two partnerships (partners sit opposite and pool their cards)."),
        choices={"optional": N_("as the players choose"), "required": N_("always"), "never": N_("never")}, group=DEAL)
    deal_order: str = _opt(
        "players_then_table", N_("Deal order"), N_("The order in which each packet of the shuffled deck is dealt: it decides which card goes where."),
        choices={"players_then_table": N_("round the players, then to the table"),
                 "others_table_dealer": N_("others, the table, then the dealer")},
        group=DEAL, needs="deal_whole_pack=False")
    dealer_choice: str = _opt(
        "random", N_("Choosing the first dealer"), N_("How the first dealer is chosen; the deal then passes to the next player each round, in the direction of play."),
        choices={"random": N_("at random"), "highest_card": N_("the highest card drawn deals"),
                 "lowest_card": N_("the lowest card drawn deals")}, group=DEAL)

    forty_cards: bool = _opt(
        False, N_("40-card pack"), N_("The jacks, queens and kings are taken out of the pack before the deal (South Africa)."), group=DEAL)
    deal_whole_pack: bool = _opt(
        False, N_("Deal the whole pack"), N_("After the cards to the table the dealer deals the whole pack out, one card at a time, in equal hands (two players get theirs in two deals); cards that do not divide evenly go to the table. The number of cards per hand is then not used."),
        group=DEAL)
    anticlockwise: bool = _opt(
        False, N_("Play to the right"), N_("Play, the cut and the deal pass to the right (anticlockwise), as in southern Africa and the Dominican Republic."), group=DEAL)

    # --- capture values ----------------------------------------------------
    face_values: str = _opt(
        "none", N_("Court cards"), N_("What J, Q and K count."),
        choices={"none": N_("no number, each takes its own rank"),
                 "numeric": N_("J 11, Q 12, K 13, in sums and builds")}, needs="forty_cards=False")
    ace_value: str = _opt(
        "1", N_("Ace"), N_("What an ace counts; where it may count 1 or 14, the player chooses."),
        choices={"1": "1", "1_or_14": N_("1 or 14, played or on the table"),
                 "1_or_14_in_hand": N_("1 or 14 played; 1 on table (Royal)"),
                 "14_in_hand_1_on_table": N_("14 when played, 1 on the table")})
    special_hand_values: bool = _opt(
        False, N_("10\u2666 = 16 and 2\u2660 = 15 from the hand"), N_("Played from the hand the ten of diamonds counts 16 and the two of spades 15 (10 and 2 on the table)."))
    face_capture: str = _opt(
        "one", N_("Court card captures"), N_("What a numberless court card takes."),
        choices={"one": N_("one table card of its rank"), "all": N_("any number of its rank"),
                 "one_or_three": N_("one, or all three by the fourth")},
        needs="face_values=none,forty_cards=False")
    compulsory_capture: bool = _opt(
        False, N_("Capturing is compulsory"), N_("A player who can capture may not trail (building is still allowed)."))
    forced_pairing: bool = _opt(
        False, N_("Equal cards must be taken"), N_("A card equal in value to a loose table card may not be trailed, and a capture made with it must take every loose card worth the value it is played as; it may still go into a build (Dominican)."))

    pile_tops: str = _opt(
        "none", N_("Top cards of capture piles"), N_("Captured cards are kept face up; what another player may do with the top card of a capture pile (the card beneath then becomes the top)."),
        choices={"none": N_("not in play"),
                 "builds": N_("into builds only (Swazi)"),
                 "captures": N_("built or captured (South Africa)")})
    partner_piles: str = _opt(
        "shared", N_("Partners' capture piles"), N_("Whether partners keep one capture pile between them or one each; a partner's top card is in play when each keeps their own (Lesotho)."),
        choices={"shared": N_("one pile for both"), "separate": N_("one pile each")}, needs="pile_tops!=none")
    pile_order: str = _opt(
        "played_on_top", N_("Order on the capture pile"), N_("Which card of a capture ends up on top of the pile, where the next player may use it: the card played (the cards it took beneath it, the lowest nearest the top), or the lowest card (all of them in order of value)."),
        choices={"played_on_top": N_("the card played on top"),
                 "lowest_on_top": N_("the lowest card on top")}, needs="pile_tops!=none")
    insist: bool = _opt(
        False, N_("Opponents insist"), N_("A capture must take everything the card played may take, and a player who may add table cards or top cards to their side's builds must add them before ending the turn (Swazi lets opponents insist on both)."))

    # --- building ------------------------------------------------------------
    building: bool = _opt(True, BUILDING, N_("Players may build: combine a hand card with table cards to be taken later by a card of the declared value."), group=BUILDING)
    build_max: int = _opt(0, N_("Highest build"), N_("The highest value a build may have (0: as high as any card can capture)."), lo=0, hi=16, group=BUILDING, needs="building")
    raise_own_build: bool = _opt(True, N_("Raise your own build"), N_("A player may raise a single build they control (the Dominican form forbids it)."), group=BUILDING, needs="building")
    same_value_builds: str = _opt(
        "allowed", N_("Two builds of one value"), N_("What happens to a new build of a value already built on the table."),
        choices={"allowed": N_("both stand side by side"),
                 "merge": N_("they merge into one multiple build")},
        group=BUILDING, needs="building")
    face_builds: bool = _opt(False, N_("Court-card builds"), N_("A court card may be put on a table court card of its rank, to be taken later by another of that rank."), group=BUILDING, needs="building,face_values=none,forty_cards=False")
    owner_may_trail: bool = _opt(False, N_("Build owner may trail"), N_("The controller of a build may trail and leave the build on the table."), group=BUILDING, needs="building")
    table_cards_raise_single: bool = _opt(
        False, N_("Table cards may help raise"), N_("Loose table cards may help raise a single build, provided a hand card also adds to its value."), group=BUILDING, needs="building")
    single_build_as_card: bool = _opt(
        False, N_("A single build counts as a card"), N_("A single build counts as one card of its value in sums, for capturing and for extending builds."), group=BUILDING, needs="building")
    trail_and_build: bool = _opt(
        False, N_("Trail and build"), N_("Trail a card and at the same time build from other table cards (not the trailed card); you must still hold a card of the build's value."), group=BUILDING, needs="building")
    build_for_partner: bool = _opt(
        False, N_("Build for your partner"), N_("In partnerships you may build to a value your partner holds."), group=BUILDING, needs="building")
    owner_obligation: str = _opt(
        "pagat", N_("Build owner's duty"), N_("What a player who owns a build may do until it is taken: never trail; under the stricter rule of the simple game also no new build and no adding, only taking it, capturing something else or raising a build."),
        choices={"pagat": N_("anything but trailing"),
                 "simple": N_("only take it, capture or raise")},
        group=BUILDING, needs="building")

    raise_partners_build: bool = _opt(
        True, N_("Raise your partner's build"), N_("In partnerships a player may raise a single build their partner owns (the Swazi game allows only an opponent's)."), group=BUILDING, needs="building")
    join_opponents_build: bool = _opt(
        True, N_("Add to an opponent's build"), N_("A player may add cards to a build an opponent owns, or merge a build of the same value into it, and so take it over; when off, cards may go onto an opponent's build only in the turn that captures it (Swazi)."),
        group=BUILDING, needs="building")
    turn_actions: str = _opt(
        "one", N_("A turn"), N_("With several actions a player plays exactly one card from the hand, and before or after it may make builds from table cards alone and add table cards and top cards to their side's builds; then they end the turn (Swazi)."),
        choices={"one": N_("one play from the hand"), "several": N_("several actions, one hand card")},
        group=BUILDING, needs="building")
    one_build_first_deal: bool = _opt(
        False, N_("One build in the first deal"), N_("With two players, during the first deal a player who owns a build may not trail and may not make or take over a build of another value (lifted in the second deal)."),
        group=BUILDING, needs="building")
    owner_trails_second_deal: bool = _opt(
        False, N_("Build owner trails in the second deal"), N_("With two players the owner of a build may trail in the second deal, though not in the first (South Africa)."),
        group=BUILDING, needs="building")

    # --- scoring -------------------------------------------------------------
    most_cards: int = _opt(3, N_("Most cards"), N_("Points for taking the most cards (a tie scores nothing, unless tied majorities share)."), lo=0, hi=5, group=SCORING)
    most_spades: int = _opt(1, N_("Most spades"), N_("Points for taking the most spades (a tie scores nothing, unless tied majorities share)."), lo=0, hi=5, group=SCORING)
    overspader: int = _opt(0, N_("Överspader threshold"), N_("If not 0: one point per spade taken beyond this many, instead of a most-spades prize."), lo=0, hi=12, group=SCORING)
    each_spade: int = _opt(0, N_("Each spade"), N_("Points for every spade taken."), lo=0, hi=2, group=SCORING)
    each_ace: int = _opt(1, N_("Each ace"), N_("Points for every ace taken."), lo=0, hi=3, group=SCORING)
    big_casino: int = _opt(2, N_("10\u2666 (big casino)"), N_("Points for the ten of diamonds (on top of any spade or ace points)."), lo=0, hi=5, group=SCORING)
    little_casino: int = _opt(1, N_("2\u2660 (little casino)"), N_("Points for the two of spades (on top of its spade point, if spades score each)."), lo=0, hi=5, group=SCORING)
    ace_of_spades: int = _opt(0, N_("A\u2660 extra"), N_("Extra points for the ace of spades."), lo=0, hi=3, group=SCORING)
    jack_of_spades: int = _opt(0, N_("J\u2660 extra"), N_("Extra points for the jack of spades (Spade Casino)."), lo=0, hi=3, group=SCORING)
    ties_split: bool = _opt(
        False, N_("Tied majorities share"), N_("When sides tie for most cards or most spades, each tied side scores an equal share of the points (rounded down) instead of nothing."), group=SCORING)
    spade_quota: int = _opt(
        0, N_("Spades for a point"), N_("If not 0: every side that takes at least this many spades scores 1 point (South Africa: five)."), lo=0, hi=13, group=SCORING)
    last_capture: int = _opt(0, N_("Last capture"), N_("Points for the player who makes the last capture of the round (sistan)."), lo=0, hi=3, group=SCORING)
    sweep_points: int = _opt(0, N_("Each sweep"), N_("Points for each sweep (a capture that empties the table); 0: sweeps are not scored."), lo=0, hi=5, group=SCORING)
    sweep_left_open: bool = _opt(
        False, N_("Sweeps count against whoever left them"), N_("The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 and credits 5 to whoever left it)."),
        group=SCORING, needs="sweep_points")
    sweeps_cancel: str = _opt(
        "never", N_("Sweeps cancel"), N_("Whether the sweeps of different sides cancel out at the end of a round: one each when every side swept, or as many as the side with the fewest sweeps made."),
        choices={"never": N_("never"), "one_each": N_("if all sides swept, one each"),
                 "minimum": N_("as many as the side with fewest")},
        group=SCORING, needs="sweep_points")
    finnish_sweep_limits: bool = _opt(
        False, N_("Finnish sweep limits"), N_("No sweep counts in the last deal, nor once any side has 10 or more points."), group=SCORING, needs="sweep_points")
    immediate_scoring: bool = _opt(
        False, N_("Score aces and casinos at once"), N_("Aces, 10\u2666 and 2\u2660 score the moment they are taken, so a game can end in the middle of a round (Finnish)."), group=SCORING)
    score_as_earned: bool = _opt(
        False, N_("Score points as they are earned"), N_("Sweeps, mulles, aces, casinos and every other point for a card score the moment they are made or taken; most spades the moment a side holds more than half the spades (7 of 13), most cards the moment it holds more than half the cards (27 of 52). A side reaching the target during play wins at once, even in the middle of a round; the rest (last capture, a majority nobody reached) is scored at the end of the round."),
        group=SCORING, needs="target")
    mulle: str = _opt(
        "off", N_("Mulle"), N_("Double deck only: what taking the twin of the card you play (a mulle) scores; when it scores the card's value, other cards may be taken with the twin."),
        choices={"off": N_("nothing"), "alone_5": N_("5 when the twin is taken alone"),
                 "capture_value": N_("the played card's value")},
        group=SCORING)

    misere: bool = _opt(
        False, N_("Points are penalties (misère)"), N_("Every point a side takes counts against it: a round's points are scored as minus points, so the fewest taken win (Krypkasino)."),
        group=SCORING)

    # --- the match -----------------------------------------------------------
    target: int = _opt(21, N_("Target score"), N_("The game ends when a side reaches this score; 0: a single round is the game."), lo=0, hi=200, group=MATCH)
    rounds_each: int = _opt(
        0, N_("Rounds each player deals"), N_("If not 0, the match has no target: it ends when every player has dealt this many rounds, and the higher total wins."),
        lo=0, hi=5, group=MATCH)
    differential: bool = _opt(False, N_("Differential scoring"), N_("Each round only the side with more points scores, the difference (two sides only)."), group=MATCH, needs="target")
    near_target: str = _opt(
        "off", N_("Near the target"), N_("Dominican: a side that needs exactly the points of most cards to reach the target (18 of 21), of the 10\u2666 (19) or of most spades (20) reaches it only by winning that item, and then wins outright, whatever the others score. Until then its other points stop one short of the target, and its sweeps score nothing (they still cancel the others')."),
        choices={"off": N_("any points reach the target"),
                 "dominican": N_("the Dominican ladder (18, 19, 20)")},
        group=MATCH, needs="target")
    tie_break: str = _opt(
        "higher_total", N_("When several reach the target"), N_("Who wins when more than one side reaches the target in the same round. Counting out goes item by item: cards, spades, 10\u2666, 2\u2660, the aces \u2660\u2663\u2665\u2666, sweeps; the Finnish order is aces and casinos, then spades, then cards."),
        choices={"higher_total": N_("higher total (equal: another round)"),
                 "count_out": N_("counting out, item by item"),
                 "most_spades": N_("higher total, then most spades"),
                 "finnish": N_("higher total, then Finnish order")},
        group=MATCH)


RULE_FIELDS: tuple[dataclasses.Field, ...] = tuple(fields(Rules))
# What a table may change: the house-rules form's fields.
HOUSE_RULE_FIELDS: tuple[dataclasses.Field, ...] = tuple(f for f in RULE_FIELDS if f.metadata["house_rule"])
_FIELD_BY_NAME = {f.name: f for f in RULE_FIELDS}
_DEFAULTS = Rules()


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    family: str
    summary: str
    rules: Rules


def _v(id, name, family, summary, **overrides):
    return Variant(id, name, family, summary, replace(_DEFAULTS, **overrides))


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
    _v("swedish-kasino", N_("Swedish Kasino"), N_("Swedish"),
       N_("The Nordic game without building: J 11, Q 12, K 13, the ace 1 or 14; most spades 2, the last capture (sistan) and every sweep (tabbe) score; game to 16."),
       **_NORDIC),
    _v("overspader", N_("Överspader"), N_("Swedish"),
       N_("Swedish Kasino where every spade beyond six scores a point instead of the most-spades prize; game to 21."),
       **{**_NORDIC, "most_spades": 0, "overspader": 6, "target": 21}),
    _v("kasino", N_("Kasino"), N_("Swedish"),
       N_("Swedish Kasino with the ace worth 14 in the hand and 1 on the table; every sweep (tabbe) and the last capture (sistan) score; game to 16."),
       **{**_NORDIC, "ace_value": "14_in_hand_1_on_table"}),
    _v("finnish-kasino", N_("Finnish Kasino"), N_("Finnish"),
       N_("Finnish Kasino: ace 14 from the hand, 2\u2660 15 and 10\u2666 16 from the hand; aces and casinos score at once; sweeps (mökki) cancel and freeze at 10 points; game to 16."),
       **{**_NORDIC, "ace_value": "14_in_hand_1_on_table", "special_hand_values": True, "last_capture": 0,
          "sweeps_cancel": "one_each", "finnish_sweep_limits": True, "immediate_scoring": True, "tie_break": "finnish",
          "dealer_choice": "random"}),
    _v("krypkasino", N_("Krypkasino"), N_("Swedish"),
       N_("Misère Kasino with two decks: capturing is compulsory and every point taken is a penalty (10\u2666 3, 2\u2660 2, A\u2660 2, every other spade and ace 1); a sweep costs its maker 5 and credits 5 to whoever left the table open; the fewest penalties win. Rule books disagree on the deal and say nothing of the end, so these are our choices (both can be changed): 4 cards each and 4 to the table, and every player deals once."),
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


def needs_met(value_of, needs: str | None) -> bool:
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


def rules_problem(r: Rules) -> str | None:
    """One sentence saying why a combination of options makes no sense, or None."""
    d = _DEFAULTS
    if r.min_players > r.max_players:
        return N_("The fewest players cannot be more than the most players.")
    if r.face_values == "numeric" and r.face_capture != d.face_capture:
        return N_("Court-card capture rules only apply when court cards have no number.")
    if r.face_builds and r.face_values == "numeric":
        return N_("Court-card builds only apply when court cards have no number; with numbers they build like any card.")
    if not r.building:
        for name in ("face_builds", "owner_may_trail", "table_cards_raise_single", "single_build_as_card",
                     "build_for_partner", "trail_and_build"):
            if getattr(r, name):
                return fill(N_("'{label}' needs building, which this variant has switched off."),
                            label=field_meta(name)["label"])
        if (not r.raise_own_build or r.same_value_builds != "allowed" or r.build_max
                or r.owner_obligation != d.owner_obligation):
            return N_("Build options need building, which this variant has switched off.")
    if r.build_max and r.build_max < 2:
        return N_("The highest build must be at least 2.")
    if r.build_max and r.build_max > max_capture_value(r):
        return fill(N_("The highest build cannot exceed {value}, the highest value a card can capture."),
                    value=max_capture_value(r))
    if r.overspader and r.most_spades:
        return N_("Överspader replaces the most-spades prize: set most spades to 0 to use it.")
    if r.sweep_points == 0 and (r.sweeps_cancel != "never" or r.finnish_sweep_limits):
        return N_("Sweep cancelling and sweep limits need sweeps to score.")
    if r.mulle != "off" and r.decks != 2:
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
        if r.sweeps_cancel != "never":
            return N_("Sweeps that may be cancelled at the end of the round cannot score the moment they are made.")
    if r.forced_pairing and r.face_values == "none" and r.face_capture != "all":
        return (N_("Equal cards must be taken needs court cards that can take every card of their rank at once: "
                "court cards with numbers, or 'any number of its rank'."))
    if r.sweep_left_open and r.sweeps_cancel != "never":
        return N_("Sweeps that count against whoever left them cannot also cancel out.")
    if r.rounds_each and r.target:
        return N_("A match of a fixed number of rounds has no target: set the target score to 0.")
    if r.misere and (r.immediate_scoring or r.score_as_earned or r.differential or r.near_target != "off"):
        return (N_("Penalty points are counted at the end of each round: misère cannot go with immediate, "
                "as-earned or differential scoring, or with the rule near the target."))
    if r.near_target != "off":
        problem = _near_target_problem(r)
        if problem:
            return problem
    if r.pile_tops != "none" and r.decks != 1:
        return N_("Capture piles' top cards are played with one deck: with two, a card could lie on two piles at once.")
    if r.forty_cards and (r.decks != 1 or r.score_as_earned):
        return N_("The 40-card pack is one deck, scored at the end of the round.")
    if r.turn_actions != "one" and not r.building:
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
SCORING_ITEMS = ("most_cards", "most_spades", "each_spade", "each_ace", "big_casino", "little_casino",
                 "ace_of_spades", "jack_of_spades", "last_capture", "sweep_points")


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
    return r.mulle != "off"


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
    if players == 4 and not partnerships and r.four_players_in_partnerships == "required":
        return N_("With four players this variant is played in partnerships.")
    if partnerships and r.four_players_in_partnerships == "never":
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


def pack_size(r: Rules) -> int:
    """Cards in the pack: 52 a deck, 40 without court cards."""
    return (40 if r.forty_cards else 52) * r.decks


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


def max_capture_value(r: Rules) -> int:
    best = 13 if r.face_values == "numeric" and not r.forty_cards else 10
    if r.ace_value != "1":
        best = max(best, 14)
    if r.special_hand_values:
        best = 16
    return best
