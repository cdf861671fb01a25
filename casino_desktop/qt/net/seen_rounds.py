"""The round review at a network table: the round as this seat watched it.

A local game's review replays the match's record from its first position,
with every hand known.  A seat at someone else's table has no record, and
knows only its own hand: the host sends each seat its own view
(``net.views``).  What the window does have is every step the table showed
it (``RemoteController``): the position before each move, the move, and the
play log's words for it.  ``RemoteAids`` keeps the round's steps as they
are shown and, once the round is over, hands them to the review, which
shows this seat's own hand face up and every other hand face down, as
during play (``review_seats``).  The other hands' cards in those positions
are the window's stand-ins (``net.table_world``): never shown, and chosen
at random among the cards this seat had not seen, so nothing can be read
from them.

A table laid out afresh mid-round (a rejoin, a resumed host) was sent the
seat's own view before each of the round's moves so far (``net.round_views``):
the world steps through them as through live states, so the review holds the
whole round, its stand-ins following one another.  From an older host, or
when the views do not follow one another, the round's steps start again
there: the moves before were not watched in this window (its play log gives
them in words).

The coach grades this seat's own moves in the review, as at home, each
from this seat's information view before it (the stand-ins are hidden
again by ``information_view``: the grade reads exactly what the host sent).
It keeps which moves a computer player made for this seat (the host said
so: an idle turn, a drop), which are not the player's choice to grade, and
the review says so under each of them, where the log says it once a run.
"""
from __future__ import annotations

from casino_desktop.core import PHASE_PLAY, GameState, make_rules, move_parts
from casino_desktop.net import net_sentences
from casino_desktop.net.table_world import Step, TableWorld
from casino_desktop.net.views import ViewError, view_state
from casino_desktop.qt.aids.game_aids import GameAids, RoundHistory

MOST_ROUND_MOVES = 10_000  # far more moves than a round has (two decks, four seats: 104)


class RemoteAids(GameAids):
    """``GameAids`` for a network seat: its review is the round watched."""

    def __init__(self, loop) -> None:
        super().__init__(loop)
        self._round: list = []  # the steps of the round in play shown so far: (before, seat, move, lines)
        self._missed = 0  # the round's moves played before its table was laid out here (not watched)
        self._stood: set[int] = set()  # the steps of ``_round`` a computer player made for a person's seat
        # The last round shown to its end: (match number, round, steps, the
        # position at its end, missed, the steps made for a person's seat).
        self._finished: tuple[int, int, list, GameState, int, set[int]] | None = None
        loop.move_played.connect(self._played)
        loop.game_started.connect(self._laid_out)
        loop.round_started.connect(self._laid_out)  # a deal: nothing before it (a rejoin: what was sent)

    def _laid_out(self, _world: GameState) -> None:
        """The table laid out afresh (a rejoin, a resumed host), or a new deal:
        the round's steps begin with those the host sent of the moves before
        (``RemoteController.round_seen_before``), else after them."""
        seen, stood = self.loop.round_seen_before
        self._round, self._stood = list(seen), set(stood)
        self._missed = max(0, self.loop.round_moves_before - len(seen))

    def _played(self, before: GameState, seat: int, move, world: GameState, lines) -> None:
        if self.loop.shown_stood_in:
            self._stood.add(len(self._round))
            lines = stood_in_lines(self.loop.names, self.loop.me, before, seat, move, world)
        self._round.append((before, seat, move, list(lines)))
        if world.phase != PHASE_PLAY:
            self._finished = (world.seed, world.round_index, self._round, world.clone(), self._missed, self._stood)
            self._round, self._stood = [], set()

    def take_over(self, old: RemoteAids) -> None:
        """What ``old`` watched (the window made in its place when the language changes)."""
        self._round, self._missed, self._stood, self._finished = old._round, old._missed, old._stood, old._finished

    def stood_in_moves(self, round_index: int) -> set[int]:
        """The steps of the round under review (indexes in ``round_history``'s)
        that a computer player made for a person's seat: this seat's are not
        graded as the player's own."""
        f = self._finished
        return set(f[5]) if f is not None and f[1] == round_index else set()

    def moves_not_watched(self, round_index: int) -> int:
        """How many moves of the round under review were played before this
        window laid its table out (a rejoin, a resumed host): its review
        begins after them, and says so."""
        f = self._finished
        return f[4] if f is not None and f[1] == round_index else 0

    def review_seats(self) -> set[int] | None:
        """Only this seat's hand: the review shows what the player saw."""
        me = self.loop.me
        return set() if me is None else {me}

    def last_finished_round(self) -> int | None:
        s, f = self.loop.state, self._finished
        if s is None or f is None:
            return None
        r = s.round_index - 1 if s.phase == PHASE_PLAY else s.round_index
        return r if (f[0], f[1]) == (s.seed, r) else None

    def round_history(self, round_index: int) -> RoundHistory | None:
        s, f = self.loop.state, self._finished
        if s is None or f is None or (f[0], f[1]) != (s.seed, round_index):
            return None
        return list(f[2]), f[3]


def views_before(message: dict, table: dict, me: int, results: list, world: TableWorld,
                 view: GameState) -> tuple[list[Step], set[int]] | None:
    """The steps of the round before ``view`` as seat ``me`` saw them (the
    host's ``round_views``), ``world`` stepped through them, and the indexes
    of the moves a computer made for a person's seat (``round_stood``); None
    when the host sent none (an older host, a round too long) or they do not
    follow one another (the review then begins at the rejoin, as it says)."""
    raw, stood, moves = message.get("round_views"), message.get("round_stood"), message.get("moves")
    if not isinstance(raw, list) or type(moves) is not int or not 0 < len(raw) <= min(moves, MOST_ROUND_MOVES):
        return None
    rules = make_rules(table["variant"], table["options"])
    try:
        views = [view_state(rules, table["players"], table["partnerships"], me, v, results) for v in raw]
    except ViewError:
        return None
    steps = world.replay(views, moves - len(views))
    if steps is None or any(v.round_index != view.round_index for v in views):
        return None
    marked = {i for i in stood[:len(views)] if type(i) is int and 0 <= i < len(views)} if isinstance(stood, list) else set()
    return steps, marked


def review_steps(names: list, me: int | None, steps: list, stood: set[int]) -> list[tuple]:
    """The moves' steps (``Step`` "move": each has its position before,
    seat and move) as the round's review keeps them (``RemoteAids``), in
    the log's words, each move a computer made for a person's seat
    (``stood``) noted (``stood_in_lines``)."""
    out: list[tuple] = []
    for i, step in enumerate(steps):
        if i in stood:
            lines = stood_in_lines(names, me, step.before, step.seat, step.move, step.world)
        else:
            own, after = move_parts(names, step.before, step.seat, step.move, step.world)
            lines = own + after
        out.append((step.before, step.seat, step.move, lines))
    return out


def stood_in_lines(names: list, me: int | None, before: GameState, seat: int, move, world: GameState) -> list:
    """A move a computer player made for a person's seat in the review's
    words: the note under the move itself (before a new deal's line, which
    it would seem to name), under every such move.  The play log notes a
    run of them once, under its first, where a seat played for all round
    would fill it with the same line; the review shows one move at a time,
    and move 12 of a run stepped to said nothing of whose choice it was
    (stranger 17)."""
    own, after = move_parts(names, before, seat, move, world)
    return [*own, net_sentences.stood_in(names[seat], seat == me), *after]
