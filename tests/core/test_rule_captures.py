"""The capture rules of ``casino_desktop.core.rule_captures``: what a card
takes, numberless court cards, compulsory capture and equal cards.  For
each ``MoveRule``, the fields it reads, when it is in play, and a position
where it refuses a move with its own sentence next to a move it lets pass;
then the shared functions the generators ask."""

import random

from casino_desktop.core import (PHASE_PLAY, PHASE_ROUND_OVER, PRESETS, apply, legal_moves, make_rules, move_sentence,
                                 new_game, next_round, parse_card)
from casino_desktop.core.moves import CAPTURE, new_move
from casino_desktop.core.rule_base import Seen
from casino_desktop.core.rule_captures import (BUILD_TAKEN_WHOLE, CAPTURE_GROUPS, CAPTURE_VALUE, COMPULSORY,
                                               COURT_CAPTURE_COUNT, COURT_TAKES_OWN_RANK, PAIRING_NO_TRAIL,
                                               PAIRING_TAKES_ALL, TAKES_SOMETHING, _split, capture_exists,
                                               capture_groups, court_loose_sets, has_capture)
from casino_desktop.core.state import Build

from .helpers import legal, passes, position, refuses


def test_where_capturing_is_compulsory_nobody_trails_who_can_capture():
    """Krypkasino: the 5♥ could take the loose 5♦, so the 9♠ may not be
    trailed; on a 6♦ instead nothing can be taken and the trail is fine."""
    assert COMPULSORY.fields == ("compulsory_capture",)
    assert COMPULSORY.active(make_rules("krypkasino"))
    assert not COMPULSORY.active(make_rules("casino"))
    s = position("krypkasino", "5H 9S", "5D")
    refuses(COMPULSORY, s, "9S trail", "Capturing is compulsory here, and you can capture: you may not trail.")
    passes(COMPULSORY, s, "5H take 5D")
    passes(COMPULSORY, position("krypkasino", "5H 9S", "6D"), "9S trail")
    passes(COMPULSORY, position("casino", "5H 9S", "5D"), "9S trail")


def test_a_card_equal_to_a_loose_card_is_not_trailed():
    """Dominican: the 5♥ equals the loose 5♦, so it may not be trailed;
    the 9♠, equal to nothing loose, may."""
    assert PAIRING_NO_TRAIL.fields == ("forced_pairing",)
    assert PAIRING_NO_TRAIL.active(make_rules("dominican-casino"))
    assert not PAIRING_NO_TRAIL.active(make_rules("royal-casino"))
    s = position("dominican-casino", "5H 9S", "5D 3C")
    refuses(PAIRING_NO_TRAIL, s, "5H trail",
            "A card equal to a loose table card may not be trailed: the 5♥ must take the 5♦, or go into a build.")
    passes(PAIRING_NO_TRAIL, s, "9S trail")


def test_a_capture_takes_every_loose_card_equal_to_the_card():
    """Dominican: two loose fives; the 5♥ takes both, never one alone
    (the 2♠ + 3♠ that also make 5 are not equal cards and may stay)."""
    assert PAIRING_TAKES_ALL.fields == ("forced_pairing",)
    assert PAIRING_TAKES_ALL.active(make_rules("dominican-casino"))
    assert not PAIRING_TAKES_ALL.active(make_rules("royal-casino"))
    s = position("dominican-casino", "5H 9S", "5D 5C 2S 3S")
    refuses(PAIRING_TAKES_ALL, s, "5H take 5D",
            "A card must take every loose card equal to it: the 5♥ must also take the 5♣.")
    passes(PAIRING_TAKES_ALL, s, "5H take 5C 5D")


def test_an_ace_that_takes_equal_cards_is_named_by_the_value_it_plays():
    """Dominican: the played ace counts 1 or 14, a table ace 1; played as 1
    it must take both loose aces, and the sentence says which value it meant."""
    s = position("dominican-casino", "AH 9S", "AD AC 9C 4D")
    refuses(PAIRING_TAKES_ALL, s, "AH=1 take AD",
            "A card must take every loose card equal to it: the A♥ as 1 must also take the A♣.")
    passes(PAIRING_TAKES_ALL, s, "AH=1 take AC AD")


