"""The card table: the scene and the view over it, where each card sits,
mouse and keyboard play (lift / hover / commit), the chooser, the action bar,
the side panel, the status line and the pass-and-play curtain."""
