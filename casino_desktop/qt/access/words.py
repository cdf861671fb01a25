"""The table in words: what a screen reader says about each card, build and
seat.  Pure (no Qt), so every sentence is tested without a window.

Scene items are invisible to assistive technology, so the table is told
again as lists (``panel.py``); each entry has a short ``text`` the list
shows, an accessible ``name`` that says where the thing is ("Ten of
diamonds, on the table") and a ``description``.  Every card name is one
whole template: ranks and suits inflect in Russian and Finnish ("десятка
бубен", "ruutukymppi"), so "{rank} of {suit}" could not be translated.
"""
from __future__ import annotations

from dataclasses import dataclass

from casino_desktop.core import YOU, GameState, build_on_table, Move, legal_moves, move_advice, person_of, phrase, pile_owner, sentence
from casino_desktop.core.templates import N_, N_plural, Text, fill, join

# Card id = rank * 4 + suit (A..K, then spades, hearts, diamonds, clubs): ``core.cards``.
CARD_NAMES = (
    N_("Ace of spades"), N_("Ace of hearts"), N_("Ace of diamonds"), N_("Ace of clubs"),
    N_("Two of spades"), N_("Two of hearts"), N_("Two of diamonds"), N_("Two of clubs"),
    N_("Three of spades"), N_("Three of hearts"), N_("Three of diamonds"), N_("Three of clubs"),
    N_("Four of spades"), N_("Four of hearts"), N_("Four of diamonds"), N_("Four of clubs"),
    N_("Five of spades"), N_("Five of hearts"), N_("Five of diamonds"), N_("Five of clubs"),
    N_("Six of spades"), N_("Six of hearts"), N_("Six of diamonds"), N_("Six of clubs"),
    N_("Seven of spades"), N_("Seven of hearts"), N_("Seven of diamonds"), N_("Seven of clubs"),
    N_("Eight of spades"), N_("Eight of hearts"), N_("Eight of diamonds"), N_("Eight of clubs"),
    N_("Nine of spades"), N_("Nine of hearts"), N_("Nine of diamonds"), N_("Nine of clubs"),
    N_("Ten of spades"), N_("Ten of hearts"), N_("Ten of diamonds"), N_("Ten of clubs"),
    N_("Jack of spades"), N_("Jack of hearts"), N_("Jack of diamonds"), N_("Jack of clubs"),
    N_("Queen of spades"), N_("Queen of hearts"), N_("Queen of diamonds"), N_("Queen of clubs"),
    N_("King of spades"), N_("King of hearts"), N_("King of diamonds"), N_("King of clubs"),
)

IN_YOUR_HAND = N_("{card}, in your hand")
IN_HAND_OF = N_("{card}, in {name}'s hand")
ON_TABLE = N_("{card}, on the table")
IN_BUILD = N_("{card}, in the build of {value}")
LOOSE_PLACE = N_("Loose card {index} of {count} on the table.")
MOVES_OF_CARD = N_plural("{count} legal move with this card.", "{count} legal moves with this card.")
BUILD_NAME = {YOU: N_plural("Build of {value}, yours, {count} card", "Build of {value}, yours, {count} cards"),
              "other": N_plural("Build of {value}, {name}'s, {count} card", "Build of {value}, {name}'s, {count} cards")}
SINGLE_BUILD = N_("Single build: {cards}.")
MULTIPLE_BUILD = N_("Multiple build: {cards}.")
SEAT_LINE = N_("{name}: {hand}, {taken}", note="a seat in the table in words: 'North: 4 cards in hand, 12 cards taken'")
IN_HAND_COUNT = N_plural("{count} card in hand", "{count} cards in hand")
TAKEN_COUNT = N_plural("{count} card taken", "{count} cards taken")
DEALS = N_("Deals this round.")
TO_PLAY = N_("To play.")
SPADES_TAKEN = N_plural("{count} spade taken.", "{count} spades taken.")
SWEEPS = N_plural("{count} sweep.", "{count} sweeps.")
MULLES = N_plural("{count} mulle.", "{count} mulles.")
SHARED_PILE = N_("Takes cards into one pile with {name}.")
NO_HAND = N_("No hand is shown face up.")
# The top card of a face-up capture pile (the African games), in play like a table card.
ON_PILE = {YOU: N_("{card}, on top of your capture pile"), "other": N_("{card}, on top of {name}'s capture pile")}
PILE_PLACE = N_plural("Capture pile of {count} card; its top card may be used like a table card.",
                      "Capture pile of {count} cards; its top card may be used like a table card.")


@dataclass(frozen=True)
class Entry:
    """One thing of the table: ``text`` shown in the list, ``name`` and
    ``description`` for assistive technology; ``cards`` the card ids it
    stands for (a build's, or one card)."""

    text: str
    name: str
    description: str
    cards: tuple[int, ...] = ()


def card_name(card: int) -> Text:
    """'Ten of diamonds' (either copy of a double deck)."""
    return CARD_NAMES[card % 52]


