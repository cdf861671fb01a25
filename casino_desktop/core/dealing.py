"""The first dealer's draw and the deal itself (``play`` runs the rounds).

Dealing happens six times a round in every playout, so both are written
for speed; the cards are pinned by the golden deal tests."""

from __future__ import annotations

from .cards import rank_of
from .rng import DealRng
from .state import GameState
from .variants import Rules


def choose_first_dealer(rules: Rules, players: int, seed: int) -> tuple[int, tuple[int, ...]]:
    """Each seat draws a card (shown by the table); the rule picks the dealer."""
    rng = DealRng(seed, 1_000_003)
    draw = tuple(rng.shuffled_prefix(52, players))  # the top cards of a shuffled deck
    if rules.dealer_choice == "random":
        return rng.below(players), draw
    # Ace low for the draw; ties go to the earlier seat.
    ranks = [rank_of(c) for c in draw]
    pick = max(ranks) if rules.dealer_choice == "highest_card" else min(ranks)
    return ranks.index(pick), draw


def deal(s: GameState, initial: bool) -> None:
    """Deal the hands (and the table, on the first deal of a round) from the
    end of the stock, in packets as the rules say."""
    r = s.rules
    n = s.players
    stock = s.stock
    order = []  # dealer last; a loop, as a comprehension would make ``s`` and ``n`` cells
    for i in range(s.dealer + 1, s.dealer + 1 + n):
        order.append(i % n)
    need = r.hand_size * n + (r.table_size if initial else 0)
    if len(stock) < need:
        # A short last deal (Mulle): one card at a time from the dealer's left
        # as far as the cards go.
        i = 0
        while stock:
            s.hands[order[i % n]].append(stock.pop())
            i += 1
    else:
        packets = 2 if r.hand_size % 2 == 0 and (not initial or r.table_size % 2 == 0) else 1
        per_hand = r.hand_size // packets
        per_table = r.table_size // packets if initial else 0
        # The cards in the order they are dealt (from the end of the stock),
        # handed out by slices: the same hands as dealing one card at a
        # time, in a third of the time (six deals a round).
        rest = len(stock) - need
        cards = stock[rest:]
        cards.reverse()
        del stock[rest:]
        hands = s.hands
        dealer_after_table = r.deal_order == "others_table_dealer"
        seats = order[:-1] if dealer_after_table else order
        pos = 0
        for _ in range(packets):
            for seat in seats:
                hands[seat] += cards[pos:pos + per_hand]
                pos += per_hand
            if per_table:
                s.loose += cards[pos:pos + per_table]
                pos += per_table
            if dealer_after_table:
                hands[order[-1]] += cards[pos:pos + per_hand]
                pos += per_hand
    s.deals_done += 1
