"""The coach's grade of one move: points given away against the best move.

``grade(view, move, settings, seed)`` asks the coach's search
(``weighing.weigh``: Master's, stopped by a count of work instead of the
clock; the hint is its best move) for the expected points of every legal
move of the seat to move, from that seat's information view only.  The
points are the search's margin: the seat's side's expected round points
minus the rivals' mean, so a card that goes to the rival instead of to you
counts on both sides of it.  The grade is what the move played gave away
against the best one (never below 0), with a label.

The thresholds (in points of that margin) come from the measurements in
``docs/coach.md`` (about 15,000 moves graded twice with different seeds):

* ``GOOD_BELOW`` 0.2: the two gradings of a position differ by less than
  this in 99 % of 2-player Casino positions (p95 0.083, p99 0.191), so a
  move called worse than good lost more than the coach's own noise.  In
  Mulle the noise is larger (p95 0.253): there the label is less sure.
* ``MISTAKE_FROM`` 0.75 and ``BLUNDER_FROM`` 1.5: in 2-player Casino a card
  that scores a point, taken by the rival instead, moves the margin by 2.
  A blunder gives away three quarters of that or more, a mistake from
  three eighths: a judgement anchored on that swing, not a fit.  Measured
  with them, Beginner blunders on 6.4 % of its Casino moves, Expert on
  none of 2,001, and the two gradings of a position get the same label in
  98.1 % of Casino positions (docs/coach.md).

The grade reads only the view and the seed: two full states with the same
view give the same grade, and so does a clock that runs ten times as fast
(``tests/coach/test_grading.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ai.search_settings import SearchSettings
from ..core import GameState, Move, choice_moves, move_advice, resolve
from ..ai.valuation import valuation_for
from .gains import ItemisingSearch, gains_misses, where_ahead
from .misses import Miss, find_misses
from .coach_sentences import LABELS, VERDICTS, fill, points_text
from .weighing import COACH, weigh_by

GOOD_BELOW = 0.2
MISTAKE_FROM = 0.75
BLUNDER_FROM = 1.5


def label_for(loss: float) -> str:
    """The label id of a move that gave away ``loss`` points."""
    if loss < GOOD_BELOW:
        return "good"
    if loss < MISTAKE_FROM:
        return "inaccuracy"
    if loss < BLUNDER_FROM:
        return "mistake"
    return "blunder"


@dataclass(frozen=True)
class Grade:
    move: Move
    best: Move
    loss: float                 # points given away against ``best``, >= 0
    label: str                  # an id of ``coach_sentences.LABELS``
    values: tuple[tuple[Move, float, int], ...]  # (move, expected margin, worlds) of every move weighed, best first;
    #                             solved positions: exact for the best and the move played, an upper bound for the rest
    mode: str                   # "forced", "solved" or "sampled"
    worlds: int                 # sampled deals behind the best move's value (0: solved or forced)
    # The position graded, which names the builds a move takes or changes
    # ("raise build 7 (3♣ + 4♦) to 9"); not part of the grade's value.
    at: GameState = field(compare=False, repr=False)
    misses: tuple[Miss, ...] = field(default=())

    def verdict(self) -> str:
        """The verdict as the player reads it."""
        return fill(VERDICTS[self.label], points=points_text(self.loss), best=move_advice(self.best, at=self.at))

    def to_json(self) -> dict[str, object]:
        return {
            "move": self.move.text(), "best": self.best.text(), "points_given_away": round(self.loss, 3),
            "label": self.label, "label_text": LABELS[self.label], "verdict": self.verdict(),
            "misses": [m.text() for m in self.misses], "mode": self.mode, "worlds": self.worlds,
            "values": [{"move": m.text(), "expected": round(v, 3), "worlds": n} for m, v, n in self.values],
        }


def is_forced(state: GameState) -> bool:
    """Whether the seat to move has one move only (the end of a turn of
    several actions once nothing is left to add, the last card): the coach
    calls such a move good without weighing it, and the table does not
    show it (it would push the verdicts of real choices off the line)."""
    return len(choice_moves(state)) == 1


def grade(view: GameState, move: Move | str, settings: SearchSettings = COACH, seed: int = 0) -> Grade:
    """The grade of ``move`` (a Move or its text) for the seat to move in
    ``view``, that seat's information view.  An illegal move raises
    ``core.legality.IllegalMove`` with the rule's sentence."""
    if view.viewer != view.to_move:  # a full state (viewer None) would show the coach the hidden cards
        raise ValueError("the coach grades a move from the information view of the seat that plays it")
    played = resolve(view, move)
    moves = list(choice_moves(view))
    if played not in moves:
        moves.append(played)  # a long table's bounded sample may have left it out
    if len(moves) == 1:
        return Grade(played, played, 0.0, "good", ((played, 0.0, 0),), "forced", 0, view)
    weighed, search = weigh_by(ItemisingSearch, view, settings, seed, moves, keep=played, exact=1)
    values = tuple(weighed)
    best, best_value, best_worlds = values[0]
    mine, mine_worlds = next((v, n) for m, v, n in values if m == played)
    loss = max(0.0, best_value - mine)
    label = label_for(loss)
    better = [m for m, v, _ in values if v - mine >= GOOD_BELOW]  # the moves the misses may point to
    misses: tuple[Miss, ...] = ()
    if label != "good":
        # Where the best move comes out ahead: from the same playouts, or a line of best play where solved.
        worlds = min(best_worlds, mine_worlds)
        gains = where_ahead(search, best, played, worlds, loss)
        labels = valuation_for(view.rules, view.sides).item_labels()
        misses = (*gains_misses(gains, labels, view.rules.misere, loss),
                  *find_misses(view, played, best, seed, better))
    mode = str(search.last_info.get("mode", "sampled"))
    return Grade(played, best, loss, label, values, mode, best_worlds, view, misses)
