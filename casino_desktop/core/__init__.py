"""The rules core: pure Python, no Qt (a test enforces it).

Everything that plays Casino — the table, the computer players, the CLI and
the tests — goes through this API:

    rules = make_rules("casino", {"sweep_points": 1})
    state = new_game(rules, players=2, seed=7)
    moves = legal_moves(state)          # frozen Move records
    reason = check(state, "8S take 8D") # None when legal, else a sentence
    apply(state, moves[0])              # mutates; clone() first to look ahead
"""

from .cards import CardError, card_text, parse_card, pretty
from .legality import check, resolve
from .movegen import legal_moves
from .moves import ADD, BUILD, CAPTURE, RAISE, TRAIL, Move, MoveSyntaxError, describe_move, parse_move
from .play import apply, new_game, next_round
from .state import HIDDEN, PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, Build, GameState
from .variants import PRESETS, RULE_FIELDS, Rules, Variant, VariantError, field_meta, make_rules, preset

__all__ = [
    "ADD", "BUILD", "CAPTURE", "RAISE", "TRAIL", "HIDDEN", "PHASE_MATCH_OVER", "PHASE_PLAY", "PHASE_ROUND_OVER",
    "PRESETS", "RULE_FIELDS", "Build", "CardError", "GameState", "Move", "MoveSyntaxError", "Rules", "Variant",
    "VariantError", "apply", "card_text", "check", "describe_move", "field_meta", "legal_moves", "make_rules",
    "new_game", "next_round", "parse_card", "parse_move", "preset", "pretty", "resolve",
]
