"""The African family's drills in the practice window: the top cards of the
capture piles on the table (captioned by whose pile they top), a capture
that takes a top answered by a drag, a build of table cards alone answered
by dragging one table card onto another, and every word in the
pseudo-language, on the drill window and on the Swazi lesson mid-deal."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import resolve
from casino_desktop.practice import drill_sentences
from casino_desktop.practice.drill import CAPTURES, LEGAL, TABLE_BUILD
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.guide_window import open_lesson
from tests.qt.pseudo_locale import untranslated
from tests.qt.table_helpers import make_window

from casino_desktop.practice.african import worked_drills
from casino_desktop.qt.practice.window import PracticeWindow
from casino_desktop.storage.stats_store import StatsStore

from .helpers import NOW, SEED, click_card, drag_card, hand_card, wait_for_drill

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


def open_practice(qtbot, tmp_path, variant):
    """The practice window on the family's worked drills only: a whole drill
    set of the family takes tens of seconds with hands of the whole pack."""
    store = StatsStore(tmp_path / "statistics.sqlite3")
    window = PracticeWindow(variant, {}, lambda: store, seed=SEED, clock=lambda: NOW, make=worked_drills)
    qtbot.addWidget(window)
    window.resize(1024, 720)
    window.show()
    qtbot.waitExposed(window)
    wait_for_drill(qtbot, window)
    return window


def _card(window, face, places=("loose", "top", "build")):
    return next(c for c in window.scene.cards if c.face == face and c.place in places)


def test_a_south_african_capture_with_a_pile_top_by_drags(qtbot, tmp_path):
    window = open_practice(qtbot, tmp_path, "south-african-casino")
    drill = window.drills[next(k for k in sorted(window.drills) if k.endswith("worked:capture_top"))]
    window.present(drill)
    tops = {c.key: c.face for c in window.scene.cards if c.place == "top"}
    assert tops == {(0,): 32, (1,): 27}  # your own pile's 9♠ and the opponent's 7♣ on top
    state = window.answering.state
    for text in sorted(drill.answer):
        m = resolve(state, text)
        faces = list(m.loose)
        for face in faces[1:]:
            click_card(qtbot, window, _card(window, face))
        drag_card(qtbot, window, hand_card(window, m.card), _card(window, faces[0]))
    assert sorted(window.captures_panel.answer()) == sorted(drill.answer)
    qtbot.mouseClick(window.check_button, Qt.MouseButton.LeftButton)
    assert window.verdict.text() == drill_sentences.RIGHT


def test_a_build_of_table_cards_alone_by_dragging_one_onto_another(qtbot, tmp_path):
    window = open_practice(qtbot, tmp_path, "swazi-casino")
    drill = window.drills[next(k for k in sorted(window.drills) if k.endswith("worked:table_build"))]
    window.present(drill)
    assert window_sentences.HAND_PLAYED.format() in window.table_line.text()
    assert window.play_panel.how.text() == window_sentences.HOW_TABLE_BUILD
    m = resolve(window.answering.state, drill.answer)
    drag_card(qtbot, window, _card(window, m.loose[0]), _card(window, m.loose[1]))
    assert window.verdict.text() == drill_sentences.RIGHT


def test_a_table_build_the_core_refuses_gets_its_sentence(qtbot, tmp_path):
    window = open_practice(qtbot, tmp_path, "swazi-casino")
    drill = window.drills[next(k for k in sorted(window.drills) if k.endswith("worked:table_build"))]
    window.present(drill)
    five, eight = (_card(window, f) for f in (18, 29))  # 5♦ + 8♥ = 13, a value the hand cannot take
    drag_card(qtbot, window, five, eight)
    assert window.verdict.text() == "You may make a build of 13 only if you hold a card that can capture it."
    assert window.scene.wrong_faces() == {18, 29}


@pytest.mark.parametrize("name", ["top_captured", "capture_top", "table_build"])
def test_an_african_drill_says_every_word_in_the_players_language(qtbot, tmp_path, pseudo_language, name):
    variant = "south-african-casino" if name == "capture_top" else "swazi-casino"
    window = open_practice(qtbot, tmp_path, variant)
    drill = window.drills[next(k for k in sorted(window.drills) if k.endswith("worked:" + name))]
    window.present(drill)
    assert window.question.text().startswith("⟦") and untranslated(window) == []
    wrong = {CAPTURES: [], TABLE_BUILD: "table build 13 5D 8H"}.get(drill.kind)
    window.judge((drill.answer + 1) % len(drill.choices) if drill.kind == LEGAL else wrong)
    assert window.verdict.isVisible() and untranslated(window) == []


def test_the_swazi_lesson_mid_deal_shows_no_word_untranslated(qtbot, tmp_path, pseudo_language):
    owner = make_window(qtbot, tmp_path)
    owner.start_game()
    window = open_lesson(owner, "swazi-casino")
    window.set_speed_quietly("instant")
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.input.enabled, timeout=10000)
    qtbot.waitUntil(lambda: window.guide.pointer.callout.isVisible(), timeout=10000)
    window.guide.end_turn.trigger()  # refused before the card from the hand: the core's sentence, translated
    assert window.guide.refusals and untranslated(window) == []


def test_a_drill_played_from_the_hand_after_a_table_build_says_how_to_play_from_the_hand(qtbot, tmp_path):
    # The table build's words stayed on the next drill, a take-a-build among them.
    from dataclasses import replace
    from casino_desktop.practice.drill import BUILD, TAKE_BUILD
    from casino_desktop.qt.translate import say
    window = open_practice(qtbot, tmp_path, "swazi-casino")
    table_build = window.drills[next(k for k in sorted(window.drills) if k.endswith("worked:table_build"))]
    window.present(table_build)
    assert window.play_panel.how.text() == say(window_sentences.HOW_TABLE_BUILD)
    for kind in (TAKE_BUILD, BUILD):
        window.present(replace(table_build, kind=kind, subject=((),) if kind == TAKE_BUILD else (9,)))
        assert window.play_panel.how.text() == say(window_sentences.HOW_PLAY)
        window.present(table_build)


def test_a_swazi_first_deal_drill_says_it_is_the_first_deal(qtbot, tmp_path):
    # "May the owner of a build trail?" turns on the first deal, which the
    # drill did not name.
    window = open_practice(qtbot, tmp_path, "swazi-casino")
    window.present(worked_drills("swazi-casino", {}, SEED)["worked:first_deal_trail"])
    assert window_sentences.FIRST_DEAL in window.table_line.text()
    window.present(worked_drills("swazi-casino", {}, SEED)["worked:raise_own"])   # the last deal: said as such
    assert window_sentences.FINAL_DEAL in window.table_line.text()
    assert window_sentences.FIRST_DEAL not in window.table_line.text()
