"""Work counted, not timed: the lines of Python a call runs.  The machines
the tests run on are shared and their speed drifts by tens of per cent, so a
test that a reader's work grows with its input (and not faster) counts the
lines it runs, which are the same on any machine."""
from __future__ import annotations

import sys
from collections.abc import Callable


def lines_run(call: Callable[[], object]) -> int:
    """Lines of Python run by ``call()``, a loop's every turn counted (in a
    generator too)."""
    lines = 0

    def count(_frame, event, _arg):
        nonlocal lines
        lines += event == "line"
        return count
    sys.settrace(count)
    try:
        call()
    finally:
        sys.settrace(None)
    return lines
