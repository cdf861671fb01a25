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

__all__ = ["by_topic", "next_drill"]


def by_topic(drills: dict[str, Drill]) -> dict[str, list[Drill]]:
    """The drills of a drill set, per topic, in a stable order."""
    out: dict[str, list[Drill]] = {}
    for key in sorted(drills):
        d = drills[key]
        out.setdefault(d.topic, []).append(d)
    return out


def next_drill(drills: dict[str, Drill], records: list[Progress], variant: str, now: int,
               seed: int = 0) -> Drill | None:
    """The drill to ask now, or None when no topic is due."""
    topics = by_topic(drills)
    due = due_topics(records, sorted(topics), variant, now)
    if not due:
        return None
    choices = topics[due[0]]
    return choices[random.Random(seed).randrange(len(choices))]
