"""A seeded mutator of save files, for fuzzing every path that reads one.

``sample_saves(seed)`` makes real records by playing random games of every
preset through the engine (whole matches and matches cut short);
``mutate(data, rng, others)`` damages one the way files get damaged or
forged: bytes flipped, inserted, cut or spliced, invalid UTF-8, JSON values
replaced by wrong types, huge or unreadable numbers, deep nesting or
superscript digits, moves reordered, dropped, repeated or given other cards,
unpaired code points (a lone half of a UTF-16 pair, a pair reversed, a
byte the system could not decode) put into any text, keys included.
The core's fuzzer (tests/core/test_save_fuzz.py) feeds the results to
``load_record``; the window's Open and resume can reuse the same saves.
"""
from __future__ import annotations

import json
import random

from casino_desktop.core import legal_moves, make_rules, next_round
from casino_desktop.core.cards import RANKS, SUITS
from casino_desktop.core.play import apply
from casino_desktop.core.record import GameRecord
from casino_desktop.core.variants import PRESETS
from casino_desktop.core.rules_sense import game_problem

CARDS = [r + s for r in RANKS for s in SUITS]

# Values that do not belong in a save: wrong types, numbers too large to
# read or store, nesting, text no parser should trust.
ODD_VALUES = [None, True, False, 0, -1, 1.5, 2**63, -(2**63) - 1, 10**40, "", "x", "\u00b2", "\u0663",
              "7H trail", [], [1], {}, {"a": 1}, "\x00", "\ud800", "A\nS", "\r\n", "é" * 300, [[[[[]]]]]]
ODD_TOKENS = ["1e400", "-1e400", "NaN", "Infinity", "9" * 4301, "[" * 1000 + "]" * 1000,
              "{\"a\":" * 600 + "1" + "}" * 600, "\"\\ud800\"", "0.0000001", "-0", "1E2", "\"\u00b2\""]


# Code points no UTF-8 writer accepts: lone halves of a UTF-16 pair, a pair
# reversed, the half of an emoji, and what Python makes of an undecodable byte
# (surrogateescape); then code points that are odd but writable.
UNPAIRED = ["\ud800", "\udbff", "\udc00", "\udfff", "\udc00\ud800", "\ud83d", "\ude00", "\udcff"]
ODD_BUT_WRITABLE = ["\ufffe", "\uffff", "\U0010ffff", "\x00", "\u200b"]


def sample_saves(seed: int = 0, per_preset: int = 2) -> list[bytes]:
    """Records of random games of every preset, as the bytes of their files."""
    rng = random.Random(seed)
    saves = []
    for v in PRESETS:
        rules = make_rules(v.id)
        tables = [(p, ps) for p in (2, 3, 4) for ps in (False, True) if game_problem(rules, p, ps) is None]
        for k in range(per_preset):
            players, partnerships = rng.choice(tables)
            rec = GameRecord(variant=v.id, players=players, partnerships=partnerships, seed=rng.randrange(1, 2**31),
                             seats=[{"kind": "human", "level": "casual", "name": "Zoé"}] + [{"kind": "computer",
                                                                                          "level": "casual"}] * (players - 1),
                             match_id=f"{rng.getrandbits(128):032x}")
            state = rec.new_state()
            length = (10**6, 60, 5, 0)[k % 4]  # 10**6: the whole match
            while len(rec.moves) < length and state.phase != "match_over":
                if state.phase == "round_over":
                    next_round(state)
                m = rng.choice(legal_moves(state))
                rec.moves.append(m.text(show_value=rng.random() < 0.5))
                apply(state, m)
            saves.append(rec.to_json().encode("utf-8"))
    return saves


def mutate(data: bytes, rng: random.Random, others: list[bytes]) -> bytes:
    """One damaged copy of ``data`` (one to three mutations)."""
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        data = rng.choice(_MUTATIONS)(data, rng, others)
    return data


# --- byte mutations ------------------------------------------------------------------
def _flip(data, rng, others):
    if not data:
        return data
    i = rng.randrange(len(data))
    return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]


def _insert_bytes(data, rng, others):
    i = rng.randrange(len(data) + 1)
    junk = rng.choice([b"\xe9", b"\xff\xfe", b"\xc3", b"\x00", b"\xed\xa0\x80", bytes(rng.randrange(256)
                                                                                    for _ in range(rng.randrange(1, 9)))])
    return data[:i] + junk + data[i:]


def _cut(data, rng, others):
    i = rng.randrange(len(data) + 1)
    j = min(len(data), i + rng.choice((1, 2, 10, 100, 1000)))
    return data[:i] + data[j:]


def _truncate(data, rng, others):
    return data[:rng.randrange(len(data) + 1)]


def _splice(data, rng, others):
    other = rng.choice(others)
    return data[:rng.randrange(len(data) + 1)] + other[rng.randrange(len(other) + 1):]


def _duplicate(data, rng, others):
    i = rng.randrange(len(data) + 1)
    j = min(len(data), i + rng.randrange(1, 200))
    return data[:j] + data[i:j] + data[j:]


