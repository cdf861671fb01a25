"""A turn of several actions (``turn_actions = several``, the Swazi game):
exactly one card from the hand, and before or after it any number of
builds made of table cards alone and of table cards added to builds; then
the player ends the turn (``docs/rules.md``, "African Casino").

"Table cards" here are the loose cards and the top cards of other players'
capture piles in play (``piles``).  The predicates below are shared: the
generator (``turns``) lists candidates and keeps those they let through,
``check`` names the first sentence that refuses a move, and the reference
(``bruteforce``) asks them of every candidate.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import combos
from .cards import pretty
from .templates import N_, fill
from .moves import CAPTURE, END, HAND_KINDS, NO_CARD, TABLE_ADD, TABLE_BUILD, TABLE_KINDS
from .general_generator import GeneralGenerator
from .general_generator import Limits
from .moves import new_move
from .moves import Move
from .piles import table_faces
from .rule_african import first_deal_limits, owned_value, same_side, table_values
from .rule_base import MoveRule, Seen, always, names
from .rule_table import IN_BUILD, OWN_TOP, missing_card
from .rule_builds import OVER_MAX
from .rule_owner import OWNER_KEEP, has_matching
from .units_african_building import TURN_SEVERAL
from .state import GameState
from .values import ValueTable
from .variants import Rules


def several(rules: Rules) -> bool:
    return rules.turn_actions == TURN_SEVERAL


def hand_card_open(state: GameState) -> bool:
    """Whether the seat to move may still play its card from the hand."""
    return not (several(state.rules) and state.turn_played)


def holds_value(state: GameState, seat: int, value: int) -> bool:
    """Whether ``seat`` holds a card with a number that takes ``value``."""
    vt = state.values
    for c in state.hands[seat]:
        f = c % 52
        if not vt.rank_only[f] and value in vt.hand_values[f]:
            return True
    return False


def keeps_a_card_each(state: GameState, seat: int, value: int) -> int:
    """The owner's rule for a build made or taken over from the table: 0 if
    ``seat`` holds a different card for each build it would own (one ace
    cannot take a build of 1 and one of 14), else the value of a build
    left without one."""
    vt = state.values
    owned = sorted({b.value for b in state.builds if b.controller == seat} - {value})
    need = [value] + owned
    hand = [c % 52 for c in state.hands[seat]]
    options = [[i for i, f in enumerate(hand) if not vt.rank_only[f] and v in vt.hand_values[f]] for v in need]
    if len(need) <= len(hand) and has_matching(options, set()):
        return 0
    return owned[0] if owned else value


def _values(vt: ValueTable, faces: Iterable[int]) -> list[int]:
    return [vt.sum_value[f] for f in faces]


# --------------------------------------------------------------------------- the card from the hand
PLAYED_ALREADY = N_("You have played your card from the hand this turn: add table cards to your builds, or end your turn.")
PLEDGED = N_("You added to an opponent's build this turn: the card you play must capture it.")


def _hand_turn(seen: Seen, m: Move) -> str | None:
    state = seen.state
    if not hand_card_open(state):
        return PLAYED_ALREADY
    if state.pledge is not None and not (m.kind == CAPTURE and state.pledge in m.builds):
        return PLEDGED
    return None


# "move", not "play": the pledge asks which builds a capture takes.
HAND_IN_TURN = MoveRule("one_hand_card_a_turn", ("turn_actions",), several, _hand_turn, (PLAYED_ALREADY, PLEDGED),
                        kinds=HAND_KINDS)


# --------------------------------------------------------------------------- no table actions here
ONE_PLAY = N_("Every play here uses one card from your hand: there are no actions with table cards alone, and a turn ends by itself.")


def _one_play(seen: Seen, m: Move) -> str | None:
    return None if several(seen.rules) else ONE_PLAY


NO_TABLE_ACTIONS = MoveRule("turn_is_one_play", ("turn_actions",), always, _one_play, (ONE_PLAY,),
                            kinds=TABLE_KINDS, judges="play")


# --------------------------------------------------------------------------- ending the turn
PLAY_FIRST = N_("Play one card from your hand before you end your turn.")
END_ALONE = N_("Ending your turn plays no card and moves none: it is just 'end'.", note="end is typed as it is")
INSIST_ADD = N_("Your opponents insist that you add the {cards} to your side's build of {value} before you end your turn.")


def _end(seen: Seen, m: Move) -> str | None:
    state = seen.state
    if m.card != NO_CARD or m.value or m.loose or m.builds:
        return END_ALONE
    if not state.turn_played:
        return PLAY_FIRST
    if state.rules.insist:
        for add in table_additions(state, state.to_move, own_only=True):
            return fill(INSIST_ADD, cards=names(add[3]), value=add[2])
    return None


END_TURN = MoveRule("end_of_turn", ("turn_actions", "insist"), several, _end, (END_ALONE, PLAY_FIRST, INSIST_ADD),
                    kinds=(END,))


# --------------------------------------------------------------------------- table cards alone
TABLE_ONLY = N_("A build or an addition of table cards alone plays no card from your hand.")
NOT_IN_PLAY = N_("The {card} is not on the table or on top of another player's capture pile.")
NO_NUMBER = N_("The {card} has no number: only cards with numbers make builds from the table.")
NOT_HELD = N_("You may make a build of {value} only if you hold a card that can capture it.")
ALREADY_BUILT = N_("A build of {value} is on the table already: add to it instead.")
NOT_GROUPS = N_("The {cards} cannot be split into groups that each make {value}.")
# One card dragged onto a build is not "split into groups" (a stranger's playtest).
ONE_SHORT = N_("The {card} alone does not make {value}: the cards added must make {value} together.")
SINGLE_NEEDS_TWO = N_("A build needs at least two table cards.")
# Two table cards make at least 2, so only a typed move builds 0 or 1.
BELOW_TWO = N_("A build must be worth at least 2.")
BUILD_NAMES_NO_BUILD = N_("A new build of table cards takes in no other build: add the cards to that build instead.")
TOP_NEEDS_BASE = N_("A top card may start a build only beside a loose {value} from the table.")
FIRST_DEAL = N_("In the first deal a player may own only one build: you own the build of {value}.")
WHICH_BUILD = N_("Say which build the table cards are added to.")
ADD_SAME_VALUE = N_("The build is worth {build}: the cards added must make {build}, not {value}.")
NO_BUILD_INTO_BUILD = N_("Builds are never put together: add table cards to one build.")
OPPONENT_LATER = N_("You may add to an opponent's build only before you play your card, and only to capture it with that card.")
OPPONENT_HOLD = N_("To add to an opponent's build of {value} you must hold a card that captures it.")
ONE_PLEDGE = N_("You have already added to another opponent's build this turn.")


def _material(seen: Seen, m: Move) -> str | None:
    """No card from the hand; the cards named lie where a move may take
    them, and have numbers."""
    if m.card != NO_CARD:
        return TABLE_ONLY
    table = seen.table
    for f in m.loose:
        if f not in table:
            return missing_card(seen, f, NOT_IN_PLAY)
        if seen.values.rank_only[f]:
            return fill(NO_NUMBER, card=pretty(f))
    if len(set(m.loose)) != len(m.loose):
        return fill(NOT_IN_PLAY, card=pretty(m.loose[0]))
    return None


def table_build_problem(seen: Seen, m: Move) -> str | None:
    """Every rule on a build made of table cards alone, in the order a
    player thinks of them."""
    problem = _material(seen, m)
    if problem:
        return problem
    state, vt, value, faces = seen.state, seen.values, m.value, m.loose
    if m.builds:
        return BUILD_NAMES_NO_BUILD
    if len(faces) < 2:
        return SINGLE_NEEDS_TWO
    if value is None or value < 2:  # None: a move that names no value; only a typed move says 0 or 1
        return BELOW_TWO
    if value > vt.max_build:
        return fill(OVER_MAX, value=value, max=vt.max_build)
    if not holds_value(state, seen.seat, value):
        return fill(NOT_HELD, value=value)
    if any(b.value == value for b in state.builds):
        return fill(ALREADY_BUILT, value=value)
    short = keeps_a_card_each(state, seen.seat, value)
    if short:
        return fill(OWNER_KEEP, build=short)
    tops = seen.tops_in(faces)
    if not combos.can_partition(_values(vt, faces), value, vt.dual_ace):
        return fill(NOT_GROUPS, cards=names(faces), value=value)
    if tops:
        base = [f for f in faces if f not in tops and value in table_values(vt, f)]
        ok = any(combos.can_partition(_values(vt, [x for x in faces if x != b]), value, vt.dual_ace) for b in base)
        if not ok:
            return fill(TOP_NEEDS_BASE, value=value)
    if first_deal_limits(state):
        owned = owned_value(state, seen.seat)
        if owned and owned != value:
            return fill(FIRST_DEAL, value=owned)
    return None


def table_add_problem(seen: Seen, m: Move) -> str | None:
    """Every rule on table cards added to a build."""
    state, vt = seen.state, seen.values
    target = seen.target(m)
    if target is None:
        return WHICH_BUILD
    if len(m.builds) > 1:
        return NO_BUILD_INTO_BUILD
    problem = _material(seen, m)
    if problem:
        return problem
    if not m.loose:
        return WHICH_BUILD
    if target.value != m.value:
        return fill(ADD_SAME_VALUE, build=target.value, value=m.value)
    if not combos.can_partition(_values(vt, m.loose), m.value, vt.dual_ace):
        if len(m.loose) == 1:
            return fill(ONE_SHORT, card=pretty(m.loose[0]), value=m.value)
        return fill(NOT_GROUPS, cards=names(m.loose), value=m.value)
    if not same_side(state, seen.seat, target.controller):
        if not state.rules.join_opponents_build and not hand_card_open(state):
            return OPPONENT_LATER
        if not holds_value(state, seen.seat, target.value):
            return fill(OPPONENT_HOLD, value=target.value)
        short = keeps_a_card_each(state, seen.seat, target.value)
        if short:
            return fill(OWNER_KEEP, build=short)
        if state.pledge is not None and state.pledge != target.key:
            return ONE_PLEDGE
        if first_deal_limits(state):
            owned = owned_value(state, seen.seat)
            if owned and owned != target.value:
                return fill(FIRST_DEAL, value=owned)
    return None


# OWN_TOP comes last in both: practice's exclusions name a rule's sentences by place.
_TABLE_SENTENCES = (TABLE_ONLY, BUILD_NAMES_NO_BUILD, NOT_IN_PLAY, NO_NUMBER, OVER_MAX, NOT_HELD, ALREADY_BUILT, NOT_GROUPS, SINGLE_NEEDS_TWO,
                    TOP_NEEDS_BASE, FIRST_DEAL, OWNER_KEEP, IN_BUILD, BELOW_TWO, OWN_TOP)
TABLE_BUILD_RULE = MoveRule("build_from_table", ("turn_actions", "pile_tops", "build_max", "one_build_first_deal"),
                            several, table_build_problem, _TABLE_SENTENCES, kinds=(TABLE_BUILD,))
TABLE_ADD_RULE = MoveRule("add_from_table", ("turn_actions", "pile_tops", "join_opponents_build",
                                             "one_build_first_deal"),
                          several, table_add_problem,
                          (TABLE_ONLY, NOT_IN_PLAY, NO_NUMBER, WHICH_BUILD, NO_BUILD_INTO_BUILD, ADD_SAME_VALUE, NOT_GROUPS,
                           OPPONENT_LATER, OPPONENT_HOLD, ONE_PLEDGE, FIRST_DEAL, OWNER_KEEP, IN_BUILD, ONE_SHORT,
                           OWN_TOP),
                          kinds=(TABLE_ADD,))

# --------------------------------------------------------------------------- the table-only actions
# The additions a player may make with table cards alone live with the rules
# that judge them: the insist rule above asks for them, and ``turns`` lists
# them as moves.


def table_view(state: GameState, seat: int) -> GameState:
    """The state as the generators see it: the top cards ``seat`` may use
    lie on the table with the loose cards."""
    faces = table_faces(state, seat)
    if len(faces) == len(state.loose):
        return state
    view = state.clone()
    view.loose = view.loose + faces[len(state.loose):]
    return view


def table_additions(state: GameState, seat: int, own_only: bool = False, view: GameState | None = None,
                    limits: Limits | None = None, seen: Seen | None = None) -> list[Move]:
    """Table cards ``seat`` may add to builds (only its side's builds with
    ``own_only``: what opponents may insist on)."""
    if not state.builds:
        return []
    if view is None:
        view = table_view(state, seat)
    return additions_from(generator_of_unions(view, seat, limits), state, seat, own_only, seen)


def additions_from(gen: GeneralGenerator | None, state: GameState, seat: int, own_only: bool = False,
                   seen: Seen | None = None) -> list[Move]:
    """``table_additions`` with the generator of the table's unions made
    already (``generator_of_unions``; None: no numbered table card), for a
    caller that lists table builds from the same one."""
    if gen is None or not state.builds:
        return []
    if seen is None:
        seen = Seen(state)
    out = []
    for b in seen.builds:
        if state.values.rank_only[b.key[0]]:
            continue
        if own_only and state.side_of(b.controller) != state.side_of(seat):
            continue
        for faces in gen.table_unions(b.value):
            m = new_move(TABLE_ADD, NO_CARD, b.value, faces, (b.key,))
            if table_add_problem(seen, m) is None:
                out.append(m)
    return out


def generator_of_unions(view: GameState, seat: int, limits: Limits | None) -> GeneralGenerator | None:
    """The general generator over the numbered loose cards of ``view``
    (None when there are none): the unions of table cards alone."""
    vt = view.values
    numbered = [c % 52 for c in view.loose if not vt.rank_only[c % 52]]
    if not numbered:
        return None
    return GeneralGenerator(view, seat, numbered, limits)
