"""The play log's lines: what the table, the round review and a resumed
game's log say of each move, worked out once from the state before and
after it, in the whole sentences of ``sentences``."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .cards import pretty
from .legality import IllegalMove, resolve
from .moves import ADD, CAPTURE, RAISE, TABLE_ADD, Move
from .piles import holder_seats, pile_tops, separate
from .play import apply, next_round
from .scoring import immediate_points
from .move_words import move_sentence
from .sentences import YOU, partners, person_of, phrase, sentence
from .state import PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, GameState
from .templates import join, names_list


# The table, the round review and a resumed game's log all say a move the
# same way: its lines are worked out here once, from the state before and
# after the move.  Each event is one whole sentence, one line each: the move
# itself (a capture that clears the table says so in its own sentence, since
# a sweep is what that capture did); a mulle, and points scored during play
# (Finnish scoring, or points scored as earned), each a sentence about the
# seat that moved; at the end of a round, who takes the cards left on the
# table; when hands are dealt again, the new deal (or the last one).

# Every sentence and phrase id a log line of ``move_lines`` may be made of
# (the test renders each line back to one of these).
LOG_SENTENCES = ("trail", "trail_and_build", "capture", "capture_sweep", "capture_virado", "build", "build_groups",
                 "table_build_groups", "raise", "raise_with", "add", "add_with",
                 "add_multiple", "add_with_multiple", "table_build", "table_add", "table_add_multiple", "end", "build_was", "pile_top", "pile_top_ours", "mulle", "points_at_once", "points_at_once_for",
                 "last_cards")
LOG_PHRASES = ("new_hands", "last_deal")


def move_lines(names: list[str], prev: GameState, seat: int, move: Move, s: GameState) -> list[str]:
    """The log lines of ``move`` played by ``seat`` from ``prev``, which led
    to ``s``: the move's sentence first, then one line per other event."""
    said, after = move_parts(names, prev, seat, move, s)
    return said + after


def _points_at_once(name: str, gained: int, prev: GameState, s: GameState, side: int) -> str:
    """Points scored during play: under Finnish scoring, for the aces and
    casinos the move took, named; points scored as earned (most cards, a
    sweep, …) are said as a sum."""
    if s.rules.immediate_scoring:
        taken = s.captured[side][len(prev.captured[side]):]
        scoring = [c for c in taken if immediate_points(s.rules, (c,))]
        if scoring:
            return sentence("points_at_once_for", name, gained, cards=names_list([pretty(c) for c in scoring]))
    return sentence("points_at_once", name, gained)


def move_parts(names: list[str], prev: GameState, seat: int, move: Move,
               s: GameState) -> tuple[list[str], list[str]]:
    """``move_lines`` in two: what the move itself did, and what came after
    it (the cards left to the last taker, a new deal), so that a note on
    the move (a computer made it for a person) is said under it, not under
    the deal that followed."""
    name = names[seat]
    side = prev.side_of(seat)
    swept = move.kind == CAPTURE and len(s.sweeps[side]) > len(prev.sweeps[side])
    lines = ([move_sentence(name, move, swept, s.rules, at=prev)] + owner_lines(names, prev, seat, move)
             + top_lines(names, prev, seat, move))
    if len(s.mulles[side]) > len(prev.mulles[side]):
        lines.append(sentence("mulle", name))
    mid_round_end = (s.phase == PHASE_MATCH_OVER and bool(s.round_results)
                     and bool(s.round_results[-1].get("ended_mid_round")))
    gained = s.match_scores[side] - prev.match_scores[side]
    if gained > 0 and (s.phase == PHASE_PLAY or mid_round_end):
        # Points scored during play; at the end of a round the score dialog
        # tells the round's points instead.
        lines.append(_points_at_once(name, gained, prev, s, side))
    after: list[str] = []
    if s.phase != PHASE_PLAY or s.round_index != prev.round_index:
        if mid_round_end:
            return lines, after  # the match was won during play: nobody takes what is left
        on_table = len(prev.loose) + sum(len(b.cards) for b in prev.builds)
        tops = pile_tops(prev, seat) if prev.stacks else {}
        # A pile top a capture took did not lie on the table.
        used = len([f for f in move.table_faces() if f not in tops]) if move.kind == CAPTURE else -1
        left = on_table - used
        if left > 0 and s.last_capturer is not None:
            after.append(sentence("last_cards", names[s.last_capturer], left))
    elif s.deals_done > prev.deals_done:
        after.append(phrase("last_deal") if not s.stock else phrase("new_hands", len(s.stock)))
    return lines, after


