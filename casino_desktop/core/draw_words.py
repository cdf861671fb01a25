"""The draw for the first deal, in words: the log's lines under the first
round's heading.

Where the rules choose the first dealer by drawing cards (the Nordic games:
"Pemain yang menarik kartu tertinggi mulai membagi", the Indonesian Kasino
text, seed 003, line 37), the rules text says so, and the core draws them
(``dealing.choose_first_dealer``), but the table never showed the cards:
"Round 1 — North deals" was all a player saw, with no way to tell the draw
was made, or why an ace drawn did not deal where the ace counts 14 in the
hand (the twenty-second stranger's play-test, 2026-12-07).  So the log says
each player's card, the rule, and where it matters the two things the rules
text leaves out: the ace counts 1 in the draw, and of those who drew equal
cards the one named first deals (``choose_first_dealer``: ties go to the earlier seat).
"""
from __future__ import annotations

from .cards import ACE, pretty, rank_of
from .dealing import drawn_dealer
from .state import GameState
from .templates import N_, compose, fill, join
from .units_deal import DEALER_HIGHEST_CARD, DEALER_LOWEST_CARD

DRAW_HIGHEST = N_("Each player drew a card for the deal ({draws}): whoever drew the highest card deals.",
                  note="{draws}: each player's name and the card drawn, such as: You K\u2660, North 7\u2666")
DRAW_LOWEST = N_("Each player drew a card for the deal ({draws}): whoever drew the lowest card deals.",
                 note="{draws}: each player's name and the card drawn, such as: You K\u2660, North 7\u2666")
DRAW_ACE_LOW = N_("In the draw an ace counts 1.", note="said after the draw for the first deal, when an ace was drawn")
DRAW_TIE = N_("Of those who drew equal cards, the one named first deals.",
              note="said after the draw for the first deal, when two players drew cards of the same rank")
_RULE = {DEALER_HIGHEST_CARD: DRAW_HIGHEST, DEALER_LOWEST_CARD: DRAW_LOWEST}


def draw_lines(state: GameState, names: list[str]) -> list[str]:
    """The lines that say the draw for the first deal, in seat order; [] in
    a round after the first, or where the first dealer is not drawn for."""
    template = _RULE.get(state.rules.dealer_choice)
    draw = state.dealer_draw
    if template is None or state.round_index != 0 or len(draw) != len(names):
        return []
    if drawn_dealer(state.rules, draw) != state.dealer:
        return []  # a deal set by hand (a guided lesson's): its dealer was not drawn for
    draws = join(", ", [compose("{name} {card}", name=name, card=pretty(card)) for name, card in zip(names, draw)])
    lines: list[str] = [fill(template, draws=draws)]
    ranks = [rank_of(card) for card in draw]
    if ACE in ranks:
        lines.append(fill(DRAW_ACE_LOW))
    if ranks.count(ranks[state.dealer]) > 1:
        lines.append(fill(DRAW_TIE))
    return lines
