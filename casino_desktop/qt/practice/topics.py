"""What a practice session of a rule set covers, without making its drills.

The progress screen lists the topics of every variant, and making a drill
set takes a second or two per variant; the topics follow from the rules
alone: one per rule whose sentences a drill can ask about
(``coverage.excluded`` says which cannot), one per kind of play, one per
scoring item.  ``tests/qt/practice/test_topics.py`` checks them against
real drill sets.  Pure Python: no Qt here.
"""
from __future__ import annotations

from casino_desktop.core import TURN_SEVERAL, make_rules, score_round, sentences_in_play
from casino_desktop.practice.coverage import excluded, excluded_items, scoring_items
from casino_desktop.practice.drill import MOVE_TOPICS
from casino_desktop.practice.generator import LEGAL_PLAY
from casino_desktop.practice.reasons import rule_of_sentence

__all__ = ["topics_of", "variant_topics", "item_labels"]


def topics_of(rules) -> list[str]:
    """Every topic a drill set of ``rules`` has a drill for."""
    skip = excluded(rules)
    names = {rule_of_sentence(rules, t) for t in sentences_in_play(rules) if t not in skip}
    # Every rule set has legal plays to tell from refused ones ("is that play legal?").
    plays = {MOVE_TOPICS["captures"], LEGAL_PLAY}
    if rules.building:
        plays |= {MOVE_TOPICS[k] for k in ("build", "take_build", "raise")}
        if rules.turn_actions == TURN_SEVERAL:  # builds of table cards alone, after the card from the hand
            plays.add(MOVE_TOPICS["table_build"])
    skip_items = excluded_items(rules)
    items = {i for i in scoring_items(rules) if i not in skip_items}
    return sorted(names | plays | items)


def variant_topics(variant: str, options: dict | None = None) -> list[str]:
    return topics_of(make_rules(variant, dict(options or {})))


def item_labels(rules) -> dict[str, str]:
    """The scoring table's own label of each item (``score_round``'s, as its
    verdicts name them), read from a made-up round in which every item gives
    points: the first pile holds every card, made a sweep, left one open,
    made a mulle and took last."""
    every = list(range(52 * rules.decks))
    result = score_round(rules, [every, []], [1, 0], [[1], []], 0, [1, 0])
    return {it["id"]: it["label"] for it in result["items"]}
