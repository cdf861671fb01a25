"""Build positions for rule tests from card text, through the same JSON
position reader the CLI uses."""

from casino_desktop.core import check, legal_moves, make_rules, new_game, parse_card, resolve
from casino_desktop.core import predicates
from casino_desktop.core.moves import new_move, parse_move
from casino_desktop.core.position import position_from_json
from casino_desktop.core.rule_base import Seen
from casino_desktop.core.variants import PRESETS, RULE_FIELDS, VariantError


def position(variant, hand, table=(), builds=(), options=None, players=2, partnerships=False,
             to_move=0, others=None, final_deal=False, piles=None, turn_played=False):
    """``builds``: (cards text, value, multiple, controller) tuples;
    ``piles``: the face-up capture piles' cards as text, bottom first (the
    African family)."""
    hands = {str(to_move): list(hand.split()) if isinstance(hand, str) else list(hand)}
    for seat, cards in (others or {}).items():
        hands[str(seat)] = cards.split()
    items = list(table.split()) if isinstance(table, str) else list(table)
    for cards, value, multiple, controller in builds:
        items.append({"build": cards.split(), "value": value, "multiple": multiple, "controller": controller})
    return position_from_json({
        "variant": variant, "options": options or {}, "players": players, "partnerships": partnerships,
        "to_move": to_move, "hands": hands, "table": items, "final_deal": final_deal,
        **({"piles": [p.split() for p in piles]} if piles is not None else {}),
        **({"turn_played": True} if turn_played else {})})


def legal(state, text):
    reason = check(state, text)
    assert reason is None, f"{text!r} should be legal, refused: {reason}"
    return resolve(state, text)


def illegal(state, text, *fragments):
    reason = check(state, text)
    assert reason is not None, f"{text!r} should be refused"
    for frag in fragments:
        assert frag.lower() in reason.lower(), f"{text!r}: reason {reason!r} lacks {frag!r}"
    return reason


def texts(state, card=None):
    return {m.text() for m in legal_moves(state) if card is None or m.text().startswith(card + " ")}


def maximal_captures(state, card):
    sets = [frozenset(m.table_faces()) for m in legal_moves(state) if m.kind == "capture" and m.text().startswith(card + " ")]
    return {s for s in sets if not any(s < t for t in sets)}


def dealt_position(variant: str, hand: str, table: str, other: str = "9C 9H 9D 9S", seed: int = 1):
    """A two-player dealt state where seat 0 is to move, holding ``hand``;
    the other seat holds ``other`` and eight cards remain in the stock."""
    state = new_game(make_rules(variant), 2, False, seed)
    ids = lambda text: [parse_card(t) for t in text.split()]  # noqa: E731  (a one-line helper local to the test)
    state.hands = [ids(hand), ids(other)]
    state.loose = ids(table)
    state.builds = []
    used = set(state.hands[0]) | set(state.hands[1]) | set(state.loose)
    state.stock = [c for c in range(52) if c not in used][:8]
    state.to_move = 0
    state.dealer = 1
    return state


