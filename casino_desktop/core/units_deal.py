"""The rules of the deal and of who plays: the pack, the hands, the table's cards,
the players and the direction of play, one ``RuleSpec`` each.

Only the number of decks is about moves (the twins' repeated moves); no
generator reads the others, so every way of listing moves honours every
value (``about_moves=False``).
"""

from __future__ import annotations

from typing import Any

from . import rulebook_african as afr
from .templates import N_, compose, fill
from .rule_spec import ALWAYS, ANY, DEAL, SECTION_DEAL, Book, BookUnit, RuleSpec
from .rulebook_words import DEAL as DEAL_WORDS
from .rulebook_words import DEAL_FIRST, DECK, FOUR, PLAYERS

# four_players_in_partnerships
PARTNERSHIPS_OPTIONAL = "optional"
PARTNERSHIPS_REQUIRED = "required"
PARTNERSHIPS_NEVER = "never"
# deal_order
DEAL_PLAYERS_THEN_TABLE = "players_then_table"
DEAL_OTHERS_TABLE_DEALER = "others_table_dealer"
# dealer_choice
DEALER_RANDOM = "random"
DEALER_HIGHEST_CARD = "highest_card"
DEALER_LOWEST_CARD = "lowest_card"


def partnerships_possible(r: Any) -> bool:
    """Whether four may play in two partnerships under ``r``."""
    return bool(r.max_players == 4 and r.four_players_in_partnerships != PARTNERSHIPS_NEVER)


def partnerships_decided(setting: str) -> bool | None:
    """Whether four players play in partnerships under the rule's setting
    (``four_players_in_partnerships``): True where always, False where
    never, None where the players choose.  New Game ticks and greys its
    box by it (``game_problem`` refuses the other choice)."""
    return {PARTNERSHIPS_REQUIRED: True, PARTNERSHIPS_NEVER: False}.get(setting)


def pack_size(r: Any) -> int:
    """Cards in the pack: 52 a deck, 40 without court cards."""
    return int((40 if r.forty_cards else 52) * r.decks)


def whole_pack_hands(r: Any, n: int) -> tuple[int, int, int]:
    """``deal_whole_pack``: (deals, cards per hand in each deal, cards left
    over for the table besides ``table_size``).  The pack after the table's
    cards goes out in equal hands, in one deal, or in two with two players
    (a whole pack in one would leave no second deal to play, as in Swazi
    Casino's two deals of twelve); what does not divide evenly into those
    hands goes to the table, so every hand of a deal is the same size."""
    deals = 2 if n == 2 else 1
    rest = pack_size(r) - r.table_size
    per_deal = rest // (n * deals)
    return deals, per_deal, rest - per_deal * n * deals


def deal_packets(r: Any, initial: bool) -> int:
    """In how many rounds a deal goes out (not the whole pack): two, each
    seat getting half its hand at a time (and the table half its cards in
    the first deal), when those halves are whole; else one, each hand in one
    packet.  The seeds deal two at a time: two to each player, two to the
    table, then again."""
    return 2 if r.hand_size % 2 == 0 and (not initial or r.table_size % 2 == 0) else 1


def player_counts(r: Any) -> list[int]:
    """The numbers of players the rules are played by."""
    return [n for n in range(r.min_players, r.max_players + 1) if n != 3 or r.three_players]


def short_last_deal(r: Any) -> bool:
    """Whether, with some number of players the rules allow, the stock runs
    out in the middle of a deal (pagat Mulle's 99 cards for hands): the last
    cards then go one at a time from the dealer's left as far as they reach
    (``dealing.deal``), and the rules text says so."""
    rest = pack_size(r) - r.table_size
    return any(rest % (r.hand_size * n) for n in player_counts(r))


def two_may_play(r: Any) -> bool | None:
    """The rulebook's test for a rule of the two-player game: unsaid where
    two never play, else as any other rule."""
    return False if r.min_players > 2 else None


def _say_deck(r: Any, book: Book) -> None:
    book.say(afr.DECK_FORTY if r.forty_cards else DECK[r.decks == 2], "decks", *book.also("forty_cards"))