def cards_in_words(cards) -> Text:
    return join(", ", (card_name(c) for c in cards))


def move_in_words(move: Move, at: GameState) -> str:
    """'take Five of diamonds + Three of clubs with Eight of spades': the
    hint's sentence with the cards named in words (``at``: the position,
    for the builds it takes)."""
    return move_advice(move, card_name, at=at)


def hand_entries(state: GameState, names: list[str], face_up: set[int], yours: bool = True) -> list[Entry]:
    """Every card of every face-up hand.  ``yours``: the hands are the
    player's own (not a round shown face up to watch)."""
    counts: dict[int, int] = {}
    if state.phase == "play" and state.to_move in face_up:
        for m in legal_moves(state):
            counts[m.card] = counts.get(m.card, 0) + 1
    out = []
    for seat in sorted(face_up):
        for c in sorted(state.hands[seat], key=lambda c: ((c % 52) >> 2, c & 3)):
            if yours and (len(face_up) == 1 or person_of(names[seat]) == YOU):
                name = fill(IN_YOUR_HAND, card=card_name(c))
            else:
                name = fill(IN_HAND_OF, card=card_name(c), name=names[seat])
            described = fill(MOVES_OF_CARD, counts.get(c % 52, 0)) if seat == state.to_move and counts else ""
            out.append(Entry(card_name(c), name, described, (c,)))
    return out


def build_name(state: GameState, names: list[str], b) -> Text:
    owner = names[b.controller]
    template = BUILD_NAME[YOU] if person_of(owner) == YOU else BUILD_NAME["other"]
    return fill(template, len(b.cards), value=b.value, name=owner)


def table_entries(state: GameState, names: list[str]) -> list[tuple[Entry, list[Entry]]]:
    """(entry, its cards' entries) for every build, then every loose card
    (no cards under it), then the stock."""
    out: list[tuple[Entry, list[Entry]]] = []
    for b in state.builds:
        name = build_name(state, names, b)
        described = fill(MULTIPLE_BUILD if b.multiple else SINGLE_BUILD, cards=cards_in_words(b.cards))
        cards = [Entry(card_name(c), fill(IN_BUILD, card=card_name(c), value=b.value), "", (c,)) for c in b.cards]
        out.append((Entry(name, name, described, tuple(b.cards)), cards))
    for i, c in enumerate(state.loose):
        place = fill(LOOSE_PLACE, index=i + 1, count=len(state.loose))
        out.append((Entry(card_name(c), fill(ON_TABLE, card=card_name(c)), place, (c,)), []))
    for holder, stack in enumerate(state.stacks or []):
        if stack:
            owner = pile_owner(names, state, holder)
            template = ON_PILE[YOU] if person_of(owner) == YOU else ON_PILE["other"]
            name = fill(template, card=card_name(stack[-1]), name=owner)
            # Shown whole ("…, on top of North's capture pile"): the card
            # alone read as one more loose card on the table.
            out.append((Entry(name, name, fill(PILE_PLACE, len(stack)), (stack[-1],)), []))
    stock = phrase("stock_count", len(state.stock))
    out.append((Entry(stock, stock, ""), []))
    return out


def seat_entries(state: GameState, names: list[str]) -> list[Entry]:
    """'North: 4 cards in hand, 12 cards taken' for every seat; the
    description tells the pile (spades, sweeps, mulles), the dealer and
    whose turn it is."""
    out = []
    for seat in range(state.players):
        side = state.side_of(seat)
        pile = state.captured[side]
        line = fill(SEAT_LINE, name=names[seat], hand=fill(IN_HAND_COUNT, len(state.hands[seat])),
                    taken=fill(TAKEN_COUNT, len(pile)))
        parts = []
        if state.phase == "play" and state.to_move == seat:
            parts.append(TO_PLAY)
        if state.dealer == seat:
            parts.append(DEALS)
        parts.append(fill(SPADES_TAKEN, sum(1 for c in pile if c & 3 == 0)))
        if state.sweeps[side]:
            parts.append(fill(SWEEPS, len(state.sweeps[side])))
        if state.mulles[side]:
            parts.append(fill(MULLES, len(state.mulles[side])))
        if state.partnerships:
            parts.append(fill(SHARED_PILE, name=names[(seat + 2) % state.players]))
        out.append(Entry(line, line, join(" ", parts), tuple(pile)))
    return out


def table_summary(state: GameState, names: list[str], face_up: set[int]) -> Text:
    """The view's description: the table, the stock, the hands face up
    (the sentences of ``core.sentences``, cards in words)."""
    things = [build_on_table(b, state.values, card_name) for b in state.builds] + [card_name(c) for c in state.loose]
    parts = [phrase("table_cards", cards=join(", ", things)) if things else phrase("table_empty"),
             phrase("stock_count", len(state.stock))]
    for seat in sorted(face_up):
        if state.hands[seat]:
            parts.append(sentence("holds", names[seat], cards=cards_in_words(state.hands[seat])))
    return join(" ", parts)
