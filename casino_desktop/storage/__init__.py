"""What the program keeps on the player's disk, without Qt: the folders it
files things under (``user_folders``), the rule that a file we name is a
plain file of ours (``data_files``), files written whole or not at all
(``atomic_file``), and the statistics database (``stats_store``) with the
results over time worked out from it (``stats_history``).  The window, the
command line and network play all keep their files through these modules;
this package imports only the rules core and practice's schedule
(``tests/test_layers.py``)."""
