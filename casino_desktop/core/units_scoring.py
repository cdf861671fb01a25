"""The scoring rules: what each item scores, sweeps, mulles, misère.  None of
them is about moves (``about_moves=False``): ``scoring`` and ``play``
read them when a capture is made or a round is scored.
"""

from __future__ import annotations

from typing import Any

from . import rulebook_african as afr
from .templates import N_, fill
from .rule_spec import SECTION_SCORING, Book, BookUnit, BookWriter, RuleSpec, SCORING
from .rulebook_words import ITEMS, NONE, NOTHING, SCORING_SENTENCES
from .units_deal import partnerships_possible
from .units_match import NEAR_DOMINICAN


# sweeps_cancel
CANCEL_NEVER = "never"
CANCEL_ONE_EACH = "one_each"
CANCEL_MINIMUM = "minimum"
# mulle
MULLE_OFF = "off"
MULLE_ALONE_5 = "alone_5"
MULLE_CAPTURE_VALUE = "capture_value"


# The game's own word for a sweep, after "sweep" in brackets: a template of
# its own, so that a language that writes another alphabet can spell it.
_TABBE = N_(" (tabbe)", note="the Swedish game's own word for a sweep, in brackets after the word sweep")
_MOKKI = N_(" (m\u00f6kki)", note="the Finnish game's own word for a sweep, in brackets after the word sweep")
_VIRADO = N_(" (virado)", note="the Dominican game's own word for a sweep, in brackets after the word sweep")


def _sweep_word(family: str, rules: Any) -> str:
    """The game's own word for a sweep, in brackets ("" for a game without
    one).  The Dominican game (the one with its ladder near the target)
    shares the Royal family, so its own rule names it."""
    if rules.near_target == NEAR_DOMINICAN:
        return _VIRADO
    return {"Nordic": _TABBE, "Mulle": _TABBE, "Finnish": _MOKKI}.get(family, "")  # ``Variant.family``


def _item_sentence(name: str) -> BookWriter:
    """The rulebook's sentence for one scoring item: what it scores (shared
    by tied sides, where they share), or that it scores nothing."""
    def write(r: Any, book: Book) -> None:
        if not book.applies(name):
            return
        points = getattr(r, name)
        word = _sweep_word(book.family, r)
        tied = afr.TIED.get(name)
        if points and tied is not None and r.ties_split:
            book.say(fill(tied, points), name, "ties_split")
        elif points:
            book.say(fill(ITEMS[name], points, own_word=word), name,
                     *(book.also("ties_split") if tied is not None else []))
        elif name in NONE:
            book.say(fill(NONE[name], own_word=word), name)
        else:
            book.say(fill(NOTHING, label=book.label(name)), name)
    return write


def _say_spade_quota(r: Any, book: Book) -> None:
    if book.applies("spade_quota"):
        quota = r.spade_quota
        book.say(fill(afr.SPADE_QUOTA, quota) if quota else fill(NOTHING, label=book.label("spade_quota")),
                 "spade_quota")


MOST_CARDS = RuleSpec(
    "most_cards", N_("Most cards"), N_("Points for taking the most cards (a tie scores nothing, unless tied majorities share)."),
    default=3,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
    scores_item=True,
    item_id="cards",
    write=_item_sentence("most_cards"),
    section=SECTION_SCORING,
    place=20,
)

MOST_SPADES = RuleSpec(
    "most_spades", N_("Most spades"), N_("Points for taking the most spades (a tie scores nothing, unless tied majorities share)."),
    default=1,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
    scores_item=True,
    item_id="spades",
    write=_item_sentence("most_spades"),
    section=SECTION_SCORING,
    place=21,
)

OVERSPADER = RuleSpec(
    "overspader", N_("Överspader threshold"), N_("If not 0: one point per spade taken beyond this many, instead of a most-spades prize."),
    default=0,
    group=SCORING,
    range=(0, 12),
    about_moves=False,
    write=_item_sentence("overspader"),
    section=SECTION_SCORING,
    place=23,
)

EACH_SPADE = RuleSpec(
    "each_spade", N_("Each spade"), N_("Points for every spade taken."),
    default=0,
    group=SCORING,
    range=(0, 2),
    about_moves=False,
    scores_item=True,
    item_id="each_spade",
    per_card=True,
    write=_item_sentence("each_spade"),
    section=SECTION_SCORING,
    place=23,
)

EACH_ACE = RuleSpec(
    "each_ace", N_("Each ace"), N_("Points for every ace taken."),
    default=1,
    group=SCORING,
    range=(0, 3),
    about_moves=False,
    scores_item=True,
    item_id="aces",
    per_card=True,
    write=_item_sentence("each_ace"),
    section=SECTION_SCORING,
    place=23,
)

BIG_CASINO = RuleSpec(
    "big_casino", N_("10\u2666 (big casino)"), N_("Points for the ten of diamonds (on top of any spade or ace points)."),
    default=2,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
    scores_item=True,
    item_id="big_casino",
    write=_item_sentence("big_casino"),
    section=SECTION_SCORING,
    place=23,
)

