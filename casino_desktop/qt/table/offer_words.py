"""What the action bar says of the person's pick: the prompt before a hand
card is picked, the pick and why it plays nothing or what its buttons are,
and the button that opens the chooser.

Kept apart from the bar (``action_bar``), which only places the words and
the buttons: each sentence here is one whole template, and the choice
between them reads in one place.
"""
from __future__ import annotations

from casino_desktop.core import GameState, Offer, pretty
from casino_desktop.qt.translate import N_, say, tr, tr_n

# A person's first turn with glowing table cards says what the glow means
# (stranger 6: nothing on the table did); later turns give the keys instead.
# The keys too, as on every later turn: a keyboard player learnt them only
# from their second turn (the ninth stranger's play-test of 7 December).
FIRST_GLOW = {
    True: N_("Glowing table cards are ones a card in your hand can take or build with. Drag a card onto the "
             "table, or click a card, then table cards (keys: arrows, Space, Enter)."),
    False: N_("Glowing table cards are ones a card in your hand can take. Drag a card onto the table, or click "
              "a card, then table cards (keys: arrows, Space, Enter)."),
}


def more_text(count: int) -> str:
    """The button that opens the chooser with every offered move."""
    if count == 1:
        return tr("Show the move\u2026")
    # The form for one is what a language with more forms uses for 21, 31...
    return tr_n("All {count} move\u2026", "All {count} moves\u2026", count)


def unpicked_prompt(state: GameState, picked: str, glow_unsaid: bool) -> tuple[str, bool]:
    """The prompt while no hand card is picked, ``picked`` the table cards
    picked so far ("" for none), and whether it is the first turn's words
    on the glow: ``glow_unsaid``, some table card glows and they have not
    yet been followed by a move (the bar keeps that count)."""
    if picked:
        return tr("Table: {picked}. Now pick a card from your hand.", picked=picked), False
    if state.turn_played:  # a turn of several actions under way (the African games)
        return tr("Drag a table card onto a build of yours or onto another table card to build, "
                  "or end your turn (Enter)."), False
    if glow_unsaid:
        return say(FIRST_GLOW[state.rules.building]), True
    return tr("Drag a card onto the table, or click a card and then table "
              "cards (keys: arrows, Space, Enter)."), False


def picked_prompt(hand_face: int, picked: str, offer: Offer | None) -> str:
    """The hand card and the table cards picked for it; then why no move
    plays them, or a colon before the buttons of the moves that do."""
    card = f"<b>{say(pretty(hand_face))}</b>"
    head = tr("{card} on {picked}", note="the hand card and the table cards picked for it",
              card=card, picked=picked) if picked else card
    if offer is None or not offer.moves:
        reason = offer.reason if offer else ""
        return tr("{picked}: {reason}", note="what was picked, and why no move plays it",
                  picked=head, reason=reason)
    return tr("{picked}:", note="what was picked, before the buttons of its moves", picked=head)
