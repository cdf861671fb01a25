"""Every sentence the coach says, as whole templates with named fields.

The table, the round review and ``cli grade`` show these; each is marked
(``N_``, ``N_plural``) and filled with ``core.templates.fill``, so a sentence
stays English for ``cli grade`` and the window says it in the player's
language.  A translation replaces the templates and keeps the field names.
A sentence about a count has a form for one and a form for any other count
(``N_plural``), as in ``core.sentences``.  Moves are put in the hint's words
(``core.sentences.move_advice``: "take 5♦ with 5♠"), cards in their printed
form ("10♦"); points are written with one decimal.
"""

from __future__ import annotations

from ..core.templates import N_, N_plural, Plural, decimal
from ..core.templates import fill as fill  # re-exported: the coach's modules fill these templates

LABELS: dict[str, str] = {
    "good": N_("Good", note="the coach's grade of a move"),
    "inaccuracy": N_("Inaccuracy", note="the coach's grade of a move"),
    "mistake": N_("Mistake", note="the coach's grade of a move"),
    "blunder": N_("Blunder", note="the coach's grade of a move"),
}

# The verdict on one move: {label id: template}.
VERDICTS: dict[str, str] = {
    "good": N_("Good move."),
    "inaccuracy": N_("Inaccuracy: this gave away {points} points on average; better was to {best}."),
    "mistake": N_("Mistake: this gave away {points} points on average; better was to {best}."),
    "blunder": N_("Blunder: this gave away {points} points on average; better was to {best}."),
}

# What a player should have noticed: {miss id: template or plural template}.
MISSES: dict[str, str | Plural] = {
    "scoring_card_left": N_("You could have taken {card}, a card that scores: {advice}."),
    "sweep_missed": N_("You could have swept the table: {advice}."),
    "sweep_left_open": N_plural(
        "This leaves the table open to a sweep by the next player: {count} unseen card clears it ({cards}).",
        "This leaves the table open to a sweep by the next player: {count} unseen cards clear it ({cards})."),
    "build_takeable": N_plural("The next player can take your build of {value}: {count} unseen card takes it.",
                               "The next player can take your build of {value}: {count} unseen cards take it."),
    "scoring_card_built": N_("You could have moved {card}, a card that scores, into a build you can take: {advice}."),
    # Where the better move comes out ahead, by the score sheet's rows (``gains.py``), said right after the
    # verdict that names that move and says the points are an average: {item} is a row's name as the score
    # sheet shows it ("Aces", "Most cards", "10♦ big casino"); the points are by how much the better move comes
    # out ahead of the rivals on that row, compared with the move played (so a card worth 1 that goes to you
    # instead of to a rival counts up to 2, as in the verdict); {lost_item} is the row where it falls behind
    # most, by {lost}.  "Ahead" and "behind" are against the rivals: in a penalty game, ahead is fewer.
    "ahead_on": N_("The better move comes out ahead by {points} points on \u201c{item}\u201d."),
    "ahead_on_two": N_("The better move comes out ahead by {points} points on \u201c{item}\u201d and by {points2} "
                       "on \u201c{item2}\u201d."),
    "ahead_on_behind": N_("The better move comes out ahead by {points} points on \u201c{item}\u201d, though behind "
                          "by {lost} on \u201c{lost_item}\u201d."),
    "ahead_on_two_behind": N_("The better move comes out ahead by {points} points on \u201c{item}\u201d and by "
                              "{points2} on \u201c{item2}\u201d, though behind by {lost} on \u201c{lost_item}\u201d."),
    # The same in a penalty game, where every point on the score sheet counts against its taker.
    "ahead_on_penalties": N_("The better move comes out ahead by {points} penalty points on \u201c{item}\u201d."),
    "ahead_on_penalties_two": N_("The better move comes out ahead by {points} penalty points on \u201c{item}\u201d "
                                 "and by {points2} on \u201c{item2}\u201d."),
    "ahead_on_penalties_behind": N_("The better move comes out ahead by {points} penalty points on \u201c{item}\u201d, "
                                    "though behind by {lost} on \u201c{lost_item}\u201d."),
    "ahead_on_penalties_two_behind": N_("The better move comes out ahead by {points} penalty points on "
                                        "\u201c{item}\u201d and by {points2} on \u201c{item2}\u201d, though behind by "
                                        "{lost} on \u201c{lost_item}\u201d."),
}

# One option the computer weighed ("why?"): ahead, behind or level at the end of the round.
OPTIONS: dict[str, str] = {
    "ahead": N_("Option: {advice} \u2014 expected to end the round {points} points ahead."),
    "behind": N_("Option: {advice} \u2014 expected to end the round {points} points behind."),
    "level": N_("Option: {advice} \u2014 expected to end the round level."),
}

CARD_LIST_SEPARATOR = ", "  # between the cards of a list ({cards}); a frame (``join``), each card said in the player's words


