"""A table play in a player's words, with the arithmetic a player would do.

"Is that play legal?" names the play as it is made at the table: the card
dropped and what it was dropped on (a build named as the table shows it,
"build 6 (2♥ + 4♠)"), what the drop means (take, build, raise, add, trail,
as the table's chooser and play log say it) and the sum behind it, from
the cards' own values: "6 + 5 = 11".  Inside a build every card counts its
table value (an ace 1, even one from the hand where a played ace takes as
14); a capture counts the value the card is played as, and says so where
the card has more than one.  Every sentence is one whole template.
"""

from __future__ import annotations

from ..core import (BUILD, CAPTURE, END, RAISE, TABLE_ADD, TABLE_BUILD, TRAIL, Build, GameState, Move, makes_multiple,
                    pretty)
from ..core.templates import N_, Text, fill, join

__all__ = ["QUESTION", "BUILD_ON_TABLE", "SUM", "SHORTFALL", "question", "shortfall", "groups"]

BUILD_ON_TABLE = N_("build {value} ({cards})", note="a build on the table and its cards, such as: build 6 (2♥ + 4♠)")
BUILDS_ON_TABLE = N_("multiple build {value} ({cards})",
                     note="a build of several groups of one value and its groups, such as: multiple build 8 (5♦ + 3♠, 8♠)")
SUM = N_("{terms} = {total}", note="arithmetic of card values, such as: 2 + 4 = 6")
QUESTION = {
    "trail": N_("You drop the {card} on an empty part of the table, to trail it."
                " Is that play legal? If not, pick the reason."),
    "trail_build": N_("You drop the {card} on {things} to trail it and build {value} from them: {sum}."
                      " Is that play legal? If not, pick the reason."),
    "take": N_("You drop the {card} on {things} to make a capture. Is that play legal? If not, pick the reason."),
    "take_sum": N_("You drop the {card} on {things} to make a capture: {sum}."
                   " Is that play legal? If not, pick the reason."),
    "take_as": N_("You drop the {card} on {things} to make a capture, the {card} counted as {value}: {sum}."
                  " Is that play legal? If not, pick the reason."),
    "take_as_alike": N_("You drop the {card} on {things} to make a capture, the {card} counted as {value}."
                        " Is that play legal? If not, pick the reason."),
    "build": N_("You drop the {card} on {things} to build {value}: {sum}."
                " Is that play legal? If not, pick the reason."),
    "build_multiple": N_("You drop the {card} on {things} to build {value}s: {sum}."
                         " Is that play legal? If not, pick the reason."),
    "raise": N_("You drop the {card} on {build} to raise it to {value}: {sum}."
                " Is that play legal? If not, pick the reason."),
    "raise_with": N_("You drop the {card} on {build} with {things} to raise it to {value}: {sum}."
                     " Is that play legal? If not, pick the reason."),
    "add": N_("You drop the {card} on {build} to add it to the build, which stays {value}."
              " Is that play legal? If not, pick the reason."),
    "add_with": N_("You drop the {card} on {build} with {things} to add them to the build, which stays {value}:"
                   " {sum}. Is that play legal? If not, pick the reason."),
    "table_build": N_("You drag the {card} onto the {target} to build {value} from table cards: {sum}."
                      " Is that play legal? If not, pick the reason."),
    "table_build_more": N_("You drag the {card} onto the {target} to build {value} from {things}: {sum}."
                           " Is that play legal? If not, pick the reason."),
    "table_add": N_("You drag the {card} onto {build} to add it to the build, which stays {value}."
                    " Is that play legal? If not, pick the reason."),
    "table_add_more": N_("You drag {things} onto {build} to add them to the build, which stays {value}: {sum}."
                         " Is that play legal? If not, pick the reason."),
    "end": N_("You press End Turn. Is that play legal? If not, pick the reason."),
}
# A capture whose table cards do not add up to the card's value: the
# arithmetic that decides the answer, said with the verdict (in the question
# it would give the answer away).
SHORTFALL = N_("What the {card} would take makes {sum}, not {value}.",
               note="{sum} is the table cards' total, such as: 2 + 4 = 6 (or just 2); {value} is what the card counts")
# The separator of the groups of one capture or multiple build: "8, 5 + 3 = 8".
GROUPS_SEPARATOR = ", "


def _builds(state: GameState) -> dict[tuple[int, ...], Build]:
    return {b.key: b for b in state.builds}


