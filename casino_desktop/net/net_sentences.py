"""What the network table says to players, and sentences sent over the wire.

Every sentence here is a whole template with named fields (``N_``), so the
window can say it in the player's language.  A sentence crosses the wire
as its template and fields (``text_json``), never as English alone, and the
receiver rebuilds the same ``Text`` (``text_of``): a Swedish player joining
an English host reads the host's refusals in Swedish.
"""
from __future__ import annotations

from string import Formatter
from typing import Any

from ..core.templates import N_, N_plural, Plural, Text, fill

# --- refusals of a message (the connection stays open) ------------------------
THE_MESSAGE = N_("The message", note="the subject of a sentence about a network message that cannot be read")
NOT_JSON = N_("That message could not be read: {problem}")
TOO_LARGE = N_("That message was too large: a message is at most {most} bytes.")
TOO_FREQUENT = N_("Too many messages at once: wait a moment before sending more.")
UNKNOWN_TYPE = N_("That kind of message is not part of this table's language.")
BAD_FIELD = N_("That message was refused: a part of it is missing, of the wrong kind or out of range.")
UNKNOWN_FIELD = N_("That message was refused: it holds something this table does not know.")
NOT_YET = N_("Join the table first: that message is only for players seated at it.")
WRONG_SEAT = N_("You sit in seat {seat}: that move was for another seat.")
NOT_YOUR_TURN = N_("It is not your turn.")
STALE_MOVE = N_("The table changed before your move arrived; look again and play.")
STAND_IN_THINKING = N_("A computer player is making this move for you; you take your seat back at your next turn.")
NOT_STARTED = N_("The match starts when every seat is taken.")
NO_MOVE_NOW = N_("There is nothing to play now: the round is over.")
ILLEGAL = N_("That move is not legal: {reason}")

# --- refusals that end the connection -----------------------------------------
WRONG_PROTOCOL = N_("This table speaks version {table} of the network game; your program speaks version {yours}. "
                    "Both players need the same version of the program.")
WRONG_CODE = N_("That join code is not this table's. Check the code with the host and try again.")
PAUSED = N_("Too many wrong join codes from your address: wait a minute before trying again.")
TABLE_FULL = N_("Every seat at this table is taken.")
SEATS_WAITING = N_plural(
    "Every seat at this table is taken, and {count} of them waits for the player who left it: only that player's "
    "program can take it back (it keeps the seat, whichever address it uses).",
    "Every seat at this table is taken, and {count} of them wait for the players who left them: only those players' "
    "programs can take them back (each keeps its seat, whichever address it uses).")
SEAT_TAKEN = N_("Your seat is already played from another connection.")
TOO_MANY_REFUSED = N_("Too many refused messages: the host closed your connection. The table goes on without you.")
TOO_SLOW = N_("Your connection could not keep up with the table, so the host closed it.")
TOO_LATE = N_("The table did not hear from you in time.")
BUSY = N_("The host is busy with other connections; try again in a moment.")
# The host sent what this program cannot read (another version's message, or
# a defect): said rather than retried in silence (``client.Client``).
HOST_UNREADABLE_JOINING = N_("The host's program sent something this program cannot read, so you could not join. "
                             "Both players need the same version of the program.")
HOST_UNREADABLE = N_("The host's program sent something this program cannot read, so the connection to the table was "
                     "closed; a computer player plays your seat until you join again. Both players need the same "
                     "version of the program.")
HOST_UNPROVEN = N_("The host did not prove that it knows the join code: this is not the table you meant.")
MATCH_OVER = N_("The match is over.")
HOST_GONE = N_("The host did not come back, so the table is closed.")
# Also what a player reads who joins before the host opened the table (she
# was told the address on the phone): the address was right (stranger 17).
NOTHING_ANSWERS = N_("Nothing answers at {address}: check the address the host reads out, and that the host has "
                     "opened the table.")
# Something answered the greeting, but not in the table's language at all
# (``client.Client``): the address is wrong, not the program's version.
NOT_A_TABLE = N_("Something answers at {address}, but it is not a Casino table: check the address the host reads out.",
                 note="Casino is the program's name")
HOST_CLOSED = N_("The host closed the table. If the host opens it again, your program takes your seat back.")

