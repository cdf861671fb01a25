"""A spaced-repetition schedule per (variant, topic): Leitner boxes.

A topic is a rule's name or a scoring item's id (``Drill.topic``).  A right
answer moves the topic one box up and puts it off for longer; a wrong one
sends it back to box 1, due again at once, so the rules a player gets
wrong come back sooner.  Pure functions over a frozen ``Progress`` record;
the statistics database keeps the records (``stats_store``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = ["Progress", "BOXES", "DAYS", "MASTERED_BOX", "fresh", "record_answer", "is_due", "due_topics",
           "is_mastered", "summary"]

BOXES = 5
# Days until a topic in each box is asked again (box 1: the same session).
DAYS = {1: 0, 2: 1, 3: 3, 4: 7, 5: 16}
MASTERED_BOX = 4
DAY = 86400


@dataclass(frozen=True)
class Progress:
    variant: str
    topic: str
    box: int = 1
    due: int = 0        # seconds since the epoch
    right: int = 0
    wrong: int = 0
    last_seen: int = 0  # seconds since the epoch; 0: never


def fresh(variant: str, topic: str) -> Progress:
    return Progress(variant, topic)


def record_answer(p: Progress, right: bool, now: int) -> Progress:
    """The record after one answer at time ``now``."""
    if right:
        box = min(BOXES, p.box + 1)
        return replace(p, box=box, due=now + DAYS[box] * DAY, right=p.right + 1, last_seen=now)
    return replace(p, box=1, due=now, wrong=p.wrong + 1, last_seen=now)


def is_due(p: Progress, now: int) -> bool:
    return p.due <= now


def due_topics(records: list[Progress], topics: list[str], variant: str, now: int) -> list[str]:
    """The topics to ask next, most urgent first: never seen, then those in
    the lowest box, then the longest overdue; topics not yet due last out."""
    by_topic = {p.topic: p for p in records if p.variant == variant}
    due = []
    for i, t in enumerate(topics):
        p = by_topic.get(t) or fresh(variant, t)
        if is_due(p, now):
            due.append((p.last_seen != 0, p.box, p.due, i, t))
    return [t for *_, t in sorted(due)]


def is_mastered(p: Progress) -> bool:
    return p.box >= MASTERED_BOX


def summary(records: list[Progress], topics: list[str], variant: str) -> dict[str, int]:
    """Counts for the summary screen: topics mastered, being learnt, new."""
    by_topic = {p.topic: p for p in records if p.variant == variant}
    mastered = sum(1 for t in topics if t in by_topic and is_mastered(by_topic[t]))
    new = sum(1 for t in topics if t not in by_topic)
    return {"mastered": mastered, "learning": len(topics) - mastered - new, "new": new, "topics": len(topics)}
