"""``check``: is a move legal here, and if not, one sentence saying why.

A move is legal exactly when ``legal_moves`` offers it; this module never
decides legality on its own.  When a move is refused it walks the rules in
the order a player thinks of them and names the first one the move breaks,
so each rule (``docs/rules.md``) has its own sentence; ``tests/core/test_conformance.py``
checks that no refusal falls through to a generic one.
"""

from __future__ import annotations

from . import bounded, combos
from .cards import pretty
from .movegen import _moves_under_house_rules, keeps_build_values, legal_moves, trail_allowed
from .moves import ADD, BUILD, CAPTURE, RAISE, TRAIL, Move, MoveSyntaxError, new_move, parse_move
from .pairing import equal_loose, pairing_kept
from .predicates import house_refusal, partner_values, raise_own_refusal
from .state import HIDDEN, PHASE_PLAY, GameState


# A double deck's later twin of another value or kind (``unnameable_builds``):
# the table refuses a play onto it with this sentence.
UNNAMEABLE_TWIN = ("An earlier build on the table holds these same cards, and a play names a build by its "
                   "cards: only that first build can be taken, raised or added to now.")


class IllegalMove(ValueError):
    """A refused move; ``str()`` is the sentence for the player."""


def resolve(state: GameState, move) -> Move:
    """The legal Move meant by ``move`` (a Move or its text), or IllegalMove."""
    if isinstance(move, str):
        try:
            kind, card, value, loose, builds = parse_move(move)
        except MoveSyntaxError as err:
            raise IllegalMove(str(err)) from None
    else:
        kind, card, value, loose, builds = move
    legal = moves_within(state, card, loose, builds)
    for m in legal:
        same_builds = (m[4][:1] == tuple(builds[:1]) and sorted(m[4][1:]) == sorted(builds[1:])
                       if kind in (RAISE, ADD) else sorted(m[4]) == sorted(builds))
        if m[0] == kind and m[1] == card and m[3] == loose and same_builds:
            if value is None or m[2] == value or (kind == CAPTURE and value in state.values.hand_values[card]):
                return m
    raise IllegalMove(explain(state, new_move(kind, card, value or 0, loose, tuple(builds)), legal))


def moves_within(state: GameState, card: int, loose=(), builds=None) -> list[Move]:
    """Legal moves of one hand card that use only the given table cards.

    Whether a capture or build is legal depends only on the cards it uses
    (and on the hand and the builds, which are kept), so generating on a
    table cut down to those cards gives exactly the legal moves among them,
    without enumerating the whole table, which can hold millions of captures
    on a long Nordic table.  Trailing is decided on the whole table (it may
    be refused because a capture exists).  ``builds=None`` keeps every build.
    """
    if state.phase != PHASE_PLAY or card not in [c % 52 for c in state.hands[state.to_move]]:
        return []
    sub = state.clone()
    pool = list(sub.loose)
    kept = []
    for f in loose:
        for i, c in enumerate(pool):
            if c % 52 == f:
                kept.append(pool.pop(i))
                break
    sub.loose = kept
    if builds is not None:
        wanted = set(builds)
        # Builds the move does not name still matter when they are the
        # mover's (the owner rule) or their partner's (the values one may
        # build for them, ``predicates.partner_values``).
        ours = {sub.to_move}
        if state.rules.build_for_partner and state.partnerships:
            ours.add((sub.to_move + 2) % sub.players)
        sub.builds = [b for b in sub.builds if b.key in wanted or b.controller in ours
                      or (state.rules.same_value_builds == "merge")]
    if not state.rules.single_build_as_card and bounded.estimate(sub) > bounded.MOVE_CAP:
        # A long selection (forty cards named at once): only the moves that
        # use all of them, by the same generator, rather than every subset.
        found = _moves_under_house_rules(sub, sub.to_move, sub.hands[sub.to_move], bounded.Exact(builds))
    else:
        found = legal_moves(sub)
    out = [m for m in found if m[1] == card and (m[0] != TRAIL or m[3])
           and (builds is None or set(m[4]) <= set(builds))]
    if trail_allowed(state, state.to_move, has_capture(state)):
        trail = new_move(TRAIL, card, 0, (), ())
        controlled = [b for b in state.builds if b.controller == state.to_move]
        hand = [c % 52 for c in state.hands[state.to_move]]
        if not controlled or keeps_build_values(state, state.to_move, trail, controlled, hand):
            out.append(trail)
    if state.rules.forced_pairing:
        # Like trailing, which equal cards a play must take is a question of
        # the whole table: the same filter as ``legal_moves``.
        out = pairing_kept(state, out, [c % 52 for c in state.loose])
    return out


