"""Who played for whom: the spans in which a person's seat was away.

While a person is away from a network table (her connection dropped, she
left, or the host resumed the match and she is not back yet) a computer
player plays her turns; when her turn runs out at the table, it plays that
one turn.  The host keeps each such span with the seat, in moves played:
``start`` when she went (or her idle turn began), ``end`` when she was back
(``None`` while she is away).  Every move of her seat in a span is one a
computer made for her, so the spans alone rebuild what the table said:
"Dewi lost the connection…" where she went, "A computer player made that
move for Dewi." under the first move made for her, "Dewi is back…" where
she came back (``round_so_far``).  An idle turn's span keeps the minutes
the table said she had not moved for, so the log rebuilt says "Dewi has
not moved for 5 minutes…" as the table did, even if the host is resumed
with another turn limit.

They are in the match file (``match_file``) so that a resumed host's log,
and the log of a player who comes back to it, still say who dropped and
who played for whom: without them a resume kept the moves and lost the news.
The field has its own version: an older file has none (nobody was away), a
newer program's spans are skipped (the moves are the match; the spans only
tell it), and damaged spans are refused with one sentence, as the match
file's other damaged fields are.  The idle turns' minutes came later,
in a list of their own beside the spans (``MINUTES``, one entry a span):
the spans are as version 1 has them, so an older program still reads who
was away and skips only the minutes; a file without them (an older
program's) rebuilds the log as that program did, without the idle line.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from ..ai.levels import level_label
from ..core import GameRecord, LoggedMove, RecordError, match_log
from ..core.templates import N_, fill
from . import net_sentences, said_order
from .still_news import Still
from .still_news import told_in_round as stills_in_round
from .renewals import Said, told_in_round

log = logging.getLogger("casino_desktop.net")

DROPPED, LEFT, IDLE, NOT_BACK = "dropped", "left", "idle", "not_back"
WHYS = (DROPPED, LEFT, IDLE, NOT_BACK)
FIELD = "away"          # the key in a seat of the match file
VERSION = 1
MINUTES = "minutes"     # the key of the idle turns' minutes, beside "spans"
# Far above any turn limit a table is given (the window's is 5 minutes): a
# longer one is not kept, and its idle turn's line is not rebuilt.
MOST_MINUTES = 100_000
# A connection that comes and goes adds a span each time: a bound on what a
# damaged or hostile file makes the host read, far above any real match's.
MOST_SPANS = 5_000
DAMAGED = N_("The network match's file is damaged: it cannot say who played for whom.")


@dataclass
class Absence:
    start: int              # moves played when she went (or when her idle turn began)
    end: int | None         # moves played when she was back; None while she is away
    why: str                # DROPPED, LEFT, IDLE or NOT_BACK
    # IDLE: the minutes the table said she had not moved for (None: not
    # kept, an older program's file, or not an idle turn).
    minutes: int | None = None
    # Where the table said she went and came back among all its news
    # (``said_order``; None: not known, an older program's).
    went_order: int | None = field(default=None, compare=False)
    back_order: int | None = field(default=None, compare=False)

    def holds(self, index: int) -> bool:
        """Whether the move at ``index`` in the record was played in this span."""
        return self.start <= index and (self.end is None or index < self.end)


def still_away(spans: list[Absence]) -> Absence | None:
    """The span that has not ended (she is away now, as the others were told), if any."""
    return spans[-1] if spans and spans[-1].end is None else None


def spans_json(spans: list[Absence]) -> dict:
    # The latest ``MOST_SPANS`` only: a connection that came and went more
    # often than that in one match (each drop is a span, even with no move
    # between) made a file ``spans_of`` refuses, and the match could not be
    # resumed.  The earliest news is what goes; the moves are all kept.
    spans = spans[-MOST_SPANS:]
    out: dict = {"version": VERSION, "spans": [[a.start, a.end, a.why] for a in spans]}
    if any(a.minutes is not None for a in spans):
        out[MINUTES] = [a.minutes for a in spans]
    orders = said_order.orders_json([[a.went_order, a.back_order] for a in spans])
    if orders is not None:   # beside the spans: an older program ignores it
        out[said_order.KEY] = orders
    return out


def spans_of(value: Any, moves: int) -> list[Absence]:
    """A seat's spans as read from the match file (already parsed by
    ``safe_json``), checked against its ``moves``; ``RecordError`` with one
    sentence when they are damaged."""
    if value is None:
        return []           # an older file, or a seat nobody played for
    if not isinstance(value, dict) or type(value.get("version")) is not int or value["version"] < 1:
        raise RecordError(DAMAGED)
    if value["version"] > VERSION:
        log.info("The match file's spans are of version %s; this program reads %s: skipped.", value["version"], VERSION)
        return []
    raw = value.get("spans")
    if not isinstance(raw, list) or len(raw) > MOST_SPANS:
        raise RecordError(DAMAGED)
    spans: list[Absence] = []
    for i, item in enumerate(raw):
        if not isinstance(item, list) or len(item) != 3:
            raise RecordError(DAMAGED)
        start, end, why = item
        after = spans[-1].end if spans else 0
        if (type(start) is not int or why not in WHYS or after is None or not after <= start <= moves
                or not (end is None and i == len(raw) - 1 and why != IDLE
                        or type(end) is int and start <= end <= moves)):
            raise RecordError(DAMAGED)
        spans.append(Absence(start, end, why))
    minutes = value.get(MINUTES)
    if minutes is not None:
        if not isinstance(minutes, list) or len(minutes) != len(spans):
            raise RecordError(DAMAGED)
        for a, count in zip(spans, minutes):
            if count is not None and (type(count) is not int or a.why != IDLE or not 1 <= count <= MOST_MINUTES):
                raise RecordError(DAMAGED)
            a.minutes = count
    for a, (went, back) in zip(spans, said_order.orders_of(value.get(said_order.KEY), len(spans), 2)):
        a.went_order, a.back_order = went, back
    return spans


def _went(why: str, name: Any, level: str):
    said = {DROPPED: net_sentences.SEAT_DROPPED, LEFT: net_sentences.SEAT_LEFT, NOT_BACK: net_sentences.NOT_BACK}[why]
    return fill(said, name=name, level=level_label(level))


def _idle(minutes: int, name: Any, level: str, yours: bool):
    """What the table said as a computer player took her idle turn: to her in
    the second person (``SEAT_IDLE_YOU``), to the others by name."""
    if yours:
        return fill(net_sentences.SEAT_IDLE_YOU, count=minutes, level=level_label(level))
    return fill(net_sentences.SEAT_IDLE, count=minutes, name=name, level=level_label(level))


def round_so_far(record: GameRecord, round_index: int, names: list, levels: list[str],
                 spans: list[list[Absence]], viewer: int, resumed_at: int | None = None,
                 standing: set[int] | None = None, resumed_before: list[int] | tuple = (),
                 played: list[int] | None = None, logged: list[LoggedMove] | None = None,
                 renewed: list[list[Said]] | None = None, stills: list[list[Still]] | None = None) -> list:
    """Round ``round_index`` replayed from ``record`` in the words the table's
    own log uses (``match_log``, as a resumed match's log is made), seen from
    ``viewer`` (whose name in ``names`` is "You"): who went and came back,
    where it happened among the moves, and under the first move a computer
    made for a person in each span (a span begun in an earlier round: under
    this round's first), before the new deal that may follow it.  Her own
    going and coming back are not told to the viewer, as they were not told
    to her at the table.  An idle turn is told as the table told it, before
    the move (to her in the second person), if its span kept the minutes,
    and by the note under the move.
    ``resumed_at``: the moves played when the host resumed the match, where
    the log says so (for a player back after moves were played since: told
    after them, it read as if the match had stopped there); at the round's
    head if it was resumed in an earlier round.  ``standing`` gets the seats
    still away whose computer's moves were noted here: the window does not
    say it again under the next one (``RemoteController.stood_for``).
    ``resumed_before``: where the host resumed the match in its earlier runs
    (the match file keeps them): each one in this round said where it
    happened, as the log said it then; those of earlier rounds are not this
    round's news.  ``played`` gets how many of the round's moves the record
    holds (the window's review says it begins after them).  ``logged``: the
    match's ``match_log`` with these names, where the caller made it already.
    ``renewed``: each seat's silences and renewed connections the table
    told (``renewals``): those of the others in this round said where they were.
    ``stills``: the host's seat's stillnesses the table told (``host_still``),
    said where they were, to the host in the second person."""
    if logged is None:
        logged = match_log(record.new_state(), record.moves, names)
    first = next((m.index for m in logged if m.round_index == round_index), len(record.moves))
    if played is not None:
        played.append(len(record.moves) - first)
    told: list[tuple[int, int | None, object]] = []   # (where, when said, what): each seat's in its order
    # Said after the rest of the news at its move: the table waited out her
    # turn after it had said who went, came back or resumed there.
    idle: dict[int, list] = {}
    for seat, seat_spans in enumerate(spans):
        for a in seat_spans:
            if a.why == IDLE:
                if a.minutes is not None and a.start >= first:
                    idle.setdefault(a.start, []).append(_idle(a.minutes, names[seat], levels[seat], seat == viewer))
                continue
            if seat == viewer:
                continue
            if a.start >= first or a.end is None or a.end >= first:
                # Gone in an earlier round and not back before this one: said
                # at its head, or "is back" (or a computer's moves for her)
                # would come with no word of why.
                told.append((max(a.start, first), a.went_order, _went(a.why, names[seat], levels[seat])))
            if a.end is not None:
                told.append((a.end, a.back_order, fill(net_sentences.SEAT_BACK, name=names[seat])))
    told += told_in_round(renewed or [], names, viewer, first)
    told += stills_in_round(stills or [], names, viewer, first)
    news = said_order.in_order(told)   # each move's news in the order said, where that is known
    points = sorted(at for at in resumed_before if at >= first)
    if resumed_at is not None:
        points.append(max(resumed_at, first))
    for at in points:
        # Before the table said it plays on without someone (the resumption
        # came first), after what was said there before the host stopped.
        said = news.setdefault(at, [])
        later = [i for i, line in enumerate(said) if getattr(line, "template", None) == net_sentences.NOT_BACK.template]
        said.insert(later[0] if later else len(said), net_sentences.HOST_RESUMED)
    lines: list = []
    noted: set[tuple[int, int]] = set()   # the spans said under a move, by seat and start
    for m in logged:
        if m.round_index != round_index:
            continue
        lines += news.get(m.index, []) + idle.get(m.index, [])
        lines += m.lines[:m.said]
        span = next((a for a in spans[m.seat] if a.holds(m.index)), None) if 0 <= m.seat < len(spans) else None
        if span is not None and (m.seat, span.start) not in noted:
            lines.append(net_sentences.stood_in(names[m.seat], m.seat == viewer))
            noted.add((m.seat, span.start))
        lines += m.lines[m.said:]
    if standing is not None:
        standing.update(seat for seat, start in noted
                        if (away := still_away(spans[seat])) is not None and away.start == start)
    if not logged or logged[-1].round_index <= round_index:
        lines += news.get(len(record.moves), [])   # since the last move (none yet in a round just dealt)
    return lines
