"""The coach at the table: Game › Coach My Moves
grades each move of a person on a worker thread and says the verdict under
the table; the round review shows each person's grades, the round's total,
and "why?" for the computer's moves.  The grading itself is the pure
``casino_desktop.coach``; its sentences are in ``coach.coach_sentences``."""

from casino_desktop.qt.coach.table_coach import CoachAtTable

__all__ = ["CoachAtTable"]