def attempted_move(state: GameState, card: int, loose=(), builds=()) -> Move:
    """The move a player most plausibly means by dropping ``card`` on the
    table cards ``loose`` and the builds ``builds`` (keys): a trail on
    nothing; on one build the card cannot take, a raise of it (or an add,
    when the card and the loose cards make its value); on loose cards whose
    sum the card cannot take, a build of card + sum; else a capture.  Only
    the sentence of a refusal depends on this guess, never what is legal."""
    vt = state.values
    loose, builds = tuple(loose), tuple(builds)
    if not loose and not builds:
        return new_move(TRAIL, card, None, (), ())
    values = vt.hand_values[card]
    h = vt.sum_value[card]
    total = None if any(vt.rank_only[x] for x in loose) else sum(vt.sum_value[x] for x in loose)
    numeric = state.rules.building and not vt.rank_only[card] and total is not None
    if numeric and len(builds) == 1:
        target = next((b for b in state.builds if b.key == builds[0]), None)
        if target is not None and target.value not in values:
            if loose and h + total == target.value:
                return new_move(ADD, card, target.value, loose, builds)
            return new_move(RAISE, card, target.value + h, loose, builds)
    if numeric and not builds and total not in values:
        return new_move(BUILD, card, total + h, loose, ())
    return new_move(CAPTURE, card, None, loose, builds)


def reason_for_attempt(state: GameState, card: int, loose=(), builds=()) -> str | None:
    """``check`` of the move a drop most plausibly means (``attempted_move``):
    None when it is legal, else the sentence of the rule it breaks."""
    return check(state, attempted_move(state, card, loose, builds))


def has_capture(state: GameState) -> bool:
    """Whether the seat to move can capture anything (compulsory capture).
    One group of the value is enough: no need to list the unions."""
    vt = state.values
    vals, counts, _ = combos.classify_faces([c % 52 for c in state.loose], vt.sum_value)
    groups = combos.signature(vals, counts, vt.dual_ace).by_sum
    loose_ranks = {(c % 52) >> 2 for c in state.loose}
    for c in state.hands[state.to_move]:
        f = c % 52
        for v in vt.hand_values[f]:
            if any(b.value == v and vt.rank_only[b.key[0]] == vt.rank_only[f] for b in state.builds):
                return True
            if vt.rank_only[f]:
                if f >> 2 in loose_ranks:
                    return True
            elif groups.get(v):
                return True
    return False


def check(state: GameState, move) -> str | None:
    """None when the move is legal, else the reason in one sentence."""
    try:
        resolve(state, move)
    except IllegalMove as err:
        return str(err)
    return None


def _names(faces) -> str:
    return " + ".join(pretty(f) for f in faces)


