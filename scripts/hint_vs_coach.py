"""Swazi deal 590791199 (the stranger's finding 1): seat 0 plays the hint every
turn, seat 1 plays Skilled; every hinted move is graded by the coach."""
import random
import sys
import time
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))
from casino_desktop.core import make_rules, new_game, apply
from casino_desktop.coach.hint import hint_move
from casino_desktop.coach.grading import grade, is_forced
from casino_desktop.ai import make_player
seed = int(sys.argv[1]) if len(sys.argv) > 1 else 590791199
s = new_game(make_rules("swazi-casino"), 2, False, seed)
rival = make_player("skilled")
rng = random.Random(1)
labels = {}
worst = 0.0
t0 = time.process_time()
n = 0
while s.phase == "play":
    view = s.information_view(s.to_move)
    if s.to_move == 0:
        m = hint_move(view)
        if not is_forced(view):
            g = grade(view, m)
            labels[g.label] = labels.get(g.label, 0) + 1
            worst = max(worst, g.loss)
            n += 1
    else:
        m = rival.choose(view, rng, 0.2)
    apply(s, m)
print(f"deal {seed}: {n} hinted moves graded: {labels}; largest loss {worst:.2f}; {time.process_time()-t0:.0f} s CPU")
