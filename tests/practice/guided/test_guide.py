"""The guide's sentences and pointers: what a step says, which cards it
points at, and the answer to a move that is not the step's."""
from __future__ import annotations

import re

import pytest

from casino_desktop.core import MULLE_ALONE_5, apply, check, legal_moves, parse_card, resolve
from casino_desktop.core.moves import NO_CARD, new_move
from casino_desktop.core.templates import Plural
from casino_desktop.core.variants import RULE_FIELDS
from casino_desktop.practice.guided import LESSONS, answer, lesson_ids, prompt_at, score_sheet_note, welcome
from casino_desktop.practice.guided import guide_sentences
from casino_desktop.practice.guided.guide import pointed_cards
from tests.core import test_purity

NAME = "North"


def _positions(lid):
    """(state, play) at every move of the lesson."""
    lesson = LESSONS[lid]
    from casino_desktop.practice.guided import deal_lesson
    state = deal_lesson(lesson)
    for play in lesson.plays:
        yield state.clone(), play
        apply(state, resolve(state, play.text))


@pytest.mark.parametrize("lid", lesson_ids())
def test_each_step_points_at_its_cards_and_says_it_whole(lid):
    lesson = LESSONS[lid]
    numbers = []
    for state, play in _positions(lid):
        prompt = prompt_at(lesson, state, NAME)
        if not play.kind:
            assert prompt is None
            continue
        move = resolve(state, play.text)
        if move.card == NO_CARD:  # a table action or the end of a turn: no card from the hand
            assert prompt.hand_card is None
        else:
            assert prompt.hand_card in state.hands[0] and prompt.hand_card % 52 == move.card
            assert guide_sentences.pretty(move.card) in prompt.text
        assert sorted(c % 52 for c in prompt.table_cards) == sorted(move.table_faces())
        assert "{" not in prompt.text and "}" not in prompt.text
        numbers.append(prompt.number)
    assert numbers == list(range(1, len(numbers) + 1))
    assert welcome(lid) and "{" not in score_sheet_note(lid)


def test_pointed_cards_name_the_second_copy_where_it_lies():
    """Mulle: the 7♥ on the table and the 7♥ in the hand are two card ids."""
    lesson = LESSONS["mulle-kortspel"]
    from casino_desktop.practice.guided import deal_lesson
    state = deal_lesson(lesson)
    hand, table = pointed_cards(state, resolve(state, "7H take 7H"))
    assert hand % 52 == table[0] % 52 == parse_card("7H") and hand != table[0]


def test_the_step_move_is_played():
    state, _ = next(_positions("casino"))
    assert answer(LESSONS["casino"], state, resolve(state, "7S take 7D"), NAME) is None


def test_another_legal_move_is_named_and_not_played():
    state, _ = next(_positions("casino"))
    other = resolve(state, "7S trail")
    said = answer(LESSONS["casino"], state, other, NAME)
    assert said == "That move is allowed, but this step asks you to take the 7\u2666 with your 7\u2660."


def test_an_illegal_move_gets_the_core_sentence():
    state, _ = next(_positions("casino"))
    wrong = new_move("capture", parse_card("8H"), 8, (parse_card("7D"),), ())
    said = answer(LESSONS["casino"], state, wrong, NAME)
    assert said is not None and said == check(state, wrong)
    assert wrong not in legal_moves(state)


def test_a_refused_trail_quotes_the_rule_dominican():
    """Dominican: a card equal to a loose card must take it; the guide quotes the core."""
    state, _ = next(_positions("dominican-casino"))
    trail = new_move("trail", parse_card("7S"), 0, (), ())
    said = answer(LESSONS["dominican-casino"], state, trail, NAME)
    assert said == check(state, trail) and "7" in said


def test_templates_name_their_fields_only():
    allowed = {"card", "cards", "value", "name", "sweep", "points", "last", "number", "total", "game", "top"}
    allowed |= {f.name for f in RULE_FIELDS}  # the score sheet's notes say the rules' own points
    every = [*guide_sentences.PROMPT.values(), *guide_sentences.NUDGE.values(), *guide_sentences.WELCOME.values(), *guide_sentences.SCORE_SHEET.values(),
             guide_sentences.STEP_COUNTER, guide_sentences.COMPUTER_TURN, guide_sentences.DONE, guide_sentences.OFFER_QUESTION, guide_sentences.WINDOW_TITLE]
    # A plural template's two forms (the points a step names are a count, ``{count}``).
    forms = [f for t in every for f in ((t.one, t.other) if isinstance(t, Plural) else (t,))]
    for t in forms:
        assert set(re.findall(r"{(\w+)}", t)) <= allowed | {"count"}, t
        assert not re.search(r"\b(seed|ply|lesson_id|variant_id|\w+\.py)\b", t), t


def test_the_purity_test_walks_this_package():
    names = {p.relative_to(test_purity.PACKAGE_ROOT).as_posix() for p in test_purity._pure_files()}
    assert {"practice/guided/__init__.py", "practice/guided/stage.py", "practice/guided/guide.py"} <= names
    for path in test_purity._pure_files():
        if "guided" in path.as_posix():
            assert test_purity._qt_imports(path) == []


def test_a_last_capture_that_also_sweeps_says_so_where_sweeps_score():
    said = {}
    for lid in ("mulle-kortspel", "dominican-casino", "casino"):
        lesson = LESSONS[lid]
        for state, play in _positions(lid):
            if play.kind == "last_capture":
                said[lid] = prompt_at(lesson, state, NAME).text
    assert "another sweep, which scores 1" in said["mulle-kortspel"]
    assert "another virado, which scores 1" in said["dominican-casino"]  # its players' word
    assert "sweep" not in said["casino"]  # Casino scores no sweep


