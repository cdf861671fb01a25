"""Dealing, applying moves, and the flow of rounds and matches.

``apply`` mutates the state (the search clones first); everything that
happens without a player's choice — the next deal, the residue, scoring, the
end of the match — happens inside it, so a state only ever waits for a move
or for ``next_round``.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .moves import ADD, BUILD, CAPTURE, END, RAISE, TABLE_ADD, TABLE_BUILD, TRAIL, Move
from .dealing import choose_first_dealer, deal, round_deck
from .piles import holder_of, lay_capture, new_stacks, remove_face, take_table_card
from .predicates import build_owner
from .round_end import finish_round_scores
from .scoring import earned_points, immediate_points
from .state import PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, Build, GameState
from .values import value_table
from .variants import Rules, VariantError
from .rules_sense import game_problem
from .units_african_building import TURN_ONE
from .units_building import SAME_VALUE_MERGE
from .units_scoring import MULLE_ALONE_5, MULLE_OFF


def new_game(rules: Rules, players: int = 2, partnerships: bool = False, seed: int = 0) -> GameState:
    problem = game_problem(rules, players, partnerships)
    if problem:
        raise VariantError(problem)
    s = GameState.__new__(GameState)
    s.rules = rules
    s.values = value_table(rules)
    s.players = players
    s.partnerships = partnerships
    s.sides = 2 if partnerships else players
    s.seed = seed
    s.round_index = 0
    s.match_scores = [0] * s.sides
    s.round_results = []
    s.winner = None
    s.viewer = None
    s.ply = 0
    s.last_move = None
    s.turn_played = False
    s.pledge = None
    s.dealer, s.dealer_draw = choose_first_dealer(rules, players, seed)
    _start_round(s)
    return s


def _start_round(s: GameState) -> None:
    r = s.rules
    deck = round_deck(r, s.seed, s.round_index)
    s.stock = deck[::-1]  # pop() from the end deals the next card
    s.hands = [[] for _ in range(s.players)]
    s.loose = []
    s.builds = []
    s.captured = [[] for _ in range(s.sides)]
    s.stacks = new_stacks(s)
    s.sweeps = [[] for _ in range(s.sides)]
    s.mulles = [[] for _ in range(s.sides)]
    s.opened = [[] for _ in range(s.sides)]  # sweeps each side left open (sweep_left_open)
    s.unclaimed = []
    s.immediate = [0] * s.sides
    s.last_capturer = None
    s.deals_done = 0
    s.phase = PHASE_PLAY
    deal(s, initial=True)
    s.to_move = (s.dealer + 1) % s.players


def _pop_build(s: GameState, key: tuple[int, ...]) -> tuple[int, Build]:
    for i, b in enumerate(s.builds):
        if b.key == key:
            return i, s.builds.pop(i)
    raise ValueError("build not found")


def apply(s: GameState, m: Move) -> None:
    """Play a move that ``legal_moves`` offered (unchecked: call ``check`` first
    for moves from outside).

    The inner loop of every playout: trails and captures are done inline,
    and the turn passes without a call unless the hand is empty."""
    value: int
    kind, f, value, loose, bkeys = m  # type: ignore[assignment]  # None only in an attempted trail or capture, never played
    seat = s.to_move
    if kind == TRAIL or kind == CAPTURE:
        hand = s.hands[seat]
        try:
            hand.remove(f)  # single deck: id == face
            card = f
        except ValueError:
            card = remove_face(hand, f)
    if kind == TRAIL:
        if loose:  # trail and build (house rule): the table cards become a build
            multiple = makes_multiple(s, m)
            used: list[int] = []  # a loop: a generator here would make ``s`` a cell for every move
            for x in loose:
                used.append(remove_face(s.loose, x))
            s.builds.append(Build(tuple(used), value, multiple, build_owner(s, seat, value, hand)))
        s.loose.append(card)
    elif kind == CAPTURE:
        side = seat % 2 if s.partnerships else seat
        pile = s.captured[side]
        start = len(pile)
        table = s.loose
        if s.stacks is not None:  # a top card in play may be among the table cards
            for x in loose:
                pile.append(take_table_card(s, seat, x))
            start = len(pile) - len(loose)
        else:
            for x in loose:
                try:
                    table.remove(x)
                    pile.append(x)
                except ValueError:  # the second copy of a double deck
                    pile.append(remove_face(table, x))
        for key in bkeys:
            pile.extend(_pop_build(s, key)[1].cards)
        pile.append(card)
        if s.stacks is not None:
            lay_capture(s, seat, card, pile[start:-1])
        s.last_capturer = seat
        if not s.values.quiet_captures and _capture_scored(s, seat, side, m, card, pile[start:]):
            return
    elif kind == BUILD or kind == RAISE or kind == ADD:
        _apply_build(s, seat, m)
    else:  # the table-only actions of a turn, and its end
        apply_table_action(s, seat, m)
        return
    s.ply += 1
    s.last_move = (seat, m)
    if s.rules.turn_actions != TURN_ONE:
        # The turn goes on: table actions may follow the card from the hand.
        s.turn_played = True
        s.pledge = None
        return
    nxt = s.to_move = (seat + 1) % s.players
    if not s.hands[nxt]:
        _skip_empty_hand(s)


def _pass_turn(s: GameState, seat: int) -> None:
    nxt = s.to_move = (seat + 1) % s.players
    if not s.hands[nxt]:
        _skip_empty_hand(s)


def _capture_scored(s: GameState, seat: int, side: int, m: Move, card: int, taken: list[int]) -> bool:
    """What a capture does besides moving cards (``ValueTable.quiet_captures``
    says when it does nothing): mulles, sweeps, points scored during play.
    True when it ended the match (the move is then recorded)."""
    r = s.rules
    if r.mulle != MULLE_OFF:
        _note_mulle(s, side, m.card, m.value, taken, r)  # type: ignore[arg-type]  # a capture played has its value
    if r.immediate_scoring:
        pts = immediate_points(r, taken)
        if pts:
            s.match_scores[side] += pts
            s.immediate[side] += pts
    elif r.score_as_earned:
        _score_earned(s)
    if r.sweep_points and not s.loose and not s.builds and _sweep_counts(s):
        s.sweeps[side].append(card)
        if r.sweep_left_open:
            _note_left_open(s, side, card)
        if r.score_as_earned:
            _score_earned(s)
    if (r.immediate_scoring or r.score_as_earned) and r.target and _ahead_at_target(s, side):
        # Finnish, or points scored as earned: the game can end in the
        # middle of a round.  Only the capturing side gained, so the
        # side that reached the target first is unambiguous.
        s.winner = side
        s.phase = PHASE_MATCH_OVER
        s.ply += 1
        s.last_move = (seat, m)
        finish_round_scores(s, mid_round=True)
        return True
    return False


def _ahead_at_target(s: GameState, side: int) -> bool:
    """Scores during play: the capturing side wins at once when it is at or
    over the target and ahead of every other side.  Normally nobody else is
    at the target then; after a tie at the target (another round is played)
    the first tied side to get ahead wins, not the first to capture."""
    scores = s.match_scores
    mine = scores[side]
    return mine >= s.rules.target and all(mine > x for i, x in enumerate(scores) if i != side)


def _score_earned(s: GameState) -> None:
    """``score_as_earned``: bring every side's score up to the points its
    pile, sweeps and mulles have made certain (``scoring.earned_points``)."""
    earned = earned_points(s.rules, s.captured, [len(x) for x in s.sweeps], s.mulles)
    for i, e in enumerate(earned):
        if e != s.immediate[i]:
            s.match_scores[i] += e - s.immediate[i]
            s.immediate[i] = e


def _sweep_counts(s: GameState) -> bool:
    if s.rules.finnish_sweep_limits:
        if not s.stock:  # the last deal
            return False
        if max(s.match_scores) >= 10:
            return False
    return True


def _note_left_open(s: GameState, side: int, card: int) -> None:
    """``sweep_left_open``: the side of the player who played just before
    the sweep left the table open to it.  On the round's first play the deal
    left it (nobody is charged), as it is when the same side played last."""
    played = 52 * s.rules.decks - len(s.stock) - sum(len(h) for h in s.hands) - s.rules.table_size
    if played > 1 and s.last_move is not None:
        opener = s.side_of(s.last_move[0])
        if opener != side:
            s.opened[opener].append(card)


def _note_mulle(s: GameState, side: int, f: int, value: int, taken: list[int], r: Rules) -> None:
    twins = sum(1 for c in taken[:-1] if c % 52 == f)
    if not twins:
        return
    if r.mulle == MULLE_ALONE_5:
        if len(taken) == 2:
            s.mulles[side].append(5)
    else:
        s.mulles[side].append(value)


def makes_multiple(s: GameState, m: Move) -> bool:
    """Whether a build, raise, add or trail-and-build leaves a multiple build:
    its cards add up to more than its value, or it joins another build."""
    value: int
    kind, f, value, loose, bkeys = m  # type: ignore[assignment]  # None only in an attempted trail or capture, never played
    sv = s.values.sum_value
    if kind == TABLE_BUILD:  # table cards alone: one group of the value, or several
        total = 0
        for x in loose:  # a loop: a generator would make ``sv`` a cell
            total += sv[x]
        if total < value and s.values.dual_ace:
            return not _one_group_with_aces(sv, loose, total, value)
        return total != value
    if kind == ADD or kind == TABLE_ADD or (kind != TRAIL and s.values.rank_only[f]):
        return True  # a trailed card is not part of the build it leaves
    total = 0
    for x in loose:  # a loop: one to three cards, cheaper than a generator
        total += sv[x]
    if bkeys:
        by_key = {b.key: b for b in s.builds}
        for k in bkeys:
            total += by_key[k].value
    if kind != TRAIL:
        total += sv[f]
    if s.rules.same_value_builds == SAME_VALUE_MERGE and kind != TRAIL:
        for b in s.builds:  # a loop: a comprehension would make the arguments cells
            if b.value == value and b.key not in bkeys:
                return True
    if total < value and s.values.dual_ace:
        return not _one_group_with_aces(sv, loose + (f,) if kind != TRAIL else loose, total, value)
    return total > value


def _one_group_with_aces(sv: Sequence[int], cards: Iterable[int], total: int, value: int) -> bool:
    """Whether cards adding up to ``total`` with every ace at 1 make one
    group of ``value`` with some aces at 14 (``ace_value`` ``1_or_14``)."""
    short = value - total
    return short % 13 == 0 and short // 13 <= sum(1 for x in cards if sv[x] == 1)


def _apply_build(s: GameState, seat: int, m: Move) -> None:
    value: int
    kind, f, value, loose, bkeys = m  # type: ignore[assignment]  # None only in an attempted trail or capture, never played
    multiple = makes_multiple(s, m)
    card = remove_face(s.hands[seat], f)
    table = s.loose
    used = []
    for x in loose:
        if s.stacks is not None:  # a top card in play may be among the table cards
            used.append(take_table_card(s, seat, x))
            continue
        try:
            table.remove(x)  # single deck: id == face
            used.append(x)
        except ValueError:  # the second copy of a double deck
            used.append(remove_face(table, x))
    index = len(s.builds)
    base: tuple[int, ...] = ()
    if kind in (RAISE, ADD):
        index, target = _pop_build(s, bkeys[0])
        base = target.cards
        absorbed_keys = bkeys[1:]
    else:
        absorbed_keys = bkeys
    for key in absorbed_keys:  # single builds counted as cards
        i, b = _pop_build(s, key)
        index = min(index, i)
        base += b.cards
    # As on a real table: the played card goes on top of the cards it joins
    # ("6♦ on 2♥"), and the table shows a build's cards in this order.
    cards = base + tuple(used) + (card,)
    if s.rules.same_value_builds == SAME_VALUE_MERGE:
        for i, b in enumerate(s.builds):
            if b.value == value:
                s.builds.pop(i)
                index = min(index, i)
                cards = b.cards + cards
                break
    owner = build_owner(s, seat, value, s.hands[seat])
    s.builds.insert(min(index, len(s.builds)), Build(cards, value, multiple, owner))


def apply_table_action(s: GameState, seat: int, m: Move) -> None:
    """A build of table cards alone, table cards added to a build, or the
    end of a turn of several actions (``turns``)."""
    value: int
    kind, _, value, loose, bkeys = m  # type: ignore[assignment]  # None only in an attempted trail or capture, never played
    s.ply += 1
    s.last_move = (seat, m)
    if kind == END:
        s.turn_played = False
        s.pledge = None
        _pass_turn(s, seat)
        return
    used = tuple(take_table_card(s, seat, x) for x in loose)
    if kind == TABLE_BUILD:
        s.builds.append(Build(used, value, makes_multiple(s, m), seat))
        return
    index, target = _pop_build(s, bkeys[0])
    controller = target.controller
    if s.side_of(controller) != s.side_of(seat):
        # An opponent's build: the card from the hand must now capture it.
        controller = seat
    build = Build(target.cards + used, value, True, controller)
    if (controller == seat and s.side_of(target.controller) != s.side_of(seat)) or target.key == s.pledge:
        s.pledge = build.key  # the build the card from the hand must take (its cards, as a move names it)
    s.builds.insert(index, build)


def _skip_empty_hand(s: GameState) -> None:
    """The seat to move has no cards: the next seat with cards, else the
    next deal, else the end of the round."""
    if any(s.hands):
        # Short last deals can leave some hands empty before others.
        for _ in range(s.players):
            s.to_move = (s.to_move + 1) % s.players
            if s.hands[s.to_move]:
                return
    if s.stock:
        deal(s, initial=False)
        s.to_move = (s.dealer + 1) % s.players
        return
    _end_round(s)


def _end_round(s: GameState) -> None:
    residue = list(s.loose)
    for b in s.builds:
        residue.extend(b.cards)
    s.loose = []
    s.builds = []
    if residue:
        if s.last_capturer is None:
            s.unclaimed.extend(residue)
        else:
            side = s.side_of(s.last_capturer)
            s.captured[side].extend(residue)
            if s.stacks is not None:
                s.stacks[holder_of(s, s.last_capturer)].extend(residue)
            if s.rules.immediate_scoring:
                # Aces and casinos in the residue score as they are taken too.
                pts = immediate_points(s.rules, residue)
                s.match_scores[side] += pts
                s.immediate[side] += pts
            elif s.rules.score_as_earned:
                # So do the residue's points when scored as earned; taking the
                # residue is part of the end of the round, whose points all
                # count before the target is checked (docs/rules.md).
                _score_earned(s)
    finish_round_scores(s, mid_round=False)


def next_round(s: GameState) -> None:
    """Start the next round after ``round_over``: the deal passes left."""
    if s.phase != PHASE_ROUND_OVER:
        raise ValueError("the round is not over")
    s.round_index += 1
    s.dealer = (s.dealer + 1) % s.players
    _start_round(s)
