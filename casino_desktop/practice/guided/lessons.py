"""The guided first deals: one for each family of the game, and one for each
game whose family's lesson would teach it a rule it does not have (a sweep
that scores nothing, building, a mulle scored by the card's value).

Each lesson is a stacked deal (``stage.Lesson``): the cards on the table,
the hands of every deal (the person's first), and every move of the round
in order, the person's marked with the step they teach.  The computer's
moves are chosen to set up the next step (a card left for a sum, a build
to raise), never to play well.  ``tests/practice/guided`` plays each one
through the core: every move legal when its turn comes, every step the
family's rules allow met, the round over after the last move.
"""
from __future__ import annotations

from typing import TypedDict

from casino_desktop.core import preset

from .stage import Lesson, Play
from .steps import (BUILD_STEP, END_STEP, LAST, MULLE, PAIR, RAISE_STEP, SUM, SWEEP, TABLE_STEP, TAKE_BUILD, TOP_STEP,
                    TRAIL_STEP)


def _plays(*pairs: tuple[str, str]) -> tuple[Play, ...]:
    return tuple(Play(kind, text) for kind, text in pairs)


_ = ""  # the computer's moves carry no step


class _Deal(TypedDict):
    """A deal several variants play alike: a lesson's fields but its variant."""

    table: str
    deals: tuple[tuple[str, str], ...]
    plays: tuple[Play, ...]


# The Anglo-American family's deal: builds up to 10, a court card takes all of its rank.
_ANGLO_DEAL = _Deal(
    table="7D 5H 3C KS",
    deals=(("7S 8H 4H 6C", "2C KD 2S 4D"), ("5S 3H 8S 10S", "3D 9C 10D 5C")),
    plays=_plays(
        (PAIR, "7S take 7D"), (_, "2C trail"),
        (SUM, "8H take 3C 5H"), (_, "KD take KS"),
        (BUILD_STEP, "4H build 6 2C"), (_, "2S trail"),
        (TAKE_BUILD, "6C take [2C 4H]"), (_, "4D trail"),
        (TRAIL_STEP, "5S trail"), (_, "3D build 5 2S"),
        (RAISE_STEP, "3H raise 8 [2S 3D]"), (_, "9C take 4D 5S"),
        (SWEEP, "8S take [2S 3D 3H]"), (_, "10D trail"),
        (LAST, "10S take 10D"), (_, "5C trail"),
    ),
)

# The Royal family's deal (Royal Casino and Dominican Royal Casino play it alike).
_ROYAL_DEAL = _Deal(
    table="7D 5H 6C KS",
    deals=(("7S JH 4H 6D", "2C KD 2S 4D"), ("5S 3H 8S 10S", "3D 9C 10D 5C")),
    plays=_plays(
        (PAIR, "7S take 7D"), (_, "2C trail"),
        (SUM, "JH take 5H 6C"), (_, "KD take KS"),
        (BUILD_STEP, "4H build 6 2C"), (_, "2S trail"),
        (TAKE_BUILD, "6D take [2C 4H]"), (_, "4D trail"),
        (TRAIL_STEP, "5S trail"), (_, "3D build 5 2S"),
        (RAISE_STEP, "3H raise 8 [2S 3D]"), (_, "9C take 4D 5S"),
        (SWEEP, "8S take [2S 3D 3H]"), (_, "10D trail"),
        (LAST, "10S take 10D"), (_, "5C trail"),
    ),
)

# The deal without building (Swedish and Finnish Kasino play it alike; the rules name its steps).
_NO_BUILD_DEAL = _Deal(
    table="7D 5H 3C KS",
    deals=(("7S 8H 7C 9S", "2C KD 9D 4D"), ("10H QH 6D AS", "QD 4S 8C 3S")),
    plays=_plays(
        (PAIR, "7S take 7D"), (_, "2C trail"),
        (SUM, "8H take 3C 5H"), (_, "KD take KS"),
        (TRAIL_STEP, "7C trail"), (_, "9D trail"),
        (SWEEP, "9S take 2C 7C 9D"), (_, "4D trail"),
        (TRAIL_STEP, "10H trail"), (_, "QD trail"),
        (PAIR, "QH take QD"), (_, "4S take 4D"),
        (TRAIL_STEP, "6D trail"), (_, "8C trail"),
        (LAST, "AS=14 take 6D 8C"), (_, "3S trail"),
    ),
)