def test_a_card_counts_only_as_a_value_it_has():
    """Casino: the 5♥ is 5 and nothing else; Royal's played ace may be 14."""
    assert CAPTURE_VALUE.fields == ("ace_value", "special_hand_values", "face_values")
    assert all(CAPTURE_VALUE.active(v.rules) for v in PRESETS)
    s = position("casino", "5H 9S", "5C 6D")
    refuses(CAPTURE_VALUE, s, "5H=6 take 6D", "The 5♥ cannot count as 6.")
    passes(CAPTURE_VALUE, s, "5H=5 take 5C")
    passes(CAPTURE_VALUE, position("royal-casino", "AH 9S", "9C 5D"), "AH=14 take 9C 5D")


def test_a_build_is_taken_whole_by_a_card_of_its_value():
    """The opponent's build of 7 (3♦ + 4♣): the 9♥ cannot take it, the 7♠
    can; with single builds counting as cards the 9♥ takes it with the 2♣."""
    assert BUILD_TAKEN_WHOLE.fields == ("single_build_as_card",)
    assert all(BUILD_TAKEN_WHOLE.active(v.rules) for v in PRESETS)
    builds = [("3D 4C", 7, False, 1)]
    s = position("casino", "9H 7S", "2C", builds=builds)
    refuses(BUILD_TAKEN_WHOLE, s, "9H take [3D 4C]",
            "A build is taken only whole by a card of its value: the build of 7 cannot be taken by a card worth 9.")
    passes(BUILD_TAKEN_WHOLE, s, "7S take [3D 4C]")
    as_card = position("casino", "9H 7S", "2C", builds=builds, options={"single_build_as_card": True})
    passes(BUILD_TAKEN_WHOLE, as_card, "9H take [3D 4C] 2C")


def test_a_capture_says_what_it_takes():
    """A capture Move that names no table card (move text cannot say
    one) is refused; the same card taking its pair is fine."""
    assert TAKES_SOMETHING.fields == ()
    assert all(TAKES_SOMETHING.active(v.rules) for v in PRESETS)
    s = position("casino", "5H 9S", "5C")
    refuses(TAKES_SOMETHING, s, new_move(CAPTURE, parse_card("5H"), 0, (), ()), "Say which table cards you take.")
    passes(TAKES_SOMETHING, s, "5H take 5C")


def test_a_numberless_court_card_takes_only_its_own_rank():
    """Casino: the K♥ takes the K♦, not the Q♣; and no number card takes a
    court card.  In Royal Casino court cards have numbers: neither rule."""
    assert COURT_TAKES_OWN_RANK.fields == ("face_values",)
    assert COURT_TAKES_OWN_RANK.active(make_rules("casino"))
    assert not COURT_TAKES_OWN_RANK.active(make_rules("royal-casino"))
    s = position("casino", "KH 2S", "QC KD 2C")
    refuses(COURT_TAKES_OWN_RANK, s, "KH take QC",
            "Court cards have no number here: a court card takes only cards of its own rank.")
    refuses(COURT_TAKES_OWN_RANK, position("casino", "5H 2S", "KD 5C"), "5H take KD",
            "Court cards have no number here: they are taken only by a card of their own rank.")
    passes(COURT_TAKES_OWN_RANK, s, "KH take KD")


def test_a_numberless_court_card_dropped_on_a_build_is_told_its_own_rule():
    """The eighteenth stranger's play-test (2026-12-07): a king dropped on a
    build of 6 in Casino was refused with "cannot be taken by a card worth
    13", a number the game had told the player a king does not have."""
    from .helpers import illegal
    s = position("casino", "KS 6S", "QC", builds=[("5S AC", 6, False, 0)])
    refuses(COURT_TAKES_OWN_RANK, s, "KS take [5S AC]",
            "Court cards have no number here: a court card takes only cards of its own rank.")
    royal = position("royal-casino", "KS 6S", "QC", builds=[("5S AC", 6, False, 0)])
    illegal(royal, "KS take [5S AC]", "cannot be taken by a card worth 13")  # there a king is 13


