"""What cards are worth under one set of rules, learnt from the core's scoring.

No scoring rule is restated here.  ``Valuation`` *probes*
``core.scoring.score_round`` with tiny made-up piles and reads its per-item
breakdown: a lone card in a pile tells us its flat worth (aces, casinos,
spades that score each, A♠/J♠ extras), two piles of unequal size tell us what
"most cards" and "most spades" pay, a run of spade counts gives the Överspader
curve, one sweep gives the sweep value.  A new preset therefore needs no AI
change.

Majority items are worth a *probability*: with ``R`` cards still to be taken,
each going to any side with equal chance, the chance a side ends strictly
ahead is a normal approximation of the binomial.  That makes every extra card
worth a smooth fraction of the prize, the way players think ("I need two more
spades").  Where tied sides share a majority (``ties_split``) a tie is worth
the share the probe shows; a point for reaching a number of spades
(``spade_quota``) is one more step of the spade curve, like Överspader's.

Face-up capture piles whose tops other players may use (``pile_tops``, the
African family): the card on top of a pile is not safe yet, so while the
round is on a share of its worth (``TOP_EXPOSED``: more where tops may be
captured than where they may only go into builds) is counted as not yet
its holder's.  That is what makes a player prefer a harmless card on top
of its pile (``pile_order``) and value taking a rival's top.
"""

from __future__ import annotations

from collections.abc import Collection

import math
from functools import lru_cache
from typing import Any, Protocol

from ..core import PHASE_PLAY, GameState, Rules, cancel_sweeps, holder_seats, score_round

_SPADE_CURVE_ITEMS = ("overspader", "spade_quota")
_MAJORITY_ITEMS = ("cards", "spades") + _SPADE_CURVE_ITEMS
# Share of a pile's top card counted as exposed, by ``pile_tops``: a top a
# rival may capture outright is at more risk than one it may only build with.
TOP_EXPOSED = {"none": 0.0, "builds": 0.25, "captures": 0.5}
SQRT2 = math.sqrt(2.0)


def _item_points(result: dict[str, Any], side: int, include: Collection[str] | None = None,
                 exclude: Collection[str] = ()) -> int:
    total = 0
    for it in result["items"]:
        if it["id"] in exclude or (include is not None and it["id"] not in include):
            continue
        total += it["points"][side]
    return total


def _win_prob(diff: int, remaining: int, sides: int) -> float:
    """P(a side ``diff`` cards ahead of one rival ends strictly ahead of it)."""
    if remaining <= 0:
        return 1.0 if diff > 0 else 0.0
    var = remaining * 2.0 / sides
    return 0.5 * (1.0 + math.erf((diff - 0.5) / math.sqrt(var) / SQRT2))


class Margins(Protocol):
    """What a search's playouts ask of a valuation: a side's expected margin
    in a position (``Valuation``, or a wrapper that adjusts it)."""

    def margin(self, state: GameState, side: int) -> float: ...


