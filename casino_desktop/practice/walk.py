"""Where drills come from: positions of seeded random games, seen by the
seat to move, and candidate moves near the legal ones.

A drill shows a position as the mover sees it (``core.position`` JSON: the
mover's hand, the table, whose builds are whose), so every position here is
read back through ``position_from_json`` before a drill asks anything about
it: what the player is shown is exactly what the answer is checked on.
Everything is deterministic per seed (``random.Random`` seeded, no clock).
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator, Mapping

from ..core import (ADD, BUILD, CAPTURE, KINDS, PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, RAISE, TABLE_ADD, TABLE_BUILD,
                    TRAIL, TURN_SEVERAL, GameState, Move, Rules, apply, card_text, game_problem, legal_moves, make_rules,
                    new_game, new_move, next_round, position_from_json)

__all__ = ["table_for", "position_json", "shown_as_is", "view_of", "positions", "finished_rounds", "candidates",
           "template_pattern", "match_template"]

# Plies of one game before the walk starts another (a new seed): long enough
# for builds to stand and hands to run low, short enough to see many deals.
GAME_PLIES = 120
BUILD_BIAS = 0.5


def table_for(rules: Rules, seed: int) -> tuple[int, bool] | None:
    """Players and partnerships for a game of ``rules``: two players where the
    variant allows it; every other seed four in partnerships where allowed,
    because the partner's builds change what a player may build and trail.
    None if no table can play them: house rules each sane, but not together
    at any table (two players at most, and building for a partner), which
    ``make_rules`` takes and a practice window was given; its drills failed
    on an empty list rather than coming to none."""
    tables = [(2, False), (3, False), (4, True), (4, False)]
    allowed = [t for t in tables if game_problem(rules, *t) is None]
    if seed % 2 and (4, True) in allowed:
        return 4, True
    return allowed[0] if allowed else None


def position_json(state: GameState, variant: str, options: Mapping[str, object]) -> dict[str, object]:
    """The position as the seat to move sees it, in ``core.position`` JSON.
    The house rules go in sorted, so the same rules chosen in another order
    (New Game's rows, a stored setup, the command line) make the same
    position text, and the same drills from it."""
    seat = state.to_move
    table: list[str | dict[str, object]] = [card_text(c) for c in state.loose]
    for b in state.builds:
        table.append({"build": [card_text(c) for c in b.cards], "value": b.value, "multiple": b.multiple,
                      "controller": b.controller})
    out: dict[str, object] = {
        "variant": variant, "options": dict(sorted(options.items())), "players": state.players,
        "partnerships": state.partnerships, "to_move": seat,
        "hands": {str(seat): [card_text(c) for c in state.hands[seat]]},
        "table": table, "final_deal": not state.stock, "deal": state.deals_done}
    if state.stacks is not None:
        # The face-up capture piles, bottom first: their tops are in play.
        out["piles"] = [[card_text(c) for c in pile] for pile in state.stacks]
    if state.rules.turn_actions == TURN_SEVERAL:
        out["turn_played"] = state.turn_played
    return out


def shown_as_is(state: GameState) -> bool:
    """Whether a position can be shown as it stands: the mover holds a card
    (a turn of several actions may go on after the last one was played;
    a drill always shows a hand), and no build was added to this turn on
    the promise of capturing it (a position does not carry that promise)."""
    return bool(state.hands[state.to_move]) and state.pledge is None


def view_of(state: GameState, variant: str, options: Mapping[str, object]) -> tuple[dict[str, object], GameState]:
    """(position JSON, the state read back from it): what a drill asks on."""
    data = position_json(state, variant, options)
    return data, position_from_json(data)


def positions(variant: str, options: dict[str, object], seed: int, limit: int,
              build_bias: float = BUILD_BIAS) -> Iterator[tuple[dict[str, object], GameState, random.Random]]:
    """Up to ``limit`` positions in play of seeded random games under the
    rules, each as (position JSON, its state, the walk's random source);
    ``build_bias`` is how often a play that makes or changes a build is
    chosen, where there is one, rather than any play at random."""
    rules = make_rules(variant, options)
    rng = random.Random(seed)
    game = 0
    given = 0
    while given < limit:
        table = table_for(rules, seed + game)
        if table is None:
            return   # no table can play these rules: no position
        players, partners = table
        state = new_game(rules, players, partners, seed * 1009 + game)
        game += 1
        for _ in range(GAME_PLIES):
            if state.phase == PHASE_MATCH_OVER or given >= limit:
                break
            if state.phase == PHASE_ROUND_OVER:
                next_round(state)
                continue
            if shown_as_is(state):
                # Every position play reaches reads back (a refusal here is a
                # core fault, and the tests that walk it fail on it).
                data, seen = view_of(state, variant, options)
                yield data, seen, rng
                given += 1
            legal = legal_moves(state)
            # Builds are chosen more often than at random, so that several
            # stand on the table at once: the building rules need them.
            making = [m for m in legal if m.kind in (BUILD, RAISE, ADD, TABLE_BUILD, TABLE_ADD)]
            apply(state, rng.choice(making if making and rng.random() < build_bias else legal))


def finished_rounds(variant: str, options: dict[str, object], seed: int,
                    limit: int, lopsided: bool = False) -> Iterator[tuple[GameState, bool]]:
    """Up to ``limit`` states at the end of a round played at random by two
    sides (two players, or four in partnerships), with whether the round was
    cut short by a win during play (then only its immediate items count).
    ``lopsided``: the first side always takes as many table cards as it can
    and the other trails where it may, so that one side ends with nearly
    everything: how a "take all 13 spades" item is ever seen (random play
    gives it about once in tens of thousands of rounds)."""
    rules = make_rules(variant, options)
    tables = [t for t in ((2, False), (4, True)) if game_problem(rules, *t) is None]
    if not tables:
        return
    rng = random.Random(seed)
    for game in range(limit):
        state = new_game(rules, *tables[game % len(tables)], seed * 1009 + game)
        while state.phase == PHASE_PLAY:
            legal = legal_moves(state)
            apply(state, _lopsided_choice(state, legal, rng) if lopsided else rng.choice(legal))
        yield state, bool(state.round_results[-1].get("ended_mid_round"))


def _lopsided_choice(state: GameState, legal: list[Move], rng: random.Random) -> Move:
    """The taker's side (seat 0, and its partner) plays a capture of the most
    table items; the other side a trail where it has one."""
    if state.to_move % 2 == 0:
        most = max(len(m.loose) + len(m.builds) if m.kind == CAPTURE else -1 for m in legal)
        if most >= 0:
            return rng.choice([m for m in legal if m.kind == CAPTURE and len(m.loose) + len(m.builds) == most])
        return rng.choice(legal)
    trails = [m for m in legal if m.kind == TRAIL and not m.loose]
    return rng.choice(trails or legal)


def candidates(state: GameState, legal: list[Move], rng: random.Random, near: int = 8, guesses: int = 8) -> list[Move]:
    """Moves near the legal ones (a value off by one, a table card more or
    less, a build more or less, another kind or hand card) and plain guesses:
    most are illegal, each for the reason of the first rule it breaks."""
    hand = sorted({c % 52 for c in state.hands[state.to_move] if c >= 0})
    loose = sorted(c % 52 for c in state.loose)
    keys = [b.key for b in state.builds]
    others = [f for f in range(52) if f not in hand]
    out: list[Move] = []
    for m in rng.sample(legal, min(near, len(legal))):
        kind, f, value, ls, bs = m
        assert value is not None   # a legal move always names its value
        out.append(new_move(kind, f, value + 1, ls, bs))
        out.append(new_move(kind, f, max(value - 1, 0), ls, bs))
        if loose:
            out.append(new_move(kind, f, value, tuple(sorted(ls + (rng.choice(loose),))), bs))
        if ls:
            out.append(new_move(kind, f, value, ls[1:], bs))
        if keys:
            out.append(new_move(kind, f, value, ls, bs + (rng.choice(keys),)))
        if bs:
            out.append(new_move(kind, f, value, ls, bs[:-1]))
        out.append(new_move(rng.choice(KINDS), f, value, ls, bs))
        out.append(new_move(kind, rng.choice(hand), value, ls, bs))
        out.append(new_move(kind, rng.choice(others), value, ls, bs))
    for _ in range(guesses):
        kind = rng.choice(KINDS)
        ls = tuple(sorted(rng.sample(loose, min(len(loose), rng.randrange(4)))))
        bs = tuple(rng.sample(keys, min(len(keys), rng.randrange(3))))
        if kind == "trail" and rng.random() < 0.5:
            ls, bs = (), ()
        out.append(new_move(kind, rng.choice(hand), rng.randrange(0, 17), ls, bs))
    return out


def template_pattern(template: str) -> re.Pattern[str]:
    """A regular expression matching the sentences a template fills, with
    one named group per field."""
    parts: list[str] = []
    seen: set[str] = set()
    for literal, field, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        if field is not None:
            parts.append(f"(?P={field})" if field in seen else f"(?P<{field}>.+?)")
            seen.add(field)
    return re.compile("".join(parts) + r"\Z")


def match_template(sentence: str, templates: list[str],
                   patterns: dict[str, re.Pattern[str]]) -> tuple[str, dict[str, str]] | None:
    """The first of ``templates`` that ``sentence`` fills, with its fields."""
    for t in templates:
        pat = patterns.get(t)
        if pat is None:
            pat = patterns[t] = template_pattern(t)
        found = pat.match(sentence)
        if found:
            return t, found.groupdict()
    return None
