"""`python -m casino_desktop`: the same as the `casino-desktop` command."""
import sys

from casino_desktop.app import main

sys.exit(main())
