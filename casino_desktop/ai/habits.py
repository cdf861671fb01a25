"""What a rival's play this match says about how it plays: does it build?

Every card of a hand is played before the next deal, so once a deal is over
the rival's hand at each of its decisions is public knowledge: the cards it
played from that decision to the end of the deal.  With the table it faced
(remembered: the table our own move left it, so two players only), its
legal moves at that decision are known exactly, and so is whether it could
have built and whether it did.  Nothing hidden is read: only cards that
were played face up, after they were played.

A rival seen passing up ``threshold`` chances to build, and never building,
is modelled in the search's playouts as a player who does not build
(``Playout.rival_builds``); its first build ends that.  Strong players read
an opponent's habits the same way.

The same settled deals tell whether every choice the rival made was the
one a greedy player makes (``greedy.greedy_top``: the best immediate gain,
then its tie-breaks).  Once ``read`` such choices are seen and none
otherwise, its play *this* deal is read as greedy play: a rival that took
a 5 and a 3 had no card that would have taken more, and one that trailed
its least valuable card held no card that takes anything
(``greedy_bias``).  Cards that contradict that are drawn into its hand
only when nothing else fits.  A single choice that is not greedy ends the
reading for the match: it is a model of a kind of player, used only while
the evidence says the rival is that kind.

Not read in a game of several actions a turn (the Swazi game): there a
rival's turn is a sequence of actions of which the view shows only the
last (its ``end``), so neither its hand at each decision nor its choices
can be rebuilt (``reads``).
"""

from __future__ import annotations

from ..core import PHASE_PLAY, TURN_ONE, GameState, Move, apply, choice_moves, makes_build
from .greedy import greedy_top, move_keys
from .inference import deal_key


class RivalHabits:
    def __init__(self, threshold: int, read: int = 0) -> None:
        self.threshold = threshold
        self.read = read
        self._reset()

    def _reset(self) -> None:
        self.passed = 0   # decisions where the rival could build and did not
        self.built = 0    # decisions where it built
        self.decisions = 0              # settled decisions of the rival
        self.not_greedy = [0, 0]        # ... that Greedy without / with building would not make
        self._match: tuple[int, int | None] | None = None
        self._after: tuple[tuple[int, int, int], GameState] | None = None  # (deal key, the state our last move left)
        self._deals: dict[tuple[int, int, int], list[tuple[GameState, int, Move]]] = {}  # deal key -> [(state before, rival seat, move)]
        self._keys: dict[tuple[int, int, Move | None], tuple[object, ...]] = {}   # greedy keys of this deal's records (``_card_key``)

    def non_builder(self) -> bool:
        return bool(self.threshold) and self.built == 0 and self.passed >= self.threshold

    def reads_greedy(self) -> bool:
        """Has every settled choice of the rival (at least ``read``) been Greedy's?"""
        return bool(self.read) and self.decisions >= self.read and min(self.not_greedy) == 0

    def observe(self, view: GameState) -> None:
        """Call with every view this player decides on, before deciding."""
        me = view.viewer
        if not reads(view):
            return
        match = (view.seed, me)
        if match != self._match:  # another match (or seat): start afresh
            self._reset()
            self._match = match
        prev, self._after = self._after, None
        last = view.last_move
        if prev is not None and last is not None:
            key, before = prev
            seat, move = last
            if before.to_move == seat and seat != me:
                self._deals.setdefault(key, []).append((before, seat, move))
        current = deal_key(view)
        for key in [k for k in self._deals if k != current]:
            self._settle(self._deals.pop(key))
            self._keys.clear()

    def remember(self, view: GameState, move: Move) -> None:
        """The position our move leaves: the one the rival decides on."""
        if not reads(view):
            return
        after = view.clone()
        apply(after, move)
        if after.phase == PHASE_PLAY:
            self._after = (deal_key(after), after)

    def _settle(self, records: list[tuple[GameState, int, Move]]) -> None:
        """A finished deal: rebuild the rival's hand at each decision from
        the cards it played afterwards, and count its choices."""
        for i, (before, seat, move) in enumerate(records):
            hand = [m.card for _, _, m in records[i:]]
            if not _fits(before, seat, hand):
                continue  # not one deal's play (a game resumed or taken back): skip it
            t = before.clone()
            t.hands[seat] = hand
            t.to_move = seat
            t.viewer = None
            if makes_build(move):
                self.built += 1
            elif any(makes_build(m) for m in choice_moves(t)):
                self.passed += 1
            if self.read:
                self.decisions += 1
                for builds in (0, 1):
                    if move not in greedy_top(t, builds):
                        self.not_greedy[builds] += 1

    def _card_key(self, before: GameState, seat: int, card: int, move: Move | None = None) -> tuple[object, ...]:
        """Greedy's key of ``move`` (or of the best play of ``card``) had the
        rival held ``card`` alone on the table ``before``: a greedy player's
        choice has the greatest key of all its cards."""
        at = (id(before), card, move)
        k = self._keys.get(at)
        if k is None:
            t = before.clone()
            t.hands[seat] = [card]
            t.to_move = seat
            t.viewer = None
            moves = [move] if move is not None else choice_moves(t)
            k = max(move_keys(t, moves)) if moves else ()
            self._keys[at] = k
        return k

    def greedy_bias(self, view: GameState) -> dict[int, dict[int, float]]:
        """{rival seat: {unseen card: weight}}: cards its greedy choices this
        deal say it cannot hold weigh (next to) nothing; {} if not reading."""
        if not self.reads_greedy() or view.rules.decks > 1:
            return {}
        records = self._deals.get(deal_key(view), [])
        unseen = view.unseen_cards()
        banned: set[int] = set()
        for i, (before, seat, move) in enumerate(records):
            if any(b.controller == seat for b in before.builds) or makes_build(move):
                continue  # a one-card hand cannot stand for its choice here
            cap = self._card_key(before, seat, move.card, move)
            later = [m.card for _, _, m in records[i + 1:]]
            if any(self._card_key(before, seat, c) > cap for c in later):
                return {}  # its own later cards contradict the reading
            banned.update(c for c in unseen if self._card_key(before, seat, c) > cap)
        assert view.viewer is not None, "a seat's own view: the search reads habits only then"
        seat = 1 - view.viewer
        return {seat: {c: 1e-9 for c in banned}} if banned else {}


def reads(view: GameState) -> bool:
    """Whether a rival's play can be read here: two players, a seat's own
    view, one action a turn."""
    return view.players == 2 and view.viewer is not None and view.rules.turn_actions == TURN_ONE


def _fits(before: GameState, seat: int, hand: list[int]) -> bool:
    """The rebuilt hand is the rival's size and holds no card already seen."""
    if len(hand) != len(before.hands[seat]):
        return False
    if before.rules.decks > 1:
        return True  # a face seen once may still have its twin in the hand
    if len(set(hand)) != len(hand):
        return False
    seen = set(before.loose) | {c for b in before.builds for c in b.cards}
    seen |= {c for pile in before.captured for c in pile}
    seen |= {c for s, h in enumerate(before.hands) if s != seat for c in h}
    return not seen & set(hand)
