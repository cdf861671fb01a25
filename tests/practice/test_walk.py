import random

from casino_desktop.core import apply, legal_moves, make_rules, new_game
from casino_desktop.practice.walk import finished_rounds, match_template, positions, table_for, template_pattern, view_of
from casino_desktop.practice.generator import first_drills


def test_a_template_pattern_reads_its_fields_back():
    t = "You control the build of {build}: you must keep a card that takes {build} until you take the build."
    found = match_template(t.format(build=9), ["Say which build you raise.", t], {})
    assert found == (t, {"build": "9"})
    assert template_pattern("The {card} cannot count as {value}.").match("The A♠ cannot count as 14.")
    assert match_template("Something else.", [t], {}) is None


def test_the_view_shown_is_the_movers_and_keeps_the_legal_moves():
    rules = make_rules("casino")
    state = new_game(rules, 2, False, 3)
    data, seen = view_of(state, "casino", {})
    assert list(data["hands"]) == [str(state.to_move)]
    assert sorted(m.text() for m in legal_moves(seen)) == sorted(m.text() for m in legal_moves(state))


def test_positions_are_deterministic_and_bounded():
    a = [d for d, _, _ in positions("casino", {}, 4, 30)]
    b = [d for d, _, _ in positions("casino", {}, 4, 30)]
    assert a == b and len(a) == 30


def test_partnership_tables_every_other_seed_where_allowed():
    rules = make_rules("casino")
    assert table_for(rules, 0) == (2, False) and table_for(rules, 1) == (4, True)


def test_house_rules_no_table_can_play_give_no_position_and_no_drill():
    """Each house rule sane, but no table can play them together (two
    players at most, and building for a partner): the practice window's
    drills failed on an empty list of tables rather than coming to none."""
    options = {"max_players": 2, "build_for_partner": True}
    assert table_for(make_rules("wippen", options), 0) is None
    assert list(positions("wippen", options, 1, 10)) == []
    assert first_drills("wippen", options, 1) == {}


def test_every_position_of_play_reads_back_under_trail_and_build():
    """A trail-and-build of one group after a court card was trailed
    ("QC trail build 10 4S 6C") was marked multiple by play, and the reader
    refused it; a trailed card is not part of the build it leaves."""
    options = {"trail_and_build": True}
    rules = make_rules("casino", options)
    state = new_game(rules, 2, False, 0)
    rng = random.Random(0)
    while state.phase == "play":
        view_of(state, "casino", options)  # raises PositionError on the fault
        legal = legal_moves(state)
        builds = [m for m in legal if m.kind == "trail" and m.loose]
        apply(state, rng.choice(builds) if builds and rng.random() < 0.5 else rng.choice(legal))


def test_lopsided_rounds_give_one_side_nearly_everything_and_random_ones_do_not():
    """Four rounds of Kasino each: the taker's side ends with more than 40 of
    the 52 cards in every lopsided round, which random play does not give."""
    def taker_cards(lopsided):
        return [len(s.captured[0]) for s, _ in finished_rounds("kasino", {}, 2, 4, lopsided=lopsided)]
    assert min(taker_cards(True)) > 40
    assert max(taker_cards(False)) <= 40


def test_the_same_house_rules_in_another_order_make_the_same_position_text():
    """The drills made from a set of house rules depended on the order they
    were given in (New Game's rows, a stored setup sorted): a practice
    window quit at a drill could not deal that drill again at the next
    start.  A position's JSON now holds the rules in one order."""
    import json
    one = {"sweep_points": 1, "target": 15, "no_builds_first_deal": True}
    other = dict(reversed(list(one.items())))
    state = new_game(make_rules("casino", one), 2, False, 3)
    assert json.dumps(view_of(state, "casino", one)[0]) == json.dumps(view_of(state, "casino", other)[0])
