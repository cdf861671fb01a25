"""Every sentence and label the practice windows show, as whole templates
with named fields, marked for translation (``N_``, ``N_plural``): the
windows fill them with ``core.templates.fill`` and show them through ``say``
(``qt.translate``), so a sentence is said in the player's language when it is
put on screen.  The drills' own sentences
(questions, verdicts, the engine's refusals) come from
``casino_desktop.practice.drill_sentences`` and the core; the topics' phrases too.
The player is always "you" here: a drill is asked of the seat to move.
"""
from __future__ import annotations

from casino_desktop.core.templates import N_, N_plural

WINDOW_TITLE = N_("Practice \u2014 {variant}")
SETUP_TITLE = N_("Practice")
SETUP_START = N_("Start &Practice")
SETUP_OFFER = N_("Pr&actise These Rules")  # a verb: the British spelling, as elsewhere ("colours")
SETUP_OFFER_TIP = N_("Rule drills for the variant and house rules chosen here, instead of a game.")

# --------------------------------------------------------------------------- busy and empty
PREPARING = N_("Dealing practice positions for {variant}\u2026")
NOTHING_MADE = N_("No drill came up for these rules; try other house rules.")
ALL_LEARNT = (N_("Every topic of {variant} is learnt for now: the schedule asks each one again when it is due. "
              "You may practise anyway."))
PRACTISE_ANYWAY = N_("Practise &Anyway")

# --------------------------------------------------------------------------- the drill
TOPIC_LINE = N_("Topic: {topic}")
TALLY = N_plural("Mastered {mastered} of {count} topic \u00b7 this session {right} right, {wrong} wrong",
                 "Mastered {mastered} of {count} topics \u00b7 this session {right} right, {wrong} wrong")
TABLE_LINE = {
    (2, False): N_("Two players."),
    (3, False): N_("Three players."),
    (4, False): N_("Four players, each for themselves."),
    (4, True): N_("Four players in partnerships; your partner sits opposite you."),
}
FINAL_DEAL = N_("This is the last deal of the round.")
# Which deal it is, where a rule of the first deal decides the answer.
FIRST_DEAL = N_("This is the first deal of the round.")
LATER_DEAL = N_("This is deal {number} of the round, not the first.", note="{number}: 2, 3, ...")
# A build's caption on the table, two lines as on the game's table: its
# value, then its kind and whose it is.
BUILD_CAPTION = {
    "own": N_("Build {value}\nsingle \u00b7 yours"),
    "partner": N_("Build {value}\nsingle \u00b7 your partner's"),
    "rival": N_("Build {value}\nsingle \u00b7 an opponent's"),
    "own_multiple": N_("Build {value}\nmultiple \u00b7 yours"),
    "partner_multiple": N_("Build {value}\nmultiple \u00b7 your partner's"),
    "rival_multiple": N_("Build {value}\nmultiple \u00b7 an opponent's"),
}
HAND_CAPTION = N_("Your hand")
# The top card of a face-up capture pile (the African family): whose pile, and how many cards it holds.
TOP_CAPTION = {"own": N_plural("Your pile\n{count} card", "Your pile\n{count} cards"),
               "partner": N_plural("Your partner's pile\n{count} card", "Your partner's pile\n{count} cards"),
               "rival": N_plural("An opponent's pile\n{count} card", "An opponent's pile\n{count} cards")}
HAND_PLAYED = N_("You have played your card from the hand this turn.")
HOW_TABLE_BUILD = N_("Drag a table card onto another to build with them; click more table cards first to build "
                     "with those too.")
DROP_ON_TABLE_CARD = N_("Drop the card on another table card to build with them.")
PILE_CAPTION = {0: N_plural("First pile: {count} card", "First pile: {count} cards"),
                1: N_plural("Second pile: {count} card", "Second pile: {count} cards")}
SWEEPS_LINE = N_("Sweeps made: {first} by the first pile, {second} by the second.")
OPEN_LINE = N_("Sweeps left open: {first} by the first pile, {second} by the second.")
MULLES_LINE = N_("Mulles: worth {first} in all in the first pile, {second} in the second.")
LAST_CAPTURE_BY = {0: N_("The first pile made the last capture."), 1: N_("The second pile made the last capture."),
                   None: N_("Nobody made a capture this round.")}

