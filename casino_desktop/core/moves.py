"""Frozen move records with a canonical text form that parses back.

A move is a tuple ``(kind, card, value, loose, builds)``:

* ``kind``: ``trail``, ``capture``, ``build``, ``raise`` or ``add``;
* ``card``: the face played (0..51);
* ``value``: the value the card counted as (capture) or the build value;
* ``loose``: faces of loose table cards taken or put into the build;
* ``builds``: keys (sorted faces) of the builds taken, raised or added to.

Faces, not card ids, so that the two copies of a double-deck card make one
move, and so that a move means the same thing in any clone of the state.
Text: ``7H trail``, ``8S take 2D 6C 8D``, ``AS=14 take AD 5C 8C``,
``9C take [4H 5S] 5D``, ``3H build 6 AC 2D``, ``2C raise 9 [3H 4D] 9S``,
``6D add 9 [4S 5H] 3C``.  A build move is multiple when its cards add up to
more than its value, so the text need not say so.
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Iterable

from .cards import CardError, card_text, parse_card, pretty, sort_key
from .templates import N_, fill

TRAIL, CAPTURE, BUILD, RAISE, ADD = "trail", "capture", "build", "raise", "add"
# Several actions in a turn (``turns``): a build made of table cards alone,
# table cards added to a build, and the end of the turn.  No card from the
# hand takes part: their card is ``NO_CARD``.
TABLE_BUILD, TABLE_ADD, END = "tbuild", "tadd", "end"
HAND_KINDS = (TRAIL, CAPTURE, BUILD, RAISE, ADD)
TABLE_KINDS = (TABLE_BUILD, TABLE_ADD, END)
KINDS = HAND_KINDS + TABLE_KINDS
NO_CARD = 52
_VERB = {TRAIL: "trail", CAPTURE: "take", BUILD: "build", RAISE: "raise", ADD: "add"}
_KIND_OF_VERB = {v: k for k, v in _VERB.items()}
_TABLE_KIND = {"build": TABLE_BUILD, "add": TABLE_ADD}


# A move's parts as ``parse_move`` reads them: (kind, card, value or None, loose faces, build keys).
ParsedMove = tuple[str, int, int | None, tuple[int, ...], tuple[tuple[int, ...], ...]]


class MoveSyntaxError(ValueError):
    """Move text that cannot be read; the message says why."""


# The value is None only in a play attempted without one (``legality.attempted_move``).
class Move(tuple[str, int, int | None, tuple[int, ...], tuple[tuple[int, ...], ...]]):
    __slots__ = ()

    if TYPE_CHECKING:  # the fields' types, as the checker reads them (``itemgetter`` gives it none)
        @property
        def kind(self) -> str: ...
        @property
        def card(self) -> int: ...
        @property
        def value(self) -> int | None: ...
        @property
        def loose(self) -> tuple[int, ...]: ...
        @property
        def builds(self) -> tuple[tuple[int, ...], ...]: ...
    else:  # read in C: as fast as an index
        kind = property(itemgetter(0))
        card = property(itemgetter(1))
        value = property(itemgetter(2))
        loose = property(itemgetter(3))
        builds = property(itemgetter(4))

    def __new__(cls, kind: str, card: int, value: int | None = 0, loose: tuple[int, ...] = (),
                builds: tuple[tuple[int, ...], ...] = ()) -> Move:
        return tuple.__new__(cls, (kind, card, value, loose, builds))

    def __repr__(self) -> str:
        return f"Move({self.text()!r})"

    def text(self, show_value: bool = False) -> str:
        return move_text(self, show_value)

    def table_faces(self) -> tuple[int, ...]:
        """Every table card the move involves, builds' cards included."""
        out = list(self.loose)
        for key in self.builds:
            out.extend(key)
        return tuple(sorted(out, key=sort_key))


_new = tuple.__new__


def new_move(kind: str, card: int, value: int | None, loose: tuple[int, ...],
             builds: tuple[tuple[int, ...], ...]) -> Move:
    """Fast constructor for the generator (no argument defaults to resolve)."""
    return _new(Move, (kind, card, value, loose, builds))


