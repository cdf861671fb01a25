"""The rules core: pure Python, no Qt (a test enforces it).

Everything that plays Casino — the table, the computer players, the CLI and
the tests — goes through this API:

    rules = make_rules("casino", {"sweep_points": 1})
    state = new_game(rules, players=2, seed=7)
    moves = legal_moves(state)          # frozen Move records
    reason = check(state, "8S take 8D") # None when legal, else a sentence
    apply(state, moves[0])              # mutates; clone() first to look ahead

This module is the core's public face: the other packages import from here
and from no other core module, except the two that are not about the rules
(``core.templates``, the marking of sentences for translation, and
``core.safe_json``, the one validating reader of files and messages; see
``docs/architecture.md``).  So the core may move its insides without
touching the rest (``tests/core/test_public_api.py``).  Every core module
imports its names from the module that defines them, never from here.
"""

# Cards, moves and the game state.
from .cards import RANK_LETTERS, SUIT_SYMBOLS, SUITS, CardError, card_text, make, parse_card, pretty, sort_key
from .moves import (ADD, BUILD, CAPTURE, END, KINDS, NO_CARD, RAISE, TABLE_ADD, TABLE_BUILD, TABLE_KINDS, TRAIL, Move,
                    MoveSyntaxError, canonical, describe_move, makes_build, new_move, parse_move)
from .state import HIDDEN, PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, Build, GameState, unnameable_builds
from .piles import holder_seats, holders, new_stacks, pile_tops, separate, tops_in
from .seat_places import COMPASS, SEAT_SIDES, SEAT_SIDES_ANTICLOCKWISE, compass_name, seat_side, seat_sides

# The rules and their variants.
from .variants import (HOUSE_RULE_FIELDS, PRESETS, RULE_FIELDS, Rules, Variant, VariantError, field_meta, make_rules,
                       needs_met, options_of, preset)
from .rules_sense import game_problem, not_in_pack
from .units_capturing import max_capture_value
from .values import value_table
from .predicates import by_kind, registry, rules_in_play, sentences_in_play
from .rule_base import MoveRule, Seen
from .rule_spec import RuleSpec
from .rule_units import HOUSE_RULE_SPECS, RULE_SPECS, SCORE_ITEM_FIELDS, SPEC_BY_ID, house_rules_changed
# The values a rule field may take, named by the rule's unit: compare a rule
# with these (``rules.mulle != MULLE_OFF``), never with a bare string.
from .units_african_building import TURN_ONE, TURN_SEVERAL
from .units_building import DUTY_PAGAT, DUTY_SIMPLE, SAME_VALUE_ALLOWED, SAME_VALUE_MERGE
from .units_capturing import (ACE_1, ACE_1_OR_14, ACE_1_OR_14_IN_HAND, ACE_14_IN_HAND_1_ON_TABLE, COURT_TAKES_ALL,
                              COURT_TAKES_ONE, COURT_TAKES_ONE_OR_THREE, COURTS_NONE, COURTS_NUMERIC)
from .units_deal import (DEAL_OTHERS_TABLE_DEALER, DEAL_PLAYERS_THEN_TABLE, DEALER_HIGHEST_CARD, DEALER_LOWEST_CARD,
                         DEALER_RANDOM, PARTNERSHIPS_NEVER, PARTNERSHIPS_OPTIONAL, PARTNERSHIPS_REQUIRED,
                         partnerships_decided)
from .units_match import NEAR_DOMINICAN, NEAR_OFF, TIES_COUNT_OUT, TIES_FINNISH, TIES_HIGHER_TOTAL, TIES_MOST_SPADES
from .units_piles import (PILE_LOWEST_ON_TOP, PILE_PLAYED_ON_TOP, PILES_SEPARATE, PILES_SHARED, TOPS_BUILDS,
                          TOPS_CAPTURES, TOPS_NONE)
from .units_scoring import CANCEL_MINIMUM, CANCEL_NEVER, CANCEL_ONE_EACH, MULLE_ALONE_5, MULLE_CAPTURE_VALUE, MULLE_OFF

# Legal moves, the moves offered to a player, checking and applying them.
from .movegen import legal_moves
from .choices import choice_moves, limited_moves
from .bounded import MOVE_CAP
from .turns import END_MOVE, is_african
from .legality import UNNAMEABLE_TWIN, IllegalMove, attempted_move, check, resolve
from .play import apply, makes_multiple, new_game, next_round
from .dealing import deal, most_in_hand
from .scoring import MULLES, SWEEPS, cancel_sweeps, said_as_penalties, score_round, sweeps_label
from .round_check import round_problem
from .memos import forget_memos, keep_memos_within
# The slow reference generator that the fast ones are checked against.
from .bruteforce import brute_legal_moves

# What a pointer gesture at the table means: the moves it may stand for.
from .pointing import (END_LABEL, NOT_POSSIBLE, Offer, Pick, drop_targets, end_move, exact_moves, joinable,
                       move_labels, offer_for_drop, offer_for_selection, offer_for_table_drop, pick_text, pick_total,
                       reaches_beyond, sort_moves, table_targets)

# Records and positions read from files.
from .record import (MAX_MOVE_TEXT, MAX_SEED, GameRecord, NewerRecord, RecordError, deal_if_dealt, load_record, play_texts,
                     round_dealt_unplayed)
from .salvage import match_id_in, record_head
from .position import PositionError, position_from_json

