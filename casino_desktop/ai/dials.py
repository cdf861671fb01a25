"""The ranges of the engines' dials, and the check of a spec's dials against them.

An engine spec on the command line (``search:worlds=100,guard=1``, see
``levels.make_player``) set any dial to any value: ``worlds=1000000000``
or ``time_limit=1e9`` thought without bound, ``candidates=-3`` crashed in
the middle of a game, ``epsilon=nan`` was taken as it came.  Each dial now
has a range, written where the dial is defined (``dial`` in a settings
record's field, ``DIALS`` on an engine class whose dials are its
arguments), and a spec is checked against it before a player is made:
a value outside it, or no number where one belongs, is refused with one
sentence naming the dial and its range (``DialError``).

The ranges are wide: they keep out what cannot work or cannot end, not
what a measurement might want to try."""
from __future__ import annotations

import dataclasses
import math
from typing import Any, Mapping

from ..core.templates import N_, decimal, fill, join, whole_number

RANGE = "range"  # the key of a field's metadata that holds its (low, high) or its choices

WHOLE_DIAL = N_("The dial {dial} takes a whole number from {low} to {high}.")
NUMBER_DIAL = N_("The dial {dial} takes a number from {low} to {high}.")
CHOICE_DIAL = N_("The dial {dial} takes one of: {choices}.")
UNKNOWN_DIAL = N_("'{dial}' is not a dial of {engine}; its dials are: {dials}.")
NO_DIALS = N_("The engine {engine} has no dials.")

Range = tuple[int, int] | tuple[float, float] | tuple[str, ...]


class DialError(ValueError):
    """A spec's dial refused; the message is one sentence (a ``Text``)."""


def dial(default: Any, low: Any, high: Any) -> Any:
    """A settings record's field of ``default`` with the range ``low`` to
    ``high`` (whole numbers when ``low`` is an int, else any finite number)."""
    return dataclasses.field(default=default, metadata={RANGE: (low, high)})


def ranges_of(record: type) -> dict[str, Range]:
    """The ranges of a settings record's dials (``dial`` fields)."""
    return {f.name: f.metadata[RANGE] for f in dataclasses.fields(record) if RANGE in f.metadata}


def _refusal(name: str, allowed: Range) -> str:
    if all(isinstance(x, str) for x in allowed):
        return fill(CHOICE_DIAL, dial=name, choices=join(", ", allowed))
    low, high = allowed
    if isinstance(low, int) and isinstance(high, int):
        return fill(WHOLE_DIAL, dial=name, low=whole_number(low), high=whole_number(high))
    return fill(NUMBER_DIAL, dial=name, low=decimal(float(low)), high=decimal(float(high)))


def check_dials(given: Mapping[str, Any], ranges: Mapping[str, Range], engine: str) -> None:
    """Every dial of ``given`` known to ``ranges`` and within its range, else
    ``DialError``.  A whole-number dial takes a whole number only; a number
    dial any finite number (nan and infinity fail every range)."""
    for name, value in given.items():
        allowed = ranges.get(name)
        if allowed is None and not ranges:
            raise DialError(fill(NO_DIALS, engine=engine))
        if allowed is None:
            raise DialError(fill(UNKNOWN_DIAL, dial=" ".join(name.split())[:20], engine=engine,
                                 dials=join(", ", sorted(ranges))))
        if all(isinstance(x, str) for x in allowed):
            ok = value in allowed
        else:
            low, high = allowed
            whole = isinstance(low, int) and isinstance(high, int)
            number = isinstance(value, int) or (not whole and isinstance(value, float))
            ok = number and not isinstance(value, bool) and math.isfinite(value) and low <= value <= high
        if not ok:
            raise DialError(_refusal(name, allowed))
