"""A move in words: which of ``sentences``' templates tells it, and its
fields, the cards named as every other word for them names them (a build
taken as one, "build 8 (2♣ + 6♦)"; a capture of several groups group by
group, "4♠ + 6♦ and 5♥ + 5♣"; a new multiple build by its groups).

For the log and the status line (``move_sentence``), and for the hint and
the coach (``move_advice``, addressed to nobody).  Split from
``sentences``, which keeps the templates and who is spoken of.
"""
from __future__ import annotations

from typing import Callable

from .cards import pretty, sort_key
from .build_groups import laid_groups
from .templates import Text, fill, join, names_list
from .rule_captures import capture_groups
from .near_target import dominican
from .variants import Rules
from .moves import ADD, BUILD, CAPTURE, END, RAISE, TABLE_ADD, TABLE_BUILD, TRAIL, Move
from .sentences import ADVICE, SENTENCES, phrase, sentence
from .state import Build, GameState
from .values import ValueTable


def groups_named(groups: list[list[int]], name: Callable[[int], str] = pretty) -> Text:
    """Groups of cards ('A♠ + 5♥ and 6♥'), each group one sum."""
    return names_list(join(" + ", (name(c) for c in g)) for g in groups)


def _build_parts(key: tuple[int, ...], value: int | None, name: Callable[[int], str],
                 at: GameState) -> tuple[int | None, str]:
    """A build on the table as (its value, its cards): '2♣ + 6♦', a
    multiple one group by group, '7♠ and 3♣ + 4♦' (``laid_groups``), where
    ``at`` (the position) has it; ``value`` and the cards in a row where it
    does not."""
    build = next((b for b in at.builds if b.key == key), None)
    if build is None:
        return value, join(" + ", (name(c) for c in key))
    groups = laid_groups(build.cards, build.value, at.values) if build.multiple else None
    if groups is not None:
        return build.value, groups_named(groups, name)
    return build.value, join(" + ", (name(c) for c in key))


def build_on_table(build: Build, values: ValueTable, name: Callable[[int], str] = pretty) -> str:
    """A build as the table in words lists it: 'build 8 (2♣ + 6♦)', a
    multiple one so called and group by group, in the order every other
    word for it has (``laid_groups``): 'multiple build 6 (A♠ + 5♥ and 6♥)'."""
    groups = laid_groups(build.cards, build.value, values) if build.multiple else None
    cards = groups_named(groups, name) if groups is not None else join(" + ", (name(c) for c in build.cards))
    return phrase("table_build_multiple" if build.multiple else "table_build", value=build.value, cards=cards)


def _build_named(key: tuple[int, ...], value: int | None, name: Callable[[int], str], at: GameState) -> str:
    """A build a move takes (or builds on) named as one: 'build 8 (2♣ +
    6♦)', 'multiple build 7 (7♠ and 3♣ + 4♦)' (``_build_parts``), in the
    form of the move's object."""
    shown, cards = _build_parts(key, value, name, at)
    build = next((b for b in at.builds if b.key == key), None)
    return phrase("build_taken_multiple" if build is not None and build.multiple else "build_taken",
                  value=shown, cards=cards)


