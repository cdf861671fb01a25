"""A host's round results are read through ``views.view_state`` whole:
every field the score sheet, the side panel, the log, the coach and the
computer players read is there, of its kind and of its length, or the view
is refused (``ViewError``) and the window says the host sent what it
cannot read.  A half-read result once reached the score sheet, which
raised inside the window on ``{"items": [{"points": 5}]}``."""
from __future__ import annotations

import functools
import json
import random

import pytest

from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.core.templates import english, render
from casino_desktop.net.views import ViewError, seat_view, view_state

# (variant, players, partnerships, match scores at the start): the Dominican
# game starts near its target, so that its round ends with a "near_target"
# item whose details are sentences, some of them empty places (None).
GAMES = {
    "casino": ("casino", 2, False, None),
    "swazi-casino": ("swazi-casino", 4, True, None),
    "finnish-kasino": ("finnish-kasino", 3, False, None),   # items scored at once ("immediate")
    "mulle": ("mulle", 2, False, None),                     # a double deck, mulles
    "dominican-casino": ("dominican-casino", 2, False, [18, 19]),
}


@functools.lru_cache(maxsize=None)
def _finished(name: str) -> tuple[str, object]:
    """A game's first round played out at random: (its view for seat 0 as
    JSON text, the core's state)."""
    variant, players, partnerships, scores = GAMES[name]
    state = new_game(make_rules(variant, {}), players, partnerships, 5)
    if scores is not None:
        state.match_scores = list(scores)
    rng = random.Random(3)
    while not state.round_results:
        apply(state, rng.choice(legal_moves(state)))
    return json.dumps(seat_view(state, 0, 1)), state


def _read(name: str, view: dict):
    variant, players, partnerships, _ = GAMES[name]
    return view_state(make_rules(variant, {}), players, partnerships, 0, view)


def _int(value, n: int | None = None) -> bool:
    return type(value) is int and (n is None or abs(value) <= n)


def _ints(value, sides: int) -> bool:
    return isinstance(value, list) and len(value) == sides and all(_int(v) for v in value)


def _said(value) -> bool:
    """A sentence the window can say: a ``str`` (a ``Text`` is one) that
    renders without raising, to a sentence of a sensible length."""
    return isinstance(value, str) and len(render(value, english)) <= 10_000


def well_typed(results: list, players: int, sides: int) -> None:
    """What every reader of ``state.round_results`` takes for granted."""
    assert isinstance(results, list)
    for r in results:
        assert isinstance(r, dict)
        for key in ("totals", "added_at_end", "cards", "spades"):
            assert _ints(r[key], sides), key
        assert _int(r["round"]) and _int(r["dealer"]) and 0 <= r["dealer"] < players
        assert "match_scores" not in r or _ints(r["match_scores"], sides)
        assert type(r.get("ended_mid_round", False)) is bool
        assert isinstance(r["items"], list)
        for it in r["items"]:
            assert isinstance(it["id"], str) and _said(it["label"]) and type(it["immediate"]) is bool
            assert _ints(it["points"], sides)
            detail = it["detail"]
            assert detail is None or (isinstance(detail, list) and len(detail) == sides)
            for d in detail or ():
                assert d is None or _int(d) or _said(d), d


@pytest.mark.parametrize("name", GAMES)
def test_a_real_rounds_results_are_read_whole_and_as_the_core_made_them(name):
    text, state = _finished(name)
    got = _read(name, json.loads(text)).round_results
    well_typed(got, state.players, state.sides)
    kept = state.round_results
    assert [{k: v for k, v in r.items() if k != "items"} for r in got] == [
        {k: v for k, v in r.items() if k != "items"} for r in kept]
    for mine, theirs in zip(got[0]["items"], kept[0]["items"]):
        assert mine == theirs   # a Text equals its English: the label and the details' words too


def _first(view: dict) -> dict:
    return view["round_results"][0]


def _item(view: dict) -> dict:
    return _first(view)["items"][0]


def _nested(depth: int) -> dict:
    label: object = "x"
    for _ in range(depth):
        label = {"text": "x", "say": "{inner}", "fields": {"inner": label}}
    return label  # type: ignore[return-value]  # a dict once depth > 0


