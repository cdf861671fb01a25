"""What one seat is sent of the host's state, and the state a client
rebuilds from it.

``seat_view`` is the only place the host turns its state into bytes for a
seat, and it starts from the core's own ``information_view``: the seat's
own hand; the other hands and the stock as counts only; the table, the
builds, the capture piles, sweeps and round results, which everyone at a
real table watched being made.  Partners are two seats like any others:
neither is sent the other's hand.  The deal number is never sent (it would
give every card away); the client gets a match number instead, which the
computer players use only to tell matches apart.

``view_state`` rebuilds a ``GameState`` the core can ask ``legal_moves``,
``check`` and the computer players about, with the hidden cards as
``HIDDEN`` placeholders, exactly like ``information_view`` makes them.
Cards travel as their text ("10D"); in a double deck the two copies of a
card are the same card to a player, so the client numbers them itself.
Everything the window, the log, the coach and the computer players read of
the state is checked here, the round results to their items' sentences
(``_result_of``): a view is read whole or refused with ``ViewError``, which
the player is told as the host having sent what this program cannot read.
"""
from __future__ import annotations

from typing import Any

from ..core import (HIDDEN, PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, Build, CardError, GameState,
                    MoveSyntaxError, Rules, card_text, holders, new_move, new_stacks, parse_card, parse_move,
                    value_table)
from .net_sentences import text_json, text_of, well_formed


class ViewError(ValueError):
    """A view that does not describe a table (from a broken or hostile host)."""


def _cards(cards) -> list[str]:
    return [card_text(c % 52) for c in cards]


def seat_view(state: GameState, seat: int, match_number: int, results_known: int = 0) -> dict[str, Any]:
    """Everything ``seat`` may know of ``state``, as JSON.  The round results
    the client already holds (the first ``results_known``) are not sent
    again: a long match's score sheet would otherwise travel with every move."""
    view = state.information_view(seat)
    last = None
    if view.last_move is not None:
        mover, move = view.last_move
        last = {"seat": mover, "move": move.text(show_value=True)}
    return {
        "match": match_number, "round": view.round_index, "dealer": view.dealer, "to_move": view.to_move,
        "phase": view.phase, "ply": view.ply, "deals_done": view.deals_done,
        "hand": _cards(view.hands[seat]), "hand_counts": [len(h) for h in view.hands],
        "table": _cards(view.loose),
        "builds": [{"cards": _cards(b.cards), "value": b.value, "multiple": b.multiple, "controller": b.controller}
                   for b in view.builds],
        "stock": len(view.stock), "captured": [_cards(p) for p in view.captured],
        "sweeps": [_cards(s) for s in view.sweeps], "mulles": [list(m) for m in view.mulles],
        "opened": [_cards(o) for o in view.opened],
        "stacks": None if view.stacks is None else [_cards(p) for p in view.stacks],
        "last_capturer": view.last_capturer, "match_scores": list(view.match_scores),
        "immediate": list(view.immediate), "results_known": results_known,
        "round_results": [_result_json(r) for r in view.round_results[results_known:]], "winner": view.winner,
        "unclaimed": _cards(view.unclaimed), "dealer_draw": _cards(view.dealer_draw or ()),
        "last_move": last, "turn_played": bool(view.turn_played),
        "pledge": None if view.pledge is None else _cards(view.pledge),
    }


# A round's score sheet names its items ("Most cards", "10♦ big casino")
# and their details ("A♣ A♥") in sentences: sent with their
# templates (``net_sentences.text_json``), so that each player's sheet says
# them in her own language; as plain English they stayed English on an
# Indonesian guest's sheet.  A detail's empty place (None) stays empty.
def _result_json(result: dict) -> dict:
    items = result.get("items")
    if not isinstance(items, list):
        return result
    return {**result, "items": [{**it, "label": text_json(it.get("label", "")), "detail": _details(it.get("detail"), text_json)}
                                for it in items]}


def _details(detail: Any, each: Any) -> Any:
    if not isinstance(detail, list):
        return detail
    return [None if d is None else each(d) for d in detail]


_PHASES = (PHASE_PLAY, PHASE_ROUND_OVER, PHASE_MATCH_OVER)