def _odd_token(data, rng, others):
    """Put an unreadable number, deep nesting or the like where a value was."""
    text = data.decode("utf-8", "replace")
    spots = [i for i, ch in enumerate(text) if ch in ":,["]
    if not spots:
        return data
    i = rng.choice(spots) + 1
    j = i
    while j < len(text) and text[j] not in ",]}\n":
        j += 1
    return (text[:i] + " " + rng.choice(ODD_TOKENS) + text[j:]).encode("utf-8", "surrogatepass")


# --- JSON mutations (the file stays valid JSON) --------------------------------------
def on_json(change):
    def mutation(data, rng, others):
        try:
            doc = json.loads(data)
        except (ValueError, RecursionError):  # already damaged beyond JSON
            return data
        if not isinstance(doc, dict):
            return data
        change(doc, rng)
        return json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    return mutation


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node[:50]):
            yield from _paths(v, path + (i,))


def _replace_value(doc, rng):
    paths = [p for p in _paths(doc) if p]
    path = rng.choice(paths)
    node = doc
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = rng.choice(ODD_VALUES + [rng.randrange(-5, 300)])


def _drop_key(doc, rng):
    doc.pop(rng.choice(list(doc)), None)


def _add_key(doc, rng):
    doc[rng.choice(["extra", "moves2", "format", "version", "match_id"])] = rng.choice(ODD_VALUES)


def _change_option(doc, rng):
    options = doc.get("options") if isinstance(doc.get("options"), dict) else {}
    name = rng.choice(["target", "most_cards", "sweep_points", "decks", "hand_size", "building", "ace_value",
                       "misere", "mulle", "nonsense", "table_size", "overspader", "rounds_each"])
    options[name] = rng.choice([0, 1, 2, 5, 16, 200, True, False, "numeric", "alone_5", -1, None])
    doc["options"] = options


def unpaired_text(doc, rng):
    """An unpaired code point (or an odd writable one) inside any text of the
    document, a key or a value: names, levels, moves, the variant, the id."""
    texts = [p for p in _paths(doc) if p]
    odd = rng.choice(UNPAIRED * 3 + ODD_BUT_WRITABLE)
    path = rng.choice(texts)
    node = doc
    for step in path[:-1]:
        node = node[step]
    key = path[-1]
    if isinstance(node, dict) and rng.random() < 0.2:  # the key itself
        node[_spliced(key, odd, rng)] = node.pop(key)
    elif isinstance(node[key], str):
        node[key] = _spliced(node[key], odd, rng)
    else:
        seats = doc.get("seats")
        if isinstance(seats, list) and seats and isinstance(seats[0], dict):
            seats[0]["name"] = _spliced(str(seats[0].get("name", "")), odd, rng)  # the field players type


def _spliced(text: str, odd: str, rng) -> str:
    i = rng.randrange(len(text) + 1)
    return text[:i] + odd + text[i:]


def _change_header(doc, rng):
    key = rng.choice(["players", "partnerships", "seed", "variant", "version", "format"])
    doc[key] = rng.choice([2, 3, 4, 1, 5, True, False, 0, 2**63 - 1, 2**63, "casino", "mulle", "krypkasino",
                           "casino-desktop-record", rng.randrange(2**31)])


def _moves_of(doc):
    moves = doc.get("moves")
    return moves if isinstance(moves, list) and moves else None


def _swap_moves(doc, rng):
    moves = _moves_of(doc)
    if moves:
        i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
        moves[i], moves[j] = moves[j], moves[i]


def _drop_move(doc, rng):
    moves = _moves_of(doc)
    if moves:
        del moves[rng.randrange(len(moves))]


def _repeat_move(doc, rng):
    moves = _moves_of(doc)
    if moves:
        i = rng.randrange(len(moves))
        moves.insert(i, moves[i])


def _extend_moves(doc, rng):
    moves = _moves_of(doc)
    if moves:
        moves.extend(rng.choice(moves) for _ in range(rng.randrange(1, 5)))


def _change_card(doc, rng):
    moves = _moves_of(doc)
    if moves:
        i = rng.randrange(len(moves))
        if isinstance(moves[i], str):
            words = moves[i].split(" ")
            k = rng.randrange(len(words))
            words[k] = rng.choice(CARDS + ["take", "trail", "build", "[", "]", "=", "AS=14", "AS=\u00b2", "99",
                                           "\u00b2", "10D=16", "[5H", "6C]"])
            moves[i] = " ".join(words)


_MUTATIONS = [_flip, _insert_bytes, _cut, _truncate, _splice, _duplicate, _odd_token,
              on_json(_replace_value), on_json(_drop_key), on_json(_add_key), on_json(_change_option),
              on_json(_change_header), on_json(_swap_moves), on_json(_drop_move), on_json(_repeat_move),
              on_json(_extend_moves), on_json(_change_card), on_json(_change_card),
              on_json(unpaired_text), on_json(unpaired_text)]
