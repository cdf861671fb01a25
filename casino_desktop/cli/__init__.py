"""The command line, ``python -m casino_desktop.cli COMMAND``: the rules
engine, the coach and practice's drills for programs, JSON in and JSON out
(``commands``), with the sentences meant for a person said in a player's
language on request (``language``).  Nothing here has a window; only the
language switch reads the compiled catalogs through Qt's translator."""