def points_text(points: float) -> str:
    """Points as shown: one decimal, never a minus sign (the sentence says
    which way); the decimal separator in the player's language."""
    return decimal(abs(points), 1)


# --- the coach at the table and in the round review (``qt.coach``) ---------------------------
# ``{move}`` is the move's sentence as the play log says it ("You trail 3♥",
# "North trails 3♥"), ``{name}`` a seat's name ("You", "North", a typed name);
# a table keyed "you" / "one" has the form for "You" and for any other name.

COACH_ACTION = N_("&Coach My Moves")
COACH_TIP = N_("After each move of a person at the table, the coach says how many points it gave away and what was better.")

# The line under the table.  A dash, not a colon, after the move: a multiple
# build's sentence holds a colon of its own ("You build 6s with A♠: A♠ + 5♥
# and 6♥"), and two in one line read badly (stranger 12).
AT_TABLE: dict[str, str] = {
    "ready": N_("The coach is on: each move a person plays is graded here once it has been weighed."),
    "weighing": N_("{move} \u2014 the coach is weighing this move\u2026"),
    "good": N_("{move} \u2014 a good move."),
    "given_away": N_("{move} \u2014 this gave away {points} points on average; better was to {best}."),
    "failed": N_("{move} \u2014 the coach could not weigh this move."),
    "forced": N_("{move} \u2014 there was no other move, so there is nothing to grade."),
}

# A move of a person in the round review: the note under it in the list.
REVIEW_NOTE: dict[str, str] = {
    "good": N_("Good move."),
    "given_away": N_("{label}: {points} points given away; better was to {best}."),
    "weighing": N_("Not weighed yet."),
    "failed": N_("The coach could not weigh this move."),
}

# The round's total for each person, with the move that gave most away.
ROUND_TOTAL: dict[str, dict[str, str]] = {
    # "Gave away no points" read as "lost no points" beside forced moves that
    # cost 25 in Krypkasino (stranger 18): the coach grades choices only.
    "none": {"you": N_("None of your choices in this round gave points away."),
             "one": N_("None of {name}'s choices in this round gave points away.")},
    "all": {"you": N_("You gave away {points} points in this round, all of it at move {move}."),
            "one": N_("{name} gave away {points} points in this round, all of it at move {move}.")},
    "most": {"you": N_("You gave away {points} points in this round; most of it at move {move}."),
             "one": N_("{name} gave away {points} points in this round; most of it at move {move}.")},
    "largest": {"you": N_("You gave away {points} points in this round; the largest share, {worst} points, "
                       "at move {move}."),
                "one": N_("{name} gave away {points} points in this round; the largest share, {worst} points, "
                       "at move {move}.")},
}
# A person's forced moves in the round (each their only legal play: capture
# is compulsory in Krypkasino, the last card has no other), which the coach
# does not grade; said after the total, so that "none of your choices gave
# points away" is not read as the round having cost nothing (stranger 18).
ROUND_FORCED: dict[str, Plural] = {
    "you": N_plural("One of your moves was forced (your only legal play) and is not graded.",
                    "{count} of your moves were forced (your only legal play) and are not graded.",
                    note="after the round's total in the review; the first form is for a single move"),
    "one": N_plural("One of {name}'s moves was forced (the only legal play) and is not graded.",
                    "{count} of {name}'s moves were forced (the only legal play) and are not graded.",
                    note="after the round's total in the review; the first form is for a single move"),
}
# Every move of a person in the round was forced: no total, this alone.
ROUND_ALL_FORCED: dict[str, Plural] = {
    "you": N_plural("Your one move in this round was forced (your only legal play), so it is not graded.",
                    "All {count} of your moves in this round were forced (your only legal play each time), "
                    "so none of them is graded.",
                    note="the round's total in the review; the first form is for a single move"),
    "one": N_plural("{name}'s one move in this round was forced (the only legal play), so it is not graded.",
                    "All {count} of {name}'s moves in this round were forced (the only legal play each time), "
                    "so none of them is graded.",
                    note="the round's total in the review; the first form is for a single move"),
}
REVIEW_PROGRESS = N_("The coach is weighing the moves of this round: {done} of {total} done.")
REVIEW_NOBODY = N_("Nobody at the table played in this round: the coach grades the moves of people only.")

# The misses, said about a named seat in the review (the forms in ``MISSES`` speak to "you").
MISSES_NAMED: dict[str, str | Plural] = {
    "scoring_card_left": N_("{name} could have taken {card}, a card that scores: {advice}."),
    "sweep_missed": N_("{name} could have swept the table: {advice}."),
    "sweep_left_open": MISSES["sweep_left_open"],
    "build_takeable": N_plural(
        "The next player can take {name}'s build of {value}: {count} unseen card takes it.",
        "The next player can take {name}'s build of {value}: {count} unseen cards take it."),
    "scoring_card_built": N_("{name} could have moved {card}, a card that scores, into a build they can take: "
                             "{advice}."),
    # Said of the better move, not of a seat: the same for "you" and a named seat.
    **{key: MISSES[key] for key in ("ahead_on", "ahead_on_two", "ahead_on_behind", "ahead_on_two_behind",
                                    "ahead_on_penalties", "ahead_on_penalties_two", "ahead_on_penalties_behind",
                                    "ahead_on_penalties_two_behind")},
}