def _say_first_dealer(r: Any, book: Book) -> None:
    """Who deals first and, where play may go either way, which way it goes."""
    if book.applies("anticlockwise"):
        first = (afr.DEAL_FIRST_RIGHT if r.anticlockwise else DEAL_FIRST)[r.dealer_choice]
        book.say(first, "dealer_choice", "anticlockwise")
        book.say(afr.DIRECTION[r.anticlockwise], "anticlockwise")
    else:
        book.say(DEAL_FIRST[r.dealer_choice], "dealer_choice")


DECKS = RuleSpec(
    "decks", N_("Decks"), N_("One 52-card deck, or the 104-card double deck of Mulle."),
    default=1,
    group=DEAL,
    range=(1, 2),
    house_rule=False,
    # The fast path: the caller removes the twins' repeated moves.
    flat=ANY,
    short=frozenset({1}),
    said=ALWAYS,
    write=_say_deck,
    section=SECTION_DEAL,
    place=20,
    # Also written inline, for speed, in general_generator, house_moves: the conformance tests tie them to the predicates.
    inline=("general_generator", "house_moves"),
)

HAND_SIZE = RuleSpec(
    "hand_size", N_("Cards per hand"), N_("Cards dealt to each player in every deal."),
    default=4,
    group=DEAL,
    range=(2, 8),
    needs="deal_whole_pack=False",
    about_moves=False,
    said=ALWAYS,
)

TABLE_SIZE = RuleSpec(
    "table_size", N_("Cards to the table"), N_("Cards dealt face up to the table at the start of a round (never again later)."),
    default=4,
    group=DEAL,
    range=(0, 8),
    about_moves=False,
    said=ALWAYS,
)

MIN_PLAYERS = RuleSpec(
    "min_players", N_("Fewest players"), N_("The smallest number of players this variant is played with."),
    default=2,
    group=DEAL,
    range=(2, 4),
    house_rule=False,
    about_moves=False,
    said=ALWAYS,
)

MAX_PLAYERS = RuleSpec(
    "max_players", N_("Most players"), N_("The largest number of players this variant is played with."),
    default=4,
    group=DEAL,
    range=(2, 4),
    house_rule=False,
    about_moves=False,
    said=ALWAYS,
)

THREE_PLAYERS = RuleSpec(
    "three_players", N_("Three players"), N_("Whether three players may play (Kortspelshandboken's Mulle is for two, or four in partnerships)."),
    default=True,
    group=DEAL,
    house_rule=False,
    about_moves=False,
    mentioned=lambda r: r.min_players <= 3 <= r.max_players,
)

FOUR_PLAYERS_IN_PARTNERSHIPS = RuleSpec(
    "four_players_in_partnerships", N_("Partnerships with four"), N_("Whether four players play as two partnerships (partners sit opposite and score their captures together)."),
    default=PARTNERSHIPS_OPTIONAL,
    group=DEAL,
    choices={PARTNERSHIPS_OPTIONAL: N_("as the players choose"), PARTNERSHIPS_REQUIRED: N_("always"), PARTNERSHIPS_NEVER: N_("never")},
    about_moves=False,
    mentioned=lambda r: r.max_players == 4,
)

DEAL_ORDER = RuleSpec(
    "deal_order", N_("Deal order"), N_("The order in which each packet of the shuffled deck is dealt: it decides which card goes where."),
    default=DEAL_PLAYERS_THEN_TABLE,
    group=DEAL,
    choices={DEAL_PLAYERS_THEN_TABLE: N_("round the players, then to the table"), DEAL_OTHERS_TABLE_DEALER: N_("others, the table, then the dealer")},
    needs="deal_whole_pack=False",
    about_moves=False,
    said=ALWAYS,
)

DEALER_CHOICE = RuleSpec(
    "dealer_choice", N_("Choosing the first dealer"), N_("How the first dealer is chosen; the deal then passes to the next player each round, in the direction of play."),
    default=DEALER_RANDOM,
    group=DEAL,
    choices={DEALER_RANDOM: N_("at random"), DEALER_HIGHEST_CARD: N_("the highest card drawn deals"), DEALER_LOWEST_CARD: N_("the lowest card drawn deals")},
    about_moves=False,
    said=ALWAYS,
    write=_say_first_dealer,
    section=SECTION_DEAL,
    place=30,
)

