"""Save fuzzer: damaged and forged records fed to ``load_record``.

Must hold for every input: no exception but ``RecordError`` (0 crashes),
each load bounded (0 hangs; 5 s is a hang detector, not a speed test), and
nothing accepted that is not a legal game: an accepted record replays move
by move through ``legal_moves``/``check``, and its canonical ``to_json``
reloads to the same state.  A small run by default; 10,000 mutations under
the slow marker (``pytest -m slow tests/core/test_save_fuzz.py -s`` prints
the count of each outcome).
"""
from __future__ import annotations

import random
import time
from collections import Counter

import pytest

from casino_desktop.core import check, legal_moves, next_round, resolve
from casino_desktop.core.play import apply
from casino_desktop.core.record import RecordError, load_record
from tests.save_mutator import mutate, sample_saves

HANG_SECONDS = 5.0


def assert_legal_game(record, state) -> None:
    """``record`` replays move by move as legal moves, to ``state``."""
    replay = record.new_state()
    for text in record.moves:
        if replay.phase == "round_over":
            next_round(replay)
        assert replay.phase == "play", "a move after the match was over was accepted"
        assert check(replay, text) is None, text
        move = resolve(replay, text)
        assert move in legal_moves(replay), text
        apply(replay, move)
    assert replay == state
    record.to_json().encode("utf-8")  # what was accepted can be written back (a lone surrogate could not)
    again, again_state = load_record(record.to_json())
    assert again == record and again_state == state


_CAUSES = (("nested", "nested too deep"), ("digits", "huge number"),
           ("too large", "too large (a number or the file)"), ("cut off or garbled", "not UTF-8 or not JSON"),
           ("cannot be played", "illegal move"),
           ("not a Casino game record", "not a record"), ("cannot play", "rules refused"))


def _cause(message: str) -> str:
    return next((name for words, name in _CAUSES if words in message), "other field")


def fuzz(count: int, seed: int) -> Counter:
    rng = random.Random(seed)
    saves = sample_saves(seed, per_preset=4)
    outcomes: Counter = Counter()
    for i in range(count):
        data = mutate(rng.choice(saves), rng, saves)
        if rng.random() < 0.3:  # the window may hand over text it decoded itself
            data = data.decode("utf-8", "replace")
        start = time.perf_counter()
        try:
            record, state = load_record(data)
        except RecordError as err:
            message = str(err)
            assert message and "\n" not in message and "Traceback" not in message, message
            outcomes["refused"] += 1
            outcomes["refused: " + _cause(message)] += 1
        except BaseException as err:  # anything else is a crash: show the input that made it
            raise AssertionError(f"mutation {i} crashed the loader ({type(err).__name__}: {err}); "
                                 f"input: {data[:300]!r}") from err
        else:
            assert_legal_game(record, state)
            outcomes["accepted"] += 1
        elapsed = time.perf_counter() - start
        assert elapsed < HANG_SECONDS, f"mutation {i} took {elapsed:.1f} s: {data[:300]!r}"
        outcomes["slowest_ms"] = max(outcomes["slowest_ms"], int(elapsed * 1000))
    return outcomes


def test_save_fuzz_small_run_has_no_crash_hang_or_illegal_game():
    outcomes = fuzz(300, seed=1)
    assert outcomes["refused"] + outcomes["accepted"] == 300
    assert outcomes["refused"] > 100  # the mutator does damage what it touches


@pytest.mark.slow
def test_save_fuzz_10000_mutations_have_no_crash_hang_or_illegal_game():
    outcomes = fuzz(10_000, seed=18)
    print(f"\nsave fuzz, 10,000 mutations: {outcomes['refused']:,} refused, {outcomes['accepted']:,} accepted "
          f"(each replayed as a legal game), 0 crashes, 0 hangs; slowest load {outcomes['slowest_ms']} ms")
    for key, n in sorted(outcomes.items()):
        if key.startswith("refused: "):
            print(f"  {key}: {n:,}")
    assert outcomes["refused"] + outcomes["accepted"] == 10_000
