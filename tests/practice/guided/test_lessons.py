"""Every guided deal plays through under its family's rules: each scripted
move legal when its turn comes, each step's goal met by its move and by no
other legal move, every step the family's rules allow reached, and the
round over after the last move (then the score sheet opens)."""
from __future__ import annotations

import random

import pytest

from casino_desktop.core import MULLE_OFF, PHASE_PLAY, apply, check, draw_lines, legal_moves, parse_card, preset, resolve
from casino_desktop.core.variants import PRESETS
from casino_desktop.practice.guided import (COMPUTER, LESSONS, YOU, ScriptedPlayer, deal_lesson, goal_at,
                                            lesson_for, lesson_ids)
from casino_desktop.practice.guided.steps import (BUILD_STEP, END_STEP, LAST, MULLE, PAIR, RAISE_STEP, SUM, SWEEP,
                                                  TABLE_STEP, TAKE_BUILD, TOP_STEP, TRAIL_STEP, clears_table)

FAMILIES = {  # the seven families and the lesson each one gets
    "Anglo-American": "casino", "Royal": "royal-casino", "Swedish": "swedish-kasino",
    "Finnish": "finnish-kasino", "Mulle": "mulle-kortspel", "Krypkasino": "krypkasino",
    "Dominican": "dominican-casino", "African": "swazi-casino",
}
# Games of a family whose lesson would tell them a rule they do not have (Casino's: a sweep
# scores nothing; Kortspelshandboken's Mulle: building, and a mulle worth the card's value)
# have lessons of their own.
OWN_LESSON = ("casino-simple", "wippen", "mulle")
WITH_BUILDING = {TRAIL_STEP, SUM, BUILD_STEP, TAKE_BUILD, RAISE_STEP, SWEEP, LAST}
WITHOUT_BUILDING = {TRAIL_STEP, PAIR, SUM, SWEEP, LAST}
BUILDING_STEPS = {BUILD_STEP, TAKE_BUILD, RAISE_STEP, TOP_STEP, TABLE_STEP}
# The African family: no sweeps, a turn of several actions, tops of capture piles in builds.
AFRICAN = {PAIR, BUILD_STEP, TOP_STEP, TAKE_BUILD, TABLE_STEP, END_STEP, LAST}


def test_one_lesson_per_family():
    assert sorted(lesson_ids()) == sorted([*FAMILIES.values(), *OWN_LESSON])
    for lid in lesson_ids():
        assert LESSONS[lid].variant == lid


@pytest.mark.parametrize("variant", [p.id for p in PRESETS])
def test_every_games_lesson_keeps_the_games_rules(variant):
    """The lesson a game opens teaches that game: whether a sweep scores ("in
    this game a sweep scores nothing by itself"; the twentieth stranger's
    play-test: Casino's lesson told a student learning the home game, where
    sweeps score, that they do not), what a mulle is and scores (taken alone
    for 5, or with other cards for the card's value), and whether cards are
    built.  pagat's Mulle, which builds nothing and scores a mulle taken alone
    5, opened Kortspelshandboken's lesson, which builds, raises and scores a
    mulle by the card's value.  No game opens a lesson with a step its rules
    forbid."""
    rules = preset(variant).rules
    lesson = LESSONS[lesson_for(variant)]
    taught = preset(lesson.variant).rules
    kinds = {p.kind for p in lesson.plays if p.kind}
    assert bool(taught.sweep_points) == bool(rules.sweep_points)
    assert taught.mulle == rules.mulle, "the mulle step and the score sheet say what a mulle scores"
    assert taught.building == rules.building
    if not rules.building:
        assert not kinds & BUILDING_STEPS, f"building steps in a game without building: {kinds & BUILDING_STEPS}"
    if rules.mulle == MULLE_OFF:
        assert MULLE not in kinds


@pytest.mark.parametrize("lid", lesson_ids())
def test_the_script_is_legal_and_ends_the_round(lid):
    lesson = LESSONS[lid]
    state = deal_lesson(lesson)
    assert state.to_move == YOU and state.dealer == COMPUTER
    for ply, play in enumerate(lesson.plays):
        assert state.phase == PHASE_PLAY, f"the round ended before move {ply}"
        assert state.ply == ply
        seat = YOU if play.kind else COMPUTER
        assert state.to_move == seat, f"move {ply} ({play.text}) is played by the wrong seat"
        assert check(state, play.text) is None, f"move {ply} ({play.text}): {check(state, play.text)}"
        apply(state, resolve(state, play.text))
    assert state.phase != PHASE_PLAY, "the round goes on after the script's last move"
    assert state.round_results and state.round_results[-1]["items"], "no score sheet"


@pytest.mark.parametrize("lid", lesson_ids())
def test_each_goal_takes_its_move_and_no_other(lid):
    lesson = LESSONS[lid]
    state = deal_lesson(lesson)
    asked = 0
    for play in lesson.plays:
        move = resolve(state, play.text)
        goal = goal_at(lesson, state)
        if play.kind:
            asked += 1
            assert goal is not None and goal.accepts(state, move)
            others = [m for m in legal_moves(state) if m != move]
            assert not [m.text() for m in others if goal.accepts(state, m)]
            if play.kind == SWEEP:
                assert clears_table(state, move)
        else:
            assert goal is None
        apply(state, move)
    assert asked == sum(1 for p in lesson.plays if p.kind)


