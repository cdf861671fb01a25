"""The coach's sentences at the table and in the review: whole templates with
named fields, right for "You" and for a named seat."""
from __future__ import annotations

import re
import string

from casino_desktop.coach import Miss, Option
from casino_desktop.coach import coach_sentences
from casino_desktop.core import resolve
from casino_desktop.core.move_words import move_advice
from casino_desktop.qt.coach.words import addressed, miss_text, option_lines, round_total, why_forced, why_heading
from .helpers import last_deal

_STATE = last_deal("KS 5C 3H 8D", "2D 9S 4C", "5S 10D")  # trail, take and build for the seat to move


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_new_template_is_whole_with_its_named_fields():
    expected = {
        "AT_TABLE": {"ready": set(), "weighing": {"move"}, "good": {"move"}, "failed": {"move"}, "forced": {"move"},
                     "given_away": {"move", "points", "best"}},
        "REVIEW_NOTE": {"good": set(), "weighing": set(), "failed": set(),
                        "given_away": {"label", "points", "best"}},
    }
    for table, keys in expected.items():
        for key, form in getattr(coach_sentences, table).items():
            assert _fields(form) == keys[key], (table, key)
    for key, forms in coach_sentences.ROUND_TOTAL.items():
        want = {"none": set(), "all": {"points", "move"}, "most": {"points", "move"},
                "largest": {"points", "move", "worst"}}[key]
        assert _fields(forms["you"]) == want and _fields(forms["one"]) == want | {"name"}
        # Spoken to "you" (as the subject, or "your choices") and about a named seat.
        assert forms["you"].startswith(("You ", "None of your ")) and "{name}" not in forms["you"]
        assert forms["one"].startswith(("{name} ", "None of {name}'s ")) and "you" not in forms["one"].lower()
    for table in (coach_sentences.WHY_HEADING, coach_sentences.WHY_HEADING_OTHER, coach_sentences.WHY_FORCED, coach_sentences.WHY_WEIGHING):
        assert "{name}" not in table["you"] and "{name}" in table["one"]
    every = [*coach_sentences.AT_TABLE.values(), *coach_sentences.REVIEW_NOTE.values(), coach_sentences.REVIEW_PROGRESS, coach_sentences.REVIEW_NOBODY,
             coach_sentences.WHY_TIP_GRADED, coach_sentences.WHY_NOTHING_TO_ADD, coach_sentences.WHY_NOT_WEIGHED, coach_sentences.WHY_TIP, coach_sentences.WHY_FAILED, coach_sentences.COACH_TIP,
             coach_sentences.MORE_TO_READ.one, coach_sentences.MORE_TO_READ.other]
    for form in every:
        assert form[0].isupper() or form.startswith("{"), form
        assert form.endswith((".", "\u2026")), form
        words = re.sub(r"\{\w+\}", "", form)
        assert "seed" not in words.lower() and "_" not in words, form  # no code words on screen


def test_a_round_total_names_the_move_that_gave_most():
    assert round_total("You", [(1, 0.01), (3, 0.0)]) == "None of your choices in this round gave points away."
    assert round_total("North", [(1, 0.0), (7, 2.4)]) == "North gave away 2.4 points in this round, all of it at move 7."
    assert round_total("You", [(1, 0.3), (7, 2.1)]) == "You gave away 2.4 points in this round; most of it at move 7."
    assert round_total("Ana", [(1, 0.8), (5, 0.8), (9, 0.9)]) == (
        "Ana gave away 2.5 points in this round; the largest share, 0.9 points, at move 9.")


def test_a_round_total_counts_no_move_the_list_calls_good():
    """Stranger 12: the review said "You gave away 0.2 points in this round,
    all of it at move 2", and move 2 was marked "Good move": it gave away
    0.18, under the coach's own noise (``grading.GOOD_BELOW``)."""
    assert round_total("You", [(2, 0.18), (5, 0.0)]) == "None of your choices in this round gave points away."
    assert round_total("North", [(2, 0.18), (7, 1.0)]) == "North gave away 1.0 points in this round, all of it at move 7."


