"""Every kind of drill can be answered through the practice window's own
widgets: clicks and drags on the table, the lists, the point boxes."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core.position import position_from_json
from casino_desktop.core import CAPTURE, Move, capture_groups, check, legal_moves, resolve
from casino_desktop.practice import drill_sentences
from casino_desktop.core.cards import pretty
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.topics import item_labels

from .helpers import click_card, click_row, drag_card, drag_to_felt, drill_of, hand_card, open_practice, pick_table, table_card

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.fixture
def window(qtbot, tmp_path):
    return open_practice(qtbot, tmp_path)


def _press(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _play(qtbot, window, text: str) -> None:
    """Make the play ``text`` by clicks: the hand card, its table cards, Play,
    and the play meant when those cards can be played more than one way."""
    m = resolve(window.answering.state, text)
    click_card(qtbot, window, hand_card(window, m.card))
    pick_table(qtbot, window, m)
    _press(qtbot, window.play_panel.play)
    if window.play_panel.meanings.isVisible():
        row = [x.text() for x in window.answering.meanings].index(m.text())
        click_row(qtbot, window.play_panel.meanings, row)


def test_find_every_capture_by_clicks_and_by_a_drag(qtbot, window):
    drill = drill_of(window, "captures", lambda d: len(d.answer) >= 1)
    window.present(drill)
    assert window.panels.currentWidget() is window.captures_panel
    state = window.answering.state
    moves = [resolve(state, t) for t in sorted(drill.answer)]
    first, rest = moves[0], moves[1:]
    # The first capture by dragging the card onto one of the cards it takes
    # (the others clicked first).
    targets = list(first.loose) + [k[0] for k in first.builds]
    for face in targets[1:]:
        click_card(qtbot, window, table_card(window, face))
    drag_card(qtbot, window, hand_card(window, drill.subject[0]), table_card(window, targets[0]))
    for m in rest:
        pick_table(qtbot, window, m)
        _press(qtbot, window.captures_panel.add)
    assert sorted(window.captures_panel.answer()) == sorted(m.text() for m in moves)
    _press(qtbot, window.check_button)
    assert window.verdict.text() == drill_sentences.RIGHT


def test_a_capture_of_several_groups_is_listed_group_by_group(qtbot, window):
    """The list of captures found said "2♥ + 5♥ + 7♥ with the 7♠" (one sum of
    14 to a reader) for the 7♥ and 2♥ + 5♥ together (the 24th stranger)."""
    def grouped(d):
        state = position_from_json(d.position_data())
        return any(capture_groups(state, resolve(state, t)) for t in d.answer)
    drill = drill_of(window, "captures", grouped)
    window.present(drill)
    state = window.answering.state
    m = next(m for m in (resolve(state, t) for t in sorted(drill.answer)) if capture_groups(state, m))
    pick_table(qtbot, window, m)
    _press(qtbot, window.captures_panel.add)
    shown = window.captures_panel.found.item(0).text()
    assert shown == str(drill_sentences.capture_words(m, state))
    assert shown != str(drill_sentences.capture_words(m))          # not the cards in one row


def test_missing_a_capture_is_told_with_the_capture_ringed(qtbot, window):
    drill = drill_of(window, "captures")
    window.present(drill)
    _press(qtbot, window.check_button)  # nothing added
    state = window.answering.state
    missed = [resolve(state, t) for t in drill.answer]
    assert window.verdict.text().startswith(("You missed a capture", "You missed"))
    assert any(window.scene.wrong_faces() == {m.card, *m.table_faces()} for m in missed)
    assert window.scene.rings


def test_a_capture_the_engine_refuses_gets_its_sentence(qtbot, window):
    drill = drill_of(window, "captures")
    window.present(drill)
    state = window.answering.state
    loose = [c for c in window.scene.cards if c.place == "loose"]
    bad = next(c for c in loose if check(state, Move(CAPTURE, drill.subject[0], 0, (c.face,), ())) is not None)
    click_card(qtbot, window, bad)
    _press(qtbot, window.captures_panel.add)
    _press(qtbot, window.check_button)
    assert window.verdict.text() == check(state, Move(CAPTURE, drill.subject[0], 0, (bad.face,), ()))
    assert bad.face in window.scene.wrong_faces()


@pytest.mark.parametrize("kind", ["build", "take_build", "raise"])
def test_a_play_is_made_on_the_table(qtbot, window, kind):
    drill = drill_of(window, kind)
    window.present(drill)
    assert window.panels.currentWidget() is window.play_panel and not window.check_button.isVisible()
    before = window.answering.state
    m = resolve(before, drill.answer)
    _play(qtbot, window, drill.answer)
    assert window.verdict.text() == drill_sentences.RIGHT
    assert window.next_button.isEnabled()
    # The table shows what the play made: the card played is no longer in the
    # hand; a build made or raised stands with it, a build taken is gone.
    hand = {c.face for c in window.scene.cards if c.place == "hand"}
    built = {c.face for c in window.scene.cards if c.place == "build"}
    assert m.card not in hand or sum(1 for c in before.hands[before.to_move] if c % 52 == m.card) > 1
    if kind == "take_build":
        assert not any(c.key == m.builds[0] for c in window.scene.cards if c.place == "build")
    else:
        assert m.card in built


def test_a_take_by_dragging_the_card_onto_the_build(qtbot, window):
    drill = drill_of(window, "take_build", lambda d: True)
    window.present(drill)
    m = resolve(window.answering.state, drill.answer)
    for face in m.loose:
        click_card(qtbot, window, table_card(window, face))
    for key in m.builds[1:]:
        click_card(qtbot, window, table_card(window, key[0]))
    build_card = next(c for c in window.scene.cards if c.place == "build" and c.key == m.builds[0])
    drag_card(qtbot, window, hand_card(window, m.card), build_card)
    if window.play_panel.meanings.isVisible():
        click_row(qtbot, window.play_panel.meanings, [x.text() for x in window.answering.meanings].index(m.text()))
    assert window.verdict.text() == drill_sentences.RIGHT


def test_a_legal_play_that_is_not_the_one_asked_is_told_so(qtbot, window):
    def trail_legal(d):
        return any(m.kind == "trail" for m in legal_moves(position_from_json(d.position_data())))

    drill = drill_of(window, "build", trail_legal)
    window.present(drill)
    state = window.answering.state
    trail = next(m for m in legal_moves(state) if m.kind == "trail")
    drag_to_felt(qtbot, window, hand_card(window, trail.card))
    assert window.verdict.text() == drill_sentences.NOT_A_BUILD_OF.format(value=drill.subject[0])


def test_the_points_of_a_round_are_entered_per_item_and_pile(qtbot, window):
    drill = drill_of(window, "score")
    window.present(drill)
    panel = window.score_panel
    assert window.panels.currentWidget() is panel
    right = drill.answer_json()
    assert set(right) <= set(panel.spins)
    for item, (a, b) in panel.spins.items():
        first, second = right.get(item, [0, 0])
        for spin, value in ((a, first), (b, second)):
            spin.selectAll()
            qtbot.keyClicks(spin, str(value))
    _press(qtbot, window.check_button)
    assert window.verdict.text() == drill_sentences.RIGHT


def test_a_wrong_count_names_the_item_and_shows_every_right_one(qtbot, window):
    drill = drill_of(window, "score")
    window.present(drill)
    right = drill.answer_json()
    item = next(i for i, p in right.items() if any(p))
    window.score_panel.spins[item][0].setValue(right[item][0] + 1)
    _press(qtbot, window.check_button)
    labels = item_labels(window.rules)
    assert window.verdict.text() == drill_sentences.SCORE_ITEM_WRONG.format(
        item=labels[item], right=drill_sentences.POINTS_PER_SIDE.format(first=right[item][0], second=right[item][1]),
        given=drill_sentences.POINTS_PER_SIDE.format(first=right[item][0] + 1, second=0))  # the second box left at 0
    assert window.right_answer.text().count("\n") == len(right) - 1


def test_a_card_dropped_back_among_the_hand_is_not_played(qtbot, window):
    drill = drill_of(window, "build")
    window.present(drill)
    hand = [c for c in window.scene.cards if c.place == "hand"]
    drag_card(qtbot, window, hand[0], hand[-1])
    assert window.verdict.text() == "" and not window.next_button.isEnabled()
    assert hand[0].pos() != hand[-1].pos()  # back in its place


def test_the_captures_drill_keeps_to_its_card(qtbot, window):
    # A drill whose hand holds another card to click.
    drill = drill_of(window, "captures", lambda d: len(d.position_data()["hands"][str(d.position_data()["to_move"])]) > 1)
    window.present(drill)
    other = next(c for c in window.scene.cards if c.place == "hand" and c.face != drill.subject[0])
    click_card(qtbot, window, other)
    assert window.note.text() == window_sentences.ONLY_THIS_CARD.format(card=pretty(drill.subject[0]))
    assert window.scene.hand_pick is None


def test_a_play_made_with_the_keyboard_alone(qtbot, window):
    drill = drill_of(window, "build")
    window.present(drill)
    m = resolve(window.answering.state, drill.answer)
    stops = window.scene.cursor.stops()
    wanted = [hand_card(window, m.card)] + [table_card(window, f) for f in m.loose]
    window.view.setFocus()
    at = None
    for card in wanted:
        target = stops.index(card)
        steps = target + 1 if at is None else (target - at) % len(stops)
        for _ in range(steps):
            qtbot.keyClick(window.view, Qt.Key.Key_Right)
        at = target
        assert window.scene.cursor.current() is card
        qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert window.scene.hand_pick == wanted[0].card_id
    # Tab moves on to the panel; Space presses the Play button there.
    window.play_panel.play.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(window.play_panel.play, Qt.Key.Key_Space)
    meanings = window.play_panel.meanings
    if meanings.isVisible():
        meant = [x.text() for x in window.answering.meanings].index(m.text())
        meanings.setFocus()
        meanings.setCurrentRow(0)
        for _ in range(meant):
            qtbot.keyClick(meanings, Qt.Key.Key_Down)
        qtbot.keyClick(meanings, Qt.Key.Key_Return)
    assert window.verdict.text() == drill_sentences.RIGHT


# Two single builds of 5, both the player's, and one 5 in the hand: the only
# capture through either build takes both.
_TWO_BUILDS = {"variant": "casino", "options": {}, "players": 2, "partnerships": False, "to_move": 0,
               "hands": {"0": ["5S", "JC"]},
               "table": ["9D", "AH", "7D", "2C",
                         {"build": ["4D", "AS"], "value": 5, "multiple": False, "controller": 0},
                         {"build": ["4S", "AC"], "value": 5, "multiple": False, "controller": 0}],
               "final_deal": False, "deal": 2}


def test_a_drop_on_a_build_is_read_as_the_game_table_reads_it(qtbot, window):
    # Dropping the 5♠ on one build was read as "take only this build" and
    # refused, where the game table's reading (every play through that
    # build) is the one legal play: both builds.
    import json
    import random
    from casino_desktop.practice.generator import move_drills
    state = position_from_json(_TWO_BUILDS)
    drill = move_drills("casino", {}, 0, _TWO_BUILDS, state, legal_moves(state), random.Random(0))["take_build"]
    # The task says the build cannot be taken alone, which is why the drop takes more.
    assert drill.question.startswith("Take the build of ") and "no capture takes that build alone" in drill.question
    window.present(drill)
    first = next(c for c in window.scene.cards if c.place == "build" and c.key == state.builds[0].key)
    drag_card(qtbot, window, hand_card(window, _face("5S")), first)
    assert window.verdict.text() == drill_sentences.RIGHT, window.verdict.text()
    assert json.loads(drill.position)["deal"] == 2


def _face(text):
    from casino_desktop.core.cards import parse_card
    return parse_card(text)