def test_how_many_of_its_rank_a_court_card_takes():
    """Casino: the K♥ takes one loose king at a time.  With "one, or all
    three by the fourth" it takes one, or all three; two is neither.  Where
    a court card takes any number (the simple game) the rule is not in play."""
    assert COURT_CAPTURE_COUNT.fields == ("face_values", "face_capture")
    assert COURT_CAPTURE_COUNT.active(make_rules("casino"))
    assert not COURT_CAPTURE_COUNT.active(make_rules("casino-simple"))
    assert not COURT_CAPTURE_COUNT.active(make_rules("royal-casino"))
    s = position("casino", "KH 2S", "KD KC")
    refuses(COURT_CAPTURE_COUNT, s, "KH take KC KD",
            "A court card takes only one card of its rank at a time here.")
    passes(COURT_CAPTURE_COUNT, s, "KH take KC")
    three = position("casino", "KH 2S", "KD KC KS", options={"face_capture": "one_or_three"})
    refuses(COURT_CAPTURE_COUNT, three, "KH take KC KD",
            "A court card takes one card of its rank, or all three at once by the fourth.")
    passes(COURT_CAPTURE_COUNT, three, "KH take KC KD KS")
    passes(COURT_CAPTURE_COUNT, position("casino-simple", "KH 2S", "KD KC"), "KH take KC KD")


def test_a_capture_splits_into_groups_of_the_cards_value():
    """Casino: the 9♥ takes 3♦ + 6♠ (one group of 9), but not 5♣ + 3♦ +
    6♠, which make 14 and split into no groups of 9."""
    assert CAPTURE_GROUPS.fields == ("ace_value", "single_build_as_card")
    assert all(CAPTURE_GROUPS.active(v.rules) for v in PRESETS)
    s = position("casino", "9H 2S", "5C 3D 6S")
    refuses(CAPTURE_GROUPS, s, "9H take 5C 3D 6S", "Those cards cannot be split into groups that each add up to 9: "
                                                   "every table card belongs to at most one group.")
    passes(CAPTURE_GROUPS, s, "9H take 3D 6S")


def test_one_table_card_of_another_value_is_refused_in_plain_words():
    """Dropping a card on one table card of another value is the commonest
    wrong capture: its refusal says what the card takes, not how groups split
    (Swedish Kasino: the 4♦ on the 6♥; Finnish Kasino: an ace, 14 from the hand)."""
    s = position("swedish-kasino", "4D 8C", "6H 2S")
    refuses(CAPTURE_GROUPS, s, "4D take 6H",
            "The 4♦ cannot take the 6♥: it takes table cards worth 4, or several that add up to 4.")
    refuses(CAPTURE_GROUPS, position("finnish-kasino", "AD 8C", "6H"), "AD take 6H",
            "The A♦ cannot take the 6♥: it takes table cards worth 14, or several that add up to 14.")
    refuses(CAPTURE_GROUPS, position("royal-casino", "AD 8C", "6H"), "AD take 6H",
            "The A♦ cannot take the 6♥: it takes table cards worth 1 or 14, or several that add up to 1 or 14.")
    passes(CAPTURE_GROUPS, position("royal-casino", "AD 8C", "AH"), "AD take AH")


def test_court_loose_sets_follow_face_capture():
    """The generators' form of the court rules, on three loose kings."""
    k = sorted(parse_card(t) for t in ("KD", "KC", "KS"))
    assert court_loose_sets("one", k) == [(x,) for x in k]
    assert court_loose_sets("one_or_three", k) == [(x,) for x in k] + [tuple(k)]
    assert len(court_loose_sets("all", k)) == 7
    assert court_loose_sets("one_or_three", k[:2]) == [(x,) for x in k[:2]]
    assert court_loose_sets("all", []) == []