FORTY_CARDS = RuleSpec(
    "forty_cards", N_("40-card pack"), N_("The jacks, queens and kings are taken out of the pack before the deal (South Africa)."),
    default=False,
    group=DEAL,
    about_moves=False,
)

DEAL_WHOLE_PACK = RuleSpec(
    "deal_whole_pack", N_("Deal the whole pack"), N_("After the cards to the table the dealer deals the whole pack out, one card at a time, in equal hands (two players get theirs in two deals); cards that do not divide evenly go to the table. The number of cards per hand is then not used."),
    default=False,
    group=DEAL,
    about_moves=False,
)

ANTICLOCKWISE = RuleSpec(
    "anticlockwise", N_("Play to the right"), N_("Play, the cut and the deal pass to the right (anticlockwise), as in southern Africa and the Dominican Republic."),
    default=False,
    group=DEAL,
    about_moves=False,
)

SPECS = (DECKS, HAND_SIZE, TABLE_SIZE, MIN_PLAYERS, MAX_PLAYERS, THREE_PLAYERS, FOUR_PLAYERS_IN_PARTNERSHIPS, DEAL_ORDER, DEALER_CHOICE, FORTY_CARDS, DEAL_WHOLE_PACK, ANTICLOCKWISE)


def _say_players(r: Any, book: Book) -> None:
    """How many play, and whether four play in partnerships."""
    fields = ["min_players", "max_players"]
    if r.min_players <= 3 <= r.max_players and not r.three_players:
        players = (fill(PLAYERS["or_four"], r.min_players) if r.min_players < 3 else PLAYERS["four_only"])
        fields.append("three_players")
    else:
        if r.min_players == r.max_players:
            players = fill(PLAYERS["exactly"], r.min_players)
        else:
            players = fill(PLAYERS["range"], r.max_players, lowest=r.min_players)
        if r.min_players <= 3 <= r.max_players:
            fields.append("three_players")
    if r.max_players == 4:
        fields.append("four_players_in_partnerships")
        players = compose("{first} {second}", first=players, second=FOUR[r.four_players_in_partnerships])
    book.say(players, *fields)


def _say_deal(r: Any, book: Book) -> None:
    """The deal: hands of ``hand_size`` and the table's cards in the deal
    order, or the whole pack dealt out."""
    if r.deal_whole_pack:
        _say_whole_pack(r, book)
        return
    if deal_packets(r, True) == 2:  # the seeds' two at a time: the rounds' sentence says the order
        deal = compose("{first} {second}",
                       first=fill(DEAL_WORDS[("plain", bool(r.table_size))], r.hand_size, table=r.table_size),
                       second=fill(DEAL_WORDS[("rounds", r.deal_order, bool(r.table_size))],
                                   hand=r.hand_size // 2, table=r.table_size // 2))
    else:
        deal = fill(DEAL_WORDS[(r.deal_order, bool(r.table_size))], r.hand_size, table=r.table_size)
    again = fill(DEAL_WORDS["again"], r.hand_size)
    if short_last_deal(r):
        again = compose("{first} {second}", first=again, second=DEAL_WORDS["short"])
    book.say(compose("{first} {second}", first=deal, second=again),
             "hand_size", "table_size", "deal_order", *book.also("deal_whole_pack"))


def _say_whole_pack(r: Any, book: Book) -> None:
    if r.table_size:
        book.say(fill(afr.WHOLE_PACK[True], r.table_size), "table_size", "deal_whole_pack")
    else:
        book.say(afr.WHOLE_PACK[False], "table_size", "deal_whole_pack")
    for players in player_counts(r):
        _, each, left = whole_pack_hands(r, players)
        hands = fill(afr.HANDS[players], each)
        if left:
            hands = compose("{first} {second}", first=hands, second=fill(afr.LEFT_OVER, left))
        book.say(hands, "deal_whole_pack")


# What belongs to several of these rules at once: who plays, and the deal.
COMBINATIONS = (BookUnit("players", SECTION_DEAL, 10, _say_players),
                BookUnit("the deal", SECTION_DEAL, 40, _say_deal))