def explain(state: GameState, m: Move, legal: list[Move]) -> str:
    kind, f, value, loose, bkeys = m
    if state.phase != PHASE_PLAY:
        return "The round is over: no card can be played now."
    seat = state.to_move
    hand = [c % 52 for c in state.hands[seat] if c != HIDDEN]
    r = state.rules
    vt = state.values
    if f not in hand:
        return f"You do not hold the {pretty(f)}."
    table = [c % 52 for c in state.loose]
    for x in set(loose):
        if table.count(x) < loose.count(x):
            return f"The {pretty(x)} is not on the table."
    builds: dict = {}
    for b in state.builds:  # the first of twin builds, as a move names it (``named_builds``)
        builds.setdefault(b.key, b)
    for key in bkeys:
        if key not in builds:
            return f"There is no build of {_names(key)} on the table."
    if sentence := house_refusal(state, m):
        return sentence  # a rule written only as a predicate (``predicates.HOUSE_FILTERS``)
    controlled = [b for b in state.builds if b.controller == seat]
    captures_exist = has_capture(state)

    if kind == TRAIL and loose:
        if not (r.building and r.trail_and_build):
            return "A trail takes no table cards (trailing and building at once is a house rule that is off)."
        if controlled and not r.owner_may_trail:
            return _owner_trail_sentence(controlled, r)
        if r.forced_pairing and (equal := equal_loose(state, f, table)):
            return _pairing_sentence(f, equal)  # judged on the whole table, as ``pairing_kept`` does
        if controlled and r.owner_obligation == "simple":
            return _owner_duty_sentence(controlled)
        if not any(value in vt.hand_values[g] for g in hand if g != f):
            return f"To build {value} you must still hold a card that takes {value}."
        return f"Those table cards cannot be split into groups of {value} for a build of two or more cards."
    if kind == TRAIL and bkeys:
        return "A trail takes nothing from the table: to play onto a build, take it, raise it or add to it."
    if kind == TRAIL:
        if value:
            return "A card trailed alone makes no build, so it declares no value."
        if controlled and not r.owner_may_trail:
            return _owner_trail_sentence(controlled, r)
        if r.forced_pairing and (equal := equal_loose(state, f, table)):
            return _pairing_sentence(f, equal)
        if r.compulsory_capture and captures_exist:
            return "Capturing is compulsory here, and you can capture: you may not trail."
        return "That trail is not allowed here."

    if kind == CAPTURE:
        return _explain_capture(state, m, hand, builds, controlled, legal)

    # build, raise, add
    if not r.building:
        return "This variant has no building: capture or trail."
    if controlled and r.owner_obligation == "simple" and kind in (BUILD, ADD):
        return _owner_duty_sentence(controlled)
    if vt.rank_only[f] and not r.face_builds:
        return "Court cards have no number here: they cannot be built with."
    if vt.rank_only[f]:
        return _explain_court_build(state, m, hand, builds)
    target = builds[bkeys[0]] if bkeys and kind in (RAISE, ADD) else None
    if kind == RAISE:
        # What the raise is about first: the build it would change.
        if target is None:
            return "Say which build you raise."
        if target.multiple:
            return f"The build of {target.value} is a multiple build: its value never changes, so it cannot be raised."
        if sentence := raise_own_refusal(r, seat, m, target):
            return sentence
    rest = list(hand)
    rest.remove(f)
    if value > vt.max_build:
        return f"Builds may not exceed {vt.max_build} in this variant."
    if not any(value in vt.hand_values[g] for g in rest) and value not in partner_values(state, seat):
        if kind == RAISE:
            return (f"To raise the build of {target.value} to {value} you must still hold a card "
                    f"that takes {value}.")
        if r.build_for_partner and state.partnerships:
            return (f"To build {value} you must still hold a card that takes {value}, or build it for your "
                    f"partner while they own a build of {value}.")
        return f"To build {value} you must still hold a card that takes {value}."
    if any(vt.rank_only[x] for x in loose) and not vt.rank_only[f]:
        return "Court cards have no number here: they cannot go into a build."
    if kind == RAISE:
        h = vt.sum_value[f]
        if value != target.value + h:
            if not r.table_cards_raise_single:
                return (f"Raising adds exactly one card from your hand: {target.value} + {h} makes "
                        f"{target.value + h}, not {value}; table cards may not change a build's value.")
            return f"The {pretty(f)} must help change the value: {target.value} + {h} + table cards must make {value}."
    if kind == ADD:
        target = builds[bkeys[0]] if bkeys else None
        if target is None:
            return "Say which build you add to."
        if target.value != value:
            return f"Adding does not change a build's value: that build is {target.value}, not {value}."
    if kind == BUILD and not loose and not bkeys:
        return "A build needs at least one card from the table."
    if kind == BUILD and r.same_value_builds == "merge" and any(b.value == value for b in state.builds):
        return f"A build of {value} is already on the table: in this variant you add to it instead."
    joined = [builds[k] for k in bkeys[1 if kind in (RAISE, ADD) else 0:]]  # builds that join as cards
    if multiple := [b for b in joined if b.multiple]:
        return (f"The build of {multiple[0].value} is a multiple build: it can be taken or added to, "
                "never built into another build.")
    if joined and not r.single_build_as_card:
        return "A build is not a card: it cannot join a sum unless single builds count as cards."
    vals = [vt.sum_value[x] for x in loose] + [builds[k].value for k in bkeys[1 if kind in (RAISE, ADD) else 0:]]
    if kind == RAISE:
        vals = [builds[bkeys[0]].value + vt.sum_value[f]] + vals
    else:
        vals = [vt.sum_value[f]] + vals
    if kind in (BUILD, RAISE, ADD) and not combos.can_partition(vals, value):
        return (f"The {pretty(f)} with {_names(loose) or 'nothing'} cannot be split into groups that each "
                f"make {value}; cards inside a build are never split or rearranged.")
    if kind == BUILD and any(not builds[k].multiple for k in bkeys) and not r.single_build_as_card:
        return "A build is not a card: it cannot join a sum unless single builds count as cards."
    if controlled and not keeps_build_values(state, seat, m, controlled, hand):
        return _keep_sentence(controlled)
    return "That play is not legal here."


