"""The coach in the round review: each person's moves with the points they
gave away and the better move, each person's total for the round, and
"why?" for the computer's moves.

Grades made during play are found in the match's ``GradeBook`` (same
position, same view, same move); the missing ones are weighed on the
coach's worker one at a time, so a move played meanwhile in the next round
is graded after at most one of them.  The review shows how many are done.
"Why?" asks the worker for the options the search weighs highest from the
computer seat's view at that moment; on a person's move that gave points
away it lists the options the grade itself weighed (no new search, so the
options never contradict the verdict).  A person's move that was the only
one (the end of a turn with nothing left to add, the last card, a
compulsory capture with no other) is no choice: it gets no grade and no
share of the total, only the sentence that says so; the total counts such
moves in a sentence of their own.

At a network table the window knows its own hand only (the review shows
the others face down): the coach grades that seat's moves, each from its
information view then, and answers "why?" only about moves made from it;
the moves a computer player made for it (``not_chosen``: an idle turn, a
drop) are not graded as the player's, but can be asked "why?".  The same
rule at home, where every hand is known, changes nothing.

``RoundReview`` asks this object, through ``changed``, what to show; it
decides nothing itself.
"""
from __future__ import annotations

import itertools

from PySide6.QtCore import QObject, Signal

from casino_desktop.coach import Option, is_forced
from casino_desktop.coach.explain import SHOWN
from casino_desktop.coach.coach_sentences import (REVIEW_NOBODY, REVIEW_PROGRESS, WHY_ANSWERED, WHY_FAILED, WHY_HAND_UNKNOWN,
                                                  WHY_NOT_WEIGHED, WHY_NOTHING_TO_ADD, WHY_TIP, WHY_TIP_GRADED, fill)
from casino_desktop.qt.coach.book import Entry
from casino_desktop.qt.coach.verdict_bar import COLOURS
from casino_desktop.qt.coach.words import (forced_total, misses_of, option_lines, review_note, round_total,
                                           verdict_line, why_forced, why_heading, why_weighing)
from casino_desktop.qt.translate import say

_serials = itertools.count(1)  # tells one review's "why?" requests from another's
WEIGHING, FAILED = "weighing", "failed"


