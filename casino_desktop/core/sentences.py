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
Which sentence a move is, and its fields, is ``move_words``.
"""
from __future__ import annotations

from .templates import N_, N_plural, Plural, fill
from .near_target import dominican
from .variants import Rules
from .state import GameState

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
                      note="{cards}: the cards that scored as they were taken, such as: A\u2660 and 10\u2666"),
        ONE: N_plural("{name} scores {count} point at once for {cards}", "{name} scores {count} points at once for {cards}",
                      note="{cards}: the cards that scored as they were taken, such as: A\u2660 and 10\u2666")},
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