LITTLE_CASINO = RuleSpec(
    "little_casino", N_("2\u2660 (little casino)"), N_("Points for the two of spades (on top of its spade point, if spades score each)."),
    default=1,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
    scores_item=True,
    item_id="little_casino",
    write=_item_sentence("little_casino"),
    section=SECTION_SCORING,
    place=23,
)

ACE_OF_SPADES = RuleSpec(
    "ace_of_spades", N_("A\u2660 extra"), N_("Extra points for the ace of spades."),
    default=0,
    group=SCORING,
    range=(0, 3),
    about_moves=False,
    scores_item=True,
    item_id="ace_of_spades",
    write=_item_sentence("ace_of_spades"),
    section=SECTION_SCORING,
    place=23,
)

JACK_OF_SPADES = RuleSpec(
    "jack_of_spades", N_("J\u2660 extra"), N_("Extra points for the jack of spades (Spade Casino)."),
    default=0,
    group=SCORING,
    range=(0, 3),
    about_moves=False,
    scores_item=True,
    item_id="jack_of_spades",
    write=_item_sentence("jack_of_spades"),
    section=SECTION_SCORING,
    place=23,
)

TIES_SPLIT = RuleSpec(
    "ties_split", N_("Tied majorities share"), N_("When sides tie for most cards or most spades, each tied side scores an equal share of the points (rounded down) instead of nothing."),
    default=False,
    group=SCORING,
    about_moves=False,
    mentioned=lambda r: None if r.most_cards or r.most_spades else False,
)

SPADE_QUOTA = RuleSpec(
    "spade_quota", N_("Spades for a point"), N_("If not 0: every side that takes at least this many spades scores 1 point (South Africa: five)."),
    default=0,
    group=SCORING,
    range=(0, 13),
    about_moves=False,
    write=_say_spade_quota,
    section=SECTION_SCORING,
    place=22,
)

LAST_CAPTURE = RuleSpec(
    "last_capture", N_("Last capture"), N_("Points for the player who makes the last capture of the round (sistan)."),
    default=0,
    group=SCORING,
    range=(0, 3),
    about_moves=False,
    scores_item=True,
    item_id="last_capture",
    write=_item_sentence("last_capture"),
    section=SECTION_SCORING,
    place=23,
)

SWEEP_POINTS = RuleSpec(
    "sweep_points", N_("Each sweep"), N_("Points for each sweep (a capture that empties the table); 0: sweeps are not scored."),
    default=0,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
    scores_item=True,
    item_id="sweeps",
    per_card=True,
    write=_item_sentence("sweep_points"),
    section=SECTION_SCORING,
    place=23,
)

SWEEP_LEFT_OPEN = RuleSpec(
    "sweep_left_open", N_("Sweeps count against whoever left them"), N_("The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 penalty points and takes 5 off those of whoever left it)."),
    default=False,
    group=SCORING,
    needs="sweep_points",
    about_moves=False,
    sentence=lambda r: SCORING_SENTENCES[("left_open", r.sweep_left_open, r.misere)],
    section=SECTION_SCORING,
    place=30,
)

SWEEPS_CANCEL_BOOK = {
    CANCEL_NEVER: N_("Sweeps never cancel out."),
    CANCEL_ONE_EACH: N_("At the end of a round, if every side swept, each loses one sweep."),
    CANCEL_MINIMUM: N_("At the end of a round the sides' sweeps cancel out: each loses as many as the "
                       "side with the fewest sweeps made."),
}

SWEEPS_CANCEL = RuleSpec(
    "sweeps_cancel", N_("Sweeps cancel"), N_("Whether the sweeps of different sides cancel out at the end of a round: one each when every side swept, or as many as the side with the fewest sweeps made."),
    default=CANCEL_NEVER,
    group=SCORING,
    choices={CANCEL_NEVER: N_("never"), CANCEL_ONE_EACH: N_("if all sides swept, one each"), CANCEL_MINIMUM: N_("as many as the side with fewest")},
    needs="sweep_points",
    about_moves=False,
    sentence=lambda r: SWEEPS_CANCEL_BOOK[r.sweeps_cancel],
    section=SECTION_SCORING,
)

FINNISH_SWEEP_LIMITS_BOOK = {
    True: N_("No sweep counts in the last deal, nor once any side has 10 or more points."),
    False: N_("Sweeps count in every deal, whatever the score."),
}

FINNISH_SWEEP_LIMITS = RuleSpec(
    "finnish_sweep_limits", N_("Finnish sweep limits"), N_("No sweep counts in the last deal, nor once any side has 10 or more points."),
    default=False,
    group=SCORING,
    needs="sweep_points",
    about_moves=False,
    sentence=lambda r: FINNISH_SWEEP_LIMITS_BOOK[r.finnish_sweep_limits],
    section=SECTION_SCORING,
)

IMMEDIATE_SCORING_BOOK = {
    True: N_("Aces, the 10\u2666 and the 2\u2660 score the moment they are taken, so a game "
             "can end in the middle of a round."),
    False: N_("Every point is counted at the end of the round."),
}