class ReviewCoach(QObject):
    changed = Signal(int)   # a step whose note or details changed; -1: the summary

    def __init__(self, table, steps: list, names: list[str], known: set[int] | None = None,
                 not_chosen: set[int] | frozenset[int] = frozenset()) -> None:
        """``known``: the seats whose hands the window knows (None: every
        one); ``not_chosen``: the steps a computer player made for a person's seat."""
        super().__init__()
        self.table = table
        self.steps = steps
        self.names = names
        self.known = known
        self.not_chosen = not_chosen
        self.serial = next(_serials)
        controller = table.game
        self.people: dict[int, Entry] = {}  # step index: the entry of a person's move
        self.forced: set[int] = set()       # step indexes of a person's only move
        for i, (before, seat, move, _lines) in enumerate(steps):
            if not controller.is_human(seat) or i in not_chosen or not self._knows(seat):
                continue
            if is_forced(before):
                self.forced.add(i)
            else:
                self.people[i] = table.book.find(before, seat, move) or table.book.add(before, seat, move)
        self.whys: dict[int, list[Option] | str] = {}   # step index: [Option], WEIGHING or FAILED
        table.settled.connect(self._settled)
        table.worker.explained.connect(self._explained)
        table.worker.failed.connect(self._why_failed)
        self._next()

    # --- what the review shows -------------------------------------------------------------
    def note(self, i: int) -> tuple[str, str] | None:
        """(colour, note) under step ``i`` in the list; None for a computer's move."""
        entry = self.people.get(i)
        if entry is None:
            return None
        return COLOURS[entry.grade.label if entry.grade else None], say(review_note(entry))

    def details(self, i: int) -> list[str]:
        """The coach's sentences about step ``i``: the verdict and its
        misses, or the "why?" answer, in the player's language."""
        return [say(t) for t in self._details(i)]

    def _details(self, i: int) -> list:
        name = self.names[self.steps[i][1]]
        if i in self.forced:
            return [why_forced(name)]
        entry = self.people.get(i)
        why = self.whys.get(i)
        if entry is not None:
            lines = [verdict_line(entry, name), *misses_of(entry.grade, name)]
            if isinstance(why, list):
                played = self.steps[i][2]
                lines += [why_heading(name, any(o.move == played for o in why)), *option_lines(why, played, name)]
            return lines
        if why == WEIGHING:
            return [why_weighing(name)]
        if why == FAILED:
            return [WHY_FAILED]
        if isinstance(why, list):  # the options (WEIGHING and FAILED are answered above)
            if len(why) == 1:
                return [why_forced(name)]
            played, played_for = self.steps[i][2], i in self.not_chosen
            return [why_heading(name, any(o.move == played for o in why), played_for),
                    *option_lines(why, played, name, played_for)]
        return []

    def summary(self) -> str:
        """Each person's total, or the progress while moves are being weighed.
        A person's forced moves are counted after it: with capture
        compulsory (Krypkasino) most moves may be forced, and "none of your
        choices gave points away" alone read as a round that cost nothing;
        a person whose every move was forced has that said alone."""
        if not self.people and not self.forced:
            return say(REVIEW_NOBODY)
        done = sum(e.settled() for e in self.people.values())
        if done < len(self.people):
            return say(fill(REVIEW_PROGRESS, done=done, total=len(self.people)))
        losses: dict[int, list] = {}
        for i, e in self.people.items():
            losses.setdefault(e.seat, []).append((i + 1, e.grade.loss if e.grade else 0.0))
        forced: dict[int, int] = {}
        for i in self.forced:
            forced[self.steps[i][1]] = forced.get(self.steps[i][1], 0) + 1
        said = []
        for seat in sorted(set(losses) | set(forced)):
            name = self.names[seat]
            if seat in losses:
                said.append(say(round_total(name, losses[seat])))
            if seat in forced:
                said.append(say(forced_total(name, forced[seat], graded=seat in losses)))
        return " ".join(said)

    def is_done(self) -> bool:
        return all(e.settled() for e in self.people.values())

    def _knows(self, seat: int) -> bool:
        """Whether the window knows ``seat``'s hand (the coach weighs from its view)."""
        return self.known is None or seat in self.known

    def why_tip(self, i: int) -> str:
        """The "why?" button's tooltip at step ``i``: what it does, or why it is off."""
        if not self._knows(self.steps[i][1]):
            return say(WHY_HAND_UNKNOWN)
        if i in self.forced:
            return say(why_forced(self.names[self.steps[i][1]]))
        if isinstance(self.whys.get(i), list):
            return say(WHY_ANSWERED)
        entry = self.people.get(i)
        if entry is None:
            return say(WHY_TIP)
        if entry.failed:
            return say(WHY_FAILED)
        if entry.grade is None:
            return say(WHY_NOT_WEIGHED)
        return say(WHY_NOTHING_TO_ADD if entry.grade.label == "good" else WHY_TIP_GRADED)

    def can_ask_why(self, i: int) -> bool:
        """A computer's move not asked about yet (or whose answer failed), or
        a person's move that gave points away, its options not shown yet."""
        if not 0 <= i < len(self.steps) or i in self.forced or not self._knows(self.steps[i][1]):
            return False
        entry = self.people.get(i)
        if entry is not None:
            return (entry.grade is not None and entry.grade.label != "good" and len(entry.grade.values) > 1
                    and i not in self.whys)
        return self.whys.get(i, FAILED) == FAILED

    def ask_why(self, i: int) -> None:
        if not self.can_ask_why(i):
            return
        entry = self.people.get(i)
        if entry is not None:
            self.whys[i] = graded_options(entry)
            self.changed.emit(i)
            return
        before, seat, _move, _lines = self.steps[i]
        self.whys[i] = WEIGHING
        self.table.worker.explain((self.serial, i), before.information_view(seat))
        self.changed.emit(i)

    # --- the worker's answers ----------------------------------------------------------------
    def _next(self) -> None:
        """Send the next move no one has asked about yet (one at a time)."""
        if any(e.asked and not e.settled() for e in self.people.values()):
            return  # wait for the one out (the table's or ours)
        for e in self.people.values():
            if not e.asked:
                self.table.ask(e)
                return

    def _settled(self, entry: Entry) -> None:
        for i, e in self.people.items():
            if e is entry:
                self.changed.emit(i)
                self.changed.emit(-1)
        self._next()

    def _explained(self, key, options: list) -> None:
        if isinstance(key, tuple) and key[0] == self.serial:
            self.whys[key[1]] = options
            self.changed.emit(key[1])

    def _why_failed(self, key, _message: str) -> None:
        if isinstance(key, tuple) and key[0] == self.serial:
            self.whys[key[1]] = FAILED
            self.changed.emit(key[1])


def graded_options(entry: Entry) -> list[Option]:
    """The options a person's grade weighed, best first.  A solved grade is
    exact for the best move and the move played only (the others' values
    are bounds), so it shows those two; a sampled one, the best three and
    the move played, wherever it came."""
    g = entry.grade
    assert g is not None
    if g.mode == "solved":
        shown = [v for v in g.values if v[0] in (g.best, g.move)]
    else:
        shown = list(g.values[:SHOWN]) + [v for v in g.values[SHOWN:] if v[0] == g.move]
    return [Option(m, v, n, entry.view) for m, v, n in shown]
