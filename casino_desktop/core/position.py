"""A position as JSON (for the CLI and for players who want one analysed).

    {"variant": "casino", "options": {}, "players": 2, "partnerships": false,
     "to_move": 0, "hands": {"0": ["3H", "8S"]},
     "table": ["5C", {"build": ["4H", "3S"], "value": 7, "multiple": false, "controller": 1}],
     "final_deal": false, "deal": 2}

``deal`` (optional) is which deal of the round it is, 1 for the first: the
rules of the first deal (no building in it, a house rule; the two-player
limits of the African family) read it.  Left out, the position is read as
in the first deal.

Only the mover's hand is needed; the others are then unknown (as they are to
a player), so the position is that seat's information view.  Every problem
is reported as one sentence (``PositionError``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import combos
from .cards import CardError, card_text, parse_card
from .piles import holder_seats, holders, new_stacks, uses_piles
from .rule_owner import has_matching
from .movegen import legal_moves
from .play import new_game
from .templates import N_, fill, join
from .state import HIDDEN, PHASE_PLAY, Build, GameState
from .units_capturing import max_capture_value
from .variants import VariantError, make_rules
from .rules_sense import not_in_pack
from .units_african_building import TURN_ONE


class PositionError(ValueError):
    pass


# The most deals a round can have: one card each to two players from a double deck.
MAX_DEALS = 52


# Every key a position may have.  A misspelt one ("tabel") was ignored, and
# its default (an empty table) silently analysed instead: it is refused.
POSITION_KEYS = ("variant", "options", "players", "partnerships", "to_move", "hands", "table", "final_deal", "deal",
                 "piles", "turn_played")
BUILD_KEYS = ("build", "value", "multiple", "controller")
UNKNOWN_KEY = N_("'{key}' is not a key of a position; its keys are: {keys}.")
UNKNOWN_BUILD_KEY = N_("'{key}' is not a key of a build; its keys are: {keys}.")
# The JSON's own keys go into the sentences as fields: they are typed as they are, in any language.
TRUE_OR_FALSE = N_("'{key}' must be true or false.")
NO_CARD_FOR_BUILD = N_("Seat {seat} is the 'controller' of the build of {value} but holds no card to take it with, "
                       "which cannot happen in a game.")


def _known_keys(data: dict[str, Any], keys: tuple[str, ...], template: str) -> None:
    for key in data:
        if key not in keys:
            shown = " ".join(key.split())  # one line, whatever the key holds
            raise PositionError(fill(template, key=shown if len(shown) <= 20 else shown[:20] + "...",
                                     keys=join(", ", keys)))


def position_from_json(data: Any, playable: bool = False) -> GameState:
    """The position ``data`` describes, or ``PositionError``.  ``playable``
    (the command line) also refuses one that leaves the mover no move
    because they control a build without a card to take it: it could not
    arise in a game, and "no move at all" is a wrong answer.  The practice's
    worked positions show such a one on purpose (a build of 7 owned without
    the 7, to ask whether its owner may raise it), so it is not the default."""
    if not isinstance(data, dict):
        raise PositionError(N_("A position must be a JSON object."))
    _known_keys(data, POSITION_KEYS, UNKNOWN_KEY)
    players = data.get("players", 2)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise PositionError(N_("'players' must be a whole number from 2 to 4."))
    partnerships = data.get("partnerships", False)
    if not isinstance(partnerships, bool):
        raise PositionError(fill(TRUE_OR_FALSE, key="partnerships"))
    final_deal = data.get("final_deal", False)
    if not isinstance(final_deal, bool):
        raise PositionError(fill(TRUE_OR_FALSE, key="final_deal"))
    deal_number = data.get("deal")
    if deal_number is not None and (not isinstance(deal_number, int) or isinstance(deal_number, bool)
                                    or not 1 <= deal_number <= MAX_DEALS):
        raise PositionError(fill(N_("'deal' must be a whole number from 1 to {most}: which deal of the round it is."), most=MAX_DEALS))
    try:
        options = data.get("options")
        rules = make_rules(data.get("variant", ""), {} if options is None else options)
        state = new_game(rules, players, partnerships, seed=0)
    except VariantError as err:
        raise PositionError(err.args[0] if err.args else str(err)) from None
    if deal_number is None:
        deal_number = _last_deal(state) if final_deal else 1
    to_move = data.get("to_move", 0)
    if not isinstance(to_move, int) or isinstance(to_move, bool) or not 0 <= to_move < players:
        raise PositionError(fill(N_("'{key}' must be a seat number from 0 to {last}."), key="to_move", last=players - 1))
    copies: dict[int, int] = {}

    def take(text: Any) -> int:
        if not isinstance(text, str) or len(text) > 8:
            shown = text[:10] + "..." if isinstance(text, str) else json.dumps(text)[:20]
            raise PositionError(fill(N_("{shown} is not a card: cards are text like \"10D\"."), shown=shown))
        try:
            f = parse_card(text)
        except CardError as err:
            raise PositionError(err.args[0] if err.args else str(err)) from None
        absent = not_in_pack(rules, f)
        if absent is not None:
            raise PositionError(absent)
        n = copies.get(f, 0)
        if n >= rules.decks:
            raise PositionError(fill(N_("The {card} appears more often than the deck holds it."), card=card_text(f)))
        copies[f] = n + 1
        return f + 52 * n

    hands_in = data.get("hands")
    if not isinstance(hands_in, dict) or str(to_move) not in hands_in:
        raise PositionError(fill(N_("The hand of seat {seat}, who is to move, must be given."), seat=to_move))
    if not isinstance(hands_in[str(to_move)], list):
        raise PositionError(fill(N_("The hand of seat {seat}, who is to move, must be a list of cards."), seat=to_move))
    seats = [str(seat) for seat in range(players)]
    for key in hands_in:
        if key not in seats:
            shown = key if len(key) <= 10 else key[:10] + "..."
            raise PositionError(fill(N_("'{shown}' is not a seat: the hands are given for seats 0 to {last}."), shown=shown, last=players - 1))
    hands: list[list[int]] = []
    for seat in range(players):
        given = hands_in.get(str(seat))
        if given is None:
            hands.append([HIDDEN] * len(hands_in[str(to_move)]))
        elif not isinstance(given, list):
            raise PositionError(fill(N_("The hand of seat {seat} must be a list of cards."), seat=seat))
        elif len(given) > (26 if rules.deal_whole_pack else rules.hand_size):
            raise PositionError(fill(N_("The hand of seat {seat} holds {count} cards; a hand holds at most {most} in this variant."),
                                     seat=seat, count=len(given), most=26 if rules.deal_whole_pack else rules.hand_size))
        else:
            hands.append([take(t) for t in given])
    if not hands[to_move]:
        raise PositionError(N_("The seat to move has no cards."))
    loose: list[int] = []
    builds: list[Build] = []
    table = data.get("table", [])
    if table is None:
        table = []
    if not isinstance(table, list):
        raise PositionError(N_("'table' must be a list of cards and builds."))
    for item in table:
        if isinstance(item, dict):
            builds.append(_build(item, take, state, players))
        else:
            loose.append(take(item))
    state.hands = hands
    state.loose = loose
    state.builds = builds
    state.captured = [[] for _ in range(state.sides)]
    state.stacks = _piles(data.get("piles"), take, state)
    turn_played = data.get("turn_played", False)
    if not isinstance(turn_played, bool) or (turn_played and rules.turn_actions == TURN_ONE):
        raise PositionError(fill(N_("'{key}' must be true or false, and true only where a turn has several actions."),
                                 key="turn_played"))
    state.turn_played = turn_played
    state.pledge = None
    state.to_move = to_move
    state.stock = [] if final_deal else [HIDDEN] * (rules.hand_size * players)
    state.deals_done = deal_number
    state.viewer = to_move if any(h and h[0] == HIDDEN for h in hands) else None
    state.phase = PHASE_PLAY
    if playable:
        _owners_hold_their_cards(state, hands)
    return state


def _owners_hold_their_cards(state: GameState, hands: list[list[int]]) -> None:
    """A build's controller holds a card to take it with, one card per value
    of the builds they control (the owner rule: no play may leave them
    without).  A mover breaking it was answered "no move at all" (the owner
    may not trail, and had nothing to take): such a position could not
    arise, and is refused.  Only the mover's hand is judged, and only when it
    leaves no move: in partnerships a partner's raise can leave a build with
    an owner who lacks the new value, and the game goes on."""
    seat = state.to_move
    values = sorted({b.value for b in state.builds if b.controller == seat})
    if not values:
        return
    hv = state.values.hand_values
    options = [[i for i, c in enumerate(hands[seat]) if v in hv[c % 52]] for v in values]
    if has_matching(options, set()) or legal_moves(state):
        return
    short = next((v for v, o in zip(values, options) if not o), values[0])
    raise PositionError(fill(NO_CARD_FOR_BUILD, seat=seat, value=short))


def _piles(given: Any, take: Callable[[Any], int], state: GameState) -> list[list[int]] | None:
    """``piles``: the face-up capture piles, one list of cards per pile
    (bottom first, the top card last): one per side, or one per seat when
    partners keep their own.  Only where the piles' tops are in play."""
    count = holders(state)
    if given is None:
        return new_stacks(state)
    if not uses_piles(state.rules):
        raise PositionError(fill(N_("'{key}' is given only where the top cards of the capture piles are in play."), key="piles"))
    if not isinstance(given, list) or len(given) != count or not all(isinstance(p, list) for p in given):
        raise PositionError(fill(N_("'{key}' must be a list of {count} lists of cards, the top card last."), key="piles",
                                 count=count))
    stacks = [[take(c) for c in pile] for pile in given]
    for holder, pile in enumerate(stacks):
        state.captured[state.side_of(holder_seats(state, holder)[0])].extend(pile)
    return stacks


