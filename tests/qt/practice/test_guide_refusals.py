"""A move that is not the step's is not played: the card flies back and the
bar says why, with the core's sentence for an illegal move and the guide's
for another legal one; then the step's own move goes through."""
from __future__ import annotations

from casino_desktop.core import check, parse_card
from casino_desktop.core.legality import reason_for_attempt
from casino_desktop.core.moves import new_move
from casino_desktop.practice.guided import guide_sentences
from tests.qt.practice.test_guide_play import lesson_window, wait_turn
from tests.qt.table_helpers import card_centre, drag, empty_felt_point

C = parse_card


def _origin(window, cid):
    return window.scene.cards[cid].pos()


def test_another_legal_move_is_named_and_the_card_flies_back(qtbot, tmp_path):
    _, window = lesson_window(qtbot, tmp_path, "casino")
    wait_turn(qtbot, window)
    state = window.controller.state
    seven = next(c for c in state.hands[0] if c % 52 == C("7S"))
    before = _origin(window, seven)
    drag(qtbot, window, seven, empty_felt_point(window))  # a trail: legal, but step 1 is the pair
    wanted = guide_sentences.NUDGE["pair"].format(cards="7\u2666", card="7\u2660")
    qtbot.waitUntil(lambda: window.action_bar.prompt.text() == wanted, timeout=3000)
    assert window.guide.refusals == [wanted]
    assert window.controller.state.ply == 0 and not window.controller.moves
    qtbot.waitUntil(lambda: (window.scene.cards[seven].pos() - before).manhattanLength() < 1, timeout=3000)
    # The step's own move is then played.
    drag(qtbot, window, seven, card_centre(window, C("7D")))
    qtbot.waitUntil(lambda: window.controller.state.ply == 1, timeout=3000)


def test_an_illegal_drop_gets_the_core_sentence(qtbot, tmp_path):
    _, window = lesson_window(qtbot, tmp_path, "casino")
    wait_turn(qtbot, window)
    state = window.controller.state
    eight = next(c for c in state.hands[0] if c % 52 == C("8H"))
    drag(qtbot, window, eight, card_centre(window, C("7D")))  # 8 on a 7: a build of 15, above the 10 of a card
    reason = reason_for_attempt(state, C("8H"), (C("7D"),), ())
    assert reason and reason == check(state, "8H build 15 7D")
    qtbot.waitUntil(lambda: window.action_bar.prompt.text() == reason, timeout=3000)
    assert window.controller.state.ply == 0


def test_dominican_refuses_trailing_an_equal_card_in_the_rule_s_words(qtbot, tmp_path):
    _, window = lesson_window(qtbot, tmp_path, "dominican-casino")
    wait_turn(qtbot, window)
    state = window.controller.state
    seven = next(c for c in state.hands[0] if c % 52 == C("7S"))
    drag(qtbot, window, seven, empty_felt_point(window))
    reason = check(state, new_move("trail", C("7S"), 0, (), ()))
    qtbot.waitUntil(lambda: window.action_bar.prompt.text() == reason, timeout=3000)
    assert window.controller.state.ply == 0