LESSONS: dict[str, Lesson] = {
    # Anglo-American Casino (pagat): sweeps score nothing.
    "casino": Lesson(variant="casino", **_ANGLO_DEAL),
    # The Anglo-American games whose sweeps score: Casino as often taught at home (seeds 002
    # and 004; one round) and Wippen.  Casino's lesson says a sweep scores nothing, true there
    # only (the twentieth stranger's play-test: a student learning her flatmates' game was told
    # so), so they have lessons of their own on the same deal.
    "casino-simple": Lesson(variant="casino-simple", **_ANGLO_DEAL),
    "wippen": Lesson(variant="wippen", **_ANGLO_DEAL),
    # Royal Casino: J 11, Q 12, K 13 count in sums and builds.
    "royal-casino": Lesson(variant="royal-casino", **_ROYAL_DEAL),
    # Swedish Kasino: no building; every sweep (tabbe) and the last capture (sistan) score.
    "swedish-kasino": Lesson(variant="swedish-kasino", **_NO_BUILD_DEAL),
    # Finnish Kasino: ace 14, 2\u2660 15 and 10\u2666 16 from the hand; aces and casinos score at
    # once; a sweep (m\u00f6kki) counts only before the last deal.
    "finnish-kasino": Lesson(variant="finnish-kasino", **_NO_BUILD_DEAL),
    # Dominican Royal Casino: a card equal to a loose card must take it; nobody raises their own build.
    "dominican-casino": Lesson(variant="dominican-casino", **_ROYAL_DEAL),
    # pagat's Mulle: two decks, 5 cards each and 5 to the table, no building; taking the
    # identical twin of the card played and nothing else is a mulle worth 5, and the tabbe and
    # sistan score as in Swedish Kasino.  It had no lesson of its own and opened
    # Kortspelshandboken's, which builds and scores a mulle by the card's value: a game she
    # was not playing.  North's trails leave the pairs and the sums; North's own mulle (a 7\u2665
    # it trails and takes back with its twin) shows the mulle scored for the other side too, made
    # with no card of the person's, so that no step of hers hands it over.
    "mulle": Lesson(
        variant="mulle",
        table="7D 5H 3C 9C QS",
        deals=(("7S 9C 8H KC 10D", "QD 4D 6S KD 2S"), ("6H 9S JH 10C 2H", "9D 5C 7H 7H 3H")),
        plays=_plays(
            (PAIR, "7S take 7D"), (_, "QD take QS"),
            (MULLE, "9C take 9C"), (_, "4D trail"),
            (SUM, "8H take 3C 5H"), (_, "6S trail"),
            (TRAIL_STEP, "KC trail"), (_, "KD take KC"),
            (SWEEP, "10D take 4D 6S"), (_, "2S trail"),
            (TRAIL_STEP, "6H trail"), (_, "9D trail"),
            (PAIR, "9S take 9D"), (_, "5C trail"),
            (SUM, "JH take 5C 6H"), (_, "7H trail"),
            (TRAIL_STEP, "10C trail"), (_, "7H take 7H"),
            (LAST, "2H take 2S"), (_, "3H trail"),
        )),
    # Mulle of Kortspelshandboken: two decks, 8 cards to the table, building; taking the
    # identical twin of the card played is a mulle and scores its value.  Of the two Mulle
    # presets this is the one of the Swedish card-game handbook; it builds, so its lesson
    # meets every step.
    "mulle-kortspel": Lesson(
        variant="mulle-kortspel",
        table="7H KS 9C 4D 6S QD 2C 10H",
        deals=(("7H 8H 2H 6C", "KD QS 9D 3S"), ("4C 3C 8S 5S", "2D 5D AC 6H")),
        plays=_plays(
            (MULLE, "7H take 7H"), (_, "KD take KS"),
            (SUM, "8H take 2C 6S"), (_, "QS take QD"),
            (BUILD_STEP, "2H build 6 4D"), (_, "9D take 9C"),
            (TAKE_BUILD, "6C take [2H 4D]"), (_, "3S trail"),
            (TRAIL_STEP, "4C trail"), (_, "2D build 5 3S"),
            (RAISE_STEP, "3C raise 8 [2D 3S]"), (_, "AC=14 take 4C 10H"),
            (SWEEP, "8S take [2D 3C 3S]"), (_, "5D trail"),
            (LAST, "5S take 5D"), (_, "6H trail"),
        )),
    # Krypkasino: capturing is compulsory and every point taken is a penalty; a sweep costs
    # its maker 5 and takes 5 off the penalties of whoever left the table open.
    "krypkasino": Lesson(
        variant="krypkasino",
        table="7D 5H 3C QS",
        deals=(("7S 8H 7C KC", "QD 2C 2D 4D"), ("KH 9H 6S AH", "5C 3H QC 8D")),
        plays=_plays(
            (PAIR, "7S take 7D"), (_, "QD take QS"),
            (SWEEP, "8H take 3C 5H"), (_, "2C trail"),
            (TRAIL_STEP, "7C trail"), (_, "2D take 2C"),
            (TRAIL_STEP, "KC trail"), (_, "4D trail"),
            (PAIR, "KH take KC"), (_, "5C trail"),
            (SUM, "9H take 4D 5C"), (_, "3H trail"),
            (TRAIL_STEP, "6S trail"), (_, "8D trail"),
            (LAST, "AH=14 take 6S 8D"), (_, "QC trail"),
        )),
    # Swazi Casino, the African family's main game: four cards cut to the table, capture piles
    # face up, one card from the hand a turn with table actions around it, then the end of the
    # turn.  One deal of six cards each (the whole pack would be 24 each: too long for a first
    # game); every ace, the 2\u2660 and the 10\u2666 are in it, so the deal scores its 11 points.
    "swazi-casino": Lesson(
        variant="swazi-casino",
        table="7D 5H 6C 8H",
        deals=(("7S 4H 3C 9C 10D AS", "6H 2S QD AH AC AD"),),
        plays=_plays(
            (PAIR, "7S take 7D"), (END_STEP, "end"), (_, "6H take 6C"), (_, "end"),
            (BUILD_STEP, "4H build 9 5H"), (END_STEP, "end"), (_, "2S trail"), (_, "end"),
            (TOP_STEP, "3C add 9 [4H 5H] 6H"), (END_STEP, "end"), (_, "QD trail"), (_, "end"),
            (TAKE_BUILD, "9C take [3C 4H 5H 6H]"), (TABLE_STEP, "table build 10 2S 8H"), (END_STEP, "end"),
            (_, "AH trail"), (_, "end"),
            (TAKE_BUILD, "10D take [2S 8H]"), (END_STEP, "end"), (_, "AC trail"), (_, "end"),
            (LAST, "AS take AC AH"), (END_STEP, "end"), (_, "AD trail"), (_, "end"),
        )),
}


def lesson_ids() -> tuple[str, ...]:
    """The lessons in the order the Help menu lists them."""
    return tuple(LESSONS)


def lesson_for(variant_id: str) -> str:
    """The lesson of a variant's family: its own if it has one, else the
    lesson of the first variant of its family that has one, else Casino's."""
    if variant_id in LESSONS:
        return variant_id
    family = preset(variant_id).family
    for lid in LESSONS:
        if preset(LESSONS[lid].variant).family == family:
            return lid
    return "casino"
