"""Whole sentences about play, one template per kind of move and person.

The play log, the status line and the score dialog say who did what.  The
old way took the English third person ("takes") and cut an "s" off when the
player was "You": that cannot be translated, and it broke on
every sentence that was not shaped like the first one ("You takes the last
2 cards").  Here every sentence is whole, with named fields, written once
for each person:

- ``YOU``: the one person at the table, addressed as "You" (second person);
- ``ONE``: a named seat, "North" or a typed name (third person singular);
- ``MANY``: a partnership, "North & South" (third person plural).

A sentence about a count has a form for one and a form for any other count
(a translation may need more forms; it keys them the same way).

A sentence about a move also has an ``ADVICE`` form, addressed to nobody in
particular ("take 5♦ with 5♠"), for the hint.  Nothing here is glued:
an event that has to be told with a move (a sweep) has its own whole
sentence, and the other events of a move (a mulle, points scored at once)
are sentences of their own, one line each (``log_lines.move_lines``).
"""
from __future__ import annotations

from typing import Callable

from .cards import pretty, sort_key
from .build_groups import laid_groups
from .templates import N_, N_plural, Plural, Text, fill, join, names_list
from .rule_captures import capture_groups
from .near_target import dominican
from .variants import Rules
from .moves import ADD, BUILD, CAPTURE, END, RAISE, TABLE_ADD, TABLE_BUILD, TRAIL, Move
from .state import Build, GameState
from .values import ValueTable

YOU, ONE, MANY = "you", "one", "many"
ADVICE = "advice"  # a move put to the player as a suggestion: no subject

# What the person at the table is called in every sentence about them.
YOU_NAME = N_("You", note="the person at the table, where a seat's name stands")

