"""Developer tooling, not part of the game: the benchmark and its worst tables
(``cli bench``), tournaments, duels and their reports and statistics
(``cli tournament``, ``docs/strength.md``), and the stand-in that plays a
person's seat for scripts (``--computer-plays-human``).  The product never
imports this package at load time (``tests/test_layers.py``), and the bundle
leaves it out (``packaging/casino-desktop.spec``)."""
