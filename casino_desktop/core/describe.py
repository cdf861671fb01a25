"""Words about the game: the rules text of a variant, a state summary.

``rules_text`` is the rulebook (``rulebook``) as Markdown, for the command
line; the Rules window lays the same book out itself.
"""

from __future__ import annotations

from .cards import pretty
from .i18n import N_, N_plural, fill
from .rulebook import rulebook, rulebook_markdown
from .state import GameState
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


def describe_state(s: GameState) -> str:
    hands = " | ".join(" ".join(pretty(c) if c >= 0 else "??" for c in h) for h in s.hands)
    table = " ".join(pretty(c) for c in s.loose)
    builds = "; ".join(f"[{' '.join(pretty(c) for c in b.cards)}]={b.value}{'m' if b.multiple else ''}@{b.controller}"
                       for b in s.builds)
    return (f"<GameState round {s.round_index} {s.phase} to_move={s.to_move} hands: {hands} table: {table} "
            f"builds: {builds} stock={len(s.stock)} scores={s.match_scores}>")
