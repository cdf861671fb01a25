"""Whether a finished round's figures could have come from play: what each
side took, its sweeps, the sweeps it left the table open to, its mulles.

The command line's ``score`` reads a round a person typed, and scored
rounds no deal can make (a card taken twice, thirty sweeps with one card
taken, mulles in a game without them).  What a round can hold follows from
how play records it (``play.py``): a sweep is a capture, which takes the
played card and at least one table card into the capturing side's pile; a
table is left open to another side's sweep only; a mulle takes a card with
its twin of the other deck.  So the checks are the rules' own, here in the
core, and each refusal says which fact the round breaks.
"""
from __future__ import annotations

from collections import Counter
from typing import Sequence

from .cards import pretty
from .piles import uses_piles
from .templates import N_, Text, fill
from .units_scoring import MULLE_OFF
from .variants import Rules

TAKEN_TWICE = N_("The {card} was taken more often than the pack holds it.")
SWEEPS_OVER_CARDS = N_("Player or team {side} made more sweeps than the cards it took allow: "
                       "each sweep takes at least two cards.")
SWEEPS_OVER_ALL_CARDS = N_("More sweeps were made than cards were taken: each sweep takes at least one card.")
OPENED_OVER_SWEEPS = N_("Player or team {side} left the table open to more sweeps than the others made.")
NO_MULLES = N_("This game has no mulles: leave out \"mulles\".")
MULLES_OVER_CARDS = N_("Player or team {side} made more mulles than the cards it took allow: "
                       "each mulle takes two cards.")
MULLE_TWINS = N_("A mulle with the {card} needs both of its cards in the pile of player or team {side}.")


def round_problem(rules: Rules, piles: Sequence[Sequence[int]], sweeps: Sequence[int], opened: Sequence[int],
                  mulles: Sequence[Sequence[int | None]]) -> Text | None:
    """The sentence for a round that could not have been played, else None.

    ``piles``: the cards (faces, 0 to 51) each side took; ``sweeps`` and
    ``opened``: counts per side; ``mulles``: per side, the face of the card
    each mulle was made with, or None where only its value was given."""
    taken = Counter(f % 52 for pile in piles for f in pile)
    for face, count in taken.items():
        if count > rules.decks:
            return fill(TAKEN_TWICE, card=pretty(face))
    # Under pile_tops a pile's top card may be taken into another pile: a
    # side's own pile can shrink, so only the cards of all piles together
    # bound the sweeps (each capture brings at least the played card).
    # Checked whether or not the game scores sweeps: a count it ignores is
    # still one no deal can make.
    shared = uses_piles(rules)
    if shared and sum(sweeps) > sum(taken.values()):
        return SWEEPS_OVER_ALL_CARDS
    for side, (pile, made) in enumerate(zip(piles, sweeps)):
        if not shared and 2 * made > len(pile):
            return fill(SWEEPS_OVER_CARDS, side=side)
    for side, count in enumerate(opened):
        if count > sum(sweeps) - sweeps[side]:
            return fill(OPENED_OVER_SWEEPS, side=side)
    if rules.mulle == MULLE_OFF:
        return NO_MULLES if any(mulles) else None
    for side, (pile, faces) in enumerate(zip(piles, mulles)):
        if shared:
            break
        if 2 * len(faces) > len(pile):
            return fill(MULLES_OVER_CARDS, side=side)
        held = Counter(f % 52 for f in pile)
        needed = Counter(f % 52 for f in faces if f is not None)
        for face, count in needed.items():
            if 2 * count > held[face]:
                return fill(MULLE_TWINS, card=pretty(face), side=side)
    return None
