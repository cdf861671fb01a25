"""A sentence of the rules that no drill can ask about, where, and why.

Its own module so that ``coverage`` (the drills' promise) and ``typed_only``
(the sentences only a typed move meets) both list exclusions without
importing each other.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core import Rules, registry


@dataclass(frozen=True)
class Exclusion:
    rule: str                 # the rule's name (``MoveRule.name``)
    sentence: int | None      # the index of the template in the rule's ``sentences``; None: all of them
    when: Callable[[Rules], bool]   # rules -> True where the sentence cannot occur in a drill
    reason: str

    def templates(self) -> tuple[str, ...]:
        rule = next(r for r in registry() if r.name == self.rule)
        return rule.sentences if self.sentence is None else (rule.sentences[self.sentence],)
