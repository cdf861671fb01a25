"""The playout policy's move score as a weighted sum of its cheap features.

``policy.Playout`` scores a move with a few additions over the static
per-face table ``Valuation.card_weights``.  Each of those additions is one
feature here with one weight: what a trail costs, what a trail the next
rival can match costs, what a build is worth safe or exposed, and how the
face table itself mixes the points on the cards with the majorities of
cards and spades.  ``TODAY`` is the policy the levels play, written as such
a vector (its weights are the constants the policy had before, so it
chooses exactly as it did); ``learned_weights`` is a vector found by
self-play, shipped as data (``data/playout_weights.json``) and read through
the one validating layer, for the search's ``learned`` dial.

The features added with this module (``trail_face``, ``capture_card``,
``leave``) are 0
in ``TODAY``: they cost nothing (``leave`` one test a move) until a vector
gives them a weight.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..core.safe_json import InputRefused, read_json_file, want_dict
from ..core.templates import N_, fill

WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "data" / "playout_weights.json"
WEIGHT_BOUND = 20.0  # no sane weight is larger; a file that says so is refused


@dataclass(frozen=True)
class PlayoutWeights:
    trail: float = 1.0
    """A trail gives the table its card: it costs this times the card's worth."""
    trail_matched: float = 2.0
    """With ``guard``, a trail the next rival can match costs this times its
    card's worth (their gain as well as our loss)."""
    trail_cost: float = 0.05
    """Any trail costs this more, so a useful play is preferred to it."""
    trail_face: float = 0.0
    """Added cost of trailing a card no build can use (a value above the
    largest build, a court card in Casino): only its pair takes it."""
    capture: float = 1.0
    """A capture is worth this times the worth of the cards taken (its own card included)."""
    capture_card: float = 0.0
    """Worth of each card a capture takes, beyond its face worth."""
    build_share: float = 0.5
    """Unguarded: a build is worth this share of its cards."""
    build_keep: float = 0.9
    """Guarded, safe: a build is worth this share of its cards plus the card we will take it by."""
    build_by: float = 1.0
    """How much of the card we will take a safe build by counts in it."""
    build_lost: float = 1.0
    """Guarded, the rival holds its value: a build costs this times its cards."""
    leave: float = 0.0
    """With ``guard``, what is charged of the most the next rival could then
    take by matching one value on the table a move leaves (as ``guard=2``
    charges it, whole; here weighed, with guard=1's other rules kept)."""
    points: float = 1.0
    """The face table's weight of each card's own points (aces, casinos)."""
    cards: float = 1.0
    """The face table's weight of the most-cards majority."""
    spades: float = 1.0
    """The face table's weight of the most-spades majority."""

    def scales(self) -> tuple[float, float, float]:
        """The face table's mix (``Valuation.card_weights``)."""
        return (self.points, self.cards, self.spades)

    def as_dict(self) -> dict[str, float]:
        return asdict(self)


TODAY = PlayoutWeights()
WEIGHT_NAMES = tuple(f.name for f in fields(PlayoutWeights))


def weights_from(data: Any, what: str = "weights file") -> PlayoutWeights:
    """A vector from ``{"weights": {name: number}}``; a name left out keeps
    today's weight, an unknown name or an out-of-range number is refused."""
    body = want_dict(want_dict(data, what).get("weights"), "weights", len(WEIGHT_NAMES))
    values: dict[str, float] = {}
    for name, value in body.items():
        if name not in WEIGHT_NAMES:
            raise InputRefused(fill(N_("'{key}' is not a weight of the playout policy."), key=name))
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not -WEIGHT_BOUND <= value <= WEIGHT_BOUND:
            raise InputRefused(fill(N_("'{key}' must be a number from {lo} to {hi}."), key=name,
                                    lo=f"{-WEIGHT_BOUND:g}", hi=f"{WEIGHT_BOUND:g}"))
        values[name] = float(value)
    return PlayoutWeights(**values)


@lru_cache(maxsize=1)
def learned_weights() -> PlayoutWeights:
    """The shipped vector (read once)."""
    return weights_from(read_json_file(WEIGHTS_FILE))