HOW_CAPTURES = (N_("For each capture the {card} can make, click the table cards it takes, then press Add Capture "
                "(or drag the {card} onto them). Where it can take several groups at once, that is a capture of its "
                "own: add it too. When you have added every capture, press Check. On the keyboard, the arrow keys "
                "move over the cards and Space picks one."))
HOW_PLAY = (N_("Click a hand card and the table cards to play it with, then press Play; or drag the hand card "
            "onto the table cards. Dropping it on the felt trails it. On the keyboard, the arrow keys move "
            "over the cards and Space picks one."))
HOW_CHOOSE = N_("Pick your answer, then press Check.")
HOW_SCORE = N_("Enter the points each pile scores for every item (0 where it scores none), then press Check.")
CHOOSE_MEANING = N_("Those cards can be played more than one way: pick the play you mean.")

ADD_CAPTURE = N_("&Add Capture")
REMOVE_CAPTURE = N_("&Remove")
NO_CAPTURES_YET = N_("No capture added yet.")
CAPTURE_ALREADY = N_("That capture is on your list already.")
PICK_TABLE_CARDS = N_("Click the table cards the {card} takes first.")
PICK_HAND_CARD = N_("Click the hand card you play first.")
ONLY_THIS_CARD = N_("This question is about the {card}: click the table cards it takes.")
CHECK = N_("&Check")
PLAY = N_("&Play")
NEXT = N_("&Next Drill")
PROGRESS = N_("Pro&gress\u2026")
RULES = N_("R&ules\u2026")
RULES_TIP = N_("The rulebook of the variant and house rules being practised.")
CLOSE = N_("Close", note="a button that closes the practice window")
POINTS_HEADING = {"item": N_("Item", note="a row of the scoring table: a thing that scores"),
                  0: N_("First pile"), 1: N_("Second pile")}

# --------------------------------------------------------------------------- the verdict
RIGHT_ANSWER = N_("The right answer: {answer}")
RIGHT_CAPTURES = N_("The captures: {captures}.")
RIGHT_POINTS = N_("{item}: {first} to {second}.")
RIGHT_NO_POINTS = N_("No item scores any points.")
RING_WRONG = N_("The cards this verdict is about are ringed in red.")
RING_RIGHT = N_("The cards of the right answer glow light blue.")

# --------------------------------------------------------------------------- the progress screen
PROGRESS_TITLE = N_("Practice Progress")
PROGRESS_VARIANT = N_("&Variant:")
# The rules practised now, when they are a game's with house rules: kept
# apart from the game's preset (docs/practice.md), listed after it.
PROGRESS_HOUSE_RULES = N_("{variant} with your house rules",
                          note="in the practice progress's list of games, after the game's own name: "
                               "{variant} is that name")
PROGRESS_COUNTS = N_plural("{mastered} mastered, {learning} being learnt, {new} new, of {count} topic.",
                           "{mastered} mastered, {learning} being learnt, {new} new, of {count} topics.")
# (Notes are literals: the extractor reads them from the source.)
PROGRESS_HEADINGS = (N_("Topic", note="a column of the practice progress table"),
                     N_("State", note="a column of the practice progress table"),
                     N_("Right", note="a column of the practice progress table: answers that were right"),
                     N_("Wrong", note="a column of the practice progress table: answers that were wrong"),
                     N_("Asked again", note="a column of the practice progress table"))
STATE = {"mastered": N_("Mastered", note="a practice topic's state"),
         "learning": N_("Learning", note="a practice topic's state"),
         "new": N_("New", note="a practice topic's state")}
DUE_NOW = N_("now", note="when a topic is asked again")
DUE_IN_DAYS = {1: N_("tomorrow", note="when a topic is asked again")}
DUE_DAYS = N_plural("in {count} day", "in {count} days", note="when a topic is asked again")
NEVER_ASKED = "\u2014"

# --------------------------------------------------------------------------- quitting
QUIT = N_("&Quit")  # the lesson's menu and the practice window's key: the whole program, as Game › Quit