class Valuation:
    """Point values for one (rules, number of sides), all probed from scoring."""

    def __init__(self, rules: Rules, sides: int) -> None:
        self.rules = rules
        self.sides = sides
        forty = getattr(rules, "forty_cards", False)
        self.deck = (40 if forty else 52) * rules.decks
        self.spades_total = (10 if forty else 13) * rules.decks
        empty: list[list[int]] = [[] for _ in range(sides)]
        zero = [0] * sides
        none_mulles: list[list[int]] = [[] for _ in range(sides)]

        def probe(piles: list[list[int]], sweeps: list[int] = zero, last: int | None = None,
                  opened: list[int] = zero) -> dict[str, Any]:
            return score_round(rules, piles, list(sweeps), none_mulles, last, list(opened))

        # Flat worth of each face: a lone card in side 0's pile, majority items ignored.
        self.flat = tuple(
            float(_item_points(probe([[f]] + empty[1:]), 0, exclude=_MAJORITY_ITEMS)) for f in range(52))
        # Majority prizes: a pile of two non-scoring... any cards vs one.
        self.most_cards = _item_points(probe([[4, 5]] + [[6]] * (sides - 1)), 0, include=("cards",))
        self.most_spades = _item_points(probe([[0, 4]] + [[8]] * (sides - 1)), 0, include=("spades",))
        # What a tie for the most is worth to each tied side (``ties_split``).
        self.tie_cards = _item_points(probe([[4]] + [[6]] * (sides - 1)), 0, include=("cards",))
        self.tie_spades = _item_points(probe([[0]] + [[8]] * (sides - 1)), 0, include=("spades",))
        # Överspader and a spade quota: points as a function of the number of spades taken.
        spades = [s * 4 for s in range(13)] + [52 + s * 4 for s in range(13)]
        self.spade_curve = tuple(
            _item_points(probe([spades[:k]] + empty[1:]), 0, include=_SPADE_CURVE_ITEMS)
            for k in range(len(spades) + 1))
        self.has_overspader = any(self.spade_curve)
        self.sweep_points = _item_points(probe(empty, [1] + [0] * (sides - 1)), 0, include=("sweeps",))
        # Krypkasino: what leaving the table open to someone else's sweep is worth.
        self.left_open = _item_points(probe(empty, opened=[1] + [0] * (sides - 1)), 0, include=("left_open",))
        self.last_capture = _item_points(probe(empty, zero, 0), 0, include=("last_capture",))
        self.is_spade = tuple(f & 3 == 0 for f in range(52))
        self.top_exposed = TOP_EXPOSED.get(getattr(rules, "pile_tops", "none"), 0.0)
        # A card's worth beyond its flat points, for a pile's top: its share of
        # the majorities (roughly: two points shared over the deck).
        self.count_worth = self.most_cards * 2.0 / self.deck
        self.spade_worth = self.most_spades * 2.0 / self.spades_total
        self._item_flat: tuple[tuple[tuple[tuple[str, float], ...], ...], dict[str, str]] | None = None
        self._item_curves: dict[str, tuple[int, ...]] | None = None
        self._item_cards: dict[str, tuple[float, ...]] | None = None

    # --- expected points ---------------------------------------------------------
    def expected(self, state: GameState) -> list[float]:
        """Expected round points per side if the untaken cards were shared at
        random: exact for flat items, sweeps and mulles, smooth for majorities."""
        sides = self.sides
        flat = self.flat
        counts = [len(p) for p in state.captured]
        spade_counts = [0] * sides
        out = [0.0] * sides
        for s, pile in enumerate(state.captured):
            v = 0.0
            n = 0
            for c in pile:
                f = c % 52
                v += flat[f]
                if f & 3 == 0:
                    n += 1
            out[s] = v
            spade_counts[s] = n
        taken = sum(counts) + len(state.unclaimed)
        remaining = self.deck - taken
        if self.most_cards:
            self._add_majority(out, counts, remaining, self.most_cards, self.tie_cards)
        spades_left = self._spades_left(state, spade_counts)
        if self.most_spades:
            self._add_majority(out, spade_counts, spades_left, self.most_spades, self.tie_spades)
        if self.has_overspader:
            for s in range(sides):
                out[s] += _overspader_ev(self.spade_curve, spade_counts[s], spades_left, sides)
        if self.sweep_points:
            counted = cancel_sweeps(self.rules, [len(x) for x in state.sweeps])
            for s in range(sides):
                out[s] += counted[s] * self.sweep_points
        if self.left_open:
            for s, opened in enumerate(state.opened):
                out[s] += len(opened) * self.left_open
        for s, m in enumerate(state.mulles):
            if m:
                out[s] += sum(m)
        if self.top_exposed and state.stacks and state.phase == PHASE_PLAY:
            self._expose_tops(state, state.stacks, out)
        return out

    def _spades_left(self, state: GameState, spade_counts: list[int]) -> int:
        """The spades nobody has taken yet.  Never below 0: a player with
        imperfect memory (Casual) imagines a rival holding a card it has
        forgotten was taken, so the states it looks ahead to can hold one
        spade twice and count more spades taken than the deck has.  None is
        then left to be shared out."""
        return max(0, self.spades_total - sum(spade_counts) - sum(1 for c in state.unclaimed if c & 3 == 0))

    # --- the same expected points, item by item (the coach's "why") ----------------------
    def item_labels(self) -> dict[str, str]:
        """The core's name of each scoring item of these rules ("Aces",
        "Most spades"), by item id: the score sheet's row names."""
        self._spade_curves()  # the spade curves' items are named where they are probed
        return self._items_probe()[1]

    def _items_probe(self) -> tuple[tuple[tuple[tuple[str, float], ...], ...], dict[str, str]]:
        """Each face's flat worth split by item, and the items' names, probed
        from the core's scoring as ``flat`` is (once, when first asked: the
        search never asks)."""
        if self._item_flat is None:
            rules, sides = self.rules, self.sides
            empty: list[list[int]] = [[] for _ in range(sides)]
            zero = [0] * sides
            labels: dict[str, str] = {}
            faces = []
            for f in range(52):
                result = score_round(rules, [[f]] + empty[1:], list(zero), [[] for _ in range(sides)], None, list(zero))
                labels.update((it["id"], it["label"]) for it in result["items"])
                faces.append(tuple((it["id"], float(it["points"][0])) for it in result["items"]
                                   if it["id"] not in _MAJORITY_ITEMS and it["points"][0]))
            extra = score_round(rules, [[0, 4]] + [[8]] * (sides - 1), [1] + [0] * (sides - 1),
                                [[] for _ in range(sides)], 0, [1] + [0] * (sides - 1))
            labels.update((it["id"], it["label"]) for it in extra["items"])
            self._item_flat = (tuple(faces), labels)
        return self._item_flat

    def expected_items(self, state: GameState) -> dict[str, list[float]]:
        """``expected(state)`` split by the core's scoring items: {item id:
        expected points per side}; the items' sums are ``expected``'s, side by
        side (``tests/ai/test_valuation.py``)."""
        sides = self.sides
        faces, _ = self._items_probe()
        out: dict[str, list[float]] = {}

        def add(item: str, side: int, points: float) -> None:
            out.setdefault(item, [0.0] * sides)[side] += points

        counts = [len(p) for p in state.captured]
        spade_counts = [sum(self.is_spade[c % 52] for c in p) for p in state.captured]
        for item, table in self._item_tables().items():
            out[item] = [float(sum(table[c % 52] for c in pile)) for pile in state.captured]
        remaining = self.deck - sum(counts) - len(state.unclaimed)
        spades_left = self._spades_left(state, spade_counts)
        if self.most_cards:
            part = [0.0] * sides
            self._add_majority(part, counts, remaining, self.most_cards, self.tie_cards)
            out["cards"] = part
        if self.most_spades:
            part = [0.0] * sides
            self._add_majority(part, spade_counts, spades_left, self.most_spades, self.tie_spades)
            out["spades"] = part
        if self.has_overspader:
            for item, curve in self._spade_curves().items():
                for s in range(sides):
                    add(item, s, _overspader_ev(curve, spade_counts[s], spades_left, sides))
        if self.sweep_points:
            for s, n in enumerate(cancel_sweeps(self.rules, [len(x) for x in state.sweeps])):
                add("sweeps", s, n * self.sweep_points)
        if self.left_open:
            for s, opened in enumerate(state.opened):
                add("left_open", s, len(opened) * self.left_open)
        for s, m in enumerate(state.mulles):
            if m:
                add("mulles", s, sum(m))
        if self.top_exposed and state.stacks and state.phase == PHASE_PLAY:
            for holder, pile in enumerate(state.stacks):
                if pile:
                    f = pile[-1] % 52
                    s = state.side_of(holder_seats(state, holder)[0])
                    for item, points in faces[f]:
                        add(item, s, -self.top_exposed * points)
                    add("cards", s, -self.top_exposed * self.count_worth)
                    if f & 3 == 0:
                        add("spades", s, -self.top_exposed * self.spade_worth)
        return out

    def _item_tables(self) -> dict[str, tuple[float, ...]]:
        """{flat item id: its points for each face}."""
        if self._item_cards is None:
            faces, _ = self._items_probe()
            tables: dict[str, list[float]] = {}
            for f in range(52):
                for item, points in faces[f]:
                    tables.setdefault(item, [0.0] * 52)[f] = points
            self._item_cards = {item: tuple(t) for item, t in tables.items()}
        return self._item_cards

    def _spade_curves(self) -> dict[str, tuple[int, ...]]:
        """``spade_curve`` item by item (Överspader's and a spade quota's),
        for the items these rules score."""
        if self._item_curves is None:
            spades = [s * 4 for s in range(13)] + [52 + s * 4 for s in range(13)]
            empty: list[list[int]] = [[] for _ in range(self.sides - 1)]
            zero = [0] * self.sides
            results = [score_round(self.rules, [spades[:k]] + empty, zero, [[] for _ in range(self.sides)], None, zero)
                       for k in range(len(spades) + 1)]
            curves = {item: tuple(_item_points(r, 0, include=(item,)) for r in results) for item in _SPADE_CURVE_ITEMS}
            self._item_curves = {item: curve for item, curve in curves.items() if any(curve)}
            for r in results:
                self._items_probe()[1].update((it["id"], it["label"]) for it in r["items"])
        return self._item_curves

    def _expose_tops(self, state: GameState, stacks: list[list[int]], out: list[float]) -> None:
        """Each pile's top is partly its holder's rivals' until covered."""
        share = self.top_exposed
        for holder, pile in enumerate(stacks):
            if pile:
                f = pile[-1] % 52
                out[state.side_of(holder_seats(state, holder)[0])] -= share * self.card_worth(f)

    def card_worth(self, f: int) -> float:
        """What taking the card of face ``f`` is worth, roughly: its own
        points and its share of the majorities (below 0 in a penalty game)."""
        return self.flat[f] + self.count_worth + (self.spade_worth if f & 3 == 0 else 0.0)

    def sweeps_pay(self) -> bool:
        """Whether sweeping is worth having over the rival who left the table
        open: in Krypkasino a sweep costs its maker and credits the other."""
        return self.sweep_points - self.left_open > 0

    def _add_majority(self, out: list[float], counts: list[int], remaining: int, prize: int, tie: int = 0) -> None:
        sides = self.sides
        for s in range(sides):
            p = 1.0
            for o in range(sides):
                if o != s:
                    p *= _win_prob(counts[s] - counts[o], remaining, sides)
            out[s] += p * prize
            if tie and sides == 2:
                # Tied sides share the prize: P(level at the end) times the share.
                d = counts[s] - counts[1 - s]
                out[s] += (_win_prob(d + 1, remaining, sides) - _win_prob(d, remaining, sides)) * tie

    def margin(self, state: GameState, side: int) -> float:
        """The quantity every player maximises: own side minus the mean rival."""
        ev = self.expected(state)
        return relative(ev, side)

    # --- cheap per-card weights for playouts ---------------------------------------
    def card_weights(self, state: GameState, side: int,
                     scales: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> list[float]:
        """Worth of taking each face *now*, majority items as marginal values:
        a static table so a playout can score a move with a few additions.
        ``scales`` weigh its three parts, the cards' own points and the cards
        and spades majorities (``playout_weights``; 1 each: their plain sum)."""
        counts = [len(p) for p in state.captured]
        spade_counts = [sum(1 for c in p if c & 3 == 0) for p in state.captured]
        remaining = max(1, self.deck - sum(counts) - len(state.unclaimed))
        spades_left = max(1, self.spades_total - sum(spade_counts))
        card_bonus = self._marginal(counts, side, remaining, self.most_cards, self.tie_cards)
        spade_bonus = self._marginal(spade_counts, side, spades_left, self.most_spades, self.tie_spades)
        if self.has_overspader:
            k = spade_counts[side]
            spade_bonus += (_overspader_ev(self.spade_curve, k + 1, spades_left - 1, self.sides)
                            - _overspader_ev(self.spade_curve, k, spades_left, self.sides))
        if scales != (1.0, 1.0, 1.0):
            a, b, c = scales
            card_bonus *= b
            spade_bonus *= c
            return [a * self.flat[f] + card_bonus + (spade_bonus if f & 3 == 0 else 0.0) for f in range(52)]
        return [self.flat[f] + card_bonus + (spade_bonus if f & 3 == 0 else 0.0) for f in range(52)]

    def _marginal(self, counts: list[int], side: int, remaining: int, prize: int, tie: int = 0) -> float:
        if not prize:
            return 0.0
        before = [0.0] * self.sides
        self._add_majority(before, counts, remaining, prize, tie)
        more = list(counts)
        more[side] += 1
        after = [0.0] * self.sides
        self._add_majority(after, more, remaining - 1, prize, tie)
        return max(0.0, relative(after, side) - relative(before, side))


def relative(ev: list[float], side: int) -> float:
    """Own expected points minus the mean of the rivals'."""
    n = len(ev)
    if n == 1:
        return ev[0]
    others = (sum(ev) - ev[side]) / (n - 1)
    return ev[side] - others


@lru_cache(maxsize=4096)
def _overspader_ev(curve: tuple[int, ...], have: int, left: int, sides: int) -> float:
    """E[points(final spades)] with each of the ``left`` untaken spades ours
    with chance 1/sides: the binomial over how many of them we get.  A count
    below 0 (an imagined state that counts a spade twice, see ``expected``)
    means none is left: the points of the spades we have."""
    left = max(0, left)
    p = 1.0 / sides
    total = 0.0
    last = len(curve) - 1
    for k in range(left + 1):
        prob = math.comb(left, k) * p ** k * (1 - p) ** (left - k)
        total += prob * curve[min(last, have + k)]
    return total


@lru_cache(maxsize=128)
def valuation_for(rules: Rules, sides: int) -> Valuation:
    return Valuation(rules, sides)
