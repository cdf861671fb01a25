"""The first dealer's draw and the deal itself (``play`` runs the rounds).

Dealing happens six times a round in every playout, so both are written
for speed; the cards are pinned by the golden deal tests."""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter

from .cards import rank_of
from .rng import DealRng, shuffled_deck
from .state import GameState
from .values import ValueTable
from .variants import Rules
from .rules_sense import in_pack
from .units_deal import DEALER_HIGHEST_CARD, DEALER_RANDOM, DEAL_OTHERS_TABLE_DEALER, deal_packets, whole_pack_hands


def round_deck(rules: Rules, seed: int, round_index: int) -> list[int]:
    """The shuffled pack of one round, index 0 dealt first: the whole deck,
    or without its court cards for a 40-card pack (``forty_cards``).  The
    courts are taken out of the shuffled deck, so the other cards keep the
    order the seed gives them."""
    deck = shuffled_deck(seed, round_index, rules.decks)
    if rules.forty_cards:
        deck = [c for c in deck if in_pack(rules, c)]
    return deck


def choose_first_dealer(rules: Rules, players: int, seed: int) -> tuple[int, tuple[int, ...]]:
    """Each seat draws a card (the play log says the draw: ``draw_words``); the
    rule picks the dealer."""
    rng = DealRng(seed, 1_000_003)
    draw = tuple(rng.shuffled_prefix(52, players))  # the top cards of a shuffled deck
    if rules.dealer_choice == DEALER_RANDOM:
        return rng.below(players), draw
    return drawn_dealer(rules, draw), draw


def drawn_dealer(rules: Rules, draw: tuple[int, ...]) -> int:
    """The seat the draw makes the first dealer (not for a dealer chosen at
    random).  Ace low for the draw; ties go to the earlier seat."""
    ranks = [rank_of(c) for c in draw]
    pick = max(ranks) if rules.dealer_choice == DEALER_HIGHEST_CARD else min(ranks)
    return ranks.index(pick)


def deal(s: GameState, initial: bool) -> None:
    """Deal the hands (and the table, on the first deal of a round) from the
    end of the stock, in packets as the rules say."""
    stock = s.stock
    # Where each card goes depends only on the rules, the number of players,
    # the dealer and whether the table gets cards: worked out once
    # (``_plan``).  Keyed by the rules' value table, which stands for the
    # rules (one per rule set) and hashes by identity: hashing the rules
    # themselves would cost more than the deal.
    key = (s.values, s.players, s.dealer, initial)
    plan = _PLANS.get(key)
    if plan is None:
        if len(_PLANS) > 1000:
            _PLANS.clear()
        plan = _PLANS[key] = _plan(s.rules, s.players, s.dealer, initial)
    need, to_hands, to_table = plan
    if len(stock) < need:
        # A short last deal (Mulle): one card at a time from the dealer's left
        # as far as the cards go.
        order = _seats_from_left(s.players, s.dealer)
        i = 0
        n = s.players
        while stock:
            s.hands[order[i % n]].append(stock.pop())
            i += 1
    else:
        hands = s.hands
        for seat, take in to_hands:
            hands[seat] += take(stock)
        if to_table is not None:
            s.loose += to_table(stock)
        del stock[len(stock) - need:]
    s.deals_done += 1


# ``take(stock)``: the cards a seat (or the table) gets from the stock, in the order they are dealt.
Taker = Callable[[list[int]], tuple[int, ...]]
# (cards needed, ((seat, take), ...), take for the table or None): see ``_plan``.
DealPlan = tuple[int, tuple[tuple[int, Taker], ...], Taker | None]

_PLANS: dict[tuple[ValueTable, int, int, bool], DealPlan] = {}


def _seats_from_left(n: int, dealer: int) -> list[int]:
    """The seats in dealing order: from the dealer's left, the dealer last."""
    return [i % n for i in range(dealer + 1, dealer + 1 + n)]


def _plan(r: Rules, n: int, dealer: int, initial: bool) -> DealPlan:
    """How a full deal hands out the top ``need`` cards of the stock:
    ``(need, ((seat, take), ...), take_for_table or None)``, where ``take(stock)``
    returns that seat's cards in the order they are dealt, read from the
    end of the stock (its top) by negative index."""
    order = _seats_from_left(n, dealer)
    if r.deal_whole_pack:
        return _whole_pack_plan(r, order, initial)
    need = r.hand_size * n + (r.table_size if initial else 0)
    packets = deal_packets(r, initial)
    per_hand = r.hand_size // packets
    per_table = r.table_size // packets if initial else 0
    dealer_after_table = r.deal_order == DEAL_OTHERS_TABLE_DEALER
    seats = order[:-1] if dealer_after_table else order
    got: dict[int, list[int]] = {seat: [] for seat in order}
    table: list[int] = []
    pos = 0  # the pos-th card dealt is stock[-1 - pos]
    for _ in range(packets):
        for seat in seats:
            got[seat] += range(pos, pos + per_hand)
            pos += per_hand
        if per_table:
            table += range(pos, pos + per_table)
            pos += per_table
        if dealer_after_table:
            got[order[-1]] += range(pos, pos + per_hand)
            pos += per_hand
    to_hands = tuple((seat, _taker(got[seat])) for seat in order)
    return need, to_hands, _taker(table) if table else None


def most_in_hand(r: Rules, n: int) -> int:
    """The most cards a hand holds just after a deal with ``n`` players (the
    table lays hands out for it): ``hand_size``, or a whole-pack share."""
    return whole_pack_hands(r, n)[1] if r.deal_whole_pack else r.hand_size


def table_cards(r: Rules, n: int) -> int:
    """Cards the first deal puts on the table with ``n`` players: ``table_size``
    and, when the whole pack is dealt, the cards left over from equal hands."""
    return int(r.table_size) + (whole_pack_hands(r, n)[2] if r.deal_whole_pack else 0)


def _whole_pack_plan(r: Rules, order: list[int], initial: bool) -> DealPlan:
    """The table's ``table_size`` cards first (the layout cut before the
    deal), then one card at a time round the players, the dealer last; the
    cards left over after the equal hands go to the table on the first deal."""
    n = len(order)
    _, per_deal, left_over = whole_pack_hands(r, n)
    table_first = r.table_size if initial else 0
    pos = table_first
    got = {seat: list(range(pos + k, pos + per_deal * n, n)) for k, seat in enumerate(order)}
    pos += per_deal * n
    table = list(range(table_first))
    if initial:
        table += range(pos, pos + left_over)
        pos += left_over
    to_hands = tuple((seat, _taker(got[seat])) for seat in order)
    return pos, to_hands, _taker(table) if table else None


def _taker(positions: list[int]) -> Taker:
    """``take(stock)``: the cards dealt at these positions, as a tuple."""
    indices = [-1 - p for p in positions]
    if len(indices) == 1:
        i = indices[0]
        return lambda stock: (stock[i],)
    return itemgetter(*indices)