# "Why?" for a computer's move in the review.
WHY_BUTTON = N_("&Why?")
WHY_TIP = N_("The three options the coach weighs highest for this player, from what it could see at that moment.")
# "Why?" on a person's move that gave points away: the options the grade weighed, from the grade itself.
WHY_TIP_GRADED = N_("The options the coach weighed for this move, best first, with the points each was expected "
                    "to bring.")
WHY_NOTHING_TO_ADD = N_("A good move: the coach has nothing to add.")
WHY_NOT_WEIGHED = N_("The coach has not weighed this move yet.")
WHY_ANSWERED = N_("The coach's answer is under the list of moves.")
WHY_WEIGHING: dict[str, str] = {"you": N_("Weighing your options\u2026"), "one": N_("Weighing {name}'s options\u2026")}
WHY_HEADING: dict[str, str] = {
    "you": N_("The options you had here, best first, as the coach weighs them from what you could see:"),
    "one": N_("The options {name} had here, best first, as the coach weighs them from what {name} could see:"),
}
# The move played is not among the three: the computer may be a weaker level, or remembered earlier turns.
WHY_HEADING_OTHER: dict[str, str] = {
    "you": N_("The options you had here, best first, as the coach weighs them from what you could see; "
           "you played another move."),
    "one": N_("The options {name} had here, best first, as the coach weighs them from what {name} could see; "
           "{name} played another move."),
}
# The option the seat played, marked in the list: {"you" / "one": {ahead / behind / level: template}}.
OPTIONS_PLAYED: dict[str, dict[str, str]] = {
    "you": {
        "ahead": N_("Option (your move): {advice} \u2014 expected to end the round {points} points ahead."),
        "behind": N_("Option (your move): {advice} \u2014 expected to end the round {points} points behind."),
        "level": N_("Option (your move): {advice} \u2014 expected to end the round level."),
    },
    "one": {
        "ahead": N_("Option ({name}'s move): {advice} \u2014 expected to end the round {points} points ahead."),
        "behind": N_("Option ({name}'s move): {advice} \u2014 expected to end the round {points} points behind."),
        "level": N_("Option ({name}'s move): {advice} \u2014 expected to end the round level."),
    },
}
# The same, for a move a computer player made for a person's seat (a network
# table's idle turn or dropped seat): it was not the person's own choice.
OPTIONS_PLAYED_FOR: dict[str, dict[str, str]] = {
    "you": {
        "ahead": N_("Option (played for you): {advice} \u2014 expected to end the round {points} points ahead."),
        "behind": N_("Option (played for you): {advice} \u2014 expected to end the round {points} points behind."),
        "level": N_("Option (played for you): {advice} \u2014 expected to end the round level."),
    },
    "one": {
        "ahead": N_("Option (played for {name}): {advice} \u2014 expected to end the round {points} points ahead."),
        "behind": N_("Option (played for {name}): {advice} \u2014 expected to end the round {points} points behind."),
        "level": N_("Option (played for {name}): {advice} \u2014 expected to end the round level."),
    },
}
WHY_HEADING_OTHER_FOR: dict[str, str] = {
    "you": N_("The options you had here, best first, as the coach weighs them from what you could see; "
           "the computer player that played for you chose another move."),
    "one": N_("The options {name} had here, best first, as the coach weighs them from what {name} could see; "
           "the computer player that played for {name} chose another move."),
}
WHY_FORCED: dict[str, str] = {"you": N_("You had no other move here."), "one": N_("{name} had no other move here.")}
WHY_FAILED = N_("The coach could not weigh the options of this move.")
# The review at a network table: the window was sent its own seat's hand only.
WHY_HAND_UNKNOWN = N_("At a network table the coach weighs only the moves made from your seat: the other "
                      "players' hands never reach your computer.")

# The coach's line when the misses do not all fit on it: the rest are in its tooltip.
MORE_TO_READ = N_plural("One more thing to notice: click this line or press {key} to read it.",
                        "{count} more things to notice: click this line or press {key} to read them.",
                        note="the coach's line under the table, when the rest of its note does not fit; {key} is a key such as F6")
MORE_SHORT = N_("More: {key}", note="the coach's line under the table when even the longer 'more things to notice' "
                                   "sentence does not fit after the verdict; {key} is a key such as F6")
READ_NOTE = N_("Read the Coach's &Full Note", note="Game menu: shows the coach's note under the table in full")
READ_NOTE_TIP = N_("Shows the whole of the coach's note when the line under the table is too narrow for it.")
PILL_IDLE = N_("Coach", note="the badge of the coach's line under the table")  # the line's badge before a verdict
