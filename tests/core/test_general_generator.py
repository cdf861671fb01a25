"""The general generator (``core/general_generator.py``) asked directly, one
hand card at a time: the captures, builds, raises, adds, trail-and-builds
and court-card builds it lists, the rules it applies while listing them,
and the ``limits`` hooks that ``bounded`` uses.  What the flow around it
does to the whole list (trailing, the owner's rules, the house filters) is
tested in ``test_movegen.py``."""

from __future__ import annotations

from casino_desktop.core import bounded, parse_card
from casino_desktop.core.general_generator import GeneralGenerator

from .helpers import position


def _listed(state, card: str, ask: str, limits=None) -> list[str]:
    """The texts of the moves the generator lists for ``card`` when asked
    ``ask`` ("captures", "builds" or "trail_builds")."""
    hand = [c % 52 for c in state.hands[state.to_move]]
    gen = GeneralGenerator(state, state.to_move, [c % 52 for c in state.loose], limits)
    out: list = []
    f = parse_card(card) % 52
    if ask == "captures":
        gen.captures_for(f, out)
    elif ask == "builds":
        gen.builds_for(f, hand, out)
    else:
        gen.trail_builds_for(f, hand, out)
    return [m.text() for m in out]


def test_a_card_takes_every_union_of_disjoint_groups_of_its_value():
    s = position("casino", "8S", "8H 5C 3D 6C 2D")
    got = _listed(s, "8S", "captures")
    assert len(got) == len(set(got))
    assert set(got) == {"8S take 8H", "8S take 3D 5C", "8S take 2D 6C", "8S take 3D 5C 8H", "8S take 2D 6C 8H",
                        "8S take 2D 3D 5C 6C", "8S take 2D 3D 5C 6C 8H"}


def test_a_numberless_court_card_takes_only_its_rank():
    s = position("casino", "KD", "KH KS 5C")
    assert set(_listed(s, "KD", "captures")) == {"KD take KH", "KD take KS"}


def test_a_single_build_joins_a_group_only_where_it_counts_as_a_card():
    table, builds = "5D", [("2H 2S", 4, False, 1)]
    assert _listed(position("casino", "9C", table, builds=builds), "9C", "captures") == []
    counted = position("casino", "9C", table, builds=builds, options={"single_build_as_card": True})
    assert _listed(counted, "9C", "captures") == ["9C take [2S 2H] 5D"]


def test_a_build_needs_a_held_card_of_its_value_and_stays_within_the_highest_build():
    assert _listed(position("casino", "3H 8S", "5C"), "3H", "builds") == ["3H build 8 5C"]
    assert _listed(position("casino", "3H 9S", "5C"), "3H", "builds") == []  # no 8 left in the hand
    capped = position("casino", "3H 8S", "5C", options={"build_max": 7})
    assert _listed(capped, "3H", "builds") == []


def test_a_single_build_may_be_raised_unless_it_is_multiple_or_the_rules_forbid_raising_your_own():
    single = [("3D 4S", 7, False, 1)]
    assert _listed(position("casino", "2H 9C", "", builds=single), "2H", "builds") == ["2H raise 9 [3D 4S]"]
    multiple = [("3D 4S 7H", 7, True, 1)]
    assert _listed(position("casino", "2H 9C", "", builds=multiple), "2H", "builds") == []
    own = [("3D 4S", 7, False, 0)]
    assert "2H raise 9 [3D 4S]" in _listed(position("casino", "2H 9C", "", builds=own), "2H", "builds")
    forbidden = position("casino", "2H 9C", "", builds=own, options={"raise_own_build": False})
    assert _listed(forbidden, "2H", "builds") == []


def test_a_card_and_table_cards_add_to_a_build_of_their_value():
    s = position("casino", "2H 9C", "7D", builds=[("5S 4D", 9, False, 1)])
    assert set(_listed(s, "2H", "builds")) == {"2H build 9 7D", "2H add 9 [4D 5S] 7D"}


def test_trail_and_build_groups_two_or_more_table_cards_of_a_held_value():
    s = position("casino", "3H 9C", "4S 5D 9D", options={"trail_and_build": True})
    # 9D alone is one card: no build of its own.
    assert set(_listed(s, "3H", "trail_builds")) == {"3H trail build 9 4S 5D", "3H trail build 9 4S 5D 9D"}


def test_a_court_card_builds_on_its_rank_only_with_a_second_of_that_rank_in_hand():
    assert _listed(position("casino-simple", "KD KS", "KH"), "KD", "builds") == ["KD build 13 KH"]
    assert _listed(position("casino-simple", "KD 5S", "KH"), "KD", "builds") == []


def test_limits_cut_each_answer_to_a_part_of_it():
    s = position("casino", "8S", "8H 5C 3D 6C 2D")
    whole = set(_listed(s, "8S", "captures"))
    sample = bounded.Sample(1)
    sampled = _listed(s, "8S", "captures", sample)
    assert sampled and set(sampled) < whole and sample.cut
    # Exact: only the moves that use every loose card of the table.
    assert _listed(s, "8S", "captures", bounded.Exact(None)) == ["8S take 2D 3D 5C 6C 8H"]
    assert _listed(position("casino", "8S", "8H 5C 4D"), "8S", "captures", bounded.Exact(None)) == []
