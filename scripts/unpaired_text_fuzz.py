"""Unpaired code points in every text field of every file and input we read.

    python scripts/unpaired_text_fuzz.py [--saves 2000] [--settings 600] [--cli 600] [--seed 30]

A lone half of a UTF-16 pair (JSON spells it "\\ud800"), a pair reversed, the
half of an emoji, a byte the system could not decode (Python's
surrogateescape) and code points that are odd but writable are put into one
text of

* a real save (any key or value: names, levels, moves, variant, id), loaded
  as Game › Open and the autosave load it; an accepted save must then be
  writable as the autosave the window would write;
* one setting (the seats, variant, house rules, speed, card look, language),
  read as the window reads it at start; the game set up from it must be
  writable as a save;
* the command line's input (a position, a move, a round) and its arguments
  (house rules, drill topic, answer): the answer must be printable on a
  UTF-8 terminal.

Counts, per source: refused with a sentence, accepted and writable, accepted
but NOT writable (each one a game that can no longer be saved), crashes.
In-process and seeded; about a minute for the defaults.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this tree's casino_desktop and tests, not an installed copy
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.save_mutator import ODD_BUT_WRITABLE, UNPAIRED, on_json, unpaired_text, sample_saves  # noqa: E402  (after sys.path is set)

ODD = UNPAIRED * 3 + ODD_BUT_WRITABLE


def _writable(text: str) -> bool:
    try:
        text.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def fuzz_saves(count: int, rng: random.Random) -> Counter:
    from casino_desktop.core.record import RecordError, load_record
    from casino_desktop.qt.game.files import record_of, setup_of
    saves = sample_saves(rng.randrange(1000), per_preset=2)
    put_text = on_json(unpaired_text)
    seen: Counter = Counter()
    for _ in range(count):
        data = put_text(rng.choice(saves), rng, saves)
        try:
            record, state = load_record(data)
        except RecordError:
            seen["refused"] += 1
            continue
        except Exception:  # noqa: BLE001 - a crash is what is counted
            seen["crash"] += 1
            continue
        setup = setup_of(record)
        written = record_of(setup, state.seed, record.moves, record.match_id)
        seen["accepted, writable" if _writable(written.to_json()) else "accepted, NOT writable"] += 1
    return seen


SETTING_KEYS = ["game/seats", "game/variant", "game/options", "view/speed", "cards/theme", "cards/back",
                "cards/felt", "view/language"]


def _odd_setting(key: str, odd: str, rng: random.Random):
    if key == "game/seats":
        seat = ["human", "casual", "Ann"]
        i = rng.randrange(3)
        seat[i] = seat[i][:1] + odd + seat[i][1:]
        return json.dumps([seat, ["computer", "casual", ""]], ensure_ascii=rng.random() < 0.7)
    if key == "game/options":
        return json.dumps({"target" + odd: 11} if rng.random() < 0.5 else {"most_cards": odd},
                          ensure_ascii=rng.random() < 0.7)
    return {"game/variant": "casino", "view/speed": "fast", "view/language": "sv"}.get(key, "classic") + odd


def fuzz_settings(count: int, rng: random.Random, folder: Path) -> Counter:
    from PySide6.QtCore import QCoreApplication, QSettings
    from casino_desktop.qt.game.files import record_of
    from casino_desktop.qt.game.setup import load_flag, load_setup, load_speed
    QCoreApplication.instance() or QCoreApplication([])
    seen: Counter = Counter()
    for i in range(count):
        key = SETTING_KEYS[i % len(SETTING_KEYS)]
        settings = QSettings(str(folder / f"s{i}.ini"), QSettings.Format.IniFormat)
        settings.setValue(key, _odd_setting(key, rng.choice(ODD), rng))
        try:
            setup = load_setup(settings)
            load_speed(settings), load_flag("view/large_cards", False, settings)
            text = record_of(setup, 1, [], "ab12").to_json()
        except Exception:  # noqa: BLE001  (the fuzzer counts every crash, whatever its kind)
            seen["crash"] += 1
            continue
        seen["read, writable" if _writable(text) else "read, NOT writable"] += 1
    return seen


def fuzz_cli(count: int, rng: random.Random) -> Counter:
    from tests.cli.runner import run_cli
    from tests.cli.test_fuzz import seed_inputs
    seeds = seed_inputs(rng)
    put_text = on_json(unpaired_text)
    seen: Counter = Counter()
    for i in range(count):
        if i % 4 == 3:  # the arguments: what the system could not decode comes as surrogates
            odd = rng.choice(ODD)
            args = rng.choice([["drill", "--kind", "legal", "--topic", "x" + odd],
                               ["drill", "--kind", "legal", "--answer", json.dumps(odd, ensure_ascii=False)],
                               ["simulate", "--games", "1", "--options", json.dumps({"target": odd})],
                               ["moves", "--lang", "sv" + odd]])
            data = b""
        else:
            args, data = rng.choice(seeds)
            args, data = [args], put_text(data, rng, [data])
        try:
            code, out, err = run_cli(args, data)
        except SystemExit as exit_:  # argparse's own refusal of an argument
            code, out, err = exit_.code, "", "usage"
        except Exception:  # noqa: BLE001  (the fuzzer counts every crash, whatever its kind)
            seen["traceback"] += 1
            continue
        if not _writable(out + err):
            seen["answer NOT printable"] += 1
        else:
            seen["answered" if code == 0 else "refused"] += 1
    return seen


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--saves", type=int, default=2000)
    p.add_argument("--settings", type=int, default=600)
    p.add_argument("--cli", type=int, default=600)
    p.add_argument("--seed", type=int, default=30)
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    bad = 0
    with tempfile.TemporaryDirectory(prefix="unpaired-") as folder:
        for name, seen in (("saves", fuzz_saves(args.saves, rng)),
                           ("settings", fuzz_settings(args.settings, rng, Path(folder))),
                           ("cli", fuzz_cli(args.cli, rng))):
            print(f"{name}: " + ", ".join(f"{n:,} {what}" for what, n in sorted(seen.items())), flush=True)
            bad += sum(n for what, n in seen.items() if "NOT" in what or what in ("crash", "traceback"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
