"""What every choice a rival made this deal says about the cards it still holds.

``inference.py`` reads a rival's trails: a player who trails had nothing
worth taking.  A capture says the same in a weaker form: a rival that took
a 2 with a 2 while our build of 9 stood on the table most likely holds no
9, or it would have taken the build.  So for each move the rival made this
deal, each unseen card is charged what the rival would have given up by not
using it there: the best capture that card offered on the table the rival
faced, minus what the rival's own move was worth (a trail counts as worth
0, so a trail charges a card its whole best take, as ``hand_bias`` does).
A card's weight in the sampled rival hands is exp(-beta x its charges
added over the deal); a card that charges nothing keeps weight 1.

Cards only arrive with a new deal, so the evidence holds until the deal
ends, and a card that could not have helped the rival is no evidence at
all.  The charge of one choice depends only on the table the rival faced
and on the card, so it is worked out once, the first time that choice is
read, and kept for the rest of the deal: the cost is one list of moves per
unseen face per rival choice, not per decision.  Per-card weights treat the
cards independently (a take that needed two of the rival's cards is not
seen), so they are a bias on the sampling, never a ban.

Only what the seat saw is read: the table after our own move, which is what
the next player decided on, and that player's move as the next view shows
it (two players: every rival move is seen so).  Where a turn is several
actions (Swazi, Sotho) the view shows only a rival turn's last action, so
nothing is read there.  Values are the playout
policy's scores (``policy.Playout.score``, unguarded), the same units as
the trail evidence.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..core import CAPTURE, HIDDEN, NO_CARD, GameState, Move, choice_moves
from .inference import OneActionAnswers

Score = Callable[[GameState, Move], float]


class ChoiceMemory(OneActionAnswers):
    """Per seat it plays: the rival choices of the current deal
    (``inference.RivalAnswers``), each with its charges once worked out."""

    def bias(self, view: GameState, score: Score, beta: float) -> dict[int, dict[int, float]]:
        """{rival seat: {unseen card: weight}} from this deal's rival choices."""
        if not beta or view.viewer is None:
            return {}
        choices = self.answers.of(view.viewer)
        if not choices:
            return {}
        unseen = view.unseen_cards()
        faces = {c % 52 for c in unseen}
        charged: dict[int, dict[int, float]] = {}
        for entry in choices:
            seat, before, move, charges = entry
            if charges is None:
                charges = entry[3] = choice_charges(before, seat, move, faces, score)
            mine = charged.setdefault(seat, {})
            for f, x in charges.items():
                mine[f] = mine.get(f, 0.0) + x
        out = {}
        for seat, by_face in charged.items():
            weights = {c: math.exp(-beta * by_face[c % 52]) for c in unseen if by_face.get(c % 52, 0.0) > 0.0}
            if weights:
                out[seat] = weights
        return out


def choice_charges(before: GameState, seat: int, move: Move, faces: set[int], score: Score) -> dict[int, float]:
    """{face: what holding it and not using it cost ``seat`` on ``before``'s
    table}, for the faces in ``faces`` whose best capture there beats the
    worth of the move it made (at least 0: a trail).

    Faces of one rank with the same hand values take the same table cards,
    so the captures are listed once per such kind (the costly part) and
    only scored per face (a spade or a casino card is worth more)."""
    made = max(0.0, _worth(before, seat, move, score))
    kinds: dict[tuple[int, tuple[int, ...]], list[int]] = {}
    hv = before.values.hand_values
    for f in sorted(faces):
        kinds.setdefault((f >> 2, hv[f]), []).append(f)
    t = before.clone()
    t.to_move = seat
    out = {}
    for group in kinds.values():
        t.hands[seat] = [group[0]]
        takes = [m for m in choice_moves(t) if m.kind == CAPTURE]
        if not takes:
            continue
        for f in group:
            t.hands[seat] = [f]
            best = max(score(t, Move(m.kind, f, m.value or 0, m.loose, m.builds)) for m in takes)
            if best > made:
                out[f] = best - made
    return out


def _worth(before: GameState, seat: int, move: Move, score: Score) -> float:
    """The rival's own move scored on the table it faced (its hand there is
    hidden from us, so only the card it played is put in it)."""
    t = before.clone()
    t.hands[seat] = [c for c in t.hands[seat] if c != HIDDEN] + ([move.card] if move.card != NO_CARD else [])
    t.to_move = seat
    return score(t, move)
