"""The rulebook of every preset and of house-rule mixes explains every rule
that applies to the game and mentions none that does not."""
from __future__ import annotations

import re

import pytest

from casino_desktop.core import PRESETS, make_rules, preset
from casino_desktop.core.rulebook import applies, rulebook
from casino_desktop.core.variants import RULE_FIELDS

MIXES = [
    ("casino", {"building": False, "build_max": 0}),
    ("casino", {"sweep_points": 2, "sweeps_cancel": "one_each", "owner_may_trail": True, "trail_and_build": True}),
    ("casino", {"most_spades": 0, "compulsory_capture": True, "score_as_earned": True}),
    ("royal-casino", {"single_build_as_card": True, "table_cards_raise_single": True, "same_value_builds": "merge"}),
    ("casino-simple", {"owner_obligation": "pagat", "face_capture": "one_or_three", "target": 21,
                       "differential": True}),
    ("mulle", {"mulle": "off"}),
    ("finnish-kasino", {"special_hand_values": False, "sweep_points": 0, "sweeps_cancel": "never",
                        "finnish_sweep_limits": False}),
    ("krypkasino", {"rounds_each": 2}),
    ("dominican-casino", {"build_for_partner": True}),
]
CASES = [(v.id, {}) for v in PRESETS] + MIXES


@pytest.mark.parametrize("variant,options", CASES, ids=[f"{v}-{i}" for i, (v, _) in enumerate(CASES)])
def test_rulebook_explains_every_rule_that_applies_and_no_other(variant, options):
    rules = make_rules(variant, options)
    base = make_rules(variant)
    book = rulebook(rules, variant)
    explained = book.explained()
    for f in RULE_FIELDS:
        if applies(rules, f.name, base):
            assert f.name in explained, f"{variant} {options}: {f.name} applies but is not explained"
        else:
            assert f.name not in explained, f"{variant} {options}: {f.name} does not apply but is mentioned"
    # Every house rule is marked as one, and the details fold lists every setting.
    for name in options:
        if applies(rules, name, base):
            assert any(name in s.fields and "(house rule)" in s.text for sec in book.sections for s in sec.sentences)
    assert len(book.details) == len(RULE_FIELDS)
    assert [sec.title for sec in book.sections] == [t for t in ("The deal", "Playing a card", "Building", "Scoring",
                                                                "Winning") if t in {s.title for s in book.sections}]


def test_royal_casino_rulebook_shows_no_mulle_misere_or_fewest_players():
    prose = rulebook(make_rules("royal-casino"), "royal-casino").prose()
    for absent in ("Mulle", "mulle", "misère", "penalt", "Fewest players", ": no", ": nothing", "sweep"):
        assert absent not in prose, absent


def test_mulle_and_finnish_rulebooks_say_their_own_words():
    assert "is a mulle and scores 5 points" in rulebook(make_rules("mulle"), "mulle").prose()
    finnish = rulebook(make_rules("finnish-kasino"), "finnish-kasino").prose()
    assert "sweep (m\u00f6kki)" in finnish and "score the moment they are taken" in finnish
    assert "(sistan)" in rulebook(make_rules("kasino"), "kasino").prose()


def test_the_check_can_fail_on_a_rule_left_unexplained():
    # A field switched on by a house rule must show up: take its sentence
    # away and the explanation check sees the gap.
    rules = make_rules("casino", {"trail_and_build": True})
    book = rulebook(rules, "casino")
    assert "trail_and_build" in book.explained()
    assert applies(rules, "trail_and_build", make_rules("casino"))
    assert not applies(make_rules("casino"), "trail_and_build", make_rules("casino"))


def test_rulebook_prose_has_no_settings_dump_words():
    for v in PRESETS:
        prose = rulebook(v.rules, v.id).prose()
        assert not re.search(r"\b(yes|no)\.", prose), v.id
        assert "**" not in prose


def _toggles(f, current):
    """Every other value a house rule may give the field: a switch flipped,
    each other choice, a number's ends and neighbours."""
    meta = f.metadata
    if isinstance(current, bool):
        return [not current]
    if "choices" in meta:
        return [c for c in meta["choices"] if c != current]
    lo, hi = meta["range"]
    return sorted({v for v in (lo, hi, 0, current - 1, current + 1) if lo <= v <= hi and v != current})


def _check(variant, options):
    rules, base = make_rules(variant, options), make_rules(variant)
    book = rulebook(rules, variant)
    explained = book.explained()
    for f in RULE_FIELDS:
        said = f.name in explained
        assert said == applies(rules, f.name, base), (variant, options, f.name, said)
    for name in options:
        if applies(rules, name, base):
            assert any(name in s.fields and "(house rule)" in s.text for sec in book.sections for s in sec.sentences)
    assert "{" not in book.prose(), (variant, options)


@pytest.mark.parametrize("variant", [v.id for v in PRESETS])
def test_every_house_rule_toggle_is_explained_where_it_applies(variant):
    from casino_desktop.core.variants import VariantError
    base = make_rules(variant)
    tried = 0
    for f in RULE_FIELDS:
        for value in _toggles(f, getattr(base, f.name)):
            try:
                make_rules(variant, {f.name: value})
            except VariantError:
                continue  # refused with its sentence: never played, never described
            _check(variant, {f.name: value})
            tried += 1
    assert tried > 40


def _prose(variant, options=None):
    return rulebook(make_rules(variant, options or {}), variant).prose()