# --- what the host's window is told -------------------------------------------
PLAYER_UNREADABLE = N_("The program at {address} sent something this table cannot read, and was told so. "
                       "Both players need the same version of the program.")

# --- what everyone at the table is told ---------------------------------------
SEAT_JOINED = N_("{name} joined the table.")
SEAT_DROPPED = N_("{name} lost the connection; a computer player ({level}) plays for them until they return.")
SEAT_LEFT = N_("{name} left the table; a computer player ({level}) plays for them until they return.")
# A resumed table plays on for a player whose window has not come back to it
# (the others were not told she went: she was waiting for the host like them).
NOT_BACK = N_("{name} is not back at the table yet; a computer player ({level}) plays for them until they return.")
# Since the host waits for a returning player on her turn (and drops a
# stand-in's choice when she comes back), she plays the turn she comes back to.
SEAT_BACK = N_("{name} is back and plays their own turns again.")
# A program that pings (``client.PING_EVERY``) has sent nothing on its turn
# for ``table_waits.SILENT_AFTER``: frozen, or its network gone without TCP
# noticing (stranger 19: the others read "it is Lucía's turn" for a minute).
SEAT_SILENT = N_("Nothing has come from {name} for a minute: the connection may be lost. The table waits for their "
                 "move as for any turn.")
# A player's connection renewed while the old one still looked open to the
# host (``renewals``): said once the others were told she was silent, or
# when her turn is given a grace to see the table (``turn_clock.RETURN_GRACE``,
# a minute); a renewal nobody could notice is not said.
SEAT_CONNECTED_AGAIN = N_("{name} is connected again.")
SEAT_CONNECTED_AGAIN_TURN = N_("{name} is connected again, and has up to a minute more to make their move.")
HOST_RESUMED = N_("The host resumed the match where it stopped.")
SEAT_IDLE_SOON = N_("In a minute, a computer player ({level}) makes this move for you, unless you play first.")
# The same, to a player whose window came back to her turn with less than
# a minute of it left (``turn_clock``): the seconds she has.
SEAT_IDLE_SOON_SECONDS = N_plural(
    "In {count} second, a computer player ({level}) makes this move for you, unless you play first.",
    "In {count} seconds, a computer player ({level}) makes this move for you, unless you play first.")


def warns_of_turn(text: Any) -> bool:
    """Whether ``text`` (a ``Text`` from the host) warns this player that her
    turn is about to be played for her: in a minute, or in some seconds."""
    return getattr(text, "template", None) in (SEAT_IDLE_SOON.template, SEAT_IDLE_SOON_SECONDS)
SEAT_IDLE_YOU = N_plural(
    "You have not moved for {count} minute; a computer player ({level}) makes this move for you.",
    "You have not moved for {count} minutes; a computer player ({level}) makes this move for you.")
# After a move a computer player made for a person's seat (she had dropped,
# or her turn ran out): the log says so under the move, as the local game's
# log notes a move played for a computer player that failed.
STOOD_IN_YOU = N_("A computer player made that move for you.")
STOOD_IN = N_("A computer player made that move for {name}.")
SEAT_IDLE = N_plural("{name} has not moved for {count} minute; a computer player ({level}) makes this move for them.",
                     "{name} has not moved for {count} minutes; a computer player ({level}) makes this move for them.")


def stand_in_begins(text: Any, names: list, me: int | None) -> int | None:
    """The seat ``text`` (a ``Text`` from the host) says a computer player
    begins to play for: she lost the connection, left or is not back, or her
    turn ran out (to her: ``SEAT_IDLE_YOU``).  Each is a span of its own in
    the match (``absences``).  The seat is found by its name in ``names``
    (every seat's is its own); None when ``text`` says no such thing."""
    template = getattr(text, "template", None)
    if template == SEAT_IDLE_YOU:
        return me
    if template not in (SEAT_DROPPED.template, SEAT_LEFT.template, NOT_BACK.template, SEAT_IDLE):
        return None
    name = str(text.fields.get("name"))
    return next((seat for seat, said in enumerate(names) if seat != me and str(said) == name), None)


def stood_in(name: Any, yours: bool) -> Text:
    """The log's note under a move a computer player made for a person's
    seat: hers (``yours``) in the second person, another's by name."""
    return STOOD_IN_YOU if yours else fill(STOOD_IN, name=name)


