"""Two options the sources promise (docs/sources.md D11 and D2).

* ``owner_obligation``: seed 004 "Membangun": the owner of a build must take
  it on their next turn unless they capture other cards or builds, or make a
  higher build.  ``pagat`` also lets the owner build or add; ``simple`` does
  not (preset ``casino-simple``).
* ``score_as_earned``: seed 000/002: sweeps, aces and casinos score the moment
  they are made or taken, the spades point at 7 spades, the cards point at 27
  cards, and the game ends the moment a side reaches the target.
"""

import random

import pytest

from casino_desktop.core import PRESETS, apply, legal_moves, make_rules, new_game, next_round
from casino_desktop.core.cards import parse_card
from casino_desktop.core.describe import rules_text
from casino_desktop.core.record import GameRecord, load_record
from casino_desktop.core.variants import VariantError
from casino_desktop.core.rules_sense import rules_problem

from .helpers import illegal, legal, position, texts


def cards(text):
    return [parse_card(t) for t in text.split()]


DUTY = "while you own the build of"


# --------------------------------------------------------------------------- D11: owner obligation
def test_presets_choose_the_obligation():
    chosen = {v.id: v.rules.owner_obligation for v in PRESETS}
    assert chosen.pop("casino-simple") == "simple"
    assert set(chosen.values()) == {"pagat"}


def _owner(obligation, **options):
    """Seat 0 owns a single build 7 (3♠ 4♦); seat 1 owns a single build 6 (2♣ 4♣);
    5♥ and 3♣ are loose.  Seat 0 holds 7♣ 2♥ 9♠ 8♦ 3♦ 6♥."""
    return position("casino", "7C 2H 9S 8D 3D 6H", "5H 3C",
                    builds=[("3S 4D", 7, False, 0), ("2C 4C", 6, False, 1)],
                    # six cards in hand: positions now refuse hands larger than the rules deal
                    options={"owner_obligation": obligation, "hand_size": 6, **options}, others={"1": "KH KD"})


def test_simple_refuses_a_new_build_by_an_owner_pagat_allows_it():
    legal(_owner("pagat"), "3D build 8 5H")              # 3 + 5, holding the 8
    reason = illegal(_owner("simple"), "3D build 8 5H", DUTY, "take it", "capture", "raise")
    assert reason == ("While you own the build of 7 you must take it, capture something else, or raise a build: "
                      "you may not make another build or add to one.")


def test_simple_refuses_adding_to_ones_own_build_and_to_another():
    legal(_owner("pagat"), "2H add 7 [3S 4D] 5H")        # 2 + 5 joins the 7: a multiple 7
    illegal(_owner("simple"), "2H add 7 [3S 4D] 5H", DUTY)
    legal(_owner("pagat"), "3D add 6 [2C 4C] 3C")        # 3 + 3 joins the opponent's 6, holding the 6
    illegal(_owner("simple"), "3D add 6 [2C 4C] 3C", DUTY)


def test_simple_keeps_captures_and_raises():
    for obligation in ("pagat", "simple"):
        s = _owner(obligation)
        legal(s, "7C take [3S 4D]")                       # take the build
        legal(s, "8D take 5H 3C")                         # capture something else, keeping the 7
        legal(s, "2H raise 9 [3S 4D]")                    # seed 004: raise your own 7 to 9
        legal(s, "3D raise 9 [2C 4C]")                    # raise the opponent's 6 to 9
        illegal(s, "6H trail", "may not trail")
    assert "raise a build" in illegal(_owner("simple"), "6H trail", "may not trail")


def test_simple_offers_only_captures_and_raises_to_an_owner():
    kinds = {m.kind for m in legal_moves(_owner("simple"))}
    assert kinds == {"capture", "raise"}
    assert {"build", "add"} <= {m.kind for m in legal_moves(_owner("pagat"))}


def test_simple_binds_only_the_owner():
    s = position("casino", "3D 8D", "5H", builds=[("3S 4D", 7, False, 1)], options={"owner_obligation": "simple"})
    legal(s, "3D build 8 5H")                             # seat 0 owns nothing: it may build
    legal(s, "3D trail")


def test_simple_with_trail_and_build_and_owner_may_trail():
    opts = {"trail_and_build": True, "owner_may_trail": True}
    pagat = position("casino", "KH 8D", "5H 3C", builds=[("2S 6D", 8, False, 0)], options=opts)
    legal(pagat, "KH trail build 8 3C 5H")
    simple = position("casino", "KH 8D", "5H 3C", builds=[("2S 6D", 8, False, 0)],
                      options={**opts, "owner_obligation": "simple"})
    illegal(simple, "KH trail build 8 3C 5H", DUTY)       # a new build, even with a trail
    legal(simple, "KH trail")                              # the house rule still lets the owner trail