# {sentence id: {person: template}} or {sentence id: {person: {"one": template, "other": template}}}.
SENTENCES: dict[str, dict[str, str | Plural]] = {
    "trail": {YOU: N_("You trail {card}"), ONE: N_("{name} trails {card}"), ADVICE: N_("trail {card}")},
    "trail_and_build": {YOU: N_("You trail {card} and build {value} from {taken}"),
                        ONE: N_("{name} trails {card} and builds {value} from {taken}"),
                        ADVICE: N_("trail {card} and build {value} from {taken}")},
    "capture": {YOU: N_("You take {taken} with {card}"), ONE: N_("{name} takes {taken} with {card}"),
                ADVICE: N_("take {taken} with {card}")},
    "capture_sweep": {YOU: N_("You take {taken} with {card} and sweep the table"),
                      ONE: N_("{name} takes {taken} with {card} and sweeps the table")},
    # The Dominican game's players call a sweep a virado: the same sentence,
    # a template of its own (``near_target.dominican``), so a language says it.
    "capture_virado": {YOU: N_("You take {taken} with {card} and sweep the table",
                               note="in the Dominican game, whose players call a sweep a virado"),
                       ONE: N_("{name} takes {taken} with {card} and sweeps the table",
                               note="in the Dominican game, whose players call a sweep a virado")},
    "build": {YOU: N_("You build {value} with {card} on {taken}"), ONE: N_("{name} builds {value} with {card} on {taken}"),
              ADVICE: N_("build {value} with {card} on {taken}")},
    # A multiple build: {groups} lists its groups, each worth {value}
    # ("5♥ + 5♠ and 10♣"), since "on 5♠ + 10♣" read as one sum.
    # The coach and the hint say it so too (stranger 12: "build 6 with A♠ on 5♥ + 6♥").
    "build_groups": {YOU: N_("You build {value}s with {card}: {groups}",
                             note="a multiple build: two or more groups, each of this value"),
                     ONE: N_("{name} builds {value}s with {card}: {groups}",
                             note="a multiple build: two or more groups, each of this value"),
                     ADVICE: N_("build {value}s with {card}: {groups}",
                                note="a multiple build put as a suggestion: two or more groups, each of this value")},
    "table_build_groups": {YOU: N_("You build {value}s from {groups}",
                                   note="a multiple build of table cards: two or more groups, each of this value"),
                           ONE: N_("{name} builds {value}s from {groups}",
                                   note="a multiple build of table cards: two or more groups, each of this value"),
                           ADVICE: N_("build {value}s from {groups}",
                                      note="a multiple build of table cards put as a suggestion: two or more "
                                           "groups, each of this value")},
    # A raise names the build it raises by its value and cards before the
    # raise ({old}, {cards}): "a build" alone left the reader to find it.
    "raise": {YOU: N_("You raise build {old} ({cards}) to {value} with {card}"),
              ONE: N_("{name} raises build {old} ({cards}) to {value} with {card}"),
              ADVICE: N_("raise build {old} ({cards}) to {value} with {card}")},
    # A raise that also puts table cards (loose ones, or other builds, each
    # named as one) into the build.
    "raise_with": {YOU: N_("You raise build {old} ({cards}) to {value} with {card} and {extra}"),
                   ONE: N_("{name} raises build {old} ({cards}) to {value} with {card} and {extra}"),
                   ADVICE: N_("raise build {old} ({cards}) to {value} with {card} and {extra}")},
    "add": {YOU: N_("You add {card} to build {value} ({cards})"),
            ONE: N_("{name} adds {card} to build {value} ({cards})"),
            ADVICE: N_("add {card} to build {value} ({cards})")},
    # {extra}: table cards, or a pile's top card (its own line of the log says whose).
    "add_with": {YOU: N_("You add {card} and {extra} to build {value} ({cards})"),
                 ONE: N_("{name} adds {card} and {extra} to build {value} ({cards})"),
                 ADVICE: N_("add {card} and {extra} to build {value} ({cards})")},
    # The same to a build that is already a multiple one, so called as the
    # table calls it (a template of its own: never the word glued on).
    "add_multiple": {YOU: N_("You add {card} to multiple build {value} ({cards})"),
                     ONE: N_("{name} adds {card} to multiple build {value} ({cards})"),
                     ADVICE: N_("add {card} to multiple build {value} ({cards})")},
    "add_with_multiple": {YOU: N_("You add {card} and {extra} to multiple build {value} ({cards})"),
                          ONE: N_("{name} adds {card} and {extra} to multiple build {value} ({cards})"),
                          ADVICE: N_("add {card} and {extra} to multiple build {value} ({cards})")},
    # A turn of several actions (the African games): builds and additions
    # made of table cards alone, and the end of the turn.
    "table_build": {YOU: N_("You build {value} from {taken}"), ONE: N_("{name} builds {value} from {taken}"),
                    ADVICE: N_("build {value} from {taken}")},
    # The build may be another player's, taken over by this addition.
    "table_add": {YOU: N_("You add {taken} to build {value} ({cards})"),
                  ONE: N_("{name} adds {taken} to build {value} ({cards})"),
                  ADVICE: N_("add {taken} to build {value} ({cards})")},
    "table_add_multiple": {YOU: N_("You add {taken} to multiple build {value} ({cards})"),
                           ONE: N_("{name} adds {taken} to multiple build {value} ({cards})"),
                           ADVICE: N_("add {taken} to multiple build {value} ({cards})")},
    # Whose build a raise or an addition changed (its own line after the
    # move's, as a pile top's is): said only where it was another seat's.
    "build_was": {YOU: N_("The build of {old} was yours"), ONE: N_("The build of {old} was {name}'s")},
    "end": {YOU: N_("You end your turn"), ONE: N_("{name} ends their turn"), ADVICE: N_("end your turn")},
    # Whose capture pile a top card a move used came from (its own line
    # after the move's); the pile is never the mover's own.
    "pile_top": {YOU: N_("{card} comes from the top of your pile"),
                 ONE: N_("{card} comes from the top of {name}'s pile"),
                 MANY: N_("{card} comes from the top of {name}'s pile", note="a pile two partners share")},
    "pile_top_ours": {ONE: N_("{card} comes from the top of the pile you share with {name}")},
    "mulle": {YOU: N_("You score a mulle"), ONE: N_("{name} scores a mulle")},
    "points_at_once": {
        YOU: N_plural("You score {count} point at once", "You score {count} points at once"),
        ONE: N_plural("{name} scores {count} point at once", "{name} scores {count} points at once")},
    # Finnish scoring: the aces and casinos a capture took, named, so that a
    # learner tells the ace from the 2\u2660 (the 23rd stranger's play-test).
    "points_at_once_for": {
        YOU: N_plural("You score {count} point at once for {cards}", "You score {count} points at once for {cards}",
                      note="{cards}: the cards that scored as they were taken, such as: A\u2660, 10\u2666"),
        ONE: N_plural("{name} scores {count} point at once for {cards}", "{name} scores {count} points at once for {cards}",
                      note="{cards}: the cards that scored as they were taken, such as: A\u2660, 10\u2666")},
    "last_cards": {
        YOU: N_plural("You take the last card from the table", "You take the last {count} cards from the table"),
        ONE: N_plural("{name} takes the last card from the table", "{name} takes the last {count} cards from the table")},
    "deal_heading": {YOU: N_("Round {round} \u2014 you deal"), ONE: N_("Round {round} \u2014 {name} deals")},
    "deal_status": {YOU: N_("Round {round}: you deal."), ONE: N_("Round {round}: {name} deals.")},
    "turn": {YOU: N_("Your turn."), ONE: N_("{name}'s turn.")},
    # A turn of several actions after its hand card: only table actions or the end are left.
    "turn_more": {YOU: N_("You may still add table cards to your builds, or end your turn."),
                  ONE: N_("{name} may still add table cards to their builds, or end the turn.")},
    "holds": {YOU: N_("You hold: {cards}."), ONE: N_("{name} holds: {cards}.")},
    "match_won": {
        YOU: N_plural("You win the match with {count} point ({others}).", "You win the match with {count} points ({others})."),
        ONE: N_plural("{name} wins the match with {count} point ({others}).", "{name} wins the match with {count} points ({others})."),
        MANY: N_plural("{name} win the match with {count} point ({others}).", "{name} win the match with {count} points ({others}).")},
    # A penalty game (misère, Krypkasino): every point counts against its
    # taker and the fewest win, so the scores are said as penalty points
    # ({count} and {others} without their minus signs): "-39 points" read oddly.
    "match_won_penalty": {
        YOU: N_plural("You win the match with {count} penalty point ({others}).",
                      "You win the match with {count} penalty points ({others}).",
                      note="a penalty game (Krypkasino), where the fewest points win; {others}: the other sides' "
                           "penalty points, such as: North 45"),
        ONE: N_plural("{name} wins the match with {count} penalty point ({others}).",
                      "{name} wins the match with {count} penalty points ({others}).",
                      note="a penalty game (Krypkasino), where the fewest points win; {others}: the other sides' "
                           "penalty points, such as: North 45"),
        MANY: N_plural("{name} win the match with {count} penalty point ({others}).",
                       "{name} win the match with {count} penalty points ({others}).",
                      note="a penalty game (Krypkasino), where the fewest points win; {others}: the other sides' "
                           "penalty points, such as: North 45")},
}