def test_the_swazi_lesson_points_at_the_top_card_and_asks_for_the_end_of_each_turn():
    """The top card of North's pile is pointed at where it lies (on the pile,
    not on the table); a step that ends the turn points at nothing, and
    another legal move there (a build from the table) is named, not played."""
    lesson = LESSONS["swazi-casino"]
    for state, play in _positions("swazi-casino"):
        if play.kind == "top_card":
            prompt = prompt_at(lesson, state, NAME)
            top = state.stacks[1][-1]
            assert top in prompt.table_cards and top not in state.loose
            assert "6\u2665, the top card of North's capture pile" in prompt.text
        end = next((m for m in legal_moves(state) if m.kind == "end"), None)
        if play.kind == "table_build":  # ending is allowed here, but the step wants the build
            assert answer(lesson, state, end, NAME) == ("That move is allowed, but this step asks you to build 10 "
                                                        "from the table cards 2\u2660 + 8\u2665 alone.")
        if play.kind == "pair":  # before the card from the hand, ending is refused in the core's words
            said = answer(lesson, state, new_move("end", NO_CARD, 0, (), ()), NAME)
            assert said == check(state, "end") == "Play one card from your hand before you end your turn."
        if play.kind == "end_turn" and any(m.kind == "tbuild" for m in legal_moves(state)):
            other = next(m for m in legal_moves(state) if m.kind == "tbuild")
            said = answer(lesson, state, other, NAME)
            assert said == "That move is allowed, but this step asks you to end your turn."


@pytest.mark.parametrize("lid, kind, said", [
    ("finnish-kasino", "sweep", "a m\u00f6kki, which scores 1 point for you."),
    ("krypkasino", "sweep", "which costs you 5 penalty points and credits 5 to North"),
    ("swedish-kasino", "last_capture", "it scores 1 point, and the cards"),
])
def test_the_points_a_step_names_take_the_form_their_number_takes(lid, kind, said):
    """The Finnish guided deal said "…josta saat 1 p.": the template had one
    form for every number of points, so "1 pisteen" and "2 pistettä" could
    not both be written.  The step's sentence is a plural template filled
    with the points as its count, which a catalog's forms are chosen by."""
    lesson = LESSONS[lid]
    state, _ = next((s, p) for s, p in _positions(lid) if p.kind == kind)
    text = prompt_at(lesson, state, NAME).text
    assert said in text
    assert isinstance(text.template, Plural) and text.count == int(re.search(r"(\d+) (penalty )?point", said)[1])


@pytest.mark.parametrize("lid", lesson_ids())
def test_a_trail_step_gives_the_reason_the_game_allows_it(lid):
    """Krypkasino's trail steps said "it takes nothing here, so you trail
    it", the reason of a game where capturing is a choice: where it is
    compulsory a trail is allowed only because no card in the hand takes
    anything (the twenty-first stranger's play-test).  Each trail step of a
    compulsory game says so, and it is true there; the others keep the card's
    own reason."""
    lesson = LESSONS[lid]
    trails = [(s, p) for s, p in _positions(lid) if p.kind == "trail"]
    for state, _play in trails:
        text = prompt_at(lesson, state, NAME).text
        if state.rules.compulsory_capture:
            assert text.template == guide_sentences.PROMPT["trail_compulsory"]
            assert "no card in your hand takes anything" in text
            assert all(m.kind == "trail" for m in legal_moves(state))
        else:
            assert text.template == guide_sentences.PROMPT["trail"]
            # "it takes nothing here": true of the card (with two decks, no twin or sum left for it).
            card = resolve(state, _play.text).card
            assert not [m.text() for m in legal_moves(state) if m.kind == "capture" and m.card == card]
    if lid == "krypkasino":
        assert len(trails) == 3


@pytest.mark.parametrize("lid", [lid for lid in lesson_ids() if any(p.kind == "mulle" for p in LESSONS[lid].plays)])
def test_the_mulle_step_says_what_a_mulle_is_and_scores_in_its_game(lid):
    """pagat's Mulle scores only the twin taken alone, 5 points; its game
    opened Kortspelshandboken's lesson, which says a mulle "scores the
    card's value".  The step's sentence is chosen by the game's mulle rule,
    and the points it names are those the core scores for the move."""
    lesson = LESSONS[lid]
    state, play = next((s, p) for s, p in _positions(lid) if p.kind == "mulle")
    text = prompt_at(lesson, state, NAME).text
    after = state.clone()
    apply(after, resolve(state, play.text))
    scored = after.mulles[0][-1]
    if state.rules.mulle == MULLE_ALONE_5:
        assert text.template == guide_sentences.PROMPT["mulle_alone"]
        assert "alone is a mulle" in text and text.count == scored == 5
        assert f"worth {scored} points" in welcome(lid) and f"each mulle {scored};" in score_sheet_note(lid)
        assert "no building" in welcome(lid)
    else:
        assert text.template == guide_sentences.PROMPT["mulle"] and "the card's value" in text


def test_a_capture_of_two_groups_is_said_group_by_group_as_the_chooser_says_it():
    """Swedish Kasino's tabbe step took "2♣ + 7♣ + 9♦ with 9♠": one sum of 18 to the
    eye, where the chooser under it said "2♣ + 7♣ and 9♦" (the twenty-second
    stranger's play-test, seed 001 line 47: "4+3+2" and "9" are two groups)."""
    lesson = LESSONS["swedish-kasino"]
    said = [prompt_at(lesson, state, NAME).text for state, play in _positions("swedish-kasino")
            if play.text == "9S take 2C 7C 9D"]
    assert len(said) == 1 and "2\u2663 + 7\u2663 and 9\u2666" in said[0], said