def test_misses_speak_to_you_or_about_a_named_seat():
    card = Miss("scoring_card_left", (("card", "10♦"), ("advice", "take 10♦ with 10♠")))
    assert miss_text(card, "You") == "You could have taken 10♦, a card that scores: take 10♦ with 10♠."
    assert miss_text(card, "South") == "South could have taken 10♦, a card that scores: take 10♦ with 10♠."
    build = Miss("build_takeable", (("value", 7),), 1)
    assert miss_text(build, "South") == "The next player can take South's build of 7: 1 unseen card takes it."
    assert miss_text(build, "You") == "The next player can take your build of 7: 1 unseen card takes it."
    assert set(coach_sentences.MISSES_NAMED) == set(coach_sentences.MISSES)


def test_where_the_better_move_comes_out_ahead_reads_the_same_for_you_and_a_named_seat():
    ahead = Miss("ahead_on_penalties_two_behind", (("item", "Sweeps"), ("points", "1.2"), ("item2", "Spades"),
                                                   ("points2", "0.5"), ("lost_item", "Aces"), ("lost", "0.9")))
    said = ("The better move comes out ahead by 1.2 penalty points on \u201cSweeps\u201d and by 0.5 on \u201cSpades\u201d, "
            "though behind by 0.9 on \u201cAces\u201d.")
    assert miss_text(ahead, "You") == miss_text(ahead, "Bestemor Ingrid") == said
    gain = Miss("ahead_on", (("item", "Most cards"), ("points", "0.8")))
    assert miss_text(gain, "North") == "The better move comes out ahead by 0.8 points on \u201cMost cards\u201d."

def test_why_headings_for_you_and_for_a_named_seat():
    assert why_heading("North").startswith("The options North had here")
    assert why_heading("You", played_listed=False).endswith("you played another move.")
    assert why_forced("North") == "North had no other move here."


def test_the_option_played_is_marked_for_you_and_for_a_named_seat():
    trail, take, build = (resolve(_STATE, text) for text in ("KS trail", "5C take 5S", "3H build 8 5S"))
    options = [Option(take, 1.25, 0, _STATE), Option(build, 0.0, 0, _STATE), Option(trail, -0.5, 0, _STATE)]
    assert option_lines(options) == [o.text() for o in options]  # nothing played named: nothing marked
    north = option_lines(options, build, "North")
    assert north[0] == options[0].text() and north[2] == options[2].text()
    assert north[1] == f"Option (North's move): {move_advice(build, at=_STATE)} \u2014 expected to end the round level."
    mine = option_lines(options, trail, "You")
    assert mine[2] == f"Option (your move): {move_advice(trail, at=_STATE)} \u2014 expected to end the round 0.5 points behind."
    assert option_lines(options, resolve(_STATE, "3H trail"), "North") == [o.text() for o in options]
    for form in coach_sentences.OPTIONS_PLAYED["one"].values():
        assert "{name}'s move" in form


def test_a_move_a_computer_made_for_a_person_is_not_called_theirs():
    """A network table's idle turn: "Why?" on the move a computer player made
    for Ann's seat said "Option (your move)" and "you played another move"
    (helper net39), though she chose nothing."""
    trail, take = (resolve(_STATE, text) for text in ("KS trail", "5C take 5S"))
    options = [Option(take, 1.25, 0, _STATE), Option(trail, -0.5, 0, _STATE)]
    mine = option_lines(options, trail, "You", played_for=True)
    assert mine[1] == f"Option (played for you): {move_advice(trail, at=_STATE)} \u2014 expected to end the round 0.5 points behind."
    assert option_lines(options, take, "Bo", played_for=True)[0].startswith("Option (played for Bo): ")
    assert why_heading("You", played_listed=False, played_for=True).endswith(
        "the computer player that played for you chose another move.")
    assert "Bo played" not in why_heading("Bo", played_listed=False, played_for=True)
    for person, forms in coach_sentences.OPTIONS_PLAYED_FOR.items():
        for key, form in forms.items():
            assert _fields(form) == _fields(coach_sentences.OPTIONS_PLAYED[person][key])
    for key, form in coach_sentences.OPTIONS_PLAYED["you"].items():
        assert "{name}" not in form and _fields(form) == _fields(coach_sentences.OPTIONS[key])


