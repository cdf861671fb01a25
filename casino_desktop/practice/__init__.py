"""Practice mode's rule drills, beside the rules core: pure Python, no Qt
(``tests/core/test_purity.py`` enforces it).

    drill = generate("casino", {}, kind="legal", seed=7)   # or None
    verdict = check_answer(drill, 2)                        # right?, sentence, cards, right answer

``generator`` makes drills from seeded random games (``walk``), ``answers``
checks them with the core, ``coverage`` says what every rule set's drills
must exercise, ``schedule`` brings the rules a player gets wrong back
sooner and ``session`` picks the next drill by it; ``drill_sentences`` holds every sentence a drill shows.
"""

from .answers import check_answer
from .coverage import EXCLUSIONS, excluded, missing, scoring_items
from .drill import KINDS, Drill, Verdict
from .generator import drill_set, generate, why_none
from .schedule import Progress, due_topics, record_answer, summary
from .session import next_drill

__all__ = ["check_answer", "generate", "why_none", "drill_set", "Drill", "Verdict", "KINDS", "EXCLUSIONS", "excluded",
           "missing", "scoring_items", "Progress", "record_answer", "due_topics", "summary", "next_drill"]