def test_swazi_text_says_the_top_card_drifting_and_ending_a_turn():
    prose = _prose("swazi-casino")
    assert "Only the top card of each capture pile is in play, and only for building" in prose
    assert "A top card is never captured directly." in prose
    assert "the card beneath becomes the top card" in prose
    assert "(drifting)" in prose
    assert "You end your turn when you are done, but not before your card from the hand is played." in prose
    assert "Partners keep one capture pile between them" in prose
    assert "Only an opponent's single build may change its value" in prose
    assert "With two sides every round is worth 11 points in all." in prose
    assert "The first side to reach 21 points wins the match" in prose


def test_swazi_deal_is_the_cut_of_four_and_the_whole_pack_to_the_right():
    prose = _prose("swazi-casino")
    assert "The player who plays first cuts 4 cards from the middle of the pack" in prose
    assert "the player on the dealer's right plays first" in prose
    for line in ("With two players each gets 12 cards, and 12 more when both hands are empty.",
                 "With three players each gets 16 cards.", "With four players each gets 12 cards."):
        assert line in prose
    # No hand size or packets: the whole pack is dealt.
    assert "The dealer gives each player" not in prose and "until the stock runs out" not in prose


def test_south_african_text_says_the_40_card_pack_and_five_spades():
    prose = _prose("south-african-casino")
    assert "It is played with a 40-card pack: one 52-card deck without its jacks, queens and kings." in prose
    assert "Every side that takes at least 5 spades scores 1 point." in prose
    assert "Taking the most spades" not in prose
    assert "there are no court cards in the pack" in prose and "J, Q and K" not in prose
    assert "With three players each gets 13 cards. The card left over goes face up to the table." in prose
    assert "may capture the top card of another player's pile, alone or in a sum with table cards" in prose
    assert "lowest on top" in prose
    assert "With two players that holds only in the first deal: in the second a build owner may trail." in prose
    assert "With two sides a round is worth 10 or 11 points in all." in prose
    assert "One round is the whole game" in prose


def test_sotho_text_says_partners_keep_a_pile_each():
    prose = _prose("sotho-casino")
    assert "Partners keep a capture pile each, and may use each other's top card" in prose
    assert "J, Q and K have no number" in prose and "An ace counts 1." in prose


def test_games_without_capture_piles_say_nothing_of_them():
    for v in PRESETS:
        if v.rules.pile_tops == "none":
            prose = _prose(v.id)
            # The Dominican game plays to the right too, without capture piles.
            right = () if v.rules.anticlockwise else ("to the right",)
            for absent in ("capture pile", "top card", "drifting", "end your turn", "augmented", *right):
                assert absent not in prose, (v.id, absent)


@pytest.mark.parametrize("variant_id, word", [("finnish-kasino", "mökki"), ("swedish-kasino", "tabbe")])
def test_the_games_own_word_for_a_sweep_is_a_template_another_alphabet_can_spell(variant_id, word):
    """The bracketed "(mökki)" after "sweep" comes from a template of its own,
    so Russian can write it «(мёкки)» rather than keep Latin letters inside
    a Cyrillic sentence."""
    from casino_desktop.core.templates import Text
    from casino_desktop.core.variants import preset
    book = rulebook(preset(variant_id).rules, variant_id)
    sentence = next(s.text for sec in book.sections for s in sec.sentences if f"({word})" in s.text)
    bracketed = sentence.fields["own_word"]
    assert isinstance(bracketed, Text) and bracketed.template == f" ({word})"


def test_the_variants_description_is_said_to_be_the_usual_game_where_house_rules_change_it():
    """A learner's play-test (2026-12-06): Casino with court cards counting
    11 to 13 opened its rules with the preset's "court cards take only their
    own rank", above the house rule that says they count."""
    summary = preset("casino").summary
    assert rulebook(make_rules("casino"), "casino").summary == summary
    book = rulebook(make_rules("casino", {"face_values": "numeric"}), "casino")
    assert book.summary == "The game is usually like this. " + summary + " This game's house rules change that: each rule they change is marked " \
                                                   "“(house rule)” below."
    assert "(house rule)" in book.prose()


def test_court_builds_under_one_or_three_say_the_build_holds_three():
    """Stranger 12: with court cards taken one, or all three by the fourth,
    and court-card builds, the page said a court card goes "on a table
    court card of its rank", but the table refused the K♥ on one K♦: such a
    build must hold three, to be taken by the fourth."""
    three = rulebook(make_rules("casino-simple", {"face_capture": "one_or_three"}), "casino-simple").prose()
    assert "on two table court cards of its rank, to make three of them, to be taken later by the fourth" in three
    assert "on a table court card of its rank" not in three
    plain = rulebook(make_rules("casino-simple"), "casino-simple").prose()
    assert "A court card may be put on a table court card of its rank" in plain and "make three" not in plain


def test_the_dominican_ladder_is_said_at_the_target_the_game_is_played_to():
    """Stranger 13: a Dominican game to 12 said "most cards (18 of 21), of
    the 10♦ (19) or of most spades (20)" while the engine reads the ladder
    from the target: 9, 10 and 11 of 12."""
    usual = rulebook(make_rules("dominican-casino"), "dominican-casino").prose()
    assert "most cards (18 of 21), of the 10\u2666 (19) or of most spades (20)" in usual
    to_12 = rulebook(make_rules("dominican-casino", {"target": 12}), "dominican-casino").prose()
    assert "most cards (9 of 12), of the 10\u2666 (10) or of most spades (11)" in to_12
    assert "18 of 21" not in to_12