def makes_build(m: Move) -> bool:
    """The move leaves a build on the table: a build, raise or add, or a
    trail that builds at the same time (``trail_and_build``)."""
    kind = m.kind
    return kind == BUILD or kind == RAISE or kind == ADD or (kind == TRAIL and bool(m.value))


# Moves are immutable values, so the 52 plain trails are made once: making a
# Move costs as much as a good part of generating it.
TRAILS = tuple(new_move(TRAIL, f, 0, (), ()) for f in range(52))

# A numberless court card taking one table card of its rank, made on demand.
_COURT_TAKES: dict[int, Move] = {}


def court_take(f: int, x: int) -> Move:
    """``f`` (a numberless court card) takes the loose ``x`` of its rank."""
    m = _COURT_TAKES.get((f << 6) | x)
    if m is None:
        m = _COURT_TAKES[(f << 6) | x] = new_move(CAPTURE, f, (f >> 2) + 1, (x,), ())
    return m


def canonical(faces: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(faces, key=sort_key))


def move_text(m: Move, show_value: bool = False) -> str:
    kind = m.kind
    if kind == END:
        return "end"
    if kind in TABLE_KINDS:
        return "table " + move_text(new_move(BUILD if kind == TABLE_BUILD else ADD, 0, m.value, m.loose, m.builds)).split(" ", 1)[1]
    head = card_text(m.card)
    if kind == CAPTURE and show_value:
        head += f"={m.value}"
    parts = [head, _VERB[kind]]
    if kind in (BUILD, RAISE, ADD):
        parts.append(str(m.value))
    elif kind == TRAIL and m.loose:
        parts += ["build", str(m.value)]
    keys = list(m.builds)
    if kind in (RAISE, ADD):
        # The raised or added-to build comes first; builds absorbed with it
        # (single builds counted as cards) follow in canonical order.
        keys = keys[:1] + sorted(keys[1:], key=lambda k: [sort_key(c) for c in k])
    else:
        keys.sort(key=lambda k: [sort_key(c) for c in k])
    for key in keys:
        parts.append("[" + " ".join(card_text(c) for c in key) + "]")
    parts.extend(card_text(c) for c in m.loose)
    return " ".join(parts)


def ascii_number(token: str) -> int | None:
    """The value of a card or build written in at most two ASCII digits, or
    None.  Not ``str.isdigit``: it accepts superscripts like '²' that
    ``int`` refuses, and a move once crashed on 'AS=² take 2D'."""
    if 0 < len(token) <= 2 and all("0" <= ch <= "9" for ch in token):
        return int(token)
    return None