class _Ids:
    """Card ids for faces: the n-th copy of a face is ``face + 52 * n``."""

    def __init__(self, decks: int) -> None:
        self.decks = decks
        self.used: dict[int, int] = {}

    def take(self, text: Any) -> int:
        if not isinstance(text, str) or len(text) > 4:
            raise ViewError("a card is not text")
        try:
            f = parse_card(text)
        except CardError:
            raise ViewError("not a card") from None
        n = self.used.get(f, 0)
        if n >= self.decks:
            raise ViewError("a card appears more often than the deck holds it")
        self.used[f] = n + 1
        return f + 52 * n

    def pile(self, cards: Any, most: int = 104) -> list[int]:
        if not isinstance(cards, list) or len(cards) > most:
            raise ViewError("a pile is not a list of cards")
        return [self.take(c) for c in cards]


def _int(value: Any, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise ViewError("a number is out of range")
    return value


def _per(value: Any, count: int) -> list:
    if not isinstance(value, list) or len(value) != count:
        raise ViewError("a list has the wrong length")
    return value


def view_state(rules: Rules, players: int, partnerships: bool, seat: int, data: Any,
               results: list | None = None) -> GameState:
    """The ``GameState`` seat ``seat`` sees, rebuilt from ``seat_view``'s JSON;
    ``results``: the round results received before (the view sends the rest)."""
    if not isinstance(data, dict):
        raise ViewError("a view is an object")
    sides = 2 if partnerships else players
    ids = _Ids(rules.decks)
    s = GameState.__new__(GameState)
    s.rules, s.values = rules, value_table(rules)
    s.players, s.partnerships, s.sides = players, partnerships, sides
    s.seed = _int(data.get("match"), 0, 2**63 - 1)
    s.round_index = _int(data.get("round"), 0, 10**5)
    s.dealer = _int(data.get("dealer"), 0, players - 1)
    s.to_move = _int(data.get("to_move"), 0, players - 1)
    if data.get("phase") not in _PHASES:
        raise ViewError("unknown phase")
    s.phase = data["phase"]
    s.ply = _int(data.get("ply"), 0, 10**6)
    s.deals_done = _int(data.get("deals_done"), 0, 1000)
    counts = [_int(n, 0, 104) for n in _per(data.get("hand_counts"), players)]
    own = ids.pile(data.get("hand"))
    if len(own) != counts[seat]:
        raise ViewError("the hand does not match its count")
    s.hands = [own if i == seat else [HIDDEN] * n for i, n in enumerate(counts)]
    s.loose = ids.pile(data.get("table"))
    builds = data.get("builds")
    if not isinstance(builds, list) or len(builds) > 52:
        raise ViewError("builds are a list")
    s.builds = []
    for b in builds:
        if not isinstance(b, dict) or not isinstance(b.get("multiple"), bool):
            raise ViewError("a build is an object")
        s.builds.append(Build(tuple(ids.pile(b.get("cards"))), _int(b.get("value"), 1, 99), b["multiple"],
                              _int(b.get("controller"), 0, players - 1)))
    s.stock = [HIDDEN] * _int(data.get("stock"), 0, 104)
    s.captured = [ids.pile(p) for p in _per(data.get("captured"), sides)]
    s.sweeps = [_faces(p) for p in _per(data.get("sweeps"), sides)]
    s.mulles = [[_int(v, 0, 99) for v in _per(m, len(m) if isinstance(m, list) and len(m) <= 52 else -1)]
                for m in _per(data.get("mulles"), sides)]
    s.opened = [_faces(p) for p in _per(data.get("opened"), sides)]
    # The face-up piles: one per pile where their tops are in play (the
    # table lays each at its holder's corner), else none.
    stacks = data.get("stacks")
    if (stacks is None) != (new_stacks(s) is None):
        raise ViewError("face-up piles where their tops are in play, and only there")
    s.stacks = None if stacks is None else [_faces(p) for p in _per(stacks, holders(s))]
    last_capturer = data.get("last_capturer")
    s.last_capturer = None if last_capturer is None else _int(last_capturer, 0, players - 1)
    s.match_scores = [_int(v, -10**6, 10**6) for v in _per(data.get("match_scores"), sides)]
    s.immediate = [_int(v, -10**6, 10**6) for v in _per(data.get("immediate"), sides)]
    new = data.get("round_results")
    known = _int(data.get("results_known"), 0, len(results or ()))
    if not isinstance(new, list) or known + len(new) > MAX_RESULTS:
        raise ViewError("round results are a list")
    s.round_results = list((results or [])[:known]) + [_result_of(r, players, sides) for r in new]
    if s.phase != PHASE_PLAY and not s.round_results:
        raise ViewError("a round that is over has its result")
    winner = data.get("winner")
    s.winner = None if winner is None else _int(winner, 0, sides - 1)
    s.unclaimed = _faces(data.get("unclaimed"))
    s.dealer_draw = tuple(_faces(data.get("dealer_draw")))
    s.viewer = seat
    s.last_move = _last_move(data.get("last_move"), players)
    if not isinstance(data.get("turn_played"), bool):
        raise ViewError("turn_played is true or false")
    s.turn_played = data["turn_played"]
    pledge = data.get("pledge")
    s.pledge = None if pledge is None else tuple(sorted(_faces(pledge)))
    # The other hands and the stock are cards this seat has not seen: the
    # window gives each one of them (``table_world``), so there must be enough.
    if sum(counts) - counts[seat] + len(s.stock) > len(s.unseen_cards()):
        raise ViewError("more hidden cards than the deck has left unseen")
    return s


# --- a round's result ---------------------------------------------------------------
# Bounds far above what the core makes (``core.scoring``: at most 15 items a
# round; a match of a few dozen rounds), and a score no match comes near.
MAX_RESULTS = 1000
MAX_ITEMS = 64
MAX_ID = 40
SCORE = 10**6
_PER_SIDE = ("totals", "added_at_end", "cards", "spades")


def _result_of(data: Any, players: int, sides: int) -> dict:
    """A round's result as ``core.round_end`` makes it, read whole: every
    field that the score sheet, the log, the side panel, the coach and the
    computer players read, of its kind and of its length, or ``ViewError``.
    Its items' sentences become ``Text`` again (``text_of``).  A field this
    version does not read is left out, so that nothing unread reaches them."""
    if not isinstance(data, dict):
        raise ViewError("a round's result is an object")
    items = data.get("items")
    if not isinstance(items, list) or len(items) > MAX_ITEMS:
        raise ViewError("a round's items are a list")
    result: dict[str, Any] = {"items": [_item_of(it, sides) for it in items]}
    for key in _PER_SIDE:
        result[key] = _scores(data.get(key), sides)
    result["round"] = _int(data.get("round"), 0, 10**5)
    result["dealer"] = _int(data.get("dealer"), 0, players - 1)
    if "match_scores" in data:   # not after a round cut short (``ended_mid_round``)
        result["match_scores"] = _scores(data["match_scores"], sides)
    if "ended_mid_round" in data:
        if not isinstance(data["ended_mid_round"], bool):
            raise ViewError("ended_mid_round is true or false")
        result["ended_mid_round"] = data["ended_mid_round"]
    return result


def _item_of(data: Any, sides: int) -> dict:
    """One item of the score sheet: its id, its name, its points and the
    count behind them (``detail``: None, or a number, a sentence or an
    empty place per side), and whether it was scored at once."""
    if not isinstance(data, dict):
        raise ViewError("an item is an object")
    item_id, immediate, detail = data.get("id"), data.get("immediate"), data.get("detail")
    if not isinstance(item_id, str) or not 0 < len(item_id) <= MAX_ID or not isinstance(immediate, bool):
        raise ViewError("an item has its id and says whether it was scored at once")
    if detail is not None:
        detail = [None if d is None else _int(d, -SCORE, SCORE) if isinstance(d, int) else _sentence(d)
                  for d in _per(detail, sides)]
    return {"id": item_id, "label": _sentence(data.get("label")), "points": _scores(data.get("points"), sides),
            "detail": detail, "immediate": immediate}


def _sentence(value: Any) -> Any:
    """A name or a detail in words: plain text (an older host's), or a
    sentence with its template that says itself (``well_formed``)."""
    if not isinstance(value, (str, dict)) or not well_formed(value):
        raise ViewError("not a sentence")
    return text_of(value)


def _scores(value: Any, sides: int) -> list[int]:
    return [_int(v, -SCORE, SCORE) for v in _per(value, sides)]


def _faces(cards: Any) -> list[int]:
    """Cards that are not part of the table's count (a sweep's card, a pile's
    copy): their faces, without numbering copies."""
    if not isinstance(cards, list) or len(cards) > 104:
        raise ViewError("a list of cards")
    out = []
    for c in cards:
        try:
            out.append(parse_card(c) if isinstance(c, str) and len(c) <= 4 else _no_card())
        except CardError:
            raise ViewError("not a card") from None
    return out


def _no_card() -> int:
    raise ViewError("not a card")


def _last_move(data: Any, players: int):
    if data is None:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("move"), str) or len(data["move"]) > 600:
        raise ViewError("the last move is an object")
    try:
        kind, card, value, loose, builds = parse_move(data["move"])
    except MoveSyntaxError:
        raise ViewError("the last move cannot be read") from None
    return (_int(data.get("seat"), 0, players - 1), new_move(kind, card, value or 0, loose, builds))
