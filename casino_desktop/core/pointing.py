"""From what the player pointed at to the engine's legal moves, and words for them.

The table never decides what is legal: every function here filters
``legal_moves(state)`` by the played card and by the table cards or builds the
player pointed at (a drop target, a click selection).  When nothing matches,
the reason shown is ``check()``'s sentence for the move the player most
plausibly meant.  Pure Python (no Qt), so it is tested without a window.

Table cards are named by *face* (``id % 52``) as moves are; a selection is a
multiset of faces (Mulle's double deck can hold two 7♥ on the table) plus a
set of build keys.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable
from dataclasses import dataclass, field

from .legality import moves_within, reason_for_attempt
from .play import makes_multiple
from .templates import N_, compose, fill, join, names_list
from .move_words import groups_named
from .cards import pretty
from .movegen import legal_moves
from .moves import BUILD, CAPTURE, RAISE, TRAIL, Move
from .state import Build, GameState
from .legality import check
from .rule_captures import capture_groups
from .build_groups import laid_groups
from .moves import END, NO_CARD, TABLE_ADD, TABLE_BUILD, new_move


@dataclass(frozen=True)
class Pick:
    """Table things the player pointed at: loose faces and build keys."""

    loose: tuple[int, ...] = ()
    builds: tuple[tuple[int, ...], ...] = ()

    @staticmethod
    def of(loose: Iterable[int] = (), builds: Iterable[tuple[int, ...]] = ()) -> "Pick":
        return Pick(tuple(sorted(loose)), tuple(sorted(set(builds))))

    def __bool__(self) -> bool:
        return bool(self.loose or self.builds)


@dataclass
class Offer:
    """What the table offers for one played card and one pick."""

    moves: list[Move] = field(default_factory=list)
    reason: str | None = None  # set when ``moves`` is empty


def moves_of_card(state: GameState, face: int) -> list[Move]:
    return [m for m in legal_moves(state) if m.card == face]


def _contains(m: Move, pick: Pick) -> bool:
    have = Counter(m.loose)
    return (all(have[f] >= n for f, n in Counter(pick.loose).items())
            and all(k in m.builds for k in pick.builds))


def _equals(m: Move, pick: Pick) -> bool:
    return tuple(sorted(m.loose)) == pick.loose and tuple(sorted(set(m.builds))) == pick.builds


def exact_moves(state: GameState, face: int, pick: Pick) -> list[Move]:
    """Moves of ``face`` taking or using exactly the picked table things.
    An empty pick means the felt: trailing."""
    # The core's own question for named cards (the one ``check`` asks): it
    # cuts the table down to the pick, so a drop on a table too long to list
    # whole is still judged on every legal move that uses exactly those cards.
    return _exact(moves_within(state, face, pick.loose, pick.builds), pick)


def _exact(within: list[Move], pick: Pick) -> list[Move]:
    return [m for m in within if _equals(m, pick)]


def moves_with(state: GameState, face: int | None, pick: Pick, legal: list[Move] | None = None) -> list[Move]:
    """Moves (of ``face``, or of any hand card) that use at least the pick.
    ``legal``: ``legal_moves(state)``, from a caller judging many drops of one position."""
    moves = legal_moves(state) if legal is None else legal
    return [m for m in moves if (face is None or m.card == face) and _contains(m, pick)]


def offer_for_drop(state: GameState, face: int, pick: Pick, widen: bool, legal: list[Move] | None = None) -> Offer:
    """A hand card dropped on the table.

    ``pick``: the selection plus the item dropped on (the caller unites them
    by card id, so Mulle's twin cards stay two).  An empty pick is the bare
    felt: a trail.  With ``widen`` (a drop on one item, nothing selected)
    every move that uses that item is offered and the chooser lists them;
    otherwise the player said which cards, so only exact matches count.
    ``legal``: as for ``moves_with`` (the practice drills judge every drop
    of a position: the list once, not once a drop)."""
    within = None
    if widen:
        moves = moves_with(state, face, pick, legal)
    else:
        # The list ``exact_moves`` filters is the one ``check`` looks the
        # attempted play up in (the same card and table cards): made once.
        within = moves_within(state, face, pick.loose, pick.builds)
        moves = _exact(within, pick)
    if moves:
        return Offer(sort_moves(moves))
    return Offer([], refusal(state, face, pick, within))


def reaches_beyond(m: Move, pick: Pick) -> bool:
    """Whether ``m``, a play that takes nothing, uses table cards or builds
    besides those pointed at: a drop of 3♥ on a 7♠ that can only mean
    "build 12 with 2♣ + 7♠".  The table asks before playing it (the player
    meant a build of 10 and saw one of 12 made at once, with a card never
    pointed at: the ninth stranger's play-test of 7 December, finding 2).
    A capture of more than the card pointed at is the usual way to take a
    sum, and is played at once as before."""
    if m.kind == CAPTURE:
        return False
    return bool(Counter(m.loose) - Counter(pick.loose)) or bool(set(m.builds) - set(pick.builds))


def offer_for_selection(state: GameState, face: int, selection: Pick) -> Offer:
    """The click path: moves that use exactly the selection come first, then
    those that use more (so "8 on a 5" also shows "Take 5 + 3")."""
    if not selection:  # nothing chosen on the table: every move, the trail last
        moves = sort_moves(moves_of_card(state, face))
        return Offer(moves) if moves else Offer([], refusal(state, face, selection))
    exact = exact_moves(state, face, selection)
    wider = [m for m in moves_with(state, face, selection) if m not in exact]
    moves = sort_moves(exact) + sort_moves(wider)
    if moves:
        return Offer(moves)
    return Offer([], refusal(state, face, selection))


def drop_targets(state: GameState, face: int) -> tuple[set[int], set[tuple[int, ...]], bool]:
    """What lights up while ``face`` is dragged: table faces and builds that
    some legal move of it uses, and whether the felt (a trail) is legal."""
    faces: set[int] = set()
    keys: set[tuple[int, ...]] = set()
    felt = False
    for m in moves_of_card(state, face):
        faces.update(m.loose)
        keys.update(m.builds)
        felt = felt or (m.kind == TRAIL and not m.loose)  # a trail-and-build needs its cards
    return faces, keys, felt


def joinable(state: GameState, face: int | None, selection: Pick) -> tuple[set[int], set[tuple[int, ...]]]:
    """Table things that could still join the selection in some legal move."""
    faces: set[int] = set()
    keys: set[tuple[int, ...]] = set()
    chosen = Counter(selection.loose)
    for m in moves_with(state, face, selection):
        extra = Counter(m.loose) - chosen
        faces.update(extra)
        keys.update(k for k in m.builds if k not in selection.builds)
    return faces, keys


def table_targets(state: GameState, face: int) -> tuple[set[int], set[tuple[int, ...]]]:
    """What lights up while the table card (or pile top) ``face`` is dragged
    in a turn of several actions: the table faces and builds some legal
    table action uses together with it."""
    faces: set[int] = set()
    keys: set[tuple[int, ...]] = set()
    for m in legal_moves(state):
        if m.kind in (TABLE_BUILD, TABLE_ADD) and face in m.loose:
            faces.update(f for f in m.loose if f != face)
            keys.update(m.builds)
    return faces, keys


def offer_for_table_drop(state: GameState, face: int, target_face: int | None = None,
                         target_build: tuple[int, ...] | None = None) -> Offer:
    """The table card (or top) ``face`` dropped on another table card (a
    ``tbuild``) or on a build (a ``tadd``): the legal table actions that use
    both; none - the refusal of the plainest such action (the two cards
    built together, or the card added to the build alone)."""
    if target_build is not None:
        moves = [m for m in legal_moves(state)
                 if m.kind == TABLE_ADD and m.builds[:1] == (target_build,) and face in m.loose]
        value = _build_value(state, target_build)
        tried = new_move(TABLE_ADD, NO_CARD, value, (face,), (target_build,))
    else:
        moves = [m for m in legal_moves(state)
                 if m.kind == TABLE_BUILD and face in m.loose and target_face in m.loose]
        vt = state.values
        tried = new_move(TABLE_BUILD, NO_CARD, vt.sum_value[face] + vt.sum_value[target_face],  # type: ignore[index]  # no build: a card is the target
                         tuple(sorted((face, target_face))), ())  # type: ignore[arg-type]  # no build: a card is the target
    if moves:
        # The plainest reading of the drop first: the cards dragged together
        # alone (a player dragging 2♥ onto 5♠ means the build of 7 of those
        # two before one that takes in more table cards).
        return Offer(sorted(moves, key=lambda m: (len(m.loose), m.value, m.text())))
    return Offer([], check(state, tried) or NOT_POSSIBLE)


def end_move(state: GameState) -> Move | None:
    """The legal move that ends the turn, if ending it is legal now."""
    return next((m for m in legal_moves(state) if m.kind == END), None)


def refusal(state: GameState, face: int, pick: Pick, within: list[Move] | None = None) -> str:
    """The engine's sentence for the move the player most plausibly meant:
    the core decides what a drop attempts (a trail, a raise or an add on one
    build, a build of card plus sum, a capture) and which rule that breaks.
    ``within``: ``moves_within`` of the pick's cards, where made already."""
    reason = reason_for_attempt(state, face, pick.loose, pick.builds, within)
    return reason or NOT_POSSIBLE


def pick_total(state: GameState, pick: Pick) -> int | None:
    """Sum of the picked cards' table values (builds by value); None when a
    numberless court card is among them."""
    vt = state.values
    if any(vt.rank_only[f] for f in pick.loose):
        return None
    return sum(vt.sum_value[f] for f in pick.loose) + sum(_build_value(state, k) for k in pick.builds)


def _build_value(state: GameState, key: tuple[int, ...]) -> int:
    b = _build_of(state, key)
    return b.value if b is not None else 0


def _build_of(state: GameState, key: tuple[int, ...]) -> Build | None:
    return next((b for b in state.builds if b.key == key), None)


def _build_taken(b: Build) -> str:
    """A build as what a move's button takes: 'build 8', 'multiple build 8'."""
    return fill(BUILD_TAKEN_MULTIPLE_THING if b.multiple else BUILD_TAKEN_THING, value=b.value)


def pick_text(state: GameState, pick: Pick) -> str:
    """'5♦ + 3♣ = 8' for the running sum.  A sum no card can take or build
    (two 10s picked to be taken as two pairs) is not said: "10♠ + 10♥ = 20"
    read as a sum of 20 (stranger 14)."""
    if not pick:
        return ""
    parts = [pretty(f) for f in pick.loose] + [fill(BUILD_THING, value=_build_value(state, k)) for k in pick.builds]
    total = pick_total(state, pick)
    text = join(" + ", parts)
    if total is None or len(parts) < 2 or total > state.values.max_value:
        return text
    return compose("{text} = {total}", text=text, total=total)


# --- words ---------------------------------------------------------------------
# Each label is one whole template (a move chooser's line, a button).
NOT_POSSIBLE = N_("That play is not possible here.")
BUILD_THING = N_("build {value}", note="a build on the table among things taken, such as: build 8 + 5\u2666")
# The same as what a move's button takes ("Take build 8 + 5♦"): a template
# of its own for the languages whose object takes another form.
BUILD_TAKEN_THING = N_("build {value}", note="a build among the things a move's button takes, after Take: in the "
                                             "form your language gives that object, such as: Take build 8 + 5\u2666")
# A multiple build so called there too, as the log and the table call it (stranger 13).
BUILD_TAKEN_MULTIPLE_THING = N_("multiple build {value}",
                                note="a multiple build (two or more groups, each worth this value) among the things a "
                                     "move's button takes, after Take: in the form your language gives that object, "
                                     "such as: Take multiple build 8")
TRAIL_LABEL = N_("Trail", note="a move: play a card to the table and take nothing")
TRAIL_AND_BUILD = N_("Trail, and build {value} from {things}")
TAKE = N_("Take {things}")
TAKE_AS = N_("Take {things} ({card} as {value})", note="an ace played as 1 or as 14")
BUILD_MULTIPLE = N_("Build {value}s", note="a multiple build: two or more groups, each of this value")
BUILD_MULTIPLE_WITH = N_("Build {value}s with {things}", note="a multiple build: two or more groups, each of this value")
BUILD_LABEL = N_("Build {value}", note="a move: make a build of this value")
BUILD_WITH = N_("Build {value} with {things}")
RAISE_TO = N_("Raise to {value}")
RAISE_TO_WITH = N_("Raise to {value} with {cards}")
ADD_TO = N_("Add to build {value}")
ADD_TO_WITH = N_("Add to build {value} with {cards}")
TABLE_BUILD_LABEL = N_("Build {value} from {things}", note="a move: a build made of table cards only")
TABLE_ADD_LABEL = N_("Add {cards} to build {value}", note="a move: table cards added to a build")
END_LABEL = N_("End turn", note="a move, and its button: end the turn (African Casino)")
_ORDER = {CAPTURE: 0, BUILD: 1, RAISE: 2, "add": 3, TRAIL: 4, TABLE_BUILD: 5, TABLE_ADD: 6, END: 7}


def sort_moves(moves: list[Move]) -> list[Move]:
    """Captures first, the biggest first; then builds; the trail last."""
    return sorted(moves, key=lambda m: (_ORDER[m.kind], -len(m.table_faces()), m.value, m.text()))


def _things(state: GameState, m: Move) -> str:
    """What the move takes or uses: '5♦ + 3♣', 'build 8 + 5♦'; a capture of
    several groups group by group, '4♠ + 6♦ and 5♥ + 5♣' (one sum of 20
    in a row), as ``rule_captures.capture_groups`` splits it."""
    groups = capture_groups(state, m)
    if groups is not None:
        return names_list(join(" + ", [pretty(x) if isinstance(x, int) else _build_taken(x) for x in g])
                          for g in groups)
    parts = [_build_taken(b) if b is not None else fill(BUILD_TAKEN_THING, value=0)
             for b in (_build_of(state, k) for k in m.builds)] + [pretty(f) for f in m.loose]
    return join(" + ", parts)


def _build_things(state: GameState, m: Move) -> str:
    """A new multiple build's table cards, group by group, so that each
    group named is worth the build's value: 'A♠ + 5♥ and 6♥' for the ace on
    5♥ beside 6♥ (in a row, '5♥ + 6♥' read as one sum of 11: stranger 12).
    The played card is named in its group where table cards share it, and
    left out where it is a group alone ('A♣ + 2♦' for the 3♠ on them).
    A build joined or too big to split reads as before (``_things``).
    The groups in the order the log, the hint and the coach name them
    (``laid_groups``: the cards as the build will lay them)."""
    if m.builds or m.kind != BUILD or m.value is None:
        return _things(state, m)
    split = laid_groups([*m.loose, m.card], m.value, state.values)
    if split is None:
        return _things(state, m)
    return groups_named([g for g in split if g != [m.card]])


def move_label(state: GameState, m: Move, detailed: bool = True) -> str:
    """'Take 2♦ + A♣', 'Build 6 with A♣ + 2♦', 'Build 3s with …', 'Raise to 9',
    'Trail'.  A build names its table cards (a drop on one card can mean
    builds over different sets of cards); ``detailed=False`` gives the short
    'Build 6' for narrow places."""
    if m.kind == TABLE_BUILD:
        return fill(TABLE_BUILD_LABEL, value=m.value, things=join(" + ", (pretty(f) for f in m.loose)))
    if m.kind == TABLE_ADD:
        return fill(TABLE_ADD_LABEL, value=m.value, cards=join(" + ", (pretty(f) for f in m.loose)))
    if m.kind == END:
        return END_LABEL
    if m.kind == TRAIL:
        # The trail-and-build house rule: the trailed card stays apart.
        return fill(TRAIL_AND_BUILD, value=m.value, things=_things(state, m)) if m.loose else TRAIL_LABEL
    if m.kind == CAPTURE:
        if len(state.values.hand_values[m.card]) > 1:
            return fill(TAKE_AS, things=_things(state, m), card=pretty(m.card), value=m.value)
        return fill(TAKE, things=_things(state, m))
    extra = join(" + ", (pretty(f) for f in m.loose)) if m.loose and detailed else None
    if m.kind == BUILD:
        multiple = makes_multiple(state, m)
        if detailed:
            if multiple:
                return fill(BUILD_MULTIPLE_WITH, value=m.value, things=_build_things(state, m))
            return fill(BUILD_WITH, value=m.value, things=_things(state, m))
        return fill(BUILD_MULTIPLE if multiple else BUILD_LABEL, value=m.value)
    if m.kind == RAISE:
        return fill(RAISE_TO_WITH, value=m.value, cards=extra) if extra else fill(RAISE_TO, value=m.value)
    return fill(ADD_TO_WITH, value=m.value, cards=extra) if extra else fill(ADD_TO, value=m.value)


def move_labels(state: GameState, moves: list[Move], detailed: bool = True) -> list[str]:
    """Labels for a list shown together.  Short labels that collide get
    their details; where two still read the same (the same cards, another
    grouping) the move text tells them apart."""
    out = [move_label(state, m, detailed) for m in moves]
    if not detailed:
        counts = Counter(out)
        out = [move_label(state, m) if counts[s] > 1 else s for m, s in zip(moves, out)]
    counts = Counter(out)
    return [compose("{label} ({move})", label=s, move=m.text()) if counts[s] > 1 else s for m, s in zip(moves, out)]