def parse_move(text: str) -> ParsedMove:
    """Read move text into (kind, card, value or None, loose, build keys).

    The value of a capture may be omitted: the engine then finds one.
    """
    src = text.strip()
    tokens = src.replace("[", " [ ").replace("]", " ] ").split()
    if len(tokens) == 1 and tokens[0].lower() == "end":
        return END, NO_CARD, 0, (), ()
    if len(tokens) < 2:
        raise MoveSyntaxError(fill(N_("'{text}' is not a move: write the card played, then trail, take, build, raise or add.", note="the words trail, take, build, raise, add and the card codes are typed as they are"), text=text))
    head, verb = tokens[0], tokens[1].lower()
    if head.lower() == "table":
        return _parse_table_move(text, tokens)
    value: int | None = None
    if "=" in head:
        head, _, v = head.partition("=")
        value = ascii_number(v)
        if value is None:
            raise MoveSyntaxError(fill(N_("'{text}': after '=' comes the value the card counts as, like AS=14."), text=text))
    try:
        card = parse_card(head)
    except CardError as err:
        raise MoveSyntaxError(err.args[0]) from None
    if verb not in _KIND_OF_VERB:
        raise MoveSyntaxError(fill(N_("'{text}': '{word}' is not one of trail, take, build, raise, add.", note="the words trail, take, build, raise, add and the card codes are typed as they are"), text=text, word=tokens[1]))
    kind = _KIND_OF_VERB[verb]
    rest = tokens[2:]
    if kind in (BUILD, RAISE, ADD):
        value = ascii_number(rest[0]) if rest else None
        if value is None:
            raise MoveSyntaxError(fill(N_("'{text}': say the build value after '{verb}', like '{verb} 9'."), text=text, verb=verb))
        rest = rest[1:]
    if kind == TRAIL and rest[:1] == ["build"]:
        built = ascii_number(rest[1]) if len(rest) >= 2 else None
        if built is None:
            raise MoveSyntaxError(fill(N_("'{text}': say the build value after 'trail build', like 'trail build 9'.", note="the words trail, take, build, raise, add and the card codes are typed as they are"), text=text))
        try:
            faces = [parse_card(t) for t in rest[2:]]
        except CardError as err:
            raise MoveSyntaxError(err.args[0]) from None
        return kind, card, built, canonical(faces), ()
    loose: list[int] = []
    builds: list[tuple[int, ...]] = []
    i = 0
    try:
        while i < len(rest):
            tok = rest[i]
            if tok == "[":
                j = rest.index("]", i)
                builds.append(canonical(parse_card(t) for t in rest[i + 1:j]))
                i = j + 1
            elif tok == "]":
                raise MoveSyntaxError(fill(N_("'{text}': a ']' without its '['."), text=text))
            else:
                loose.append(parse_card(tok))
                i += 1
    except CardError as err:
        raise MoveSyntaxError(err.args[0]) from None
    except MoveSyntaxError:
        raise  # a ']' without its '[': already said (a ValueError too, so caught before the next)
    except ValueError:
        raise MoveSyntaxError(fill(N_("'{text}': a '[' without its ']'."), text=text)) from None
    if kind == TRAIL and (loose or builds):
        raise MoveSyntaxError(fill(N_("'{text}': a trail takes no table cards."), text=text))
    if kind == CAPTURE and not (loose or builds):
        raise MoveSyntaxError(fill(N_("'{text}': say which table cards are taken."), text=text))
    if kind in (RAISE, ADD):
        return kind, card, value, canonical(loose), tuple(builds[:1]) + tuple(sorted(builds[1:]))
    return kind, card, value, canonical(loose), tuple(sorted(builds))


def _parse_table_move(text: str, tokens: list[str]) -> ParsedMove:
    """``table build 10 5C 3D 2H`` / ``table add 9 [4S 5H] 3C``: read as the
    hand-card form with a stand-in card, then without it."""
    kind = _TABLE_KIND.get(tokens[1].lower())
    if kind is None:
        raise MoveSyntaxError(fill(N_("'{text}': after 'table' comes build or add.", note="the words table, build, add and the card codes are typed as they are"), text=text))
    _, _, value, loose, builds = parse_move(" ".join(["AS"] + tokens[1:]))
    if kind == TABLE_ADD and not builds:
        raise MoveSyntaxError(fill(N_("'{text}': say which build the cards are added to, like [4S 5H]."), text=text))
    if not loose and (kind == TABLE_BUILD or not builds[1:]):
        raise MoveSyntaxError(fill(N_("'{text}': say which table cards are used."), text=text))
    return kind, NO_CARD, value, loose, builds


def describe_move(m: Move, seat_name: str = "") -> str:
    """Words for the play log: 'North takes 5♦ + 3♣ with 8♠'."""
    who = f"{seat_name} " if seat_name else ""
    card = pretty(m.card)
    kind = m.kind
    taken = " + ".join(pretty(c) for c in m.table_faces())
    if kind == TRAIL:
        if m.loose:
            return f"{who}trails {card} and builds {m.value} from {taken}"
        return f"{who}trails {card}"
    if kind == CAPTURE:
        return f"{who}takes {taken} with {card}"
    if kind == BUILD:
        return f"{who}builds {m.value} with {card} on {taken}"
    if kind == RAISE:
        return f"{who}raises to {m.value} with {card}"
    return f"{who}adds {card} to the build of {m.value}" + (f" with {' + '.join(pretty(c) for c in m.loose)}" if m.loose else "")