def test_simple_with_merge_refuses_the_new_build_that_would_merge():
    opts = {"same_value_builds": "merge"}
    s = position("casino", "3D 8D 8C", "5H", builds=[("2S 6D", 8, False, 0)], options=opts)
    assert "3D add 8 [2S 6D] 5H" in texts(s, "3D")
    s2 = position("casino", "3D 8D 8C", "5H", builds=[("2S 6D", 8, False, 0)],
                  options={**opts, "owner_obligation": "simple"})
    assert texts(s2, "3D") == set()
    illegal(s2, "3D add 8 [2S 6D] 5H", DUTY)


def test_simple_court_card_builds_casino_simple():
    s = position("casino-simple", "QH QS 5D", "QC 5C", builds=[("3S 4D", 7, False, 0)], others={"1": "KH"})
    assert not any(m.kind in ("build", "add") for m in legal_moves(s))
    illegal(s, "QH build 12 QC", DUTY)
    # Seed 004's own example: own build 7, holding 2 and 9: raise to 9 with the 2.
    raise_ = position("casino-simple", "2H 9C 7S", builds=[("3S 4D", 7, False, 0)])
    legal(raise_, "2H raise 9 [3S 4D]")


def test_owner_obligation_needs_building():
    with pytest.raises(VariantError, match="need building"):
        make_rules("swedish-kasino", {"owner_obligation": "simple"})


# --------------------------------------------------------------------------- D2: score as earned
@pytest.mark.parametrize("variant, options, words", [
    ("finnish-kasino", {"score_as_earned": True}, "immediate scoring"),
    ("casino", {"score_as_earned": True, "differential": True, "target": 11}, "Differential"),
    ("casino-simple", {"score_as_earned": True}, "needs a target"),
    ("wippen", {"score_as_earned": True, "sweeps_cancel": "one_each"}, "cancelled"),
])
def test_score_as_earned_is_refused_where_it_makes_no_sense(variant, options, words):
    with pytest.raises(VariantError, match=words):
        make_rules(variant, options)


def test_score_as_earned_is_off_by_default_and_allowed_on_the_anglo_presets():
    assert not any(v.rules.score_as_earned for v in PRESETS)
    for vid in ("casino", "royal-casino", "spade-casino", "wippen"):
        rules = make_rules(vid, {"score_as_earned": True})
        assert rules_problem(rules) is None
        assert "Score points as they are earned" in rules_text(rules, vid)


def _earned(hand, table="", options=None, **kw):
    return position("casino", hand, table, options={"score_as_earned": True, **(options or {})}, **kw)


def test_an_ace_scores_the_moment_it_is_taken():
    s = _earned("AH 5C", "AS 7D", others={"1": "KH KD"})
    apply(s, legal(s, "AH take AS"))
    assert s.match_scores == [2, 0] and s.immediate == [2, 0] and s.phase == "play"
    plain = position("casino", "AH 5C", "AS 7D", others={"1": "KH KD"})
    apply(plain, legal(plain, "AH take AS"))
    assert plain.match_scores == [0, 0]                    # without the option: at the end of the round


def test_casinos_and_a_sweep_score_at_once():
    s = _earned("10D 5C", "4H 6S", options={"sweep_points": 1}, others={"1": "KH KD"})
    apply(s, legal(s, "10D take 4H 6S"))                    # big casino 2 + the sweep 1
    assert s.match_scores == [3, 0] and len(s.sweeps[0]) == 1


def test_the_seventh_spade_scores_the_spades_point():
    s = _earned("9D 8D", "9S 8S", others={"1": "KH KD"})
    s.captured[0] = cards("3S 4S 5S 6S 7S")                 # five spades, worth nothing yet
    apply(s, legal(s, "9D take 9S"))                        # the sixth: still nothing
    assert s.match_scores == [0, 0]
    apply(s, legal(s, "KH trail"))
    apply(s, legal(s, "8D take 8S"))                        # the seventh: most spades is certain
    assert s.match_scores == [1, 0]


def test_the_twenty_seventh_card_scores_the_cards_point():
    pile = cards("3H 4H 5H 6H 7H 8H 10H JH QH "
                 "3C 4C 5C 6C 7C 8C 10C JC QC "
                 "3D 4D 5D 6D 7D 8D")                      # 24 cards, no point among them
    s = _earned("9D 2H", "9H 2C", others={"1": "KH KD"})
    s.captured[0] = list(pile)
    apply(s, legal(s, "9D take 9H"))                        # 26 cards: a tie is still possible
    assert s.match_scores == [0, 0]
    apply(s, legal(s, "KH trail"))
    apply(s, legal(s, "2H take 2C"))                        # 28 of 52: most cards is certain
    assert s.match_scores == [3, 0]


