"""The play log's lines for one move: what happened, in whole sentences.

The table, the round review and a resumed game's log all say a move the
same way, so the words are worked out here once, from the state before and
after the move (pure Python: the table shows them, the tests read them).

Each event is one whole sentence of ``core.sentences``, one line each:

- the move itself; a capture that clears the table says so in its own
  sentence ("North takes 5♦ + 3♣ with 8♠ and sweeps the table"), since a
  sweep is what that capture did;
- a mulle, and points scored during play (Finnish scoring, or points scored
  as earned), each a sentence about the seat that moved;
- at the end of a round, who takes the cards left on the table; when hands
  are dealt again, the new deal (or the last one).
"""
from __future__ import annotations

from .moves import CAPTURE, Move
from .sentences import move_sentence, phrase, say
from .state import PHASE_MATCH_OVER, PHASE_PLAY, GameState

# Every sentence and phrase id a log line of ``move_lines`` may be made of
# (the test renders each line back to one of these).
LOG_SENTENCES = ("trail", "trail_and_build", "capture", "capture_sweep", "build", "raise", "add", "add_with",
                 "mulle", "points_at_once", "last_cards")
LOG_PHRASES = ("new_hands", "last_deal")


def move_lines(names: list[str], prev: GameState, seat: int, move: Move, s: GameState) -> list[str]:
    """The log lines of ``move`` played by ``seat`` from ``prev``, which led
    to ``s``: the move's sentence first, then one line per other event."""
    name = names[seat]
    side = prev.side_of(seat)
    swept = move.kind == CAPTURE and len(s.sweeps[side]) > len(prev.sweeps[side])
    lines = [move_sentence(name, move, swept)]
    if len(s.mulles[side]) > len(prev.mulles[side]):
        lines.append(say("mulle", name))
    mid_round_end = (s.phase == PHASE_MATCH_OVER and bool(s.round_results)
                     and bool(s.round_results[-1].get("ended_mid_round")))
    gained = s.match_scores[side] - prev.match_scores[side]
    if gained > 0 and (s.phase == PHASE_PLAY or mid_round_end):
        # Points scored during play; at the end of a round the score dialog
        # tells the round's points instead.
        lines.append(say("points_at_once", name, gained))
    if s.phase != PHASE_PLAY or s.round_index != prev.round_index:
        if mid_round_end:
            return lines  # the match was won during play: nobody takes what is left
        on_table = len(prev.loose) + sum(len(b.cards) for b in prev.builds)
        used = len(move.table_faces()) if move.kind == CAPTURE else -1
        left = on_table - used
        if left > 0 and s.last_capturer is not None:
            lines.append(say("last_cards", names[s.last_capturer], left))
    elif s.deals_done > prev.deals_done:
        lines.append(phrase("last_deal") if not s.stock else phrase("new_hands", len(s.stock)))
    return lines