def test_has_capture_sees_loose_cards_builds_and_court_ranks():
    """Compulsory capture's question, in Krypkasino and in Casino."""
    assert has_capture(position("krypkasino", "5H 9S", "2D 3C"))  # 5 = 2 + 3
    assert not has_capture(position("krypkasino", "5H 9S", "6D 4C"))
    assert has_capture(position("casino", "7H 2S", "QC", builds=[("3D 4C", 7, False, 1)]))
    assert has_capture(position("casino", "KH 2S", "KD"))
    assert not has_capture(position("casino", "KH 2S", "QD"))


def test_whether_a_capture_exists_is_asked_once_per_position():
    """Krypkasino's question for compulsory capture: the 5♥ can take the
    loose 5♦, the 9♠ can take nothing on a 6♦; the answer is kept in the
    position's ``Seen``, and a build of the seat's own value counts too."""
    seen = Seen(position("krypkasino", "5H 9S", "5D"))
    assert seen.capture is None
    assert capture_exists(seen) and seen.capture is True
    assert not capture_exists(Seen(position("krypkasino", "5H 9S", "6D")))
    owner = Seen(position("casino", "7H 2S", "9C", builds=[("3D 4C", 7, False, 1)], to_move=1))
    assert capture_exists(owner)  # the 7♥ takes the build of 7


def test_every_capture_of_random_games_splits_into_groups_of_its_value():
    """The rule's split (which ``capture_groups`` tells a player) of every legal capture covers the capture's table
    things once each, and each group is worth the capture's value."""
    for variant in ("casino", "mulle", "kasino", ("casino", {"single_build_as_card": True})):
        vid, options = variant if isinstance(variant, tuple) else (variant, None)
        rules = make_rules(vid, options)
        told = 0
        for seed in range(3):
            rng = random.Random(seed)
            s = new_game(rules, 2, False, seed + 1)
            while s.phase in (PHASE_PLAY, PHASE_ROUND_OVER):
                if s.phase == PHASE_ROUND_OVER:
                    next_round(s)
                    continue
                moves = legal_moves(s)
                for m in moves:
                    if m.kind != CAPTURE or s.values.rank_only[m.card]:
                        continue
                    groups = _split(Seen(s), m)
                    assert groups is not None, m
                    items = [x.key if isinstance(x, Build) else x for g in groups for x in g]
                    assert sorted(items, key=str) == sorted([*m.loose, *m.builds], key=str), m
                    for g in groups:
                        worth = sum(x.value if isinstance(x, Build) else s.values.sum_value[x] for x in g)
                        assert worth == m.value or (s.values.dual_ace and worth in (m.value - 13 * k for k in range(5))), m
                    if capture_groups(s, m) is not None:
                        told += 1
                        assert " and " in move_sentence("North", m, at=s)
                apply(s, rng.choice(moves))
        assert told, variant  # the games met captures told group by group


def test_where_an_ace_is_14_from_the_hand_the_rules_text_says_how_it_takes_an_ace():
    """The eighteenth stranger's play-test (2026-12-07): a Norwegian club
    player pairs aces at home, and the rules text left her to work out from
    "14 when you take, 1 on the table" that an ace cannot pair an ace.  The
    first sentence added said an ace never takes an ace, which the
    twenty-first found untrue (North took A + K with an ace in Krypkasino):
    it takes one only in a group adding up to 14.  Text and engine agree."""
    from casino_desktop.core.rulebook import rulebook, rulebook_markdown
    from .helpers import illegal
    games = [p.id for p in PRESETS if make_rules(p.id).ace_value == "14_in_hand_1_on_table"]
    assert {"kasino", "krypkasino", "mulle-kortspel"} <= set(games)
    for game in games:
        assert "so it takes an ace on the table only in a group of cards that adds up to 14" in rulebook_markdown(
            rulebook(make_rules(game), game)), game
        s = position(game, "AD 5S", "AH 6C 7S")
        illegal(s, "AD take AH", "cannot take the A\u2665")
        legal(s, "AD take AH 6C 7S")  # 1 + 6 + 7 = 14
    assert "takes an ace on the table" not in rulebook_markdown(rulebook(make_rules("casino"), "casino"))