def build_words(state: GameState, key: tuple[int, ...]) -> Text:
    """A build as the table shows it; a multiple build's cards in their groups."""
    b = _builds(state)[key]
    if not b.multiple:
        return fill(BUILD_ON_TABLE, value=b.value, cards=join(" + ", [pretty(c) for c in b.cards]))
    vt = state.values
    left = [c % 52 for c in b.cards]   # a double deck: a card id names its face modulo 52
    found = groups([vt.sum_value[c] for c in left], b.value, [False] * len(left)) or [[vt.sum_value[c] for c in left]]
    parts: list[Text] = []
    for g in found:
        cards: list[str] = []
        for v in g:   # cards of one value are alike here: any of them stands for it
            c = next(c for c in left if vt.sum_value[c] == v)
            left.remove(c)
            cards.append(pretty(c))
        parts.append(join(" + ", cards))
    return fill(BUILDS_ON_TABLE, value=b.value, cards=join(GROUPS_SEPARATOR, parts))


def _things(state: GameState, loose: tuple[int, ...], keys: tuple[tuple[int, ...], ...]) -> Text:
    return join(" + ", [pretty(f) for f in loose] + [build_words(state, k) for k in keys])


def _sum(terms: list[int], total: int) -> Text:
    return fill(SUM, terms=join(" + ", [str(t) for t in terms]), total=total)


def _total(terms: list[int]) -> Text | str:
    """The table cards' total as a player says it: "2", or "2 + 4 = 6"."""
    return str(terms[0]) if len(terms) == 1 else _sum(terms, sum(terms))


def groups(values: list[int], target: int, aces: list[bool]) -> list[list[int]] | None:
    """``values`` split into groups that each make ``target`` (a card that
    may count 1 or 14, ``aces``, counts whichever fits), as a player would
    count them; None when they cannot be."""
    items = sorted(range(len(values)), key=lambda i: -values[i])

    def worth(i: int) -> tuple[int, ...]:
        return (values[i], 14) if aces[i] and values[i] == 1 else (values[i],)

    def place(rest: list[int], open_groups: list[list[int]]) -> list[list[int]] | None:
        if not rest:
            return open_groups if all(sum(g) == target for g in open_groups) else None
        i, tail = rest[0], rest[1:]
        for w in worth(i):
            for g in open_groups:
                if sum(g) + w <= target:
                    g.append(w)
                    found = place(tail, open_groups)
                    if found is not None:
                        return found
                    g.pop()
            if w <= target:
                open_groups.append([w])
                found = place(tail, open_groups)
                if found is not None:
                    return found
                open_groups.pop()
        return None

    return place(items, [])


def _groups_words(found: list[list[int]], target: int) -> Text:
    return join(GROUPS_SEPARATOR, [str(g[0]) if len(g) == 1 else _sum(g, target) for g in found])


def question(state: GameState, m: Move) -> Text:
    """The question of a "legal?" drill about the table play ``m``."""
    kind, f, value, loose, keys = m
    vt = state.values
    if kind == END:
        return QUESTION["end"]
    by_key = _builds(state)
    worth = [vt.sum_value[x] for x in loose] + [by_key[k].value for k in keys]
    numberless = any(vt.rank_only[x] for x in loose) or (f >= 0 and vt.rank_only[f])
    if kind in (TABLE_BUILD, TABLE_ADD):
        return _table_question(state, m, worth)
    card = pretty(f)
    h = vt.sum_value[f]   # inside a build a card from the hand counts its table value
    if kind == TRAIL:
        if not loose and not keys:
            return fill(QUESTION["trail"], card=card)
        return fill(QUESTION["trail_build"], card=card, things=_things(state, loose, keys), value=value,
                    sum=_sum(worth, sum(worth)))
    if kind == CAPTURE:
        things = _things(state, loose, keys)
        if numberless:
            return fill(QUESTION["take"], card=card, things=things)
        aces = [vt.dual_ace and x >> 2 == 0 for x in loose] + [False] * len(keys)
        found = groups(worth, value, aces) if value else None
        declared = len(vt.hand_values[f]) > 1 or value != h
        if not value:   # attempted without one, so never grouped: the sum of what it would take
            if len(worth) < 2:
                return fill(QUESTION["take"], card=card, things=things)
            return fill(QUESTION["take_sum"], card=card, things=things, sum=_sum(worth, sum(worth)))
        if found is None:
            # A capture that does not add up: the question names it alone, the
            # sum that settles it is the verdict's (``shortfall``).
            if declared:
                return fill(QUESTION["take_as_alike"], card=card, things=things, value=value)
            return fill(QUESTION["take"], card=card, things=things)
        if declared and all(len(g) == 1 for g in found):
            return fill(QUESTION["take_as_alike"], card=card, things=things, value=value)
        if declared:
            return fill(QUESTION["take_as"], card=card, things=things, value=value, sum=_groups_words(found, value))
        if all(len(g) == 1 for g in found):
            return fill(QUESTION["take"], card=card, things=things)
        return fill(QUESTION["take_sum"], card=card, things=things, sum=_groups_words(found, value))
    if kind == BUILD:
        # Only a trail or a capture is attempted without a value (``legality.attempted_move``).
        assert value is not None
        things = _things(state, loose, keys)
        if makes_multiple(state, m):
            found = groups([h] + worth, value, [False] * (1 + len(worth)))
            if found is not None and len(found) > 1:
                return fill(QUESTION["build_multiple"], card=card, things=things, value=value,
                            sum=_groups_words(found, value))
        return fill(QUESTION["build"], card=card, things=things, value=value, sum=_sum([h] + worth, sum([h] + worth)))
    build = build_words(state, keys[0])
    extra_loose, extra_keys = loose, keys[1:]
    extra_worth = [vt.sum_value[x] for x in loose] + [by_key[k].value for k in extra_keys]
    things = _things(state, extra_loose, extra_keys)
    if kind == RAISE:
        terms = [by_key[keys[0]].value, h] + extra_worth
        key = "raise_with" if extra_worth else "raise"
        return fill(QUESTION[key], card=card, build=build, things=things, value=value, sum=_sum(terms, sum(terms)))
    if not extra_worth:
        return fill(QUESTION["add"], card=card, build=build, value=value)
    terms = [h] + extra_worth
    return fill(QUESTION["add_with"], card=card, build=build, things=things, value=value,
                sum=_sum(terms, sum(terms)))


