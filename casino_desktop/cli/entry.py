"""How the command line ends when its reader goes away: Ctrl+C, or a pipe
closed early (``variants | head``), for every subcommand at once.

Both printed a Python traceback: Ctrl+C a KeyboardInterrupt, and a reader
that stopped reading (``head``) a BrokenPipeError.  A Unix tool ends
quietly in both cases, with 128 plus the signal's number as its status."""
from __future__ import annotations

import os
import signal
import sys
from typing import Callable

INTERRUPTED = 128 + signal.SIGINT  # 130, what a shell shows for Ctrl+C
PIPE_CLOSED = 128 + 13  # SIGPIPE's number (Windows has no signal.SIGPIPE)


def _quiet_stdout() -> None:
    """Standard output pointed at the null device: the interpreter flushes
    it once more on its way out, and the closed pipe would fail again
    ("Exception ignored ... BrokenPipeError")."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):
        pass  # no file under stdout (a test's StringIO): nothing is flushed at exit


def run(main: Callable[[], int]) -> int:
    """``main()``'s exit status; 130 after Ctrl+C and 141 after a closed
    pipe, with nothing printed."""
    try:
        code = main()
        sys.stdout.flush()  # a closed pipe shows here, inside the guard, not at exit
        return code
    except KeyboardInterrupt:
        return INTERRUPTED
    except BrokenPipeError:
        _quiet_stdout()
        return PIPE_CLOSED