# Sentences that say nobody's name: {id: template or {"one": ..., "other": ...}}.
PHRASES: dict[str, str | Plural] = {
    "taken_back": N_("Taken back: {move}."),
    "played_again": N_("Played again: {move}."),
    "hint": N_("Hint: {move}"),
    "hint_status": N_("Hint: {move}. Press 1 or click Play it to play it."),
    # The table in words, for screen readers.
    "table_cards": N_("Table: {cards}."),
    "table_empty": N_("Table: nothing."),
    "table_build": N_("build {value} ({cards})"),
    "table_build_multiple": N_("multiple build {value} ({cards})",
                               note="a multiple build lying on the table, in the table in words for screen readers; "
                                    "{cards}: its groups, each worth the value, such as: A\u2660 + 5\u2665 and 6\u2665"),
    # The same build as what a move takes, or builds on or with: a
    # template of its own, since a language with cases says the object in
    # another form ("берёт сборку", not "берёт сборка").
    "build_taken": N_("build {value} ({cards})",
                      note="a build as what a move takes or builds on, after a verb such as takes: in the form "
                           "your language gives that object"),
    # A multiple build so named, as the table's caption calls it ("Build of
    # 11 · multiple"): the log said "You take build 11 (5♥ + 6♠ and J♣)
    # with J♥", the groups without the word (stranger 13).
    "build_taken_multiple": N_("multiple build {value} ({cards})",
                               note="a multiple build (two or more groups of cards, each worth this value) as what a "
                                    "move takes, after a verb such as takes: in the form your language gives that "
                                    "object; {cards}: its groups, such as: 5\u2665 + 6\u2660 and J\u2663"),
    "stock_count": N_plural("Stock: {count} card.", "Stock: {count} cards."),
    "new_hands": N_plural("New hands dealt; {count} card left in the stock", "New hands dealt; {count} cards left in the stock"),
    "last_deal": N_("Last deal"),
    "cards_count": N_plural("{count} card", "{count} cards"),
    # Spades counted with the word: "2♠" next to the little casino's row read as the two of spades.
    "spades_count": N_plural("{count} spade", "{count} spades"),
    "swept_count": N_plural("{count} sweep", "{count} sweeps"),
    "mulles_count": N_plural("{count} mulle", "{count} mulles"),
}


