"""The templates of ``core.sentences``: a move said of "You", of a named seat
and as advice; the sweep in the capture's own sentence; whose turn it is and
what a seat holds, without cutting or adding letters to a name.  And the
play log (``move_lines``): every line of many random games is one whole
template rendered, with each field holding what that field names (a card,
cards, a number, a seat's name), so no line is glued from pieces."""
from __future__ import annotations

import random
import re

import pytest

from casino_desktop.core.templates import Plural
from casino_desktop.core import (PHASE_PLAY, PHASE_ROUND_OVER, apply, legal_moves, make_rules, new_game,
                                 next_round, parse_card, resolve)
from casino_desktop.core.moves import CAPTURE, TRAIL, Move
from tests.core.helpers import position
from casino_desktop.core.log_lines import LOG_PHRASES, LOG_SENTENCES, move_lines
from casino_desktop.core.sentences import (ADVICE, ONE, PHRASES, SENTENCES, YOU, move_advice, move_sentence, person_of,
                                           phrase, sentence)

C = parse_card


def test_a_capture_said_of_each_person_and_as_advice():
    at = position("casino", "8S 7H", "3C 5D")
    take = Move(CAPTURE, C("8S"), 8, (C("3C"), C("5D")), ())
    assert move_sentence("You", take, at=at) == "You take 3\u2663 + 5\u2666 with 8\u2660"
    assert move_sentence("Anna", take, at=at) == "Anna takes 3\u2663 + 5\u2666 with 8\u2660"
    assert move_advice(take, at=at) == "take 3\u2663 + 5\u2666 with 8\u2660"
    assert move_sentence("You", take, swept=True, at=at) == "You take 3\u2663 + 5\u2666 with 8\u2660 and sweep the table"
    assert move_sentence("North", take, swept=True, at=at).endswith("with 8\u2660 and sweeps the table")


def test_only_a_capture_can_sweep():
    with pytest.raises(AssertionError):
        move_sentence("You", Move(TRAIL, C("7H")), swept=True, at=position("casino", "7H", "3C"))


