"""Cards as small integers, their text form, and per-variant capture values.

A card id is ``rank_index * 4 + suit_index`` (rank A..K = 0..12, suit S H D C
= 0..3), so 0..51 for one deck.  The 104-card double deck (Mulle) adds 52 for
the second copy: ``card % 52`` is its *face*.  Two copies of one face are
interchangeable for every rule, which is why moves name faces, not copies.
Integers keep the move generator and the random playouts fast; text appears
only at the edges (records, CLI, UI).
"""

from __future__ import annotations

from .templates import N_, compose, fill

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}

ACE, JACK, QUEEN, KING = 0, 10, 11, 12
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3

_RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
_RANK_INDEX["T"] = 9  # "TD" is accepted for the ten of diamonds
_RANK_INDEX["1"] = 0  # some players write the ace as 1


class CardError(ValueError):
    """A card text that names no card; the message says why."""


def make(rank: int, suit: int) -> int:
    return rank * 4 + suit


def face(card: int) -> int:
    return card % 52


def rank_of(card: int) -> int:
    return (card % 52) >> 2


def suit_of(card: int) -> int:
    return card & 3


def is_spade(card: int) -> bool:
    return card & 3 == SPADES


def card_text(card: int) -> str:
    """``10D``, ``AS`` ... (the copy of a double deck is not shown)."""
    card %= 52
    return RANKS[card >> 2] + SUITS[card & 3]


# A card's rank as its short name prints it, in the player's language (a
# Russian deck prints В Д К Т, a Swedish one Kn D K E).
RANK_LETTERS = (N_("A", note="ace, in a card's short name such as A♠"),) + RANKS[1:10] + (
    N_("J", note="jack, in a card's short name such as J♦"),
    N_("Q", note="queen, in a card's short name such as Q♣"),
    N_("K", note="king, in a card's short name such as K♥"))


def pretty(card: int) -> str:
    """``10♦`` for the play log (a ``Text``: its rank letter is translated)."""
    card %= 52
    return compose("{rank}{suit}", rank=RANK_LETTERS[card >> 2], suit=SUIT_SYMBOLS[SUITS[card & 3]])


def parse_card(text: str) -> int:
    """Parse ``10D``/``TD``/``as`` into a face id (0..51)."""
    raw = text.strip().upper()
    if len(raw) < 2:
        raise CardError(fill(N_("'{text}' is not a card: write rank then suit, like 10D or AS.", note="card codes such as 10D and AS are typed as they are"), text=text))
    rank, suit = raw[:-1], raw[-1]
    if suit not in SUITS:
        raise CardError(fill(N_("'{text}' is not a card: the suit must be one of S, H, D, C.", note="card codes such as 10D and AS are typed as they are"), text=text))
    if rank not in _RANK_INDEX:
        raise CardError(fill(N_("'{text}' is not a card: the rank must be A, 2-10 (or T), J, Q or K.", note="card codes such as 10D and AS are typed as they are"), text=text))
    return make(_RANK_INDEX[rank], SUITS.index(suit))


def sort_key(card: int) -> tuple[int, int]:
    """Canonical order: by rank, then suit S H D C; copies together."""
    return ((card % 52) >> 2, card & 3)


def full_deck(decks: int = 1) -> list[int]:
    return list(range(52 * decks))


TEN_OF_DIAMONDS = make(9, DIAMONDS)
TWO_OF_SPADES = make(1, SPADES)
ACE_OF_SPADES = make(ACE, SPADES)
JACK_OF_SPADES = make(JACK, SPADES)
