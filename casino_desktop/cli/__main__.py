"""``python -m casino_desktop.cli COMMAND``: the command line (``commands``)."""
import sys

from casino_desktop.cli.commands import main

sys.exit(main())
