"""A practice session: which drill to ask next, from the schedule.

The drills of a rule set (``generator.drill_set``) grouped by topic (a
rule's name or a scoring item's id); the next topic is the schedule's most
urgent one (``schedule.due_topics``: new ones, then those answered wrong),
and its drill is drawn with the session's seed.  Pure: the caller keeps the
drill set (it takes a second or two to make) and the progress records.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from .drill import SCORE, Drill, Verdict
from .schedule import Progress, due_topics

__all__ = ["by_topic", "mixed_order", "next_drill", "near_same_table", "bookings", "SCORE_SPACING"]

# A scoring drill (counting whole capture piles) takes far longer than any
# other: at most one in this many drills, never two in a row, and not before
# this many others have been asked.
SCORE_SPACING = 5
# How many drills back a table counts as just seen.
TABLE_MEMORY = 2


def by_topic(drills: dict[str, Drill]) -> dict[str, list[Drill]]:
    """The drills of a drill set, per topic, in a stable order."""
    out: dict[str, list[Drill]] = {}
    for key in sorted(drills):
        d = drills[key]
        out.setdefault(d.topic, []).append(d)
    return out


def mixed_order(topics: dict[str, list[Drill]]) -> list[str]:
    """The topics in an order that spreads each kind of drill ("legal?",
    captures, builds, scoring...) evenly through the others: new topics are
    asked in this order, so a session starts with one drill of each kind
    and never asks a dozen "legal?" drills in a row while others wait."""
    by_kind: dict[str, list[str]] = {}
    for topic in sorted(topics):
        by_kind.setdefault(topics[topic][0].kind, []).append(topic)
    placed = [(i / len(queue), -len(queue), kind, topic)
              for kind, queue in by_kind.items() for i, topic in enumerate(queue)]
    return [topic for *_, topic in sorted(placed)]


def _loose_cards(d: Drill) -> frozenset[str]:
    if d.kind == SCORE:
        return frozenset()
    table = json.loads(d.position).get("table", [])
    return frozenset(c for c in table if isinstance(c, str))


def near_same_table(a: Drill, b: Drill) -> bool:
    """Whether two drills show nearly the same table: most of the loose cards
    of the smaller table lie on the other one too (two moves of one game
    apart), which reads as the same position again."""
    la, lb = _loose_cards(a), _loose_cards(b)
    shared = len(la & lb)
    return shared >= 2 and 2 * shared >= min(len(la), len(lb))


def _welcome(d: Drill, recent: Sequence[Drill]) -> bool:
    """Whether ``d`` may follow the drills ``recent`` (the last one last)."""
    if d.kind == SCORE and (len(recent) < SCORE_SPACING - 1
                            or any(r.kind == SCORE for r in recent[-(SCORE_SPACING - 1):])):
        return False
    return not any(near_same_table(d, r) for r in recent[-TABLE_MEMORY:])


def _no_score_crowding(d: Drill, recent: Sequence[Drill]) -> bool:
    return d.kind != SCORE or not recent or recent[-1].kind != SCORE


def next_drill(drills: dict[str, Drill], records: list[Progress], variant: str, now: int,
               seed: int = 0, shown: frozenset[str] | set[str] = frozenset(),
               recent: Sequence[Drill] = ()) -> Drill | None:
    """The drill to ask now, or None when no topic is due.  ``shown``: the
    positions (``Drill.position``) the session has shown; ``recent``: its
    last drills, the last one last.  The most urgent topic with a drill on
    another position is asked, so a session never shows the same cards
    twice while it has others; and, while another topic is due, no scoring
    drill within ``SCORE_SPACING`` drills of another (nor among the first
    ones), nor a table much like one just shown."""
    topics = by_topic(drills)
    due = due_topics(records, mixed_order(topics), variant, now)
    if not due:
        return None

    def welcome(d: Drill) -> bool:
        return d.position not in shown and _welcome(d, recent)

    def distinct(d: Drill) -> bool:   # a table unlike the last ones, never shown
        return d.position not in shown and not any(near_same_table(d, r) for r in recent[-TABLE_MEMORY:])

    def fresh_table(d: Drill) -> bool:   # scoring spaced less, but a new table
        return distinct(d) and _no_score_crowding(d, recent)

    def not_crowding(d: Drill) -> bool:
        return d.position not in shown and _no_score_crowding(d, recent)

    def unseen(d: Drill) -> bool:
        return d.position not in shown

    # Where every drill of the topics due shows a table much like one just
    # shown (few topics are due in a session that goes on from earlier
    # ones), a topic not yet due takes its turn, the soonest due first: the
    # same table again is worse than a topic asked a little early.
    alike = not any(distinct(d) for t in due for d in topics[t])
    later = [t for t in _by_due(records, mixed_order(topics), variant) if t not in due] if alike else []
    for fits, order in ((welcome, due), (fresh_table, due), (welcome, later), (not_crowding, due), (unseen, due)):
        for topic in order:
            fitting = [d for d in topics[topic] if fits(d)]
            if fitting:
                return fitting[random.Random(seed).randrange(len(fitting))]
    choices = topics[due[0]]
    return choices[random.Random(seed).randrange(len(choices))]


def _by_due(records: list[Progress], topics: list[str], variant: str) -> list[str]:
    """``topics`` the soonest due first (a topic never asked is due now)."""
    due_at = {p.topic: p.due for p in records if p.variant == variant}
    return sorted(topics, key=lambda t: due_at.get(t, 0))


def bookings(drill: Drill, verdict: Verdict) -> list[tuple[str, bool]]:
    """(topic, right) for the schedule: a wrong score is booked under the
    item got wrong (``Verdict.topic``), not under the drill's own item."""
    return [(verdict.topic or drill.topic, verdict.right)]