def _coach_sentences_with_numbers() -> list:
    """Every kind of coach sentence that shows points: the verdict (at the
    table and in the review), a round's total, the options of "why?"."""
    from casino_desktop.coach import Grade
    from casino_desktop.qt.coach.book import Entry
    from casino_desktop.qt.coach.words import review_note, verdict_line
    trail, take, build = (resolve(_STATE, text) for text in ("KS trail", "5C take 5S", "3H build 8 5S"))
    grade = Grade(trail, take, 2.4, "mistake", ((take, 1.3, 0), (trail, -1.1, 0)), "solved", 0, _STATE)
    entry = Entry(1, 0, trail, _STATE, grade)
    options = [Option(take, 1.25, 0, _STATE), Option(build, 0.7, 0, _STATE), Option(trail, -2.4, 0, _STATE)]  # none level: each shows points
    return [grade.verdict(), verdict_line(entry, "You"), verdict_line(entry, "North"), review_note(entry),
            round_total("You", [(1, 0.3), (7, 2.1)]), round_total("Ana", [(1, 0.8), (5, 0.8), (9, 0.9)]),
            round_total("North", [(1, 0.0), (7, 2.4)]), *option_lines(options), *option_lines(options, trail, "You"),
            *option_lines(options, take, "North")]


def test_coach_numbers_take_each_languages_decimal_comma():
    """A playtester saw "2.4 points" in languages that write 2,4."""
    from casino_desktop.cli.language import language_lookup
    from casino_desktop.core.templates import english, render
    from casino_desktop.i18n import LANGUAGES
    sentences = _coach_sentences_with_numbers()
    assert all(re.search(r"\d\.\d", s) for s in sentences)  # English keeps the point
    assert all(re.search(r"\d\.\d", render(s, english)) for s in sentences)
    for code in LANGUAGES:
        lookup = language_lookup(code)
        for s in sentences:
            said = render(s, lookup)
            assert said != str(s), (code, s)  # the catalog's sentence, not the English
            assert not re.search(r"\d\.\d", said) and re.search(r"\d,\d", said), (code, said)


def test_the_coach_says_a_capture_of_two_groups_as_two_groups():
    """Play-test 2026-12-06, finding 4: 4♠ + 5♥ + 5♣ + 6♦ taken by 10♣ read as
    one sum of 20; the coach's verdict says the move and the best move group by group."""
    from casino_desktop.coach import Grade
    from casino_desktop.qt.coach.book import Entry
    from casino_desktop.qt.coach.words import verdict_line
    at = last_deal("10C 2H", "9S 4C", "4S 5H 5C 6D")
    both, one = resolve(at, "10C take 4S 5H 5C 6D"), resolve(at, "10C take 5H 5C")
    groups = "4\u2660 + 6\u2666 and 5\u2665 + 5\u2663"
    assert verdict_line(Entry(1, 0, both, at, None), "You") == f"You take {groups} with 10\u2663 \u2014 the coach is weighing this move\u2026"
    grade = Grade(one, both, 2.0, "mistake", ((both, 2.0, 0), (one, 0.0, 0)), "solved", 0, at)
    assert f"take {groups} with 10\u2663" in grade.verdict()
    assert f"take {groups} with 10\u2663" in verdict_line(Entry(1, 0, one, at, grade), "North")
    assert "North takes 5\u2665 + 5\u2663 with 10\u2663" in verdict_line(Entry(1, 0, one, at, grade), "North")


def test_the_one_person_is_spoken_to_and_people_sharing_a_screen_keep_their_names():
    assert addressed(["Kari", "West", "North", "East"], [0]) == ["You", "West", "North", "East"]
    assert addressed(["Kari", "West", "Ola", "East"], [0, 2]) == ["Kari", "West", "Ola", "East"]
    assert round_total(addressed(["Kari", "North"], [0])[0], [(3, 1.0)]) == (
        "You gave away 1.0 points in this round, all of it at move 3.")
