""""Why?" for a computer's move: the options the search weighed, best first.

``explain_choice(view, settings, seed)`` weighs every legal move of the seat
to move with the coach's search (``weighing.weigh``, as a grade does) and
returns the three best with their expected points.  It is a fresh search from the
view alone: the player that moved also remembered earlier turns (its rival's
trails and habits), so on a close decision its own choice may be the second
option here; the table shows the options, not a claim about that choice.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ai.search_settings import SearchSettings
from ..core import GameState, Move, move_advice
from .coach_sentences import OPTIONS, fill, points_text
from .weighing import COACH, weigh

SHOWN = 3  # options shown


@dataclass(frozen=True)
class Option:
    move: Move
    expected: float   # the side's expected round points minus the rivals' mean
    worlds: int       # sampled deals behind it (0: solved exactly)
    at: GameState = field(compare=False, repr=False)  # the position: it names the builds a move changes

    def text(self) -> str:  # a Text: the window says it in the player's language
        shown = points_text(self.expected)
        key = "level" if shown == points_text(0.0) else ("ahead" if self.expected > 0 else "behind")
        return fill(OPTIONS[key], advice=move_advice(self.move, at=self.at), points=shown)

    def to_json(self) -> dict[str, object]:
        return {"move": self.move.text(), "expected": round(self.expected, 3), "worlds": self.worlds,
                "text": self.text()}


def explain_choice(view: GameState, settings: SearchSettings = COACH, seed: int = 0) -> list[Option]:
    """The (at most) three best options for the seat to move, best first."""
    weighed, _ = weigh(view, settings, seed, exact=SHOWN)
    return [Option(m, v, n, view) for m, v, n in weighed[:SHOWN]]
