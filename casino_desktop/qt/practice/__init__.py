"""Practice mode's Qt side: rule drills on a real table, the progress
screen (``window``, ``progress``), and the guided first game (``guide_*``).
The drills themselves, their checking and their schedule, and the guided
deals' scripts, are the pure ``casino_desktop.practice`` package.

The main window opens practice through ``opening`` (Game › Practice… and
the New Game dialog's Practise These Rules button).
"""