# --- a sentence on the wire ---------------------------------------------------
def text_json(value: Any) -> Any:
    """``value`` (a ``Text``, a plain string or a number) as JSON that keeps
    its template and fields: ``{"say": ..., "fields": ..., "text": English}``."""
    if not isinstance(value, Text):
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)
    out: dict[str, Any] = {"text": str(value)}
    template = value.template
    if isinstance(template, Plural):
        out["say"] = {"one": template.one, "other": template.other}
    elif template is None:
        out["frame"] = value.frame or ""
    else:
        out["say"] = str(template)
    if value.note:
        out["note"] = value.note
    if value.count is not None:
        out["count"] = value.count
    if value.fields:
        out["fields"] = {k: text_json(v) for k, v in value.fields.items() if k != "count"}
    return out


_TEXT_KEYS = {"text", "say", "frame", "note", "count", "fields"}
# How deep a sentence may nest others: the deepest the game says is ten
# levels, a capture told group by group that takes a multiple build told
# group by group ("You take build 12 (4♠ + 8♠, Q♦, Q♣ and 3♦ + 9♥) and 5♥ +
# 7♥ with Q♠": the sentence, its list of groups and the list's "and", the
# build's list and its "and", a group's sum, a card with its translated rank
# letter); one level spare, and a bound all the same, since ``text_of``
# reads what a peer sent.  Inside a state message that is 23 JSON levels
# (``wire.MAX_DEPTH``).
TEXT_DEPTH = 10


def text_of(data: Any, depth: int = 0) -> Any:
    """The ``Text`` a ``text_json`` value stands for (a plain value as it
    is).  Anything that does not fit is shown as plain text, never raised:
    a garbled sentence must not cost the player the table; nor does one
    that would not say itself (``well_formed``): its English, as sent."""
    if isinstance(data, (str, int, float)) and not isinstance(data, bool):
        return data
    if depth == 0 and isinstance(data, dict) and not well_formed(data):
        return data["text"] if isinstance(data.get("text"), str) else ""
    if not isinstance(data, dict) or depth > TEXT_DEPTH or not set(data) <= _TEXT_KEYS or not isinstance(data.get("text"), str):
        return ""
    english = data["text"]
    say, frame, note, count = data.get("say"), data.get("frame"), data.get("note"), data.get("count")
    fields = data.get("fields") or {}
    if not isinstance(fields, dict) or (note is not None and not isinstance(note, str)):
        return english
    if count is not None and (not isinstance(count, int) or isinstance(count, bool)):
        return english
    values = {str(k): text_of(v, depth + 1) for k, v in fields.items()}
    if count is not None:
        values["count"] = count
    if isinstance(say, dict) and isinstance(say.get("one"), str) and isinstance(say.get("other"), str):
        return Text(english, Plural(say["one"], say["other"], note), values, count, note)
    if isinstance(say, str):
        return Text(english, say, values, count, note)
    if isinstance(frame, str):
        return Text(english, None, values, frame=frame)
    return english


# The most characters a peer's sentence may come to once its fields are
# filled in (the longest the game says is a few hundred): a template that
# names one field a hundred times, a few levels deep, came to megabytes.
MOST_SAID = 4000
_NUMBER = 10**30   # ``safe_json`` reads no larger number; ``str`` of a far larger one raises


class _Unfit(ValueError):
    """A sent sentence that would not say itself (``well_formed``)."""


def well_formed(data: Any) -> bool:
    """Whether ``data`` is a sentence as ``text_json`` makes it (or a plain
    value) that says itself: each template names only fields it was sent,
    by their plain names (no padding, no attributes: a template from a peer
    is filled in this program), nested at most ``TEXT_DEPTH`` deep, and
    comes to at most ``MOST_SAID`` characters.  ``text_of`` shows any other
    as its plain English."""
    try:
        return _said_length(data, 0) <= MOST_SAID
    except _Unfit:
        return False


