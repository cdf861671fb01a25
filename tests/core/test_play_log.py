"""The play log's lines (``core.play_log``): every line of many random games
is one whole template of ``core.sentences`` rendered, with each field
holding what that field names (a card, cards, a number, a seat's name), so
no line is glued from pieces."""
from __future__ import annotations

import random
import re

import pytest

from casino_desktop.core import (PHASE_PLAY, PHASE_ROUND_OVER, apply, legal_moves, make_rules, new_game,
                                 next_round, resolve)
from casino_desktop.core.play_log import LOG_PHRASES, LOG_SENTENCES, move_lines
from casino_desktop.core.position import position_from_json
from casino_desktop.core.sentences import ADVICE, PHRASES, SENTENCES, person_of

CARD = r"(?:10|[2-9AJQK])[\u2660\u2665\u2666\u2663]"
FIELDS = {"card": CARD, "taken": rf"{CARD}(?: \+ {CARD})*", "extra": rf"{CARD}(?: \+ {CARD})*",
          "value": r"\d+", "count": r"\d+"}


def _forms(template: object) -> list[str]:
    return list(template.values()) if isinstance(template, dict) else [template]


def log_patterns(names: list[str]) -> list[tuple[str, re.Pattern]]:
    """(template id, the template as a pattern) for every template a log
    line may be; a template's {name} is a seat named in that template's person."""
    templates = [(sid, person, t) for sid in LOG_SENTENCES for person, forms in SENTENCES[sid].items()
                 if person != ADVICE for t in _forms(forms)]
    templates += [(pid, None, t) for pid in LOG_PHRASES for t in _forms(PHRASES[pid])]
    out = []
    for tid, person, template in templates:
        name = "|".join(re.escape(n) for n in names if person_of(n) == person) or "(?!)"
        pattern = re.escape(template)
        for field, fill in {**FIELDS, "name": name}.items():
            pattern = pattern.replace(re.escape("{" + field + "}"), f"(?:{fill})")
        assert "\\{" not in pattern, (tid, template)  # every field has its pattern
        out.append((tid, re.compile(pattern)))
    return out


def template_of(line: str, patterns) -> str | None:
    found = [tid for tid, p in patterns if p.fullmatch(line)]
    return found[0] if found else None


# Two seats: the person as "You", and a typed name; four seats in partnerships.
TABLES = [(["You", "North"], 2, False), (["Anna", "North"], 2, False),
          (["You", "West", "North", "East"], 4, True)]
VARIANTS = ["casino", "royal-casino", "kasino", "finnish-kasino", "mulle", "mulle-kortspel", "wippen",
            "overspader", ("casino", {"score_as_earned": True}), ("casino", {"trail_and_build": True})]


def _play_games(variant, names, players, partnerships, games: int):
    """Every (names, prev, seat, move, state) of ``games`` random matches."""
    vid, options = variant if isinstance(variant, tuple) else (variant, None)
    rules = make_rules(vid, options)
    for seed in range(games):
        rng = random.Random(seed)
        s = new_game(rules, players, partnerships, seed + 1)
        for _ in range(4000):
            if s.phase == PHASE_ROUND_OVER:
                next_round(s)
            elif s.phase != PHASE_PLAY:
                break
            prev, seat = s.clone(), s.to_move
            move = rng.choice(legal_moves(s))
            apply(s, move)
            yield prev, seat, move, s


def test_every_log_line_of_random_games_is_one_whole_template():
    seen: set[str] = set()
    for names, players, partnerships in TABLES:
        patterns = log_patterns(names)
        for variant in VARIANTS:
            for prev, seat, move, s in _play_games(variant, names, players, partnerships, 2):
                for line in move_lines(names, prev, seat, move, s):
                    tid = template_of(line, patterns)
                    assert tid is not None, (variant, names, line)
                    seen.add(tid)
    # The games met every kind of line the log has, so each was checked.
    assert seen == set(LOG_SENTENCES) | set(LOG_PHRASES), (set(LOG_SENTENCES) | set(LOG_PHRASES)) - seen


def test_the_check_refuses_a_line_glued_from_pieces():
    # The old log added "— a sweep!" to a move's sentence: the check must fail on it.
    patterns = log_patterns(["You", "North"])
    assert template_of("North takes 5\u2666 with 5\u2660", patterns) == "capture"
    assert template_of("North takes 5\u2666 with 5\u2660 \u2014 a sweep!", patterns) is None
    assert template_of("You takes 5\u2666 with 5\u2660", patterns) is None
    assert template_of("Anna takes 5\u2666 with 5\u2660", patterns) is None  # not a seat at this table


def _after(position: dict, move_text: str, scores=None):
    s = position_from_json(position)
    if scores is not None:
        s.match_scores = scores
    prev = s.clone()
    move = resolve(s, move_text)
    apply(s, move)
    return prev, move, s


def test_a_sweep_is_told_in_the_capture_sentence_itself():
    prev, move, s = _after({"variant": "kasino", "to_move": 0, "hands": {"0": ["5D", "9C"], "1": ["KH", "2D"]},
                            "table": ["5S"]}, "5D take 5S")
    assert len(s.sweeps[0]) == 1
    assert move_lines(["You", "North"], prev, 0, move, s)[0] == "You take 5\u2660 with 5\u2666 and sweep the table"
    assert move_lines(["Anna", "North"], prev, 0, move, s)[0] == "Anna takes 5\u2660 with 5\u2666 and sweeps the table"


@pytest.mark.parametrize("names,line", [(["South", "North"], "South scores 2 points at once"),
                                        (["You", "North"], "You score 2 points at once")])
def test_points_scored_during_play_are_a_sentence_of_their_own(names, line):
    position = {"variant": "casino", "options": {"score_as_earned": True}, "to_move": 0,
                "hands": {"0": ["10D", "5C"], "1": ["KH", "KD"]}, "table": ["4H", "6C", "9S"]}
    for scores, over in (([0, 0], False), ([19, 0], True)):
        prev, move, s = _after(position, "10D take 4H 6C", scores)
        assert (s.phase == "match_over") == over
        assert move_lines(names, prev, 0, move, s) == [f"{names[0]} {'take' if names[0] == 'You' else 'takes'} "
                                                       "4\u2665 + 6\u2663 with 10\u2666", line]


@pytest.mark.parametrize("names,first_words", [(["You", "North"], ["You", "take"]),
                                               (["Anna", "North"], ["Anna", "takes"])])
def test_the_last_cards_are_taken_in_the_takers_person(names, first_words):
    # "You takes the last 2 cards" was the old string surgery's slip.
    for seed in range(1, 60):
        s = new_game(make_rules("casino"), 2, False, seed)
        while s.phase == PHASE_PLAY:
            prev, seat = s.clone(), s.to_move
            move = legal_moves(s)[0]
            apply(s, move)
        lines = move_lines(names, prev, seat, move, s)
        if s.last_capturer == 0 and len(lines) > 1:
            words = lines[-1].split()
            assert words[:2] == first_words, lines[-1]
            count = words[4] if words[3] == "last" and words[4].isdigit() else None
            assert lines[-1].endswith("card from the table") == (count is None), lines[-1]
            return
    pytest.fail("no deal left cards for seat 0 to take")
