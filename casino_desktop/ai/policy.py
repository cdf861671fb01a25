"""The fast playout policy the search uses for every player in a sampled world.

Speed decides how many worlds the search can look at, so a move is scored
with a few additions over a static per-face weight table (``card_weights``,
computed once per decision) instead of cloning the state.  The two scoring
events a sum cannot see — a sweep and a mulle — are rare, so for those moves
alone the policy applies the move to a clone and asks the engine whether it
counted: the playout never restates a rule.

Greedy playouts with a little noise (ε) are what the fishing-game literature
found best (Di Palma & Lanzi 2018: ε = 0.3 for Scopone).

``guard`` uses what a sampled world shows and a real player cannot see: the
next rival's hand.  A build they hold the value of is scored as lost, a safe
one as ours together with the card we will take it by, and a trail they can
match costs its card twice.  That is how a strong player builds ("is it
safe?"), and the published Casino searcher's finding was that playouts by a
player who builds well are worth about half a point a round.  Played
against itself with every hand open (``guard=1`` vs none, 300 duplicate
rounds) it wins by about 2 points a round.  Value matches are asked of the
core (``ValueTable.holds_value``); captures by sums of several cards are not
foreseen, which is the price of staying cheap.

The African family (``core/piles.py``, ``core/turns.py``): a move may name
another player's pile top among its table cards; that card leaves its
pile at once, so it counts as taken from its holder (a rival's: a gain
however the build ends; a partner's pile: a loss to our side).  Table
actions of a turn of several actions (``tbuild``/``tadd``) play no hand
card: they are scored as a build of the table cards they move, and ending
the turn (``end``) as nothing gained.  A playout itself plays every turn as
one card from the hand (``single_action_turns``): listing the table actions
and the end after every card doubled the plies of a Swazi playout and made
each listing twice as slow, so the search saw a quarter of the worlds; the
table actions are weighed where it matters, among the real decision's
candidates.

The score is a weighted sum of those features (``playout_weights.py``):
today's weights are the constants it always had (``TODAY``); ``learned``
plays a vector learnt by self-play and shipped as data, for every side
(1) or the rivals only (2).  Measured within noise of today's in the
search (docs/strength.md), so no level uses it.

``rival_builds`` = 0 (with ``own_side``) is a model of the rival: the other
sides' players never build in the playout.  The search sets it when the
rival's play so far says it does not build (``habits.RivalHabits``).
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache

from ..core import (CAPTURE, END, END_MOVE, HIDDEN, NO_CARD, PHASE_PLAY, TRAIL, TURN_ONE, GameState, Move, Rules,
                    apply, choice_moves, holder_seats, makes_build, pile_tops)
from .playout_weights import TODAY, PlayoutWeights, learned_weights

PlayerModel = tuple[list[float], PlayoutWeights, float, float]  # face table, weights, build share, safe share
BUILD_SHARE = 0.5   # a build is half a capture: it may be stolen, and costs a tempo
TRAIL_COST = 0.05   # trailing gives the table a card: prefer any useful play


class Playout:
    """Plays a state forward with the fast policy; one per decision."""

    __slots__ = ("weights", "sweep_points", "mulle", "epsilon", "rng", "reply", "guard", "blind", "share", "keep",
                 "rival", "exposed", "leave_exposed", "own_side", "rival_builds", "weighed", "coef", "rival_model")

    def __init__(self, weights: list[float], sweep_points: int, mulle: bool, epsilon: float,
                 rng: random.Random, reply: int = 0, guard: int = 0, share: float = BUILD_SHARE,
                 keep: float = 0.9, blind: int = 0, learned: int = 0, coef: PlayoutWeights | None = None) -> None:
        # The features' weights (``playout_weights``): today's, or with
        # ``learned`` the shipped vector, whose build shares replace the dials';
        # ``coef``: a vector given outright (a model of another player's choices).
        # ``learned`` = 2: only the other sides' moves follow the shipped
        # vector (a model of a rival that plays like the player it was learnt
        # from), set by ``model_rivals``; our own follow today's.
        self.coef = coef if coef is not None else learned_weights() if learned == 1 else TODAY
        if learned == 1:
            share, keep = self.coef.build_share, self.coef.build_keep
        self.rival_model: PlayerModel | None = None  # the other sides' moves' (weights, coef, share, keep)
        self.reply = reply
        self.guard = guard  # 1: builds and trails judged against the next rival's known hand
        self.blind = blind  # 1: not for ``own_side``'s moves, which cannot see that hand in a real game
        self.share = share  # unguarded: what a build is worth, as a share of its cards
        self.keep = keep    # guarded: share of a safe build (a tempo, and the rival may yet draw)
        self.rival: list[int] | None = None  # the next rival's faces, set per choice when guarding
        self.exposed: dict[int, float] | None = None  # guard=2: {value the rival holds: weight of table cards it takes}
        self.leave_exposed: dict[int, float] | None = None  # the same for the ``leave`` weight, guard=1's rules kept
        self.weights = weights
        self.sweep_points = sweep_points
        self.mulle = mulle
        self.epsilon = epsilon
        self.rng = rng
        self.own_side: int | None = None  # the searching side (with rival_builds=0 the only one that builds; blind)
        self.rival_builds = 1    # 0: the other sides' players never build (a model of the rival)
        self.weighed = 0         # moves its plies have chosen among: the work ``SearchSettings.work`` counts

    def score(self, state: GameState, m: Move) -> float:
        w = self.weights
        coef = self.coef
        kind = m.kind
        if kind == TRAIL:
            cost = coef.trail_cost
            if coef.trail_face and not state.values.build_values[m.card]:
                cost += coef.trail_face
            if (self.rival is not None and self.exposed is None
                    and state.values.holds_value(self.rival, _trail_value(state, m.card))):
                return -coef.trail_matched * w[m.card] - cost  # the rival can match it: their gain as well as our loss
            return -coef.trail * w[m.card] - cost
        if kind == END:
            return 0.0
        card = m.card
        total = w[card] if card != NO_CARD else 0.0
        for f in m.loose:
            total += w[f]
        for key in m.builds:
            for f in key:
                total += w[f]
        if coef.capture_card and kind == CAPTURE:
            total += coef.capture_card * (1 + len(m.loose) + sum(len(key) for key in m.builds))
        taken = self._tops_taken(state, m) if state.stacks and m.loose else 0.0
        if card == NO_CARD:  # a table action: only table cards move
            if self.rival is not None and state.values.holds_value(self.rival, m.value):
                return -0.25 * total  # the rival takes it all back, our tops included
            return (self.keep if self.rival is not None else self.share) * total + taken
        if kind != CAPTURE:
            if self.rival is not None:
                return self._guarded_build(state, m, total, self.rival) + taken
            return self.share * total + taken
        total = coef.capture * total + taken
        clears = len(m.loose) == len(state.loose) and len(m.builds) == len(state.builds)
        if (clears and self.sweep_points) or (self.mulle and m.card in m.loose):
            # Rare events: let the engine say whether this is a sweep or mulle.
            side = state.side_of(state.to_move)
            probe = state.clone()
            apply(probe, m)
            total += (len(probe.sweeps[side]) - len(state.sweeps[side])) * self.sweep_points
            total += sum(probe.mulles[side]) - sum(state.mulles[side])
        return total

    def _tops_taken(self, state: GameState, m: Move) -> float:
        """What the pile tops among ``m``'s table cards are worth as taken
        from their piles: a rival's top is their loss, a partner's (separate
        piles) our side's."""
        tops = pile_tops(state, state.to_move)
        if not tops:
            return 0.0
        w = self.weights
        side = state.side_of(state.to_move)
        out = 0.0
        for f in m.loose:
            holder = tops.get(f)
            if holder is None or f in state.loose:
                continue
            out += -w[f] if state.side_of(holder_seats(state, holder)[0]) == side else w[f]
        return out

    def _guarded_build(self, state: GameState, m: Move, total: float, rival: list[int]) -> float:
        """A build in a world whose next rival's hand is known: if that hand
        holds a card of the build's value (the core's ``holds_value``), the
        build is most likely stolen, with our card in it; otherwise it is
        most likely ours, with the card we capture it by."""
        vt = state.values
        if vt.holds_value(rival, m.value):
            return -self.coef.build_lost * total if self.exposed is None else 0.0  # guard=2 charges it in _exposure
        w = self.weights
        mine = [c % 52 for c in state.hands[state.to_move] if c != HIDDEN and c % 52 != m.card]
        by = max((w[f] for f in mine if m.value in vt.hand_values[f]), default=0.0)
        return self.keep * (total + self.coef.build_by * by)

    def set_rival(self, state: GameState) -> None:
        """With ``guard``, read the next player's hand once per choice (a
        sampled world shows it; a view's hidden cards are skipped)."""
        self.rival = None
        self.exposed = None
        self.leave_exposed = None
        if not self.guard:
            return
        if self.blind and state.side_of(state.to_move) == self.own_side:
            return
        nxt = state.next_seat(state.to_move)
        if state.side_of(nxt) == state.side_of(state.to_move):
            return
        self.rival = [c % 52 for c in state.hands[nxt] if c != HIDDEN]
        if self.guard >= 2:
            self.exposed = self._exposed_table(state, self.rival)
        elif self.coef.leave:
            self.leave_exposed = self._exposed_table(state, self.rival)

    def _exposed_table(self, state: GameState, rival: list[int]) -> dict[int, float]:
        """What the rival could take by matching, per value, on today's table."""
        hv = state.values.hand_values
        w = self.weights
        held = {v for f in rival for v in hv[f]}
        exposed = dict.fromkeys(held, 0.0)
        for c in state.loose:
            v = hv[c % 52][0]
            if v in exposed:
                exposed[v] += w[c % 52]
        for b in state.builds:
            if b.value in exposed:
                exposed[b.value] += sum(w[c % 52] for c in b.cards)
        return exposed

    def _exposure(self, state: GameState, m: Move, exposed: dict[int, float] | None = None) -> float:
        """guard=2 (or the ``leave`` weight, with ``exposed``): the most the
        rival could take by matching one value on the table ``m`` leaves
        (sums of several table cards are not seen).  A build counts at its
        new value; with guard=2 a stolen build is charged here, so
        ``_guarded_build`` already scored it as lost."""
        exposed = self.exposed if exposed is None else exposed
        if not exposed:
            return 0.0
        hv = state.values.hand_values
        w = self.weights
        delta: dict[int | None, float] = {}
        kind = m.kind
        if kind == TRAIL:
            v = hv[m.card][0]
            delta[v] = w[m.card]
        else:
            moved = w[m.card] if kind != CAPTURE and m.card != NO_CARD else 0.0
            for f in m.loose:
                v = hv[f][0]
                delta[v] = delta.get(v, 0.0) - w[f]
                moved += w[f]
            for key in m.builds:
                bv = next(b.value for b in state.builds if b.key == key)
                kw = sum(w[f] for f in key)
                delta[bv] = delta.get(bv, 0.0) - kw
                moved += kw
            if kind != CAPTURE:
                delta[m.value] = delta.get(m.value, 0.0) + moved
        return max(x + delta.get(v, 0.0) for v, x in exposed.items())

    def choose(self, state: GameState, moves: list[Move]) -> Move:
        if not self.rival_builds and state.side_of(state.to_move) != self.own_side:
            moves = [m for m in moves if not makes_build(m)] or moves
        if len(moves) == 1:
            return moves[0]
        rng = self.rng
        if self.epsilon and rng.random() < self.epsilon:
            return moves[int(rng.random() * len(moves))]
        score = self.score
        if not self.reply:
            self.set_rival(state)
            best = moves[0]  # the first of the best, as every score beats -1e9
            best_score = -1e9
            for m in moves:
                s = score(state, m)
                if self.exposed is not None:
                    s -= self._exposure(state, m)
                elif self.leave_exposed is not None:
                    s -= self.coef.leave * self._exposure(state, m, self.leave_exposed)
                if s > best_score:
                    best, best_score = m, s
            self.rival = None  # score() elsewhere (solver order, evidence) stays unguarded
            return best
        # Two-ply: the few best moves are charged the next rival's best take
        # (the sampled world shows their real hand).
        ranked = sorted(((score(state, m), i) for i, m in enumerate(moves)), reverse=True)[:self.reply]
        side = state.side_of(state.to_move)
        best = moves[0]  # the first of the best, as every score beats -1e9
        best_score = -1e9
        for s, i in ranked:
            m = moves[i]
            after = state.clone()
            apply(after, m)
            if after.phase == PHASE_PLAY and after.side_of(after.to_move) != side:
                replies = choice_moves(after)
                s -= max((score(after, r) for r in replies if r.kind == CAPTURE), default=0.0)
            if s > best_score:
                best, best_score = m, s
        return best

    def run(self, state: GameState, deals: int, extra: int = 0, depth: int = 0) -> GameState:
        """Play on until ``deals`` more deals have been dealt (0: the end of the
        current deal), then ``extra`` plies more (so that a card trailed last
        in a deal still meets the next player's reply), or the round is over;
        ``depth`` > 0 stops after that many plies whatever comes first.
        Mutates ``state``."""
        single_action_turns(state)
        stock_marks = 0
        last_stock = len(state.stock)
        left = -1
        plies = 0
        model = self.rival_model
        own: PlayerModel = (self.weights, self.coef, self.share, self.keep)
        while state.phase == PHASE_PLAY and left != 0:
            moves = choice_moves(state)
            if not moves:
                break  # an impossible sampled world (owner without its card): stop here
            self.weighed += len(moves)
            if model is not None:
                self.weights, self.coef, self.share, self.keep = (
                    own if state.side_of(state.to_move) == self.own_side else model)
            apply(state, self.choose(state, moves))
            left -= 1
            plies += 1
            if plies == depth:
                break
            n = len(state.stock)
            if n != last_stock and left < 0:
                if stock_marks >= deals:
                    left = extra
                stock_marks += 1
                last_stock = n
        if model is not None:
            self.weights, self.coef, self.share, self.keep = own  # score() outside a playout is our own
        return state

    def model_rivals(self, weights: list[float], coef: PlayoutWeights) -> None:
        """In ``run``, the other sides' moves score with ``coef`` over the face table ``weights``."""
        self.rival_model = (weights, coef, coef.build_share, coef.build_keep)


@lru_cache(maxsize=32)
def one_action_rules(rules: Rules) -> Rules:
    """``rules`` with one action a turn: a card from the hand, and the turn passes."""
    return rules if rules.turn_actions == TURN_ONE else replace(rules, turn_actions=TURN_ONE)


def single_action_turns(state: GameState) -> None:
    """Make a playout's state play one card a turn (``turn_actions = one``):
    a turn whose card is played ends now, and from then on every card
    passes the turn, as if each player ended its turn right after its card.
    Only the playout's own clone is changed; its scoring is the game's."""
    if state.rules.turn_actions == TURN_ONE:
        return
    if state.phase == PHASE_PLAY and state.turn_played:
        apply(state, END_MOVE)
    state.rules = one_action_rules(state.rules)


def _trail_value(state: GameState, f: int) -> int:
    """The value a trailed face is matched by: its first hand value (an
    approximation that ignores sums with other table cards)."""
    return state.values.hand_values[f][0]
