"""The scoring rules: what each item scores, sweeps, mulles, misère.  None of
them is about moves (``about_moves=False``): ``scoring`` and ``play``
read them when a capture is made or a round is scored.
"""

from __future__ import annotations

from .i18n import N_
from .rule_spec import SECTION_SCORING, RuleSpec, SCORING


# sweeps_cancel
CANCEL_NEVER = "never"
CANCEL_ONE_EACH = "one_each"
CANCEL_MINIMUM = "minimum"
# mulle
MULLE_OFF = "off"
MULLE_ALONE_5 = "alone_5"
MULLE_CAPTURE_VALUE = "capture_value"


MOST_CARDS = RuleSpec(
    "most_cards", N_("Most cards"), N_("Points for taking the most cards (a tie scores nothing, unless tied majorities share)."),
    default=3,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
)

MOST_SPADES = RuleSpec(
    "most_spades", N_("Most spades"), N_("Points for taking the most spades (a tie scores nothing, unless tied majorities share)."),
    default=1,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
)

OVERSPADER = RuleSpec(
    "overspader", N_("Överspader threshold"), N_("If not 0: one point per spade taken beyond this many, instead of a most-spades prize."),
    default=0,
    group=SCORING,
    range=(0, 12),
    about_moves=False,
)

EACH_SPADE = RuleSpec(
    "each_spade", N_("Each spade"), N_("Points for every spade taken."),
    default=0,
    group=SCORING,
    range=(0, 2),
    about_moves=False,
)

EACH_ACE = RuleSpec(
    "each_ace", N_("Each ace"), N_("Points for every ace taken."),
    default=1,
    group=SCORING,
    range=(0, 3),
    about_moves=False,
)

BIG_CASINO = RuleSpec(
    "big_casino", N_("10\u2666 (big casino)"), N_("Points for the ten of diamonds (on top of any spade or ace points)."),
    default=2,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
)

LITTLE_CASINO = RuleSpec(
    "little_casino", N_("2\u2660 (little casino)"), N_("Points for the two of spades (on top of its spade point, if spades score each)."),
    default=1,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
)

ACE_OF_SPADES = RuleSpec(
    "ace_of_spades", N_("A\u2660 extra"), N_("Extra points for the ace of spades."),
    default=0,
    group=SCORING,
    range=(0, 3),
    about_moves=False,
)

JACK_OF_SPADES = RuleSpec(
    "jack_of_spades", N_("J\u2660 extra"), N_("Extra points for the jack of spades (Spade Casino)."),
    default=0,
    group=SCORING,
    range=(0, 3),
    about_moves=False,
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
)

LAST_CAPTURE = RuleSpec(
    "last_capture", N_("Last capture"), N_("Points for the player who makes the last capture of the round (sistan)."),
    default=0,
    group=SCORING,
    range=(0, 3),
    about_moves=False,
)

SWEEP_POINTS = RuleSpec(
    "sweep_points", N_("Each sweep"), N_("Points for each sweep (a capture that empties the table); 0: sweeps are not scored."),
    default=0,
    group=SCORING,
    range=(0, 5),
    about_moves=False,
)

SWEEP_LEFT_OPEN = RuleSpec(
    "sweep_left_open", N_("Sweeps count against whoever left them"), N_("The player who played just before a sweep, and so left the table open to it, loses what the sweep scores (Krypkasino: a sweep costs its maker 5 and credits 5 to whoever left it)."),
    default=False,
    group=SCORING,
    needs="sweep_points",
    about_moves=False,
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
)

SPECS = (MOST_CARDS, MOST_SPADES, OVERSPADER, EACH_SPADE, EACH_ACE, BIG_CASINO, LITTLE_CASINO, ACE_OF_SPADES, JACK_OF_SPADES, TIES_SPLIT, SPADE_QUOTA, LAST_CAPTURE, SWEEP_POINTS, SWEEP_LEFT_OPEN, SWEEPS_CANCEL, FINNISH_SWEEP_LIMITS, IMMEDIATE_SCORING, SCORE_AS_EARNED, MULLE, MISERE)