def _explain_capture(state, m, hand, builds, controlled, legal) -> str:
    kind, f, value, loose, bkeys = m
    vt = state.values
    r = state.rules
    values = vt.hand_values[f] if not value else (value,)
    if value and value not in vt.hand_values[f]:
        return f"The {pretty(f)} cannot count as {value}."
    v_text = " or ".join(str(v) for v in vt.hand_values[f])
    for key in bkeys:
        b = builds[key]
        if b.value not in values and not (r.single_build_as_card and not b.multiple):
            return (f"A build is taken only whole by a card of its value: the build of {b.value} "
                    f"cannot be taken by a card worth {v_text}.")
    if not loose and not bkeys:
        return "Say which table cards you take."
    if vt.rank_only[f]:
        if any(x >> 2 != f >> 2 for x in loose) or any(builds[k].key[0] >> 2 != f >> 2 for k in bkeys):
            return "Court cards have no number here: a court card takes only cards of its own rank."
        if len(loose) > 1 and r.face_capture == "one":
            return "A court card takes only one card of its rank at a time in this variant."
        if len(loose) > 1 and r.face_capture == "one_or_three" and len(loose) != 3:
            return "A court card takes one card of its rank, or all three at once by the fourth."
    else:
        if any(vt.rank_only[x] for x in loose):
            return "Court cards have no number here: they are taken only by a card of their own rank."
        sums = [vt.sum_value[x] for x in loose]
        extra = [builds[k].value for k in bkeys if r.single_build_as_card and not builds[k].multiple
                 and builds[k].value not in values]
        if (loose or extra) and not any(combos.can_partition(sums + extra, v, vt.dual_ace) for v in values):
            if any(b.value < max(values) for b in (builds[k] for k in bkeys)) and not r.single_build_as_card:
                return "A build is not a card: it cannot be part of a sum."
            return (f"Those cards cannot be split into groups that each add up to {v_text}: "
                    "every table card belongs to at most one group.")
        if not loose and not bkeys:
            return "Say which table cards you take."
    if r.forced_pairing:
        table_faces = [c % 52 for c in state.loose]
        # The value named, or else every value the card has: the sentence is
        # the rule's only if the capture leaves equal cards at each of them.
        lefts = []
        for v in values:
            equal = equal_loose(state, f, table_faces, v)
            lefts.append((v, [x for x in dict.fromkeys(equal) if loose.count(x) < equal.count(x)]))
        if all(left for _, left in lefts):
            value, left = lefts[0]
            played = f"the {pretty(f)}" + (f" as {value}" if len(vt.hand_values[f]) > 1 else "")
            return f"A card must take every loose card equal to it: {played} must also take the {_names(left)}."
    if controlled and not keeps_build_values(state, state.to_move, m, controlled, hand):
        return _keep_sentence(controlled)
    return "That capture is not legal here."


def _explain_court_build(state, m, hand, builds) -> str:
    """Seed 004's court-card builds (``face_builds``): a court card on loose
    court cards of its rank, taken later by another of that rank."""
    kind, f, value, loose, bkeys = m
    rank = f >> 2
    if kind == BUILD and (bkeys or not loose):
        return "A court card builds only on loose table cards of its own rank."
    if any(x >> 2 != rank for x in loose) or value != rank + 1 or any(builds[k].key[0] >> 2 != rank for k in bkeys):
        return "A court card builds only on table cards of its own rank, to be taken by another of that rank."
    rest = list(hand)
    rest.remove(f)
    if not any(g >> 2 == rank for g in rest):
        return "To build with a court card you must still hold another card of its rank to take the build."
    if state.rules.face_capture == "one_or_three":
        return "A court-card build must then hold three cards of its rank, to be taken by the fourth."
    return "A court card is added only to a court-card build of its own rank."


def _pairing_sentence(f: int, equal: list[int]) -> str:
    return (f"A card equal to a loose table card may not be trailed: the {pretty(f)} must take the "
            f"{_names(dict.fromkeys(equal))}, or go into a build.")


def _owner_trail_sentence(controlled, r) -> str:
    b = controlled[0]
    if r.owner_obligation == "simple":
        return (f"You control the build of {b.value}: you may not trail; take it, "
                "capture something else, or raise a build.")
    return (f"You control the build of {b.value}: you may not trail; take it, "
            "capture something else, build, or add to a build.")


def _owner_duty_sentence(controlled) -> str:
    b = controlled[0]
    return (f"While you own the build of {b.value} you must take it, capture something else, or raise a build: "
            "you may not make another build or add to one.")


def _keep_sentence(controlled) -> str:
    b = controlled[0]
    return (f"You control the build of {b.value}: you must keep a card that takes {b.value} "
            "until you take the build.")