IMMEDIATE_SCORING = RuleSpec(
    "immediate_scoring", N_("Score aces and casinos at once"), N_("Aces, 10\u2666 and 2\u2660 score the moment they are taken, so a game can end in the middle of a round (Finnish)."),
    default=False,
    group=SCORING,
    about_moves=False,
    sentence=lambda r: IMMEDIATE_SCORING_BOOK[r.immediate_scoring],
    section=SECTION_SCORING,
)

SCORE_AS_EARNED_BOOK = {
    True: N_("Points are scored as they are earned: sweeps, mulles and cards the moment they "
             "are made or taken, most spades once a side holds 7 of the 13, most cards once it "
             "holds 27 of the 52; the last capture and a majority nobody reached are scored at "
             "the end of the round."),
    False: N_("Points are counted at the end of each round."),
}

SCORE_AS_EARNED = RuleSpec(
    "score_as_earned", N_("Score points as they are earned"), N_("Sweeps, mulles, aces, casinos and every other point for a card score the moment they are made or taken; most spades the moment a side holds more than half the spades (7 of 13), most cards the moment it holds more than half the cards (27 of 52). A side reaching the target during play wins at once, even in the middle of a round; the rest (last capture, a majority nobody reached) is scored at the end of the round."),
    default=False,
    group=SCORING,
    needs="target",
    about_moves=False,
    sentence=lambda r: SCORE_AS_EARNED_BOOK[r.score_as_earned],
    section=SECTION_SCORING,
)

MULLE_BOOK = {
    MULLE_OFF: N_("Taking a card's identical twin scores nothing special."),
    MULLE_ALONE_5: N_("Taking the identical twin of the card you play, and nothing else with it, is a mulle "
                      "and scores 5 points."),
    MULLE_CAPTURE_VALUE: N_("Taking the identical twin of the card you play, alone or with other cards, is a "
                            "mulle and scores the played card's value."),
}

MULLE = RuleSpec(
    "mulle", N_("Mulle"), N_("Double deck only: what taking the twin of the card you play (a mulle) scores; when it scores the card's value, other cards may be taken with the twin."),
    default=MULLE_OFF,
    group=SCORING,
    choices={MULLE_OFF: N_("nothing"), MULLE_ALONE_5: N_("5 when the twin is taken alone"), MULLE_CAPTURE_VALUE: N_("the played card's value")},
    about_moves=False,
    sentence=lambda r: MULLE_BOOK[r.mulle],
    section=SECTION_SCORING,
)

MISERE = RuleSpec(
    "misere", N_("Points are penalties (mis\u00e8re)"), N_("Every point a side takes counts against it: a round's points are scored as minus points, so the fewest taken win (Krypkasino)."),
    default=False,
    group=SCORING,
    about_moves=False,
    sentence=lambda r: SCORING_SENTENCES[("misere", r.misere)],
    section=SECTION_SCORING,
    place=10,
)

SPECS = (MOST_CARDS, MOST_SPADES, OVERSPADER, EACH_SPADE, EACH_ACE, BIG_CASINO, LITTLE_CASINO, ACE_OF_SPADES, JACK_OF_SPADES, TIES_SPLIT, SPADE_QUOTA, LAST_CAPTURE, SWEEP_POINTS, SWEEP_LEFT_OPEN, SWEEPS_CANCEL, FINNISH_SWEEP_LIMITS, IMMEDIATE_SCORING, SCORE_AS_EARNED, MULLE, MISERE)


def _say_round_total(r: Any, book: Book) -> None:
    """What a round is worth in all, where tied majorities are shared (the
    African games count "11 a deal")."""
    total = _two_side_total(r) if r.ties_split else None
    if total:
        lowest, highest = total
        book.say(fill(afr.TOTAL["fixed"], highest) if lowest == highest
                 else fill(afr.TOTAL["range"], highest, lowest=lowest))


def _two_side_total(r: Any) -> tuple[int, int] | None:
    """The fewest and most points a round gives two sides together, when
    every point is sure to be scored by one side or the other (tied
    majorities shared evenly, no sweeps or other chance items), else None."""
    if (r.sweep_points or r.overspader or r.mulle != MULLE_OFF or r.last_capture or r.misere
            or r.most_cards % 2 or r.most_spades % 2 or not (r.min_players == 2 or partnerships_possible(r))):
        return None
    spades = (10 if r.forty_cards else 13) * r.decks
    total = (r.most_cards + r.most_spades + r.each_spade * spades + 4 * r.decks * r.each_ace + r.big_casino
             + r.little_casino + r.ace_of_spades + (0 if r.forty_cards else r.jack_of_spades))
    q = r.spade_quota
    if not q or q > spades:
        return total, total
    if 2 * q <= spades:  # one side surely reaches the quota, both may
        return total + 1, total + 2
    return total, total + 1  # at most one side can reach it


# What every item scores together, where that is sure: the round's total.
COMBINATIONS = (BookUnit("a round's total", SECTION_SCORING, 60, _say_round_total),)