def _build(item: dict[str, Any], take: Callable[[Any], int], state: GameState, players: int) -> Build:
    _known_keys(item, BUILD_KEYS, UNKNOWN_BUILD_KEY)
    cards = item.get("build")
    value = item.get("value")
    if not isinstance(cards, list) or len(cards) < 2:
        raise PositionError(N_("A build needs a list of at least two cards under 'build'."))
    ids = [take(c) for c in cards]
    vt = state.values
    names = " ".join(card_text(c) for c in ids)
    court = all(vt.rank_only[c % 52] for c in ids) and len({(c % 52) >> 2 for c in ids}) == 1
    # A court-card build (court cards without a number) is worth its rank
    # (king 13), above the highest number a card may count as here.
    highest = ((ids[0] % 52) >> 2) + 1 if court else max_capture_value(state.rules)
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= highest:
        raise PositionError(fill(N_("A build needs its 'value' as a whole number from 1 to {highest}."), highest=highest))
    if court and value != highest:
        raise PositionError(fill(N_("The build {names} is of court cards of one rank, so it is worth {highest}, not {value}."),
                                 names=names, highest=highest, value=value))
    multiple = item.get("multiple", False)
    if not isinstance(multiple, bool):
        raise PositionError(N_("A build's 'multiple' must be true or false."))
    controller = item.get("controller", 0)
    if not isinstance(controller, int) or isinstance(controller, bool) or not 0 <= controller < players:
        raise PositionError(fill(N_("A build's 'controller' must be a seat number from 0 to {last}."), last=players - 1))
    if court:
        return Build(tuple(ids), value, True, controller)
    sums = [vt.sum_value[c % 52] for c in ids]
    if 0 in sums:
        raise PositionError(fill(N_("The build {names} holds a court card, which has no number in this variant."), names=names))
    total = sum(sums)
    if not multiple and total != value:
        raise PositionError(fill(N_("The cards {names} add up to {total}, so they cannot make a single build of {value}."),
                                 names=names, total=total, value=value))
    if multiple and (total == value or not combos.can_partition(sums, value, vt.dual_ace)):
        raise PositionError(fill(N_("The cards {names} cannot be split into two or more groups of {value}."), names=names, value=value))
    return Build(tuple(ids), value, multiple, controller)


def _last_deal(fresh: GameState) -> int:
    """The number of a round's last deal, for a final deal that does not say
    which it is: the rules of the first deal (``GameState.in_first_deal``)
    must not take it for the first where the round has several."""
    per_deal = sum(len(h) for h in fresh.hands)
    return 1 + -(-len(fresh.stock) // per_deal) if per_deal else 1
