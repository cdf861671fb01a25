"""The dialogs and windows around the table: New Game and its house-rules
form, the score sheet at a round's end, the rulebook, statistics, the Help
menu and the question before a match is thrown away."""
