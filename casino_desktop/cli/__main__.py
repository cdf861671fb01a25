"""``python -m casino_desktop.cli COMMAND``: the command line (``commands``),
ending quietly on Ctrl+C or a closed pipe (``entry``)."""
import sys

from casino_desktop.cli.commands import main
from casino_desktop.cli.entry import run

sys.exit(run(main))
