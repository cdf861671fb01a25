"""The command line's option values, checked before anything runs
(``simulate``, ``tournament``): the ranges of its numbers, and its levels.

A count with no upper bound (``--games 10**30``) ran until killed, a
negative one "succeeded" with empty results, and ``--jobs 100000`` opened a
pool of 100,000 processes: so every count and every time has a range, and a
value outside it is refused in one sentence naming the option.  The values
are read here from the text the system gave, not by argparse's ``type=``,
so that a word where a number belongs is refused the same way (argparse's
own refusal is a usage block with a Python repr in it)."""
from __future__ import annotations

import math
import os
import re

from typing import Any

from ..core.templates import N_, fill, join, whole_number
from .stdin_input import InputError, sentence_of

MAX_GAMES = 1_000_000  # games of ``simulate`` and duplicate deals of ``tournament``
MAX_PLAYERS_TEXT = 99  # the variant says how many players it takes; this only keeps the number readable
MAX_SEED = 2 ** 31 - 1  # as ``drill --seed``
MAX_SECONDS = 3600.0  # a level's thinking time per decision: an hour is already absurd
# More worker processes than processors only makes each one slower; 64
# keeps a machine with very many processors from being flooded all the same.
MAX_JOBS = max(1, min(64, os.cpu_count() or 1))

WHOLE_NUMBER = N_("The option {option} takes a whole number from {low} to {high}.")
LEVEL = N_("A level must be one of: {levels}.")
SECONDS = N_("The option {option} takes a number of seconds above 0 and at most {high}.")
# A number's text longer than this is out of every range above (and int()
# of a huge text is slow): refused without reading it.
MAX_DIGITS = 20
WHOLE = re.compile(r"-?[0-9]{1,%d}" % MAX_DIGITS)


def whole_in_range(text: str, option: str, low: int, high: int) -> int:
    """``text`` as a whole number from ``low`` to ``high``, else InputError."""
    digits = text.strip()
    value = int(digits) if WHOLE.fullmatch(digits) else None
    if value is None or not low <= value <= high:
        raise InputError(fill(WHOLE_NUMBER, option=option, low=whole_number(low), high=whole_number(high)))
    return value


def seconds_in_range(text: str | None, option: str, high: float = MAX_SECONDS) -> float | None:
    """``text`` as a finite time in seconds, above 0 and at most ``high``
    (``None`` stays ``None``: the level's own time), else InputError."""
    if text is None:
        return None
    try:
        value = float(text) if len(text) <= MAX_DIGITS + 10 else math.nan
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 < value <= high):  # nan fails every comparison: refused too
        raise InputError(fill(SECONDS, option=option, high=whole_number(int(high))))
    return value


def player_of(level: str) -> Any:
    """A fresh player of ``level``, else InputError listing the levels (the
    engine's own refusal is a ValueError with a traceback)."""
    from ..ai import LEVELS, make_player  # the CLI starts with the core alone
    from ..ai.dials import DialError
    try:
        return make_player(level)
    except DialError as err:  # a known engine, a dial out of its range: its own sentence
        raise InputError(sentence_of(err)) from None
    except (ValueError, TypeError):
        # The levels a person picks, then the plain engines a measurement
        # compares them with (an engine with dials is accepted too).
        raise InputError(fill(LEVEL, levels=join(", ", LEVELS + ("random", "greedy")))) from None
