"""Every sentence the coach says, as whole templates with named fields.

The table, the round review and ``cli grade`` show these; a translation
replaces the templates and keeps the field names.  A sentence about a count
has a form for one and a form for any other count, as in
``core.sentences``.  Moves are put in the hint's words
(``core.sentences.move_advice``: "take 5♦ with 5♠"), cards in their printed
form ("10♦"); points are written with one decimal.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    "good": "Good",
    "inaccuracy": "Inaccuracy",
    "mistake": "Mistake",
    "blunder": "Blunder",
}

# The verdict on one move: {label id: template}.
VERDICTS: dict[str, str] = {
    "good": "Good move.",
    "inaccuracy": "Inaccuracy: this gave away {points} points on average; better was to {best}.",
    "mistake": "Mistake: this gave away {points} points on average; better was to {best}.",
    "blunder": "Blunder: this gave away {points} points on average; better was to {best}.",
}

# What a player should have noticed: {miss id: template or {"one": ..., "other": ...}}.
MISSES: dict[str, object] = {
    "scoring_card_left": "You could have taken {card}, a card that scores: {advice}.",
    "sweep_missed": "You could have swept the table: {advice}.",
    "sweep_left_open": {
        "one": "This leaves the table open to a sweep by the next player: {count} unseen card clears it ({cards}).",
        "other": "This leaves the table open to a sweep by the next player: "
                 "{count} unseen cards clear it ({cards}).",
    },
    "build_takeable": {
        "one": "The next player can take your build of {value}: {count} unseen card takes it.",
        "other": "The next player can take your build of {value}: {count} unseen cards take it.",
    },
}

# One option the computer weighed ("why?"): ahead, behind or level at the end of the round.
OPTIONS: dict[str, str] = {
    "ahead": "Option: {advice} \u2014 expected to end the round {points} points ahead.",
    "behind": "Option: {advice} \u2014 expected to end the round {points} points behind.",
    "level": "Option: {advice} \u2014 expected to end the round level.",
}

CARD_LIST_SEPARATOR = ", "  # between the cards of a list ({cards}); a translation may change it


def points_text(points: float) -> str:
    """Points as shown: one decimal, never a minus sign (the sentence says which way)."""
    return f"{abs(points):.1f}"


def fill(template: object, count: int | None = None, **fields) -> str:
    """A template with its fields; the count picks the form where there are two."""
    if isinstance(template, dict):
        template = template["one"] if count == 1 else template["other"]
    return str(template).format(count=count, **fields)
