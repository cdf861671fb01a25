"""The match's grade book: a grade fills only the entry it was asked for,
and a lookup finds a move only from the same view."""
from __future__ import annotations

from casino_desktop.coach import grade
from casino_desktop.core import apply
from casino_desktop.core.legality import resolve
from casino_desktop.qt.coach.book import GradeBook
from .helpers import BLUNDER, last_deal


def _played(state, text):
    before = state.clone()
    move = resolve(state, text)
    apply(state, move)
    return before, move


def test_a_grade_fills_its_own_entry_and_a_replaced_entry_drops_it():
    state = last_deal(*BLUNDER)
    book = GradeBook()
    before, move = _played(state, "3H trail")
    first = book.add(before, 0, move)
    assert first.view.viewer == 0 and first.view == before.information_view(0)
    g = grade(first.view, move)
    # Taken back, and the same place now holds another move: the old grade finds nothing.
    book.forget_from(before)
    assert len(book) == 0 and book.settle(first.id, g) is None
    second = book.add(before, 0, resolve(before, "10S take 10D"))
    assert book.settle(first.id, g) is None and second.grade is None
    assert book.settle(second.id, g) is None  # a grade of another move is refused too
    good = grade(second.view, second.move)
    assert book.settle(second.id, good) is second and second.grade is good and second.settled()


def test_find_checks_the_seat_the_move_and_the_view():
    state = last_deal(*BLUNDER)
    book = GradeBook()
    before, move = _played(state, "3H trail")
    entry = book.add(before, 0, move)
    assert book.find(before, 0, move) is entry
    assert book.find(before, 1, move) is None
    assert book.find(before, 0, resolve(before, "10S take 10D")) is None
    other = before.clone()
    other.loose = other.loose[:1]  # another table at the same round and ply
    assert book.find(other, 0, move) is None


def test_latest_is_the_last_move_of_the_seats_asked_and_forget_from_keeps_the_earlier():
    state = last_deal("10S 3H 4D", "10H 2C 8S", "10D 5C")
    book = GradeBook()
    entries = []
    for text in ("3H trail", "2C trail", "4D trail"):
        before, move = _played(state, text)
        entries.append(book.add(before, before.to_move, move))
    assert book.latest({0}) is entries[2] and book.latest({1}) is entries[1] and book.latest(set()) is None
    book.forget_from(entries[1].view)
    assert book.latest({0}) is entries[0] and book.latest({1}) is None


def test_a_redo_puts_back_the_moves_taken_back_with_grades_that_came_back_meanwhile():
    state = last_deal("10S 3H 4D", "10H 2C 8S", "10D 5C")
    book = GradeBook()
    entries = []
    for text in ("3H trail", "2C trail", "4D trail"):
        before, move = _played(state, text)
        entries.append(book.add(before, before.to_move, move))
    book.forget_from(entries[0].view)  # all three taken back
    assert len(book) == 0
    g = grade(entries[0].view, entries[0].move)
    assert book.settle(entries[0].id, g) is None and entries[0].grade is g  # filled, shown by nobody
    after_two = entries[2].view  # the position a redo of the first two moves reaches
    assert book.put_back_before(after_two) == entries[:2]
    assert book.latest({0}) is entries[0] and entries[0].grade is g
    book.forget_aside()  # a new move: the third can no longer come back
    assert book.put_back_before(state) == [] and len(book) == 2