def _move_fields(m: Move, name: Callable[[int], str] = pretty,
                 *, at: GameState) -> tuple[str, dict[str, object]]:
    """The sentence id of a move and its fields (cards as ``name`` gives
    them: the printed form, or words for a screen reader); ``at``: the
    position it is played from, which names the builds it takes, takes
    in, raises or adds to by their own values and groups."""
    card = name(m.card)
    taken = join(" + ", (name(c) for c in m.table_faces()))
    kind = m.kind
    if kind == END:
        return "end", {}
    if kind == TABLE_BUILD:
        return "table_build", {"value": m.value, "taken": taken}
    if kind == TRAIL:
        if m.loose:
            return "trail_and_build", {"card": card, "value": m.value, "taken": taken}
        return "trail", {"card": card}
    if kind in (CAPTURE, BUILD) and m.builds:
        # A build taken, or taken into a new build as a card, is named as
        # one ("build 8 (2♣ + 6♦ + 8♦)"): its cards among the loose ones
        # read as one long sum.  A build taken by its value is worth the
        # capture's; one counted as a card in a sum (single builds as
        # cards) has its own, which the position tells.
        taken = join(" + ", [_build_named(key, m.value, name, at) for key in m.builds] + [name(c) for c in m.loose])
    if kind == CAPTURE:
        groups = capture_groups(at, m)
        if groups is not None:
            # Two groups of ten in a row read as one sum of 20: each group
            # is said as one, the groups listed ("4♠ + 6♦ and 5♥ + 5♣").
            taken = names_list(join(" + ", [name(x) if isinstance(x, int) else _build_named(x.key, m.value, name, at)
                                            for x in g]) for g in groups)
        return "capture", {"card": card, "taken": taken}
    if kind == BUILD:
        return "build", {"card": card, "value": m.value, "taken": taken}
    # A raise or an add names the build it changes as it stood ("build 7
    # (3♣ + 4♦)"), then the table cards it puts in besides the hand card:
    # loose ones and whole builds merged with it, each named as one.
    old, cards = _build_parts(m.builds[0], m.value, name, at)  # a raise or an add always names its build
    # An add to a build already multiple says so, as the table does (a
    # raise never changes a multiple build: the rules allow none).
    target = next((b for b in at.builds if b.key == m.builds[0]), None)
    multiple = "_multiple" if target is not None and target.multiple else ""
    if kind == TABLE_ADD:
        return "table_add" + multiple, {"value": m.value, "cards": cards,
                                        "taken": join(" + ", (name(c) for c in m.loose))}
    extra = join(" + ", [_build_named(key, None, name, at) for key in m.builds[1:]]
                 + [name(c) for c in sorted(m.loose, key=sort_key)])
    if kind == RAISE:
        if extra:
            return "raise_with", {"card": card, "old": old, "cards": cards, "value": m.value, "extra": extra}
        return "raise", {"card": card, "old": old, "cards": cards, "value": m.value}
    assert kind == ADD, kind
    if extra:
        return "add_with" + multiple, {"card": card, "value": m.value, "cards": cards, "extra": extra}
    return "add" + multiple, {"card": card, "value": m.value, "cards": cards}


def move_sentence(name: str, m: Move, swept: bool = False, rules: Rules | None = None, *, at: GameState) -> str:
    """'North takes 5♦ + 3♣ with 8♠', 'You take 5♦ + 3♣ with 8♠';
    ``swept``: the capture cleared the table ('… and sweep the table'), in
    the game's own word where ``rules`` give it one; ``at``: the position
    it was played from (``_move_fields``)."""
    grouped = groups_sentence(name, at, m)
    if grouped is not None:
        return grouped
    sentence_id, fields = _move_fields(m, at=at)
    if swept:
        assert sentence_id == "capture", "only a capture sweeps the table"
        sentence_id = "capture_virado" if rules is not None and dominican(rules) else "capture_sweep"
    return sentence(sentence_id, name, **fields)  # type: ignore[arg-type]  # a move's fields hold no count


def groups_sentence(name: str, state: GameState, m: Move) -> str | None:
    """'North builds 10s with 5♥: 5♥ + 5♠ and 10♣' for a new multiple build
    made from ``state``; None for any other move, or a build too big to
    split for words (it is told the plain way)."""
    found = _groups_fields(state, m)
    return sentence(found[0], name, None, **found[1]) if found is not None else None


def _groups_fields(state: GameState, m: Move,
                   name: Callable[[int], str] = pretty) -> tuple[str, dict[str, object]] | None:
    """The sentence id and fields of ``groups_sentence``; ``name`` names the cards."""
    if m.kind not in (BUILD, TABLE_BUILD) or m.builds or m.value is None:
        return None
    # The cards as the build will lay them (``play.apply``), so that they
    # are named as every later word for the build names them.
    laid = list(m.loose) if m.kind == TABLE_BUILD else [*m.loose, m.card]
    split = laid_groups(laid, m.value, state.values)
    if split is None:  # one group: a plain build
        return None
    groups = groups_named(split, name)
    if m.kind == TABLE_BUILD:
        return "table_build_groups", {"value": m.value, "groups": groups}
    return "build_groups", {"value": m.value, "card": name(m.card), "groups": groups}


def move_advice(m: Move, name: Callable[[int], str] = pretty, *, at: GameState) -> str:
    """The move put to the player as a suggestion: 'take 5♦ + 3♣ with 8♠';
    ``name(card)`` names the cards (``pretty`` by default); ``at``: the
    position (``_move_fields``)."""
    sentence_id, fields = _groups_fields(at, m, name) or _move_fields(m, name, at=at)
    return fill(SENTENCES[sentence_id][ADVICE], **fields)  # type: ignore[arg-type]  # a move's fields hold no count
