"""CLI fuzzer: generated inputs to ``moves``, ``check`` and ``score``, run
through ``cli.main`` in-process.

Must hold for every input: no exception out of ``main`` (a user would see a
traceback), a refusal is exit 2 with one line ``error: <sentence>``, an
answer is exit 0 with JSON, and no input takes over 5 s.  ~200 inputs by
default, 2,000 under the slow marker.  Inputs start from real positions and
finished rounds of random games of every preset, then are damaged with the
save mutator's byte and JSON mutations.
"""
from __future__ import annotations

import json
import random
import time

import pytest

from casino_desktop.core import legal_moves, make_rules
from casino_desktop.core.cards import card_text
from casino_desktop.core.play import apply
from casino_desktop.core.variants import PRESETS
from casino_desktop.core.rules_sense import game_problem
from tests.cli.runner import assert_refused, run_cli
from tests.save_mutator import CARDS, mutate

SLOW_SECONDS = 5.0

# Inputs found to take over SLOW_SECONDS, kept here rather than hidden: huge
# legal tables are bounded by the engine's own work (issue 18, part E), not
# by reading the input.  None so far.
KNOWN_SLOW_INPUTS: list[bytes] = []


def _position(state, variant: str) -> dict:
    seat = state.to_move
    table = [card_text(c) for c in state.loose]
    table += [{"build": [card_text(c) for c in b.cards], "value": b.value, "multiple": b.multiple,
               "controller": b.controller} for b in state.builds]
    return {"variant": variant, "options": {}, "players": state.players, "partnerships": state.partnerships,
            "to_move": seat, "hands": {str(seat): [card_text(c) for c in state.hands[seat]]}, "table": table,
            "final_deal": not state.stock}


def _round(state, variant: str) -> dict:
    sides = range(state.sides)
    last = None if state.last_capturer is None else state.side_of(state.last_capturer)
    return {"variant": variant, "captured": {str(i): [card_text(c) for c in state.captured[i]] for i in sides},
            "sweeps": {str(i): len(state.sweeps[i]) for i in sides},
            "mulles": {str(i): list(state.mulles[i]) for i in sides},
            "opened": {str(i): len(state.opened[i]) for i in sides}, "last_capturer": last}


def seed_inputs(rng: random.Random) -> list[tuple[str, bytes]]:
    """(command, stdin) pairs that are all good: positions met in random
    games, a legal and an odd move for each, and finished rounds."""
    out = []
    for v in PRESETS:
        rules = make_rules(v.id)
        tables = [(p, ps) for p in (2, 3, 4) for ps in (False, True) if game_problem(rules, p, ps) is None]
        players, partnerships = rng.choice(tables)
        from casino_desktop.core import new_game
        state = new_game(rules, players, partnerships, rng.randrange(1, 2**31))
        while state.phase == "play":
            moves = legal_moves(state)
            if rng.random() < 0.15:
                pos = _position(state, v.id)
                out.append(("moves", json.dumps(pos).encode()))
                move = rng.choice(moves).text(show_value=rng.random() < 0.5)
                out.append(("check", json.dumps({"position": pos, "move": move}).encode()))
                odd = move.split(" ")
                odd[rng.randrange(len(odd))] = rng.choice(CARDS + ["\u00b2", "take", "=", "["])
                out.append(("check", json.dumps({"position": pos, "move": " ".join(odd)}).encode()))
            apply(state, rng.choice(moves))
        out.append(("score", json.dumps(_round(state, v.id)).encode()))
    return out


def fuzz(count: int, seed: int) -> dict:
    rng = random.Random(seed)
    seeds = seed_inputs(rng)
    pool = [data for _, data in seeds]
    seen = {"refused": 0, "answered": 0, "slow": []}
    for i in range(count):
        command, data = rng.choice(seeds)
        if i % 10:  # one input in ten stays good: the answers are checked too
            data = mutate(data, rng, pool)
        start = time.perf_counter()
        try:
            result = run_cli([command], data)
        except BaseException as err:  # a traceback for the user: show the input that made it
            raise AssertionError(f"input {i} to '{command}' raised {type(err).__name__}: {err}; "
                                 f"input: {data[:300]!r}") from err
        elapsed = time.perf_counter() - start
        if elapsed > SLOW_SECONDS and data not in KNOWN_SLOW_INPUTS:
            seen["slow"].append((command, round(elapsed, 1), data[:300]))
        code, out, err = result
        (out + err).encode("utf-8")  # printable on a UTF-8 terminal (a lone surrogate once was not)
        if code == 0:
            json.loads(out)
            seen["answered"] += 1
        else:
            assert_refused(result)
            seen["refused"] += 1
    return seen


def test_cli_fuzz_small_run_has_no_traceback():
    seen = fuzz(200, seed=2)
    assert seen["slow"] == []
    assert seen["refused"] > 50 and seen["answered"] > 20


@pytest.mark.slow
def test_cli_fuzz_2000_inputs_have_no_traceback_and_none_over_5_s():
    seen = fuzz(2000, seed=18)
    print(f"\ncli fuzz, 2,000 inputs: {seen['refused']:,} refused (exit 2, one line), "
          f"{seen['answered']:,} answered, 0 tracebacks, {len(seen['slow'])} over {SLOW_SECONDS:.0f} s")
    assert seen["slow"] == []
