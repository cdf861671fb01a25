"""Every sentence and label the practice windows show, as whole templates
with named fields (they will be translated).  The drills' own sentences
(questions, verdicts, the engine's refusals) come from
``casino_desktop.practice.texts`` and the core; the topics' phrases too.
The player is always "you" here: a drill is asked of the seat to move.
"""
from __future__ import annotations

WINDOW_TITLE = "Practice \u2014 {variant}"
SETUP_TITLE = "Practice"
SETUP_START = "Start &Practice"
SETUP_OFFER = "Pr&actise These Rules"  # a verb: the British spelling, as elsewhere ("colours")
SETUP_OFFER_TIP = "Rule drills for the variant and house rules chosen here, instead of a game."

# --------------------------------------------------------------------------- busy and empty
PREPARING = "Dealing practice positions for {variant}\u2026"
NOTHING_MADE = "No drill came up for these rules; try other house rules."
ALL_LEARNT = ("Every topic of {variant} is learnt for now: the schedule asks each one again when it is due. "
              "You may practise anyway.")
PRACTISE_ANYWAY = "Practise &Anyway"

# --------------------------------------------------------------------------- the drill
TOPIC_LINE = "Topic: {topic}"
TALLY = "Mastered {mastered} of {topics} topics \u00b7 this session {right} right, {wrong} wrong"
TABLE_LINE = {
    (2, False): "Two players.",
    (3, False): "Three players.",
    (4, False): "Four players, each for themselves.",
    (4, True): "Four players in partnerships; your partner sits opposite you.",
}
FINAL_DEAL = "This is the last deal of the round."
# A build's caption on the table, two lines as on the game's table: its
# value, then its kind and whose it is.
BUILD_CAPTION = {
    "own": "Build {value}\nsingle \u00b7 yours",
    "partner": "Build {value}\nsingle \u00b7 your partner's",
    "rival": "Build {value}\nsingle \u00b7 an opponent's",
    "own_multiple": "Build {value}\nmultiple \u00b7 yours",
    "partner_multiple": "Build {value}\nmultiple \u00b7 your partner's",
    "rival_multiple": "Build {value}\nmultiple \u00b7 an opponent's",
}
HAND_CAPTION = "Your hand"
PILE_CAPTION = {0: "First pile: {count} cards", 1: "Second pile: {count} cards"}
SWEEPS_LINE = "Sweeps made: {first} by the first pile, {second} by the second."
OPEN_LINE = "Sweeps left open: {first} by the first pile, {second} by the second."
MULLES_LINE = "Mulles: worth {first} in all in the first pile, {second} in the second."
LAST_CAPTURE_BY = {0: "The first pile made the last capture.", 1: "The second pile made the last capture.",
                   None: "Nobody made a capture this round."}

HOW_CAPTURES = ("Click the table cards one capture of the {card} takes, then press Add Capture (or drag the "
                "{card} onto them). Add every capture you find, then press Check. On the keyboard, the arrow "
                "keys move over the cards and Space picks one.")
HOW_PLAY = ("Click a hand card and the table cards to play it with, then press Play; or drag the hand card "
            "onto the table cards. Dropping it on the felt trails it. On the keyboard, the arrow keys move "
            "over the cards and Space picks one.")
HOW_CHOOSE = "Pick your answer, then press Check."
HOW_SCORE = "Enter the points each pile scores for every item (0 where it scores none), then press Check."
CHOOSE_MEANING = "Those cards can be played more than one way: pick the play you mean."

ADD_CAPTURE = "&Add Capture"
REMOVE_CAPTURE = "&Remove"
NO_CAPTURES_YET = "No capture added yet."
CAPTURE_ALREADY = "That capture is on your list already."
PICK_TABLE_CARDS = "Click the table cards the {card} takes first."
PICK_HAND_CARD = "Click the hand card you play first."
ONLY_THIS_CARD = "This question is about the {card}: click the table cards it takes."
CHECK = "&Check"
PLAY = "&Play"
NEXT = "&Next Drill"
PROGRESS = "Pro&gress\u2026"
RULES = "R&ules\u2026"
RULES_TIP = "The rulebook of the variant and house rules being practised."
CLOSE = "Close"
POINTS_HEADING = {"item": "Item", 0: "First pile", 1: "Second pile"}

# --------------------------------------------------------------------------- the verdict
RIGHT_ANSWER = "The right answer: {answer}"
RIGHT_CAPTURES = "The captures: {captures}."
RIGHT_POINTS = "{item}: {first} to {second}."
RIGHT_NO_POINTS = "No item scores any points."
RING_WRONG = "The cards this verdict is about are ringed in red."
RING_RIGHT = "The cards of the right answer glow light blue."

# --------------------------------------------------------------------------- the progress screen
PROGRESS_TITLE = "Practice Progress"
PROGRESS_VARIANT = "&Variant:"
PROGRESS_COUNTS = "{mastered} mastered, {learning} being learnt, {new} new, of {topics} topics."
PROGRESS_HEADINGS = ("Topic", "State", "Right", "Wrong", "Asked again")
STATE = {"mastered": "Mastered", "learning": "Learning", "new": "New"}
DUE_NOW = "now"
DUE_IN_DAYS = {1: "tomorrow"}
DUE_DAYS = "in {days} days"
NEVER_ASKED = "\u2014"

# --------------------------------------------------------------------------- quitting
QUIT = "&Quit"  # the lesson's menu and the practice window's key: the whole program, as Game › Quit