def field_values(f) -> list:
    """Every value of a rule field: its choices, both booleans, or its
    range's ends and middle (a range is too long to walk whole)."""
    meta = f.metadata
    if "choices" in meta:
        return list(meta["choices"])
    if isinstance(f.default, bool):
        return [False, True]
    lo, hi = meta["range"]
    return sorted({lo, (lo + hi) // 2, hi, f.default})


def rule_sets() -> list[tuple[str, str | None, object]]:
    """Every preset as it is, and every preset with one rule field changed to
    each other value it accepts: (preset id, field or None, value)."""
    out = []
    for v in PRESETS:
        out.append((v.id, None, None))
        for f in RULE_FIELDS:
            for value in field_values(f):
                if value == getattr(v.rules, f.name):
                    continue
                try:
                    make_rules(v.id, {f.name: value})
                except VariantError:
                    continue
                out.append((v.id, f.name, value))
    return out


# What one rule set of a preset costs the two default walks that use
# ``covering_rule_sets`` (test_predicates and test_conformance together), in
# ms of CPU, measured on 2026-12-07.  An African table deals the whole pack
# and plays two actions a turn: Swazi costs ten times a Nordic table.  A
# preset not named here (a new one) counts as the dearest, so that it takes
# on no more than it must until it is measured.
WALK_COST_MS = {
    "swazi-casino": 830, "sotho-casino": 320, "south-african-casino": 240,
    "mulle-kortspel": 160, "mulle": 160, "dominican-casino": 160, "royal-casino": 160,
    "casino": 130, "spade-casino": 115, "casino-simple": 110, "wippen": 100,
    "finnish-kasino": 90, "swedish-kasino": 87, "kasino": 85, "overspader": 80, "krypkasino": 70,
}


def _reads(vid: str, name: str, value) -> bool:
    """A rule in play under preset ``vid`` with ``name`` set to ``value``
    reads the field."""
    return any(name in r.fields for r in predicates.rules_in_play(make_rules(vid, {name: value})))


def covering_rule_sets(sets: list) -> list:
    """The default run's share of ``sets`` (from ``rule_sets``): every
    preset's own rules, and each (field, value) under one preset that takes
    it.  Each value goes to the taker whose walks cost least so far, its own
    cost counted in (``WALK_COST_MS``): the values only the dear African
    tables take stay there, and the others spread over the cheap tables
    instead of a third of them landing on the African ones, as an even count
    per preset had them (the default run's CPU, docs/testing.md).  The
    other combinations are the slow tier's: a rule's value behaves alike
    under each preset that accepts it, and the slow run still plays them
    all."""
    presets = [vid for vid, name, _ in sets if name is None]
    dearest = max(WALK_COST_MS.values())
    cost = {v: WALK_COST_MS.get(v, dearest) for v in presets}
    load = dict(cost)
    takers: dict = {}
    for vid, name, value in sets:
        if name is not None:
            takers.setdefault((name, value), []).append(vid)
    # A value of a field the legality rules read goes to a preset under which
    # it is in play where there is one: the build rules' values under a table
    # without building would walk nothing.
    read = {f for r in predicates.registry() for f in r.fields}
    in_play = {key: [v for v in vids if key[0] in read and _reads(v, *key)] for key, vids in takers.items()}
    takers = {key: in_play[key] or vids for key, vids in takers.items()}
    chosen = set()
    # The values fewest presets take are placed first, while every table's
    # load is still low: they have no cheaper home to wait for.
    for (name, value), vids in sorted(takers.items(), key=lambda kv: len(kv[1])):
        vid = min(vids, key=lambda v: (load[v] + cost[v], presets.index(v)))
        load[vid] += cost[vid]
        chosen.add((vid, name, value))
    return [c for c in sets if c[1] is None or c in chosen]


def move_of(move):
    """``move`` as the rules judge it: a Move as it is, text read as ``resolve``
    reads it (a capture that names no value has value 0)."""
    if not isinstance(move, str):
        return move
    kind, card, value, loose, builds = parse_move(move)
    return new_move(kind, card, value or 0, loose, builds)


def refuses(rule, state, move, sentence):
    """``check`` refuses ``move`` with exactly ``sentence``, and so does
    ``rule`` asked alone (so it is this rule that ``check`` names)."""
    m = move_of(move)
    assert check(state, m) == sentence, f"{move!r}: check said {check(state, m)!r}"
    assert rule.refusal(Seen(state), m) == sentence, f"{move!r}: {rule.name} said {rule.refusal(Seen(state), m)!r}"


def passes(rule, state, move):
    """``move`` is legal, and ``rule``, if these rules switch it on, does not
    refuse it asked alone (a rule out of play is never asked: its
    ``refusal`` answers as if it were on)."""
    m = move_of(move)
    assert check(state, m) is None, f"{move!r} should be legal, refused: {check(state, m)!r}"
    if rule.active(state.rules):
        assert rule.refusal(Seen(state), m) is None, f"{move!r}: {rule.name} refuses it"