@pytest.mark.parametrize("variant", ["casino", "kasino", "mulle"])
def test_the_advice_is_the_players_sentence_without_its_subject(variant):
    state = new_game(make_rules(variant), 2, False, 11)
    while state.phase == PHASE_PLAY:
        move = legal_moves(state)[len(legal_moves(state)) // 2]
        assert "You " + move_advice(move, at=state) == move_sentence("You", move, at=state)
        apply(state, move)


def test_every_move_sentence_has_all_three_forms_with_the_same_fields():
    # A translation fills the same fields in each form: none may be missing.
    for sid in ("trail", "trail_and_build", "capture", "build", "raise", "raise_with", "add", "add_with",
                "add_multiple", "add_with_multiple", "table_add", "table_add_multiple"):
        forms = SENTENCES[sid]
        fields = {p: set(re.findall(r"\{(\w+)\}", forms[p])) - {"name"} for p in (YOU, ONE, ADVICE)}
        assert fields[YOU] == fields[ONE] == fields[ADVICE], (sid, fields)


def test_a_raise_or_add_names_the_build_it_changes_and_the_table_cards_it_puts_in():
    """A playtest: "You raise a build to 9 with 2♥" said neither which build
    nor whose.  The build is named as it stood, the table cards the move
    puts in (loose ones, merged builds named as one) follow, and a line
    says whose it was where it was not the mover's own."""
    at = position("casino", "2D 7C 9H", "7S", builds=[("4D AD", 5, False, 1)], others={"1": "5C 9C"})
    plain, with_loose = resolve(at, "2D raise 7 [AD 4D]"), resolve(at, "2D raise 7 [AD 4D] 7S")
    assert move_sentence("You", plain, at=at) == "You raise build 5 (A♦ + 4♦) to 7 with 2♦"
    assert move_sentence("You", with_loose, at=at) == "You raise build 5 (A♦ + 4♦) to 7 with 2♦ and 7♠"
    assert move_advice(with_loose, at=at) == "raise build 5 (A♦ + 4♦) to 7 with 2♦ and 7♠"
    after = at.clone()
    apply(after, plain)
    assert move_lines(["You", "North"], at, 0, plain, after) == [
        "You raise build 5 (A♦ + 4♦) to 7 with 2♦", "The build of 5 was North's"]
    # Raising one's own build needs no second line; another seat's, said of "you" too.
    own = position("casino", "2D 7C", "", builds=[("4D AD", 5, False, 0)], others={"1": "5C 9C"})
    raise_own = resolve(own, "2D raise 7 [AD 4D]")
    after = own.clone()
    apply(after, raise_own)
    assert move_lines(["North", "You"], own, 0, raise_own, after) == ["North raises build 5 (A♦ + 4♦) to 7 with 2♦"]
    yours = position("casino", "2D 7C", "", builds=[("4D AD", 5, False, 1)], others={"1": "5C 9C"})
    after = yours.clone()
    apply(after, raise_own)
    assert move_lines(["North", "You"], yours, 0, raise_own, after)[1] == "The build of 5 was yours"
    # An add names the build it adds to, and the loose cards it puts in besides the hand card.
    adding = position("casino", "7C 7H", "7S", builds=[("3C 4H", 7, False, 1)], others={"1": "5C 9C"})
    add = resolve(adding, "7H add 7 [3C 4H] 7S")
    assert move_sentence("You", add, at=adding) == "You add 7♥ and 7♠ to build 7 (3♣ + 4♥)"
    assert move_advice(resolve(adding, "7H add 7 [3C 4H]"), at=adding) == "add 7♥ to build 7 (3♣ + 4♥)"


def test_whose_turn_and_what_a_seat_holds_are_whole_sentences():
    assert sentence("turn", "You") == "Your turn."
    assert sentence("turn", "Anna") == "Anna's turn."
    assert sentence("holds", "You", cards="7\u2665") == "You hold: 7\u2665."
    assert sentence("holds", "North", cards="7\u2665") == "North holds: 7\u2665."


def test_the_log_says_mulles_and_points_about_the_seat_in_its_person():
    assert sentence("mulle", "You") == "You score a mulle"
    assert sentence("mulle", "North") == "North scores a mulle"
    assert sentence("points_at_once", "You", 1) == "You score 1 point at once"
    assert sentence("points_at_once", "Anna", 3) == "Anna scores 3 points at once"


def test_taken_back_and_hints_frame_a_whole_move_sentence():
    trail = Move(TRAIL, C("7H"))
    at = position("casino", "7H", "3C")
    assert phrase("taken_back", move=move_sentence("You", trail, at=at)) == "Taken back: You trail 7\u2665."
    assert phrase("hint_status", move=move_advice(trail, at=at)) == "Hint: trail 7\u2665. Press 1 or click Play it to play it."


# --- the play log ---------------------------------------------------------------------------

CARD = r"(?:10|[2-9AJQK])[\u2660\u2665\u2666\u2663]"
# the groups of a multiple build: "5♥ + 5♠ and 10♣", "3♦ + 5♣, 4♠ + 4♦ and 8♠"
GROUPS = rf"{CARD}(?: \+ {CARD})*(?:, {CARD}(?: \+ {CARD})*)* and {CARD}(?: \+ {CARD})*"
# a build a capture takes (or a new build takes in), named as one, a multiple one so called, group by group
BUILD_TAKEN = rf"(?:multiple )?build \d+ \((?:{CARD}(?: \+ {CARD})*|{GROUPS})\)"
# what a capture takes: one row, or its groups listed ("4♠ + 6♦ and 5♥ + 5♣", "build 10 (…) and 4♦ + 6♥")
ROW = rf"(?:{CARD}|{BUILD_TAKEN})(?: \+ (?:{CARD}|{BUILD_TAKEN}))*"
FIELDS = {"card": CARD, "taken": rf"{ROW}(?:(?:, {ROW})* and {ROW})?",
          "extra": rf"(?:{CARD}|{BUILD_TAKEN})(?: \+ (?:{CARD}|{BUILD_TAKEN}))*",
          "cards": rf"(?:{CARD}(?: \+ {CARD})*|{GROUPS})",
          "value": r"\d+", "old": r"\d+", "count": r"\d+",
          "groups": GROUPS}


def _forms(template: object) -> list[str]:
    return [template.one, template.other] if isinstance(template, Plural) else [str(template)]


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
VARIANTS = ["casino", "royal-casino", "dominican-casino", "kasino", "finnish-kasino", "mulle", "mulle-kortspel", "wippen",
            "overspader", ("casino", {"score_as_earned": True}), ("casino", {"trail_and_build": True}),
            "swazi-casino", "sotho-casino", "south-african-casino"]


def _play_games(variant, names, players, partnerships, games: int):
    """Every (state before, seat, move, state after) of ``games`` random matches."""
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
        # A pile two partners share goes by both their names (the African games).
        sides = [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"] if partnerships else []
        patterns = log_patterns(names + sides)
        for variant in VARIANTS:
            for prev, seat, move, s in _play_games(variant, names, players, partnerships, 3):
                for line in move_lines(names, prev, seat, move, s):
                    tid = template_of(line, patterns)
                    assert tid is not None, (variant, names, line)
                    if tid == "capture_sweep" and line.note:  # the same English: the Dominican template
                        tid = "capture_virado"
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


def test_table_actions_and_the_end_of_a_turn_are_whole_sentences():
    from casino_desktop.core.moves import parse_move as parse

    def parse_move(text):
        return Move(*parse(text))
    at = position("casino", "2D", "3C 6D 5C 3D 2H", builds=[("4S 5H", 9, False, 1)])
    add = parse_move("table add 9 [4S 5H] 3C 6D")
    assert move_sentence("You", add, at=at) == "You add 3\u2663 + 6\u2666 to build 9 (4\u2660 + 5\u2665)"
    assert move_sentence("North", add, at=at) == "North adds 3\u2663 + 6\u2666 to build 9 (4\u2660 + 5\u2665)"
    built = parse_move("table build 10 5C 3D 2H")
    assert move_sentence("North", built, at=at) == "North builds 10 from 2\u2665 + 3\u2666 + 5\u2663"
    assert move_sentence("You", parse_move("end"), at=at) == "You end your turn"
    assert move_sentence("North", parse_move("end"), at=at) == "North ends their turn"  # as "You end your turn"
    assert move_advice(parse_move("end"), at=at) == "end your turn"


def test_a_multiple_build_is_told_group_by_group():
    # "North builds 10 with 5♥ on 5♠ + 10♣" read as one sum of 20.
    from casino_desktop.core import apply, legal_moves

    prev = position("casino", "5H 10D", "5S 10C 3C", others={"1": "2D 4D 6D"})
    move = next(m for m in legal_moves(prev) if m.text() == "5H build 10 5S 10C")
    s = prev.clone()
    apply(s, move)
    assert move_lines(["North", "You"], prev, 0, move, s)[0] == "North builds 10s with 5\u2665: 5\u2665 + 5\u2660 and 10\u2663"
    assert move_lines(["You", "North"], prev, 0, move, s)[0] == "You build 10s with 5\u2665: 5\u2665 + 5\u2660 and 10\u2663"
    single = next(m for m in legal_moves(prev) if m.text() == "5H build 10 5S")
    s = prev.clone()
    apply(s, single)
    assert move_lines(["You", "North"], prev, 0, single, s)[0] == "You build 10 with 5\u2665 on 5\u2660"


def test_a_multiple_build_is_told_group_by_group_by_the_coach_and_the_hint_too():
    """Stranger 12: the log said "You build 6s with A♠: A♠ + 5♥ and 6♥",
    but the coach's verdict (and a take-back, and the hint's advice) said
    "You build 6 with A♠ on 5♥ + 6♥", one sum of 11."""
    prev = position("casino", "AS 6C", "5H 6H")
    move = next(m for m in legal_moves(prev) if m.text() == "AS build 6 5H 6H")
    assert move_sentence("You", move, at=prev) == "You build 6s with A\u2660: A\u2660 + 5\u2665 and 6\u2665"
    assert move_sentence("North", move, at=prev) == "North builds 6s with A\u2660: A\u2660 + 5\u2665 and 6\u2665"
    assert move_advice(move, at=prev) == "build 6s with A\u2660: A\u2660 + 5\u2665 and 6\u2665"
    single = next(m for m in legal_moves(prev) if m.text() == "AS build 6 5H")
    assert move_advice(single, at=prev) == "build 6 with A\u2660 on 5\u2665"


def test_a_multiple_build_taken_is_called_multiple_in_the_log_the_hint_and_a_take_back():
    """Stranger 13: "You take the build of 11 (5♥ + 6♠ and J♣) with J♥",
    where the table called it "Build of 11 · multiple".  Its own template
    (never the word glued on); a single build taken keeps the plain one."""
    from casino_desktop.core.pointing import move_label

    prev = position("casino", "7D 8H", "", builds=[("3C 4D 7S", 7, True, 1)], others={"1": "9C"})
    take = resolve(prev, "7D take [3C 4D 7S]")
    s = prev.clone()
    apply(s, take)
    line = move_lines(["You", "North"], prev, 0, take, s)[0]
    assert line == "You take multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666"
    assert move_sentence("North", take, at=prev) == "North takes multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666"
    assert move_advice(take, at=prev) == "take multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666"
    assert phrase("taken_back", move=move_sentence("You", take, at=prev)) == (
        "Taken back: You take multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666.")
    assert move_label(prev, take) == "Take multiple build 7"  # the chooser's line, the action bar's button
    single = position("casino", "7D 8H", "", builds=[("3C 4D", 7, False, 1)], others={"1": "9C"})
    assert move_advice(resolve(single, "7D take [3C 4D]"), at=single) == "take build 7 (3\u2663 + 4\u2666) with 7\u2666"
    assert move_label(single, resolve(single, "7D take [3C 4D]")) == "Take build 7"


def test_a_multiple_build_is_named_in_one_order_when_made_and_when_taken():
    """Stranger 12: the log said "You build 6s with A♠: A♠ + 5♥ and 6♥",
    the hint then "take build 6 (5♥ + A♠ and 6♥)"; the chooser, the log,
    the hint and the coach list a multiple build's cards alike."""
    from casino_desktop.core.pointing import move_label

    prev = position("casino", "AS 6C", "5H 6H", others={"1": "9C 2D"})
    build = next(m for m in legal_moves(prev) if m.text() == "AS build 6 5H 6H")
    s = prev.clone()
    apply(s, build)
    assert move_lines(["You", "North"], prev, 0, build, s)[0] == "You build 6s with A\u2660: A\u2660 + 5\u2665 and 6\u2665"
    assert move_label(prev, build) == "Build 6s with A\u2660 + 5\u2665 and 6\u2665"
    s.to_move = 0  # the person again, to take it
    take = resolve(s, "6C take [AS 5H 6H]")
    assert move_advice(take, at=s) == "take multiple build 6 (A\u2660 + 5\u2665 and 6\u2665) with 6\u2663"


def test_a_build_taken_as_a_card_in_a_sum_is_named_by_its_own_value():
    """A playtest: North's single build of 4 (A♥ + 3♠), taken with 2♠ and
    6♠ by the 6♦ where single builds count as cards, was logged as "build 6".
    The log, the hint and the take-back name it by its own value; a build
    taken by its value still reads as before."""

    prev = position("casino", "6D 8H", "2S 6S", builds=[("AH 3S", 4, False, 1)],
                    options={"single_build_as_card": True}, others={"1": "9C"})
    move = resolve(prev, "6D take [AH 3S] 2S 6S")
    s = prev.clone()
    apply(s, move)
    # Two groups of 6 (the build of 4 with 2♠, and 6♠), said as two (``test_capture_groups``).
    said = "You take build 4 (A\u2665 + 3\u2660) + 2\u2660 and 6\u2660 with 6\u2666"
    assert move_lines(["You", "North"], prev, 0, move, s)[0] == said
    assert move_advice(move, at=prev) == "take build 4 (A\u2665 + 3\u2660) + 2\u2660 and 6\u2660 with 6\u2666"
    plain = position("casino", "4D 8H", "", builds=[("AH 3S", 4, False, 1)], others={"1": "9C"})
    taken = resolve(plain, "4D take [AH 3S]")
    assert move_sentence("You", taken, at=plain) == "You take build 4 (A\u2665 + 3\u2660) with 4\u2666"


def test_a_multiple_build_taken_or_a_build_taken_in_is_named_group_by_group():
    """A playtest: "You take build 7 (3♣ + 4♦ + 7♠) with 7♦" read as one
    sum of 14; and a single build taken into a new build read as loose
    cards.  Each is named as the build it is."""

    prev = position("casino", "7D 8H", "", builds=[("3C 4D 7S", 7, True, 1)], others={"1": "9C"})
    move = resolve(prev, "7D take [3C 4D 7S]")
    assert move_sentence("You", move, at=prev) == "You take multiple build 7 (7\u2660 and 3\u2663 + 4\u2666) with 7\u2666"
    taken_in = position("casino", "3H 9S", "2C", builds=[("AD 3C", 4, False, 1)],
                        options={"single_build_as_card": True}, others={"1": "9C"})
    build = resolve(taken_in, "3H build 9 [AD 3C] 2C")
    s = taken_in.clone()
    apply(s, build)
    assert move_lines(["You", "North"], taken_in, 0, build, s)[0] == (
        "You build 9 with 3\u2665 on build 4 (A\u2666 + 3\u2663) + 2\u2663")


def test_an_add_to_a_multiple_build_calls_it_one_and_an_add_to_a_single_build_does_not():
    """Taking a multiple build said "multiple" (stranger 13); adding to one
    said only "build 8 (8♠ and 3♦ + 5♣)", as if it were a single sum."""
    prev = position("casino", "8H 8C 6H", "2C", builds=[("3D 5C 8S", 8, True, 0)], others={"1": "9C 4D"})
    plain, with_table = (resolve(prev, text) for text in ("8H add 8 [3D 5C 8S]", "6H add 8 [3D 5C 8S] 2C"))
    assert move_sentence("You", plain, at=prev) == "You add 8\u2665 to multiple build 8 (8\u2660 and 3\u2666 + 5\u2663)"
    assert move_sentence("North", with_table, at=prev) == (
        "North adds 6\u2665 and 2\u2663 to multiple build 8 (8\u2660 and 3\u2666 + 5\u2663)")
    assert move_advice(with_table, at=prev).startswith("add 6\u2665 and 2\u2663 to multiple build 8")
    single = position("casino", "8H 8C 6H", "2C", builds=[("3D 5C", 8, False, 0)], others={"1": "9C 4D"})
    assert move_sentence("You", resolve(single, "8H add 8 [3D 5C]"), at=single) == "You add 8\u2665 to build 8 (3\u2666 + 5\u2663)"
