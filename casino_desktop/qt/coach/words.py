"""What the coach says at the table and in the review, filled from the
templates of ``coach.coach_sentences`` (never glued from pieces): a move's verdict,
its misses about "you" or a named seat, a review note, a round's total,
the "why?" options.  No Qt here: each is a ``Text`` (``core.templates.fill``),
said in the player's language where it is shown."""
from __future__ import annotations

from casino_desktop.coach import Grade, Miss, Option, label_for
from casino_desktop.core import YOU, YOU_NAME, Move, move_advice, move_sentence, person_of
from casino_desktop.coach.coach_sentences import (AT_TABLE, LABELS, MISSES_NAMED, OPTIONS_PLAYED, OPTIONS_PLAYED_FOR,
                                                  REVIEW_NOTE, ROUND_ALL_FORCED, ROUND_FORCED, ROUND_TOTAL, WHY_FORCED, WHY_HEADING, WHY_HEADING_OTHER,
                                                  WHY_HEADING_OTHER_FOR, WHY_WEIGHING, fill, points_text)
from casino_desktop.qt.coach.book import Entry


def addressed(names: list[str], people: list[int]) -> list[str]:
    """The seats' names as the coach says them: the one person at the table
    is "you" whatever name they gave (a named player read "Kari takes …"
    about herself, where the unnamed one reads "You take …"); people
    sharing one screen keep their names, so that a verdict shown after the
    turn passed still says whose move it was."""
    if len(people) != 1:
        return list(names)
    return [YOU_NAME if seat == people[0] else name for seat, name in enumerate(names)]


def _person(name: str) -> str:
    """The key of a "you" / "one" table: a partnership's name never moves here."""
    return "you" if person_of(name) == YOU else "one"


def miss_text(miss: Miss, name: str) -> str:
    """A miss about ``name``: the coach's own sentence to "you", else its named form."""
    if person_of(name) == YOU:
        return miss.text()
    return fill(MISSES_NAMED[miss.id], miss.count, name=name, **dict(miss.fields))


def verdict_line(entry: Entry | None, name: str) -> str:
    """The line under the table for ``entry`` (None: no move graded yet)."""
    if entry is None:
        return AT_TABLE["ready"]
    move = move_sentence(name, entry.move, at=entry.view)
    if entry.forced:
        return fill(AT_TABLE["forced"], move=move)
    if entry.failed:
        return fill(AT_TABLE["failed"], move=move)
    g = entry.grade
    if g is None:
        return fill(AT_TABLE["weighing"], move=move)
    if g.label == "good":
        return fill(AT_TABLE["good"], move=move)
    return fill(AT_TABLE["given_away"], move=move, points=points_text(g.loss), best=move_advice(g.best, at=entry.view))


def misses_of(grade: Grade | None, name: str) -> list[str]:
    return [miss_text(m, name) for m in grade.misses] if grade is not None else []


def review_note(entry: Entry | None) -> str:
    """The note under a person's move in the review's list."""
    if entry is None or (entry.grade is None and not entry.failed):
        return REVIEW_NOTE["weighing"]
    if entry.failed:
        return REVIEW_NOTE["failed"]
    g: Grade = entry.grade  # type: ignore[assignment]  # graded: neither weighing nor failed
    if g.label == "good":
        return REVIEW_NOTE["good"]
    return fill(REVIEW_NOTE["given_away"], label=LABELS[g.label], points=points_text(g.loss),
                best=move_advice(g.best, at=entry.view))


def round_total(name: str, losses: list[tuple[int, float]]) -> str:
    """``name``'s total for the round; ``losses`` is (move number, points
    given away) for each of its graded moves.  A move the list calls good
    gave away less than the coach's own noise and counts nothing here: the
    total said 0.2 points "all of it at move 2" beside move 2's "Good move"
    (stranger 12)."""
    losses = [(number, loss) for number, loss in losses if label_for(loss) != "good"]
    total = sum(loss for _, loss in losses)
    if not losses or points_text(total) == points_text(0.0):
        return fill(ROUND_TOTAL["none"][_person(name)], name=name)
    number, worst = max(losses, key=lambda t: (t[1], -t[0]))
    if points_text(total - worst) == points_text(0.0):
        shape = "all"
    else:
        shape = "most" if worst > total / 2 else "largest"
    return fill(ROUND_TOTAL[shape][_person(name)], name=name, points=points_text(total), move=number,
                worst=points_text(worst))


def forced_total(name: str, forced: int, graded: bool) -> str:
    """What the round's total says of ``name``'s ``forced`` moves (their only
    legal play, never graded): after the total of the moves ``graded``, or
    in its place when there were none."""
    return fill((ROUND_FORCED if graded else ROUND_ALL_FORCED)[_person(name)], forced, name=name)


def why_heading(name: str, played_listed: bool = True, played_for: bool = False) -> str:
    """The heading of the options; says so when the move played is not
    among them, and who chose it when a computer player played for ``name``
    (``played_for``)."""
    other = WHY_HEADING_OTHER_FOR if played_for else WHY_HEADING_OTHER
    return fill((WHY_HEADING if played_listed else other)[_person(name)], name=name)


def why_forced(name: str) -> str:
    return fill(WHY_FORCED[_person(name)], name=name)


def why_weighing(name: str) -> str:
    return fill(WHY_WEIGHING[_person(name)], name=name)


def option_lines(options: list[Option], played: Move | None = None, name: str = "",
                 played_for: bool = False) -> list[str]:
    """The options, best first; the one ``name`` played (``played``) says
    so, or that it was played for them (``played_for``: a computer player
    made the move for a person's seat)."""
    return [o.text() if o.move != played else _played_option(o, name, played_for) for o in options]


def _played_option(option: Option, name: str, played_for: bool) -> str:
    # The same ahead / behind / level choice as ``Option.text``, in the marked form.
    shown = points_text(option.expected)
    key = "level" if shown == points_text(0.0) else ("ahead" if option.expected > 0 else "behind")
    marked = OPTIONS_PLAYED_FOR if played_for else OPTIONS_PLAYED
    return fill(marked[_person(name)][key], name=name, advice=move_advice(option.move, at=option.at), points=shown)
