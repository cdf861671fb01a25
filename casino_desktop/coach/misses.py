"""What a player should have noticed, named in words.

Each miss is found by asking the core, never by restating a rule:

* ``scoring_card_left``: a legal capture took a card that scores on its own
  (what a lone card is worth is probed from the core's scoring by
  ``ai.valuation``: an ace or a casino in Casino, whatever scores in the
  variant played), and the move played left it;
* ``sweep_missed``: a legal capture would have counted as a sweep (``apply``
  on a copy records it) and the move played did not sweep;
* ``sweep_left_open``: after the move, the next player, a rival, could
  sweep with a card the player has not seen, where the coach's best move
  left no such sweep;
* ``build_takeable``: the move left a build of the player's side that the
  next player, a rival, could take with a card the player has not seen;
* ``scoring_card_built``: in a turn of several actions (the African
  family), a build or an addition of table cards the coach rates higher
  would have moved a card that scores (a loose one, or the top card of a
  rival's pile) into a build of the player's side, and the move played
  did not.

Each is a loss only where the core's scoring makes it one: the sweep misses
are said only where sweeping pays its maker (``Valuation.sweeps_pay``; in
Krypkasino a sweep costs its maker and credits whoever left the table open,
and the coach told players to sweep and not to leave it open), and a build
left to the next player only where its cards are worth taking.

A move inside such a turn leaves open what the turn would leave if it
ended there: the two "next player" misses look past the end of the turn.

The two "next player" misses ask the core about a world drawn from the
view (``ai.worlds.sample_world``, seeded): the rival's hand there is
changed so that it holds each unseen card in turn, and ``legal_moves`` says
what that card could then do.  Only the cards are the world's; the answer
depends on the view alone (which cards are unseen, what the table holds).
Only the next seat is asked, and only while the deal goes on: a move that
ends the deal leaves nothing open to it.  The sentences are in ``coach_sentences``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..ai.valuation import Valuation, valuation_for
from ..ai.worlds import sample_world
from ..core import (CAPTURE, END, PHASE_PLAY, TABLE_KINDS, GameState, Move, apply, choice_moves, legal_moves,
                    move_advice, pretty, sort_key)
from ..core.templates import Text, join
from .coach_sentences import CARD_LIST_SEPARATOR, MISSES, fill

SHOWN_CARDS = 2  # scoring cards named at most, the most valuable first


@dataclass(frozen=True)
class Miss:
    id: str                 # a key of ``coach_sentences.MISSES``
    fields: tuple[tuple[str, str | int], ...]  # (name, value) pairs of the sentence's fields
    count: int | None = None

    def text(self) -> Text:
        return fill(MISSES[self.id], self.count, **dict(self.fields))


def find_misses(view: GameState, played: Move, best: Move, seed: int = 0,
                better: list[Move] | None = None) -> list[Miss]:
    """The misses of ``played`` for the seat to move in ``view``; ``best`` is
    the coach's best move, ``better`` the moves the coach rates above the one
    played (default: every legal move), which the first two misses point to."""
    options = [m for m in (choice_moves(view) if better is None else better) if m != played]
    world = sample_world(view, random.Random(seed))
    out = _scoring_cards(view, played, best, options)
    out += _scoring_cards_built(view, played, best, options)
    value = valuation_for(view.rules, view.sides)
    if value.sweeps_pay():
        out += _missed_sweep(world, played, best, options)
    out += _left_open(view, world, played, best, value)
    return out


def _scoring_cards_built(view: GameState, played: Move, best: Move, options: list[Move]) -> list[Miss]:
    """The table actions rated higher that move a card that scores into a
    build of the player's side (where the player holds its taker), which
    the move played left where it was."""
    flat = valuation_for(view.rules, view.sides).flat
    # The cards a table action moves are its loose cards and top cards; the
    # cards of the build it adds to are in a build already.
    kept = {c % 52 for c in played.loose} if played.kind in TABLE_KINDS else set()
    movers: dict[int, Move] = {}
    for m in sorted((m for m in options if m.kind in TABLE_KINDS), key=lambda m: m != best):
        for c in m.loose:
            if flat[c % 52] > 0 and c % 52 not in kept:
                movers.setdefault(c % 52, m)
    named = sorted(movers, key=lambda f: (-flat[f], sort_key(f)))[:SHOWN_CARDS]
    return [Miss("scoring_card_built", (("card", pretty(f)), ("advice", move_advice(movers[f], at=view)))) for f in named]


def _scoring_cards(view: GameState, played: Move, best: Move, options: list[Move]) -> list[Miss]:
    flat = valuation_for(view.rules, view.sides).flat
    kept = set(played.table_faces()) if played.kind == CAPTURE else set()
    takers: dict[int, Move] = {}
    for m in sorted((m for m in options if m.kind == CAPTURE), key=lambda m: m != best):
        for c in m.table_faces():
            if flat[c % 52] > 0 and c % 52 not in kept:
                takers.setdefault(c % 52, m)
    named = sorted(takers, key=lambda f: (-flat[f], sort_key(f)))[:SHOWN_CARDS]
    return [Miss("scoring_card_left", (("card", pretty(f)), ("advice", move_advice(takers[f], at=view)))) for f in named]


def _sweeps(world: GameState, m: Move) -> bool:
    """``m`` counts as a sweep when played in ``world``."""
    side = world.side_of(world.to_move)
    after = world.clone()
    apply(after, m)
    return len(after.sweeps[side]) > len(world.sweeps[side])


def _missed_sweep(world: GameState, played: Move, best: Move, options: list[Move]) -> list[Miss]:
    if played.kind == CAPTURE and _sweeps(world, played):
        return []
    sweeping = [m for m in options if m.kind == CAPTURE and _sweeps(world, m)]
    if not sweeping:
        return []
    shown = best if best in sweeping else sweeping[0]
    return [Miss("sweep_missed", (("advice", move_advice(shown, at=world)),))]


def _after(world: GameState, m: Move) -> GameState | None:
    """The world after ``m`` when a rival plays next in the same deal, else None."""
    after = world.clone()
    apply(after, m)
    if after.to_move == world.to_move and after.phase == PHASE_PLAY:
        # A turn of several actions goes on: what the move leaves open is
        # judged as if the turn ended now, where it may (the rival plays next).
        end = next((e for e in legal_moves(after) if e.kind == END), None)
        if end is None:
            return None
        apply(after, end)
    if after.phase != PHASE_PLAY or len(after.stock) != len(world.stock):
        return None  # the round or the deal ended: nothing is left open to the next player
    if after.side_of(after.to_move) == world.side_of(world.to_move):
        return None
    return after


def _with_card(after: GameState, card: int) -> GameState:
    """``after`` with ``card`` swapped into the hand of the seat to move."""
    out = after.clone()
    seat = out.to_move
    hand = out.hands[seat]
    if card in hand:
        return out
    for where in [out.stock] + [h for s, h in enumerate(out.hands) if s != seat]:
        if card in where:
            i = where.index(card)
            where[i], hand[0] = hand[0], where[i]
            return out
    # A position typed in (``cli grade``) need not place every card: an unseen
    # card may be in no hand and not in the stock of the world drawn from it.
    hand[0] = card
    return out


def _rival_can(after: GameState, unseen: list[int], mine: set[tuple[int, ...]]
               ) -> tuple[dict[int, bool], dict[int, set[tuple[int, ...]]]]:
    """For each unseen face: does it sweep, and which of ``mine`` (build
    keys of the player's side) can it take, if the next player held it."""
    sweeps: dict[int, bool] = {}
    takes: dict[int, set[tuple[int, ...]]] = {}
    for c in unseen:
        f = c % 52
        if f in sweeps:
            continue
        probe = _with_card(after, c)
        sweeps[f] = False
        takes[f] = set()
        for m in legal_moves(probe):
            if m.kind != CAPTURE or m.card % 52 != f:
                continue
            takes[f].update(k for k in m.builds if k in mine)
            if not sweeps[f] and _sweeps(probe, m):
                sweeps[f] = True
    return sweeps, takes


def _left_open(view: GameState, world: GameState, played: Move, best: Move, value: Valuation) -> list[Miss]:
    after = _after(world, played)
    if after is None:
        return []
    side = view.side_of(view.to_move)
    before = {(b.key, b.value) for b in view.builds if view.side_of(b.controller) == side}
    mine = {b.key: b.value for b in after.builds
            if after.side_of(b.controller) == side and (b.key, b.value) not in before}
    unseen = view.unseen_cards()
    sweeps, takes = _rival_can(after, unseen, set(mine))
    out = []
    sweepers = [c for c in unseen if sweeps[c % 52]]
    if sweepers and value.sweeps_pay() and not _leaves_sweep(world, best, unseen):
        faces = sorted({c % 52 for c in sweepers}, key=sort_key)
        out.append(Miss("sweep_left_open", (("cards", join(CARD_LIST_SEPARATOR, [pretty(f) for f in faces])),),
                        len(sweepers)))
    for key, worth in sorted(mine.items()):
        takers = [c for c in unseen if key in takes[c % 52]]
        # A build whose cards cost their taker (a penalty game) is no loss to leave.
        if takers and sum(value.card_worth(c % 52) for c in key) > 0:
            out.append(Miss("build_takeable", (("value", worth),), len(takers)))
    return out


def _leaves_sweep(world: GameState, m: Move, unseen: list[int]) -> bool:
    after = _after(world, m)
    if after is None:
        return False
    sweeps, _ = _rival_can(after, unseen, set())
    return any(sweeps.values())