def test_the_game_ends_the_moment_a_side_reaches_the_target():
    s = _earned("10D 5C", "4H 6C 9S", others={"1": "KH KD"})
    s.match_scores = [19, 12]
    apply(s, legal(s, "10D take 4H 6C"))                    # big casino: 21, in the middle of a round
    assert s.phase == "match_over" and s.winner == 0 and s.match_scores == [21, 12]
    result = s.round_results[-1]
    assert result["ended_mid_round"] and result["totals"] == [2, 0] == s.immediate
    by_id = {it["id"]: it for it in result["items"]}
    assert by_id["big_casino"]["points"] == [2, 0] and by_id["big_casino"]["immediate"]
    for it in result["items"]:                              # nothing else was scored
        assert it["immediate"] or not any(it["points"])
        assert sum(it["points"]) == (2 if it["id"] == "big_casino" else 0)


def test_after_a_tie_at_the_target_the_first_to_get_ahead_wins():
    s = _earned("9D 5C", "9H 5S AD", others={"1": "AC KD"})
    s.match_scores = [21, 21]                               # tied: another round is being played
    apply(s, legal(s, "9D take 9H"))                        # a capture worth nothing ends nothing
    assert s.phase == "play"
    apply(s, legal(s, "AC take AD"))                        # two aces: 23, ahead
    assert s.phase == "match_over" and s.winner == 1


def test_finnish_tie_at_the_target_needs_a_lead_too():
    s = position("finnish-kasino", "9D 5C", "9H AD KH", others={"1": "AC KD"})
    s.match_scores = [16, 16]
    apply(s, legal(s, "9D take 9H"))                        # before: any capture by a tied leader won
    assert s.phase == "play"
    apply(s, legal(s, "AC take AD KH"))                     # the ace as 14 takes 1 + 13: two aces
    assert s.phase == "match_over" and s.winner == 1 and s.match_scores == [16, 18]


def test_the_residue_scores_when_it_is_taken():
    s = _earned("5H", "AS", others={"1": "6C"}, final_deal=True)
    s.last_capturer = 0
    s.captured[0] = cards("KD KH")
    apply(s, legal(s, "5H trail"))
    apply(s, legal(s, "6C trail"))                          # the round ends: A♠ 5♥ 6♣ go to seat 0
    result = s.round_results[-1]
    by_id = {it["id"]: it for it in result["items"]}
    assert by_id["aces"]["points"] == [1, 0] and by_id["aces"]["immediate"]
    assert s.immediate == [1, 0]
    assert result["totals"] == [5, 0] and result["added_at_end"] == [4, 0]   # most cards 3, most spades 1 at the end
    assert s.match_scores == result["totals"]


def _play_to_the_end(state, rng, rec=None):
    while state.phase != "match_over":
        if state.phase == "round_over":
            next_round(state)
            continue
        m = rng.choice(legal_moves(state))
        if rec is not None:
            rec.moves.append(m.text(show_value=True))
        apply(state, m)


def test_final_breakdown_of_a_game_scored_as_earned():
    found = 0
    for seed in range(30):
        s = new_game(make_rules("casino", {"score_as_earned": True, "sweep_points": 1}), 2, False, seed)
        _play_to_the_end(s, random.Random(seed))
        totals = [sum(r["totals"][i] for r in s.round_results) for i in range(2)]
        assert totals == s.match_scores
        last = s.round_results[-1]
        for r in s.round_results:
            items = {it["id"]: it for it in r["items"]}
            for i in range(2):
                assert sum(it["points"][i] for it in r["items"]) == r["totals"][i]
            for item_id in ("aces", "big_casino", "little_casino", "sweeps"):
                if item_id in items:
                    assert items[item_id]["immediate"], item_id
            if "spades" in items:                          # two players: the winner holds 7 or more
                assert items["spades"]["immediate"] == any(items["spades"]["points"])
        if last.get("ended_mid_round"):
            found += 1
            assert s.match_scores[s.winner] >= 21
            assert max(x for i, x in enumerate(s.match_scores) if i != s.winner) < 21
    assert found >= 5                                      # most games end during play


def test_record_of_a_game_ended_mid_round_replays_identically():
    for seed in range(20):
        rec = GameRecord(variant="royal-casino", options={"score_as_earned": True}, players=3, seed=seed,
                         seats=[{"name": n} for n in ("South", "West", "North")])
        state = rec.new_state()
        _play_to_the_end(state, random.Random(seed), rec)
        if state.round_results[-1].get("ended_mid_round"):
            break
    else:
        pytest.fail("no game ended in the middle of a round")
    loaded, replayed = load_record(rec.to_json())
    assert loaded == rec
    assert replayed == state and replayed.signature() == state.signature()
    assert replayed.round_results == state.round_results
    assert replayed.winner == state.winner and replayed.phase == "match_over"
