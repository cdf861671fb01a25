"""The player's aids: hint, take-back, the round review, cards still out,
the four-colour deck and the table in words; the game side (``game_aids``)
and the menus (``player_aids``) meet through two narrow interfaces."""
