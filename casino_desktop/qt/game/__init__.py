"""The game behind the table: the turn loop (``controller``), the computer
seats and their worker thread, the autosave, Save and Open, the
new game's setup, and the autoplay and stand-in hooks the tests drive."""