@pytest.mark.parametrize("lid", lesson_ids())
def test_every_step_the_rules_allow(lid):
    """Builds only where the family builds; a mulle where the rules score one."""
    rules = preset(lid).rules
    kinds = {p.kind for p in LESSONS[lid].plays if p.kind}
    wanted = WITH_BUILDING if rules.building else WITHOUT_BUILDING
    if rules.pile_tops != "none":
        wanted = AFRICAN
    elif rules.mulle != "off":
        wanted = wanted | {MULLE}
    else:
        wanted = wanted | {PAIR}
    assert wanted <= kinds, f"missing steps: {wanted - kinds}"
    if not rules.building:
        assert not kinds & {BUILD_STEP, TAKE_BUILD, RAISE_STEP}


@pytest.mark.parametrize("lid", lesson_ids())
def test_a_mulle_step_makes_a_mulle_and_no_other_move_of_the_person_does(lid):
    """With two decks a pair of identical cards is a mulle: a step that says
    "a card takes a table card of the same rank" must not make one unsaid,
    and the mulle step must make one under the lesson's own rules (pagat's:
    the twin taken alone)."""
    lesson = LESSONS[lid]
    state = deal_lesson(lesson)
    for play in lesson.plays:
        before = len(state.mulles[YOU])
        apply(state, resolve(state, play.text))
        if play.kind:
            assert len(state.mulles[YOU]) - before == (play.kind == MULLE), f"{play.kind}: {play.text}"


@pytest.mark.parametrize("lid", lesson_ids())
def test_the_stock_deals_the_later_hands(lid):
    """The deal is the variant's: its table size and full hands, each card at most as often as the deck has it."""
    lesson = LESSONS[lid]
    state = deal_lesson(lesson)
    rules = state.rules
    assert len(state.loose) == rules.table_size
    if rules.deal_whole_pack:
        # Hands of the whole pack are too long for a first game: one deal of a few cards, nothing left.
        assert len(lesson.deals) == 1 and not state.stock
        assert len(state.hands[YOU]) == len(state.hands[COMPUTER]) == len(lesson.deals[0][0].split())
        return
    assert all(len(h.split()) == rules.hand_size for pair in lesson.deals for h in pair)
    every = state.loose + state.hands[0] + state.hands[1] + state.stock
    assert len(set(every)) == len(every) and all(0 <= c < 52 * rules.decks for c in every)
    per_deal = len(lesson.deals[0][0].split()) + len(lesson.deals[0][1].split())
    for play in lesson.plays[:per_deal]:
        apply(state, resolve(state, play.text))
    mine, theirs = lesson.deals[1]
    def texts(cards):
        return sorted(c % 52 for c in cards)
    assert texts(state.hands[YOU]) == sorted(parse_card(t) for t in mine.split())
    assert texts(state.hands[COMPUTER]) == sorted(parse_card(t) for t in theirs.split())
    assert not state.stock


@pytest.mark.parametrize("lid", lesson_ids())
def test_the_computer_plays_the_script_from_its_own_view(lid):
    lesson = LESSONS[lid]
    state = deal_lesson(lesson)
    player = ScriptedPlayer(lesson)
    for play in lesson.plays:
        move = resolve(state, play.text)
        if not play.kind:
            assert player.choose(state.information_view(COMPUTER), random.Random(0)) == move
        apply(state, move)


def test_every_preset_finds_its_family_lesson():
    for v in PRESETS:
        lid = lesson_for(v.id)
        assert lid in LESSONS
        assert preset(lid).family == v.family or lid == "casino"
    assert lesson_for("mulle") == "mulle"  # pagat's Mulle builds nothing: Kortspelshandboken's lesson builds
    assert lesson_for("kasino") == "swedish-kasino"


def test_the_swazi_lesson_scores_the_eleven_points_of_a_deal():
    lesson = LESSONS["swazi-casino"]
    state = deal_lesson(lesson)
    for play in lesson.plays:
        apply(state, resolve(state, play.text))
    items = state.round_results[-1]["items"]
    assert sum(sum(it["points"]) for it in items) == 11
    assert {it["id"] for it in items} == {"cards", "spades", "aces", "big_casino", "little_casino"}


def test_the_african_presets_find_the_swazi_lesson():
    assert {lesson_for(v) for v in ("swazi-casino", "sotho-casino", "south-african-casino")} == {"swazi-casino"}


@pytest.mark.parametrize("lid", list(LESSONS))
def test_a_lesson_tells_no_draw_for_a_dealer_it_set(lid):
    """The lesson sets its dealer; a draw told in its log would be a fiction
    (Casino (simple rules)'s own draw agreed with the lesson's dealer and was told)."""
    state = deal_lesson(LESSONS[lid])
    assert state.dealer == COMPUTER and draw_lines(state, ["You", "North"]) == []