def pile_owner(names: list[str], state: GameState, holder: int) -> str:
    """The name a capture pile goes by: its seat's, or the two partners'
    who share it ("North & South")."""
    seats = holder_seats(state, holder)
    if separate(state) or len(seats) == 1:
        return names[seats[0]]
    if len(seats) == 2:
        return partners(names[seats[0]], names[seats[1]])
    return join(" & ", [names[s] for s in seats])


def owner_lines(names: list[str], prev: GameState, seat: int, move: Move) -> list[str]:
    """A line saying whose build ``move`` raised or added to, where it was
    not the mover's own: the move's sentence names the build, not its owner."""
    if move.kind not in (RAISE, ADD, TABLE_ADD) or not move.builds:
        return []
    build = next((b for b in prev.builds if b.key == move.builds[0]), None)
    if build is None or build.controller == seat:
        return []
    return [sentence("build_was", names[build.controller], old=build.value)]


def top_lines(names: list[str], prev: GameState, seat: int, move: Move) -> list[str]:
    """One line for every pile top ``move`` used: whose pile it came from."""
    if not prev.stacks:
        return []
    tops = pile_tops(prev, seat)
    lines = []
    for f in move.loose:
        if f in tops:
            seats = holder_seats(prev, tops[f])
            partners = [names[s] for s in seats if person_of(names[s]) != YOU]
            if len(seats) == 2 and len(partners) == 1 and not separate(prev):
                # The person's own side's pile: "you share with North", not "You & North's".
                lines.append(sentence("pile_top_ours", partners[0], card=pretty(f)))
            else:
                lines.append(sentence("pile_top", pile_owner(names, prev, tops[f]), card=pretty(f)))
    return lines


def round_log_lines(origin: GameState, moves: list[str], names: list[str], round_index: int) -> list[str]:
    """The log lines of round ``round_index`` of a match replayed from its
    deal ``origin`` through the move texts ``moves``: the same words the table
    showed as each move was played (a record holds moves, not log lines, so
    a resumed game's log is made again this way).  [] when the moves do not
    replay (they always do for a record that loaded)."""
    return [line for m in match_log(origin, moves, names) if m.round_index == round_index for line in m.lines]


@dataclass(frozen=True)
class LoggedMove:
    """One move of a replayed match as the play log tells it."""

    round_index: int
    dealer: int       # the round's dealer (its heading names them)
    index: int        # the move's place in the record
    lines: list[str]
    said: int         # how many of ``lines`` say the move itself; the rest, what came after it (``move_parts``)
    seat: int = -1    # who made it (a network table's log says under it when a computer made it for a person)


def match_log(origin: GameState, moves: list[str], names: list[str],
              seen: Callable[[GameState, Move], object] | None = None) -> list[LoggedMove]:
    """Every move of a match replayed from its deal ``origin`` through the
    move texts ``moves``, with its log lines; [] when the moves do not replay.
    ``seen`` is given each position before a move (a copy of its own) and
    the move, as ``play_texts`` gives them: one replay serves both."""
    replay = origin.clone()
    out: list[LoggedMove] = []
    try:
        for i, text in enumerate(moves):
            if replay.phase == PHASE_ROUND_OVER:
                next_round(replay)
            move = resolve(replay, text)
            before, seat = replay.clone(), replay.to_move
            if seen is not None:
                seen(before, move)
            apply(replay, move)
            said, after = move_parts(names, before, seat, move, replay)
            out.append(LoggedMove(before.round_index, before.dealer, i, said + after, len(said), seat))
    except (IllegalMove, ValueError):
        return []
    return out

