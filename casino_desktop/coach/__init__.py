"""The coach (pure Python, no Qt): grades a player's move against the best
one, names what the player missed, and says which options the computer
weighed.  Every judgement reads only the seat's information view.

``grade`` (``grading.py``), ``find_misses`` (``misses.py``),
``explain_choice`` (``explain.py``), ``hint_move`` (``hint.py``), all from
one search (``weighing.py``); every sentence is in ``coach_sentences.py``;
the thresholds and their measurements are in ``docs/coach.md``.
"""

from .explain import Option, explain_choice
from .grading import BLUNDER_FROM, GOOD_BELOW, MISTAKE_FROM, Grade, grade, is_forced, label_for
from .hint import HintPlayer, hint_move
from .misses import Miss, find_misses

__all__ = ["BLUNDER_FROM", "GOOD_BELOW", "MISTAKE_FROM", "Grade", "HintPlayer", "Miss", "Option", "explain_choice",
           "find_misses", "grade", "hint_move", "is_forced", "label_for"]
