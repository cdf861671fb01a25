"""A guided deal as a game: the stacked deal, the script, and the judge.

The deal is stacked, not shuffled: ``deal_lesson`` starts a real game of
the lesson's variant (two players, the computer dealing so the person
plays first), then lays the lesson's cards out: the table, both hands, and
a stock ordered so that the core's own ``deal`` hands out the lesson's
later hands.  The stock holds only the lesson's cards, so the round is
short (two or three deals) and ends, as every round does, when the last
card is played: the core then scores it.

Play ``n`` of the round (``state.ply``, one round from ply 0) is the
script's ``n``-th move: the person's steps are judged by their goal, the
computer's moves are played as written (``ScriptedPlayer``).
"""
from __future__ import annotations

import random
import threading
from dataclasses import dataclass

from casino_desktop.core import GameState, Move, check, deal, legal_moves, make_rules, new_game, parse_card, resolve

from .steps import Goal

YOU, COMPUTER = 0, 1  # the person sits at seat 0, the computer deals from seat 1


@dataclass(frozen=True)
class Play:
    """One move of the script: ``kind`` is a step kind for the person's
    moves and "" for the computer's; ``text`` is the move in the core's
    notation (``7S take 7D``)."""

    kind: str
    text: str


@dataclass(frozen=True)
class Lesson:
    """A guided deal: the variant, the cards as dealt, and every move."""

    variant: str
    table: str
    deals: tuple[tuple[str, str], ...]   # (the person's hand, the computer's hand) of each deal
    plays: tuple[Play, ...]
    seed: int = 1                        # for the computer seat's dice only: its moves are scripted


def _card_ids(texts: list[str], decks: int) -> list[int]:
    """Card ids for card texts, a face's second copy (double deck) as
    face + 52 in the order the texts name them."""
    seen: dict[int, int] = {}
    out = []
    for t in texts:
        f = parse_card(t)
        n = seen.get(f, 0)
        if n >= decks:
            raise ValueError(f"{t} appears more often than the deck holds it")
        seen[f] = n + 1
        out.append(f + 52 * n)
    return out


def deal_lesson(lesson: Lesson) -> GameState:
    """The lesson's first position, the person (seat 0) to move."""
    rules = make_rules(lesson.variant)
    state = new_game(rules, 2, False, lesson.seed)
    words = [lesson.table.split()] + [hand.split() for pair in lesson.deals for hand in pair]
    ids = _card_ids([w for group in words for w in group], rules.decks)
    table, ids = ids[:len(words[0])], ids[len(words[0]):]
    hands = []
    for pair in lesson.deals:
        mine, theirs = len(pair[0].split()), len(pair[1].split())
        hands.append((ids[:mine], ids[mine:mine + theirs]))
        ids = ids[mine + theirs:]
    # The computer deals: the person, on its left, plays first.  The dealer
    # is set, not drawn for, so no draw is kept: the log would tell one
    # (``draw_lines``), and in Casino (simple rules) the game's own draw
    # happened to agree with the lesson's dealer and was told (stranger 22).
    state.dealer = COMPUTER
    state.dealer_draw = ()
    state.to_move = YOU
    state.loose = list(table)
    state.hands = [list(hands[0][0]), list(hands[0][1])]
    state.builds = []
    state.stock = _stacked_stock(state, [h for h in hands[1:]])
    return state


def _stacked_stock(state: GameState, later: list[tuple[list[int], list[int]]]) -> list[int]:
    """A stock from which ``dealing.deal`` hands out ``later`` deal by deal:
    the core's deal is run on numbered stand-ins to see where each
    position of the stock goes, and the lesson's cards are put there."""
    stock: list[int] = []
    for mine, theirs in reversed(later):  # the last deal lies at the bottom of the stock
        probe = state.clone()
        probe.hands = [[], []]
        n = len(mine) + len(theirs)
        slots = list(range(1000, 1000 + n))
        probe.stock = list(slots)
        deal(probe, initial=False)
        where = {}
        for seat, cards in ((YOU, mine), (COMPUTER, theirs)):
            if len(probe.hands[seat]) != len(cards):
                raise ValueError("a lesson's later hands must be full hands of the variant")
            for slot, card in zip(probe.hands[seat], cards):
                where[slot] = card
        stock = [where[s] for s in slots] + stock
    return stock


def play_at(lesson: Lesson, state: GameState) -> Play | None:
    """The script's move for the position (None once the round is over)."""
    if state.phase != "play" or state.ply >= len(lesson.plays):
        return None
    return lesson.plays[state.ply]


def scripted_move(lesson: Lesson, state: GameState) -> Move:
    """The legal move the script plays or asks for here."""
    return resolve(state, lesson.plays[state.ply].text)


def goal_at(lesson: Lesson, state: GameState) -> Goal | None:
    """What the person is asked to do now, or None (not their turn in the script)."""
    play = play_at(lesson, state)
    if play is None or not play.kind or state.to_move != YOU:
        return None
    return Goal.of(play.kind, scripted_move(lesson, state))


@dataclass(frozen=True)
class Verdict:
    """The guide's answer to a move the person made: ``played`` if it is
    the step's move; else ``legal`` says whether the rules allow it (then
    the guide asks again for its step), and ``reason`` is the core's
    sentence for an illegal one."""

    played: bool
    legal: bool
    reason: str | None = None


def judge(lesson: Lesson, state: GameState, move: Move) -> Verdict:
    goal = goal_at(lesson, state)
    reason = check(state, move)
    if reason is not None:
        return Verdict(False, False, reason)
    if goal is None or goal.accepts(state, move):
        return Verdict(True, True)
    return Verdict(False, True)


class ScriptedPlayer:
    """The computer seat of a guided deal: plays the script's move (the
    ``ai.base.Player`` interface; it reads only its own view, where its
    hand and the table are enough to name the move)."""

    name = "lesson"

    def __init__(self, lesson: Lesson):
        self.lesson = lesson

    def choose(self, view: GameState, rng: random.Random, budget: float = 0.0,
               cancel: threading.Event | None = None) -> Move:
        play = play_at(self.lesson, view)
        if play is None or play.kind:  # off the script (a move taken back?): any legal move
            return legal_moves(view)[0]
        return resolve(view, play.text)