def _said_length(data: Any, depth: int) -> int:
    """How long ``data`` is once said in English (``_Unfit`` if it cannot be)."""
    if isinstance(data, str):
        return len(data)
    if isinstance(data, (int, float)) and not isinstance(data, bool) and -_NUMBER < data < _NUMBER:
        return len(str(data)) + len(str(data)) // 3   # the digit groups' marks of ``decimal``
    if not isinstance(data, dict) or depth > TEXT_DEPTH or not set(data) <= _TEXT_KEYS:
        raise _Unfit()
    say, frame, fields, count = data.get("say"), data.get("frame"), data.get("fields", {}), data.get("count")
    if not isinstance(data.get("text"), str) or not isinstance(data.get("note", ""), str) or not isinstance(fields, dict):
        raise _Unfit()
    if count is not None and (type(count) is not int or not -_NUMBER < count < _NUMBER):
        raise _Unfit()
    if isinstance(say, dict) and set(say) == {"one", "other"}:
        forms = [say["one"], say["other"]]
    else:
        forms = [say if say is not None else frame]
    if not all(isinstance(f, str) for f in forms) or (say is not None and frame is not None):
        raise _Unfit()
    sizes = {str(k): _said_length(v, depth + 1) for k, v in fields.items()}
    if count is not None:
        sizes["count"] = len(str(count)) + len(str(count)) // 3
    if not sizes:
        return max(map(len, forms))   # a template without fields is shown as it is, never filled
    return max(_filled_length(form, sizes) for form in forms)


def _filled_length(form: str, sizes: dict[str, int]) -> int:
    length = 0
    try:
        parts = list(Formatter().parse(form))
    except ValueError:   # a brace left open or closed alone
        raise _Unfit() from None
    for literal, name, spec, conversion in parts:
        length += len(literal)
        if name is not None:
            if name not in sizes or not name.isidentifier() or spec or conversion:
                raise _Unfit()
            length += sizes[name]
        if length > MOST_SAID:
            raise _Unfit()
    return length


# --- a name taken twice (``host_door``) ------------------------------------------
# A newcomer's name is another seat's already (``host_door``): refused, so
# that nobody's log or result reads "Anna wins" with two Annas at the table.
NAME_TAKEN = N_("Someone at this table is already called {name}: choose another name and join again.")

# --- a table that stays open after its match (``next_match``) -----------------
NEW_MATCH_DEALT = N_("The host dealt a new match at this table, with the same seats.")
CLOSED_AFTER_MATCH = N_("The host closed the table after the match.")
# Told to a player who comes back to the table between two matches, under
# the finished match laid out as it ended: nothing is played until the host deals.
NEXT_MATCH_WAITS = N_("The match at this table is over: the host deals the next one, and your window follows when they do.")

# The host's own window hears NEW_MATCH_DEALT as its seat: said to her in
# the second person (``qt/net/window``), not about "the host".
YOU_DEALT = N_("You dealt a new match at this table, with the same seats.")
# And HOST_RESUMED, told to every seat coming back to a resumed table, her own too.
YOU_RESUMED = N_("You resumed the match where it stopped.")

# --- the host's own computer stood still (``host_still``) ----------------------
# Its computer slept, or its program was stopped: nobody could reach the
# table, every guest's window hung up and dialled again, and the drops and
# returns read on waking are its doing, not the guests' (stranger 25).  Said
# once, to the host's own window in the second person, to the others by the
# host's name (the unnamed one: a table hosted from the command line); in
# seconds under two minutes, else in whole minutes.
HOST_STILL_SECONDS = N_plural(
    "{name}'s computer, which hosts the table, did not answer for {count} second, so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.",
    "{name}'s computer, which hosts the table, did not answer for {count} seconds, so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.")
HOST_STILL_MINUTES = N_plural(
    "{name}'s computer, which hosts the table, did not answer for {count} minute, so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.",
    "{name}'s computer, which hosts the table, did not answer for {count} minutes, so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.")
YOU_STILL_SECONDS = N_plural(
    "Your computer did not answer for {count} second (it may have been asleep), so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.",
    "Your computer did not answer for {count} seconds (it may have been asleep), so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.")
YOU_STILL_MINUTES = N_plural(
    "Your computer did not answer for {count} minute (it may have been asleep), so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.",
    "Your computer did not answer for {count} minutes (it may have been asleep), so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.")
HOSTS_STILL_SECONDS = N_plural(
    "The host's computer did not answer for {count} second, so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.",
    "The host's computer did not answer for {count} seconds, so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.")
HOSTS_STILL_MINUTES = N_plural(
    "The host's computer did not answer for {count} minute, so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.",
    "The host's computer did not answer for {count} minutes, so nobody could play meanwhile. "
    "The table goes on where it stopped, and everyone keeps their seat.")