REFUSED = {
    "an item of points alone": lambda v: _first(v).update(items=[{"points": 5}]),
    "points a number, not one per side": lambda v: _item(v).update(points=5),
    "points one short": lambda v: _item(v).update(points=_item(v)["points"][:-1]),
    "points a word": lambda v: _item(v)["points"].__setitem__(0, "five"),
    "points true": lambda v: _item(v)["points"].__setitem__(0, True),
    "points a fraction": lambda v: _item(v)["points"].__setitem__(0, 1.5),
    "points beyond any score": lambda v: _item(v)["points"].__setitem__(0, 10**12),
    "totals one short": lambda v: _first(v).update(totals=[1]),
    "totals one too many": lambda v: _first(v)["totals"].append(0),
    "totals words": lambda v: _first(v).update(totals=["a"] * len(_first(v)["totals"])),
    "no totals": lambda v: _first(v).pop("totals"),
    "no cards counted": lambda v: _first(v).pop("cards"),
    "spades of the wrong length": lambda v: _first(v).update(spades=[1]),
    "added at end a word": lambda v: _first(v).update(added_at_end="all"),
    "match scores of the wrong length": lambda v: _first(v).update(match_scores=[1, 2, 3, 4, 5]),
    "match scores null": lambda v: _first(v).update(match_scores=None),
    "a round number that is a word": lambda v: _first(v).update(round="one"),
    "a dealer of no seat": lambda v: _first(v).update(dealer=9),
    "ended mid-round a word": lambda v: _first(v).update(ended_mid_round="yes"),
    "items not a list": lambda v: _first(v).update(items={"0": _item(v)}),
    "an item that is a list": lambda v: _first(v)["items"].append([1, 2]),
    "more items than any game has": lambda v: _first(v).update(items=[_item(v)] * 500),
    "an item without its id": lambda v: _item(v).pop("id"),
    "an id that is a number": lambda v: _item(v).update(id=7),
    "an item without a label": lambda v: _item(v).pop("label"),
    "a label that is a number": lambda v: _item(v).update(label=3),
    "a label that is a list": lambda v: _item(v).update(label=["Most", "cards"]),
    "a label nested deeper than any sentence": lambda v: _item(v).update(label=_nested(20)),
    "a label whose template names a field not sent": lambda v: _item(v).update(
        label={"text": "x", "say": "{card} big casino", "fields": {"other": "10D"}}),
    "a label whose template pads a field a billion wide": lambda v: _item(v).update(
        label={"text": "x", "say": "{card:>999999999}", "fields": {"card": "10D"}}),
    "a label whose template reads an attribute": lambda v: _item(v).update(
        label={"text": "x", "say": "{card.__class__}", "fields": {"card": "10D"}}),
    "a label of a megabyte": lambda v: _item(v).update(label="x" * 1_000_000),
    "a label that repeats a field into millions of characters": lambda v: _item(v).update(
        label={"text": "x", "say": "{a}" * 100, "fields": {"a": {"text": "y", "say": "{b}" * 100, "fields": {
            "b": {"text": "z", "say": "{c}" * 100, "fields": {"c": "w" * 100}}}}}}),
    "a detail of the wrong length": lambda v: _item(v).update(detail=[1]),
    "a detail that is a list of lists": lambda v: _item(v).update(detail=[[1]] * len(_item(v)["points"])),
    "a detail that is a number": lambda v: _item(v).update(detail=3),
    "a detail of true": lambda v: _item(v).update(detail=[True] * len(_item(v)["points"])),
    "immediate missing": lambda v: _item(v).pop("immediate"),
    "immediate a word": lambda v: _item(v).update(immediate="no"),
    "a result that is a list": lambda v: v["round_results"].append([]),
    "more results than any match has": lambda v: v.update(round_results=v["round_results"] * 5000),
    # A view of a round that is over must say how it ended: the score sheet shows its last result.
    "a round over without its result": lambda v: v.update(round_results=[]),
}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("change", REFUSED.values(), ids=REFUSED.keys())
def test_a_round_result_that_is_not_one_is_refused(name, change):
    view = json.loads(_finished(name)[0])
    change(view)
    with pytest.raises(ViewError):
        _read(name, view)


ACCEPTED = {
    "a label in plain English (an older host)": lambda v: _item(v).update(label="Most cards"),
    "a detail with empty places": lambda v: _item(v).update(detail=[None] * len(_item(v)["points"])),
    "no detail": lambda v: _item(v).update(detail=None),
    "a round ended mid-round": lambda v: (_first(v).pop("match_scores"), _first(v).update(ended_mid_round=True)),
    "an item this version does not know": lambda v: _first(v)["items"].append(
        dict(_item(v), id="a_later_item", label={"text": "Later", "say": "Later"})),
    "a field this version does not know": lambda v: _first(v).update(later=[1, {"x": 2}]),
}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("change", ACCEPTED.values(), ids=ACCEPTED.keys())
def test_a_round_result_a_host_may_send_is_read_whole(name, change):
    view = json.loads(_finished(name)[0])
    change(view)
    state = _finished(name)[1]
    results = _read(name, view).round_results
    well_typed(results, state.players, state.sides)
    assert "later" not in results[0], "what this version does not read does not reach the window"


# --- random damage ------------------------------------------------------------------------------
JUNK = (None, True, False, 0, -1, 7, 10**7, 2**40, 1.5, "", "x", "x" * 5000, [], {}, [0, 0], [0, 0, 0, 0],
        [None, None], ["a", "b"], [[]], {"text": "x"}, {"text": "x", "say": "y"},
        {"text": "x", "say": "{a}", "fields": {"b": 1}}, {"text": "x", "say": "{a:>9999999}", "fields": {"a": 1}},
        {"text": "x", "say": {"one": "{count} a", "other": "{count} as"}, "count": "3"}, _nested(12))


def _places(node, path=()):
    """Every place inside ``node``: its path of keys and indices."""
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _places(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _places(v, path + (i,))


def _damage(rng: random.Random, view: dict) -> None:
    """One random change somewhere in the view, most often in its round results."""
    inside = ("round_results",) if rng.random() < 0.8 else ()
    paths = [p for p in _places(view) if p[:len(inside)] == inside and len(p) > len(inside)]
    path = rng.choice(paths)
    parent = view
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    how = rng.random()
    if how < 0.15:
        del parent[last]
    elif how < 0.25 and isinstance(parent[last], list):
        parent[last].append(rng.choice(JUNK))
    elif how < 0.35:
        parent[last] = json.loads(json.dumps(_lookup(view, rng.choice(paths))))  # another place's value
    else:
        parent[last] = json.loads(json.dumps(rng.choice(JUNK)))


def _lookup(node, path):
    for key in path:
        node = node[key]
    return node


def test_random_damage_is_refused_or_read_into_well_typed_results():
    rng = random.Random(29)
    read = refused = 0
    for case in range(400):
        name = rng.choice(list(GAMES))
        text, state = _finished(name)
        view = json.loads(text)
        for _ in range(rng.randint(1, 3)):
            _damage(rng, view)
        try:
            got = _read(name, view)
        except ViewError:
            refused += 1
            continue
        well_typed(got.round_results, state.players, state.sides)
        read += 1
    assert read and refused, (read, refused)
