"""A practice session: which drill to ask next, from the schedule.

The drills of a rule set (``generator.drill_set``) grouped by topic (a
rule's name or a scoring item's id); the next topic is the schedule's most
urgent one (``schedule.due_topics``: new ones, then those answered wrong),
and its drill is drawn with the session's seed.  Pure: the caller keeps the
drill set (it takes a second or two to make) and the progress records.
"""

from __future__ import annotations

import random

from .drill import Drill
from .schedule import Progress, due_topics

__all__ = ["by_topic", "mixed_order", "next_drill"]


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


def next_drill(drills: dict[str, Drill], records: list[Progress], variant: str, now: int,
               seed: int = 0, shown: frozenset[str] | set[str] = frozenset()) -> Drill | None:
    """The drill to ask now, or None when no topic is due.  ``shown``: the
    positions (``Drill.position``) the session has shown; the most urgent
    topic with a drill on another position is asked, so a session never
    shows the same cards twice while it has others."""
    topics = by_topic(drills)
    due = due_topics(records, mixed_order(topics), variant, now)
    if not due:
        return None
    for topic in due:
        fresh_ones = [d for d in topics[topic] if d.position not in shown]
        if fresh_ones:
            return fresh_ones[random.Random(seed).randrange(len(fresh_ones))]
    choices = topics[due[0]]
    return choices[random.Random(seed).randrange(len(choices))]