# Two partners named as one side.  A template, so a language joins them
# with its own word ("Oeste y Este"), as its lists of names do; and on two
# lines over a narrow column of the score table.
PARTNERS = N_("{first} & {second}", note="two partners' names as one side, such as: North & South (an ampersand, "
                                         "or your word for and)")
PARTNERS_STACKED = N_("{first} &\n{second}", note="the same two partners on two lines, over a narrow column")


def partners(first: str, second: str) -> str:
    """'North & South': the side two partners make.  "You" comes first: a
    player at a network table's third seat read her side as "Иван och Du"
    ("Ivan & You"), the capital of its sentence-start form mid-phrase
    (stranger 17); "You & Ivan" is how the first seat's side already reads."""
    if second == YOU_NAME and first != YOU_NAME:
        first, second = second, first
    return fill(PARTNERS, first=first, second=second)


def stacked(name: str) -> str:
    """A side's name for a narrow column: two partners on two lines."""
    fields = getattr(name, "fields", None)
    if getattr(name, "template", None) == PARTNERS and fields is not None:
        return fill(PARTNERS_STACKED, **fields)
    return name


def person_of(name: str) -> str:
    """The person a seat or side name is spoken of in."""
    if name == YOU_NAME:
        return YOU
    return MANY if getattr(name, "template", None) == PARTNERS or " & " in name else ONE


def sentence(sentence_id: str, name: str, count: int | None = None, **fields: object) -> str:
    """The sentence ``sentence_id`` about ``name``, in that name's person.
    A sentence with no plural form of its own uses the singular one."""
    forms = SENTENCES[sentence_id]
    person = person_of(name)
    template = forms.get(person) or forms[ONE]
    return fill(template, count, name=name, **fields)


def turn_sentence(state: GameState, name: str) -> str:
    """Whose turn it is; once the hand card of a turn of several actions
    is played, what is left to do in it."""
    return sentence("turn_more" if state.turn_played else "turn", name)


def phrase(phrase_id: str, count: int | None = None, **fields: object) -> str:
    return fill(PHRASES[phrase_id], count, **fields)


# Sweeps counted in the Dominican game's own word (its players say virados),
# as its rules and its score row name them (``scoring.sweeps_label``).
_DOMINICAN_SWEPT = N_plural("{count} sweep", "{count} sweeps",
                            note="sweeps counted in the Dominican game, whose players call them virados")


def swept_count(rules: Rules, count: int) -> str:
    """'3 sweeps', in the game's own word where it has one."""
    return fill(_DOMINICAN_SWEPT if dominican(rules) else PHRASES["swept_count"], count)


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