def shortfall(state: GameState, m: Move) -> Text | None:
    """For a capture whose table cards cannot be grouped into the value the
    card is played as: what they make against that value ("2 + 4 = 6, not
    7"), the working a verdict shows; None for any other play."""
    kind, f, value, loose, keys = m
    vt = state.values
    if kind != CAPTURE or not value or any(vt.rank_only[x] for x in loose) or vt.rank_only[f]:
        return None
    by_key = _builds(state)
    worth = [vt.sum_value[x] for x in loose] + [by_key[k].value for k in keys]
    aces = [vt.dual_ace and x >> 2 == 0 for x in loose] + [False] * len(keys)
    if not worth or groups(worth, value, aces) is not None:
        return None
    return fill(SHORTFALL, card=pretty(f), sum=_total(worth), value=value)


def _table_question(state: GameState, m: Move, worth: list[int]) -> Text:
    kind, _, value, loose, keys = m
    if kind == TABLE_BUILD:
        if len(loose) == 2 and not keys:
            return fill(QUESTION["table_build"], card=pretty(loose[0]), target=pretty(loose[1]), value=value,
                        sum=_sum(worth, sum(worth)))
        return fill(QUESTION["table_build_more"], card=pretty(loose[0]), target=pretty(loose[1]), value=value,
                    things=_things(state, loose, keys), sum=_sum(worth, sum(worth)))
    build = build_words(state, keys[0])
    if len(loose) == 1 and len(keys) == 1:
        return fill(QUESTION["table_add"], card=pretty(loose[0]), build=build, value=value)
    extra = worth[:len(loose)] + worth[len(loose) + 1:]
    return fill(QUESTION["table_add_more"], things=_things(state, loose, keys[1:]), build=build, value=value,
                sum=_sum(extra, sum(extra)))


def arithmetic_agrees(state: GameState, m: Move) -> bool:
    """Whether the play's declared value is the sum a player would make of
    its cards (a build, raise or add; a table build): the only plays a
    drill shows.  A reading of a drop whose value is not its cards' sum
    (a raise that left selected cards out of its value) is not shown."""
    kind, f, value, loose, keys = m
    vt = state.values
    by_key = _builds(state)
    table = sum(vt.sum_value[x] for x in loose)
    if kind == BUILD and not makes_multiple(state, m):
        return value == vt.sum_value[f] + table + sum(by_key[k].value for k in keys)
    if kind == RAISE:
        return value == by_key[keys[0]].value + vt.sum_value[f] + table + sum(by_key[k].value for k in keys[1:])
    if kind == "add":
        return not loose and len(keys) == 1 or value == vt.sum_value[f] + table + sum(
            by_key[k].value for k in keys[1:])
    if kind == TABLE_BUILD:
        return value == table + sum(by_key[k].value for k in keys)
    return True
