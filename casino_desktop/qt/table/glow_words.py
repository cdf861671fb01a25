"""What a glowing table card says on hover.

The gold glow marks the table cards and builds a card in the person's hand
can take or build with; a stranger saw it and nothing said why (the sixth
stranger's play-test of 6 December, finding 5).  The tooltip says it, by
whether a hand card is picked and whether the rules build at all.
"""
from __future__ import annotations

from casino_desktop.core import GameState, pretty
from casino_desktop.core.templates import N_, fill
from casino_desktop.qt.translate import say

GLOW_TIPS = {  # (a hand card picked, the rules build)
    (False, True): N_("A card in your hand can take this or build with it."),
    (False, False): N_("A card in your hand can take this."),
    (True, True): N_("Your {card} can take this or build with it."),
    (True, False): N_("Your {card} can take this."),
}


def glow_tip(state: GameState | None, hand_card: int | None) -> str:
    """The tooltip of a glowing card on ``state`` (None: the table takes no
    move of this person now), ``hand_card`` picked or None; "" in a turn of
    several actions under way, where the table's own cards glow."""
    if state is None or state.turn_played:
        return ""
    template = GLOW_TIPS[(hand_card is not None, state.rules.building)]
    if hand_card is None:
        return say(template)
    return say(fill(template, card=pretty(hand_card % 52)))
