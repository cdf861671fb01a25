"""A first game, guided: one stacked deal per family of
the game, pure Python beside the core (no Qt; ``tests/core/test_purity.py``
walks this package too).

    lesson = LESSONS["casino"]
    state = deal_lesson(lesson)                   # the person (seat 0) to move
    prompt = prompt_at(lesson, state, "North")    # what to do, which cards
    answer(lesson, state, move, "North")          # None: play it; else why not

``steps`` says what a step asks as a predicate over the move, ``stage``
deals the lesson and judges moves, ``lessons`` holds the deals,
``guide`` the sentences and pointers, ``guide_sentences`` every sentence.
"""

from .guide import Prompt, answer, prompt_at, score_sheet_note, welcome
from .lessons import LESSONS, lesson_for, lesson_ids
from .stage import COMPUTER, YOU, Lesson, Play, ScriptedPlayer, Verdict, deal_lesson, goal_at, judge
from .steps import STEP_KINDS, Goal

__all__ = ["Prompt", "answer", "prompt_at", "score_sheet_note", "welcome", "LESSONS",
           "lesson_for", "lesson_ids", "COMPUTER", "YOU", "Lesson", "Play", "ScriptedPlayer", "Verdict",
           "deal_lesson", "goal_at", "judge", "STEP_KINDS", "Goal"]