# The players' words about the game: moves, logs, the rulebook, the glossary.
from .sentences import YOU, YOU_NAME, partners, person_of, phrase, stacked, sentence, swept_count, turn_sentence
from .move_words import build_on_table, groups_named, move_advice, move_sentence
from .build_groups import laid_groups
from .rule_captures import capture_groups
from .log_lines import LoggedMove, match_log, move_lines, move_parts, pile_owner, round_log_lines
from .describe import match_length
from .draw_words import draw_lines
from .near_target import ladder_notes
from .round_end import won_on_tie_break
# Exported under another name: ``core.rulebook`` must stay the module.
from .rulebook import Rulebook, rulebook as make_rulebook, value_words
from .glossary import definition, entry_sentence, find_terms, terms_for

__all__ = [
    # cards, moves, state
    "RANK_LETTERS", "SUIT_SYMBOLS", "SUITS", "CardError", "card_text", "make", "parse_card", "pretty", "sort_key",
    "ADD", "BUILD", "CAPTURE", "END", "KINDS", "NO_CARD", "RAISE", "TABLE_ADD", "TABLE_BUILD", "TABLE_KINDS", "TRAIL",
    "Move", "MoveSyntaxError", "canonical", "describe_move", "makes_build", "new_move", "parse_move",
    "HIDDEN", "PHASE_MATCH_OVER", "PHASE_PLAY", "PHASE_ROUND_OVER", "Build", "GameState", "unnameable_builds",
    "holder_seats", "holders", "new_stacks", "pile_tops", "separate", "tops_in",
    "COMPASS", "SEAT_SIDES", "SEAT_SIDES_ANTICLOCKWISE", "compass_name", "seat_side", "seat_sides",
    # rules
    "HOUSE_RULE_FIELDS", "PRESETS", "RULE_FIELDS", "Rules", "Variant", "VariantError", "field_meta", "game_problem",
    "make_rules", "max_capture_value", "needs_met", "not_in_pack", "options_of", "preset",
    "value_table", "by_kind", "registry", "rules_in_play", "sentences_in_play", "MoveRule", "Seen",
    "RuleSpec", "HOUSE_RULE_SPECS", "RULE_SPECS", "SCORE_ITEM_FIELDS", "SPEC_BY_ID", "house_rules_changed",
    # rule values
    "TURN_ONE", "TURN_SEVERAL", "DUTY_PAGAT", "DUTY_SIMPLE", "SAME_VALUE_ALLOWED", "SAME_VALUE_MERGE",
    "ACE_1", "ACE_1_OR_14", "ACE_1_OR_14_IN_HAND", "ACE_14_IN_HAND_1_ON_TABLE", "COURT_TAKES_ALL", "COURT_TAKES_ONE",
    "COURT_TAKES_ONE_OR_THREE", "COURTS_NONE", "COURTS_NUMERIC",
    "DEAL_OTHERS_TABLE_DEALER", "DEAL_PLAYERS_THEN_TABLE", "DEALER_HIGHEST_CARD", "DEALER_LOWEST_CARD", "DEALER_RANDOM",
    "PARTNERSHIPS_NEVER", "PARTNERSHIPS_OPTIONAL", "PARTNERSHIPS_REQUIRED", "partnerships_decided",
    "NEAR_DOMINICAN", "NEAR_OFF", "TIES_COUNT_OUT", "TIES_FINNISH", "TIES_HIGHER_TOTAL", "TIES_MOST_SPADES",
    "PILE_LOWEST_ON_TOP", "PILE_PLAYED_ON_TOP", "PILES_SEPARATE", "PILES_SHARED", "TOPS_BUILDS", "TOPS_CAPTURES",
    "TOPS_NONE", "CANCEL_MINIMUM", "CANCEL_NEVER", "CANCEL_ONE_EACH", "MULLE_ALONE_5", "MULLE_CAPTURE_VALUE", "MULLE_OFF",
    # moves: legal, offered, checked, applied
    "legal_moves", "choice_moves", "limited_moves", "END_MOVE", "is_african",
    "UNNAMEABLE_TWIN", "IllegalMove", "attempted_move", "check", "resolve",
    "apply", "makes_multiple", "new_game", "next_round", "deal", "most_in_hand",
    "MULLES", "SWEEPS", "cancel_sweeps", "said_as_penalties", "score_round", "sweeps_label", "round_problem", "MOVE_CAP", "forget_memos", "keep_memos_within", "brute_legal_moves",
    # pointing
    "END_LABEL", "NOT_POSSIBLE", "Offer", "Pick", "drop_targets", "end_move", "exact_moves", "joinable", "move_labels",
    "offer_for_drop", "offer_for_selection", "offer_for_table_drop", "pick_text", "pick_total", "sort_moves",
    "table_targets", "reaches_beyond",
    # records, positions
    "MAX_MOVE_TEXT", "MAX_SEED", "GameRecord", "NewerRecord", "RecordError", "deal_if_dealt", "load_record", "play_texts",
    "round_dealt_unplayed",
    "match_id_in", "record_head",
    "PositionError", "position_from_json",
    # words
    "YOU", "YOU_NAME", "build_on_table", "capture_groups", "groups_named", "laid_groups", "LoggedMove", "match_log", "move_advice", "move_lines", "move_parts", "move_sentence", "partners", "person_of", "phrase", "stacked",
    "pile_owner", "round_log_lines", "draw_lines", "sentence", "swept_count", "turn_sentence", "match_length", "ladder_notes", "won_on_tie_break",
    "Rulebook", "make_rulebook", "value_words", "definition", "entry_sentence", "find_terms", "terms_for",
]
