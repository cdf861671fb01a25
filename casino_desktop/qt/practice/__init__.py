"""Practice mode on the Qt side: the guided first game and the drills."""
