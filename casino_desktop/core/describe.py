"""Words about the game: the rules text of a variant, the length of a match.

``rules_text`` is the rulebook (``rulebook``) as Markdown, for the command
line; the Rules window lays the same book out itself.
"""

from __future__ import annotations

from .templates import N_, N_plural, fill
from .rulebook import rulebook, rulebook_markdown
from .variants import Rules


def rules_text(rules: Rules, variant_id: str) -> str:
    """The rulebook of this variant and its house rules as Markdown: prose
    by section (``rulebook``), then every setting."""
    return rulebook_markdown(rulebook(rules, variant_id))


def match_length(rules: Rules, players: int) -> str:
    """How long a match is, in a few words: "game to 21", "one round",
    "4 rounds" (the side panel and the score sheet)."""
    if rules.rounds_each:
        return fill(ROUNDS, rules.rounds_each * players)
    return fill(GAME_TO, target=rules.target) if rules.target else ONE_ROUND


# How long a match is (the side panel, the score sheet's heading).
ROUNDS = N_plural("{count} round", "{count} rounds", note="how long a match is")
GAME_TO = N_("game to {target}", note="how long a match is: until a side reaches this score")
ONE_ROUND = N_("one round", note="how long a match is")
