"""The African games at the table: face-up capture piles whose tops are drop
targets and drag sources, table builds and additions by drag, the End turn
button, and a whole round of each preset played by mouse only."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from casino_desktop.core import CAPTURE, TRAIL, legal_moves
from casino_desktop.core.moves import END, TABLE_ADD, TABLE_BUILD
from casino_desktop.core.piles import pile_tops
from tests.qt.table_helpers import card_centre, drag, empty_felt_point, make_window, resume

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]

ROUND_SEED = 5  # a seed whose Sotho round has the player add a pile top to a build by drag
PRESETS = [("swazi-casino", 2, False), ("sotho-casino", 4, True), ("south-african-casino", 2, False)]
# A round by mouse of South Africa (1.1 CPU-s) by default; Swazi's and
# Sotho's (4.2 and 3.9 CPU-s) in CI's slices of the slow tier.
BY_MOUSE = [pytest.param(*table, marks=() if table[0] == "south-african-casino" else (pytest.mark.slow,
                                                                                      pytest.mark.ci_slice))
            for table in PRESETS]


def table_card_id(state, face: int) -> int:
    """The card id of a table face: a loose card or a pile top (one deck: id == face)."""
    return next((c for c in state.loose if c % 52 == face), face)


def target_point(window, move):
    """Where a drop for ``move`` goes: its build, else its first table card
    (loose or a pile top)."""
    state = window.controller.state
    if move.builds:
        return next(s for s in window.scene.plan.builds if s.key == move.builds[0]).rect.center()
    return card_centre(window, table_card_id(state, move.loose[0]))


def wait_played(qtbot, window, ply) -> None:
    state = window.controller.state
    qtbot.waitUntil(lambda: window.chooser.isVisible() or state.ply > ply or state.phase != "play", timeout=5000)


def play_by_mouse(qtbot, window, move) -> None:
    """Play ``move`` with the mouse: the End turn button, a table card
    dragged onto its build or its partner card, a hand card dragged onto the
    table; the chooser's button for it when several moves fit."""
    state = window.controller.state
    ply = state.ply
    if move.kind == END:
        assert window.action_bar.end_button.isVisible()
        qtbot.mouseClick(window.action_bar.end_button, Qt.MouseButton.LeftButton)
    elif move.kind == TABLE_ADD:
        drag(qtbot, window, table_card_id(state, move.loose[0]), target_point(window, move))
    elif move.kind == TABLE_BUILD:
        drag(qtbot, window, table_card_id(state, move.loose[0]), card_centre(window, table_card_id(state, move.loose[1])))
    else:
        cid = next(c for c in state.hands[state.to_move] if c % 52 == move.card)
        where = empty_felt_point(window) if move.kind == TRAIL and not move.loose else target_point(window, move)
        drag(qtbot, window, cid, where)
    wait_played(qtbot, window, ply)
    if window.chooser.isVisible():
        qtbot.mouseClick(window.chooser.buttons()[window.chooser.moves().index(move)], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: state.ply > ply or state.phase != "play", timeout=5000)


def choose(state, done: set):
    """The human's choice: each kind of table action once when offered, a
    capture (one that takes a pile top first), else the first hand move,
    and the end of the turn once the hand card is played."""
    moves = legal_moves(state)
    tops = pile_tops(state, state.to_move)
    for kind in (TABLE_ADD, TABLE_BUILD):
        of_kind = [m for m in moves if m.kind == kind]
        if of_kind and kind not in done:
            return of_kind[0]
    captures = sorted((m for m in moves if m.kind == CAPTURE), key=lambda m: not any(f in tops for f in m.loose))
    if captures:
        return captures[0]
    hand = [m for m in moves if m.kind not in (TABLE_ADD, TABLE_BUILD, END)]
    return hand[0] if hand else next(m for m in moves if m.kind == END)


@pytest.mark.parametrize("variant,players,partners", BY_MOUSE)
def test_a_round_of_each_african_preset_by_mouse(qtbot, tmp_path, variant, players, partners):
    window = make_window(qtbot, tmp_path, variant=variant, players=players, partnerships=partners,
                         level="beginner", seed=ROUND_SEED, size=(1280, 800))
    window.start_game()
    state = window.controller.state
    done: set = set()
    offered: set = set()
    top_used = top_capture_offered = False
    while True:
        qtbot.waitUntil(lambda: window.input.enabled or window.round_dialog is not None, timeout=20000)
        if window.round_dialog is not None:
            break
        # The End turn button is there exactly when the engine offers the end.
        assert window.action_bar.end_button.isVisible() == any(m.kind == END for m in legal_moves(state))
        offered.update(m.kind for m in legal_moves(state))
        tops = pile_tops(state, state.to_move)
        top_capture_offered = top_capture_offered or any(
            m.kind == CAPTURE and set(m.loose) & set(tops) for m in legal_moves(state))
        move = choose(state, done)
        top_used = top_used or bool(set(move.loose) & set(pile_tops(state, state.to_move)))
        play_by_mouse(qtbot, window, move)
        done.add(move.kind)
    assert window.round_dialog.isVisible()
    assert sum(len(p) for p in state.captured) + len(state.unclaimed) == 52 - (12 if state.rules.forty_cards else 0)
    # Every table action offered was played by drag once, and several-action
    # turns were ended by the button.
    assert offered & {TABLE_ADD, TABLE_BUILD, END} <= done
    assert (END in done) == (variant != "south-african-casino")
    assert top_used or not top_capture_offered  # a capture of a pile top, dropped on the top


# --- focused tests, each at a position a seeded game reaches ------------------------------------
def reach(variant, want, players=2, partners=False):
    """A seeded game played by random legal moves up to the first position
    where seat 0 is to move and ``want(state, moves, tops)`` holds."""
    import random

    from casino_desktop.core import apply, new_game, preset
    for seed in range(1, 60):
        state, rng = new_game(preset(variant).rules, players, partners, seed), random.Random(seed)
        while state.phase == "play":
            moves = legal_moves(state)
            if state.to_move == 0 and want(state, moves, pile_tops(state, 0)):
                return state
            apply(state, rng.choice(moves))
    raise AssertionError("no such position")


def window_at(qtbot, tmp_path, variant, state):
    from tests.qt.table_helpers import show_position
    window = make_window(qtbot, tmp_path, variant=variant, level="beginner", size=(1280, 800))
    show_position(qtbot, window, state)
    return window


def played(window) -> list:
    moves = []
    window.controller.move_played.connect(lambda _p, _s, m, _st, _l: moves.append(m))
    return moves


def test_a_pile_top_accepts_a_hand_card_drop(qtbot, tmp_path):
    state = reach("south-african-casino",
                  lambda s, ms, tops: any(m.kind == CAPTURE and set(m.loose) & set(tops) for m in ms))
    window = window_at(qtbot, tmp_path, "south-african-casino", state)
    state = window.controller.state
    move = next(m for m in legal_moves(state) if m.kind == CAPTURE and set(m.loose) & set(pile_tops(state, 0)))
    top = next(f for f in move.loose if f in pile_tops(state, 0))
    item = window.scene.cards[top]
    assert item in window.scene.top_items() and item.isVisible() and item.face_up
    assert "capture pile" in item.toolTip()
    log = played(window)
    play_by_mouse(qtbot, window, move)
    assert log == [move]
    assert top in window.controller.state.stacks[0]  # now under the capturing card on the player's own pile


def test_dragging_a_top_onto_your_build_adds_it_from_the_table(qtbot, tmp_path):
    def wanted(s, ms, tops):
        return any(m.kind == TABLE_ADD and m.loose[0] in tops for m in ms)
    state = reach("swazi-casino", wanted)
    window = window_at(qtbot, tmp_path, "swazi-casino", state)
    state = window.controller.state
    tops = pile_tops(state, 0)
    move = next(m for m in legal_moves(state) if m.kind == TABLE_ADD and m.loose[0] in tops)
    log = played(window)
    ply = state.ply
    drag(qtbot, window, move.loose[0], target_point(window, move))
    wait_played(qtbot, window, ply)
    if window.chooser.isVisible():  # several additions use this top: the chooser lists them
        assert move in window.chooser.moves()
        assert all(m.kind == TABLE_ADD and move.loose[0] in m.loose for m in window.chooser.moves())
        qtbot.mouseClick(window.chooser.buttons()[window.chooser.moves().index(move)], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: log == [move])
    assert state.to_move == 0  # a table action leaves the turn with the player
    assert window.side.log.log_lines()[-1].endswith("comes from the top of North's pile")


def test_a_table_card_dropped_where_no_table_action_fits_is_refused(qtbot, tmp_path):
    def wanted(s, ms, tops):
        return s.builds and len(s.loose) >= 1 and not any(m.kind in (TABLE_ADD, TABLE_BUILD) for m in ms)
    state = reach("swazi-casino", wanted)
    window = window_at(qtbot, tmp_path, "swazi-casino", state)
    state = window.controller.state
    refusals = []
    window.input.refused.connect(refusals.append)
    ply = state.ply
    drag(qtbot, window, state.loose[0], window.scene.plan.builds[0].rect.center())
    qtbot.waitUntil(lambda: len(refusals) == 1)
    assert state.ply == ply and not window.chooser.isVisible()
    assert window.action_bar.prompt.text() == refusals[0]
    assert refusals[0]  # the core's sentence, not a blank


def test_end_turn_is_offered_exactly_when_legal_and_enter_ends_the_turn(qtbot, tmp_path):
    def wanted(s, ms, tops):
        return not s.turn_played and any(m.kind == TRAIL for m in ms)
    state = reach("swazi-casino", wanted)
    window = window_at(qtbot, tmp_path, "swazi-casino", state)
    state = window.controller.state
    bar = window.action_bar
    assert not any(m.kind == END for m in legal_moves(state)) and not bar.end_button.isVisible()
    play_by_mouse(qtbot, window, next(m for m in legal_moves(state) if m.kind == TRAIL))
    qtbot.waitUntil(lambda: window.input.enabled)
    assert state.to_move == 0 and state.turn_played
    assert bar.end_button.isVisible() and bar.end_button.isEnabled()
    assert window.access.tab_chain.buttons()[-1] is bar.end_button  # Tab reaches it too
    assert window.statusBar().currentMessage() == "You may still add table cards to your builds, or end your turn."
    log = played(window)
    window.view.setFocus()
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(log))
    assert log[0].kind == END and window.side.log.log_lines()[-1].startswith("You end your turn")
    assert not bar.end_button.isVisible()


def test_a_game_quit_mid_turn_replays_to_the_same_position(qtbot, tmp_path):
    """Saves are move logs replayed: the table actions and the end must be in the log."""
    from casino_desktop.core import new_game, preset
    from casino_desktop.core.record import play_texts
    state = reach("swazi-casino", lambda s, ms, tops: any(m.kind == TABLE_ADD for m in ms))
    window = make_window(qtbot, tmp_path, variant="swazi-casino", level="beginner", seed=state.seed)
    window.start_game()
    state = window.controller.state
    done = set()
    # Up to a turn of the player's after a table action and a turn ended by
    # the button, its hand card played and the end not yet said: quit there.
    while True:
        qtbot.waitUntil(lambda: window.input.enabled, timeout=20000)
        if END in done and done & {TABLE_ADD, TABLE_BUILD} and state.turn_played:
            break
        move = choose(state, done)
        play_by_mouse(qtbot, window, move)
        done.add(move.kind)
    texts = list(window.controller.moves)
    assert "end" in texts and any(t.startswith("table ") for t in texts)
    replayed = play_texts(new_game(preset("swazi-casino").rules, 2, False, state.seed), texts)
    assert replayed == state
    # Quit here, start again: the same position, mid-turn, the player still to end it.
    window.close()
    again = make_window(qtbot, tmp_path, variant="swazi-casino", level="beginner", seed=99)
    resume(qtbot, again)
    qtbot.waitUntil(lambda: again.input.enabled, timeout=20000)
    assert again.controller.state == state and again.controller.state.turn_played
    assert again.action_bar.end_button.isVisible()
    assert any(line.startswith("You end your turn") for line in again.side.log.log_lines())


def test_a_swazi_table_mid_turn_shows_only_translated_words(qtbot, tmp_path, pseudo_language):
    from tests.qt.pseudo_locale import untranslated
    state = reach("swazi-casino", lambda s, ms, tops: s.turn_played and tops
                  and any(m.kind == TABLE_ADD for m in ms))
    window = window_at(qtbot, tmp_path, "swazi-casino", state)
    window.access.act_words.setChecked(True)  # the Table in Words: its move list and the pile tops
    assert window.action_bar.end_button.isVisible()
    assert window.access.panel.moves.count() >= 2 and window.access.panel.table.topLevelItemCount() >= 2
    assert any(item.toolTip() for item in window.scene.top_items())
    assert untranslated(window) == []


def test_the_table_in_words_names_pile_tops_and_table_actions(qtbot, tmp_path):
    state = reach("swazi-casino", lambda s, ms, tops: s.turn_played and tops
                  and any(m.kind == TABLE_ADD for m in ms))
    window = window_at(qtbot, tmp_path, "swazi-casino", state)
    window.access.act_words.setChecked(True)
    panel = window.access.panel
    moves = [panel.moves.item(i).text() for i in range(panel.moves.count())]
    assert "end your turn" in moves and any(t.startswith("add ") and " to build " in t for t in moves)
    names = [panel.table.topLevelItem(i).data(0, Qt.ItemDataRole.AccessibleTextRole)
             for i in range(panel.table.topLevelItemCount())]
    assert any(n.endswith("on top of North's capture pile") for n in names), names


def test_the_score_table_has_no_sweeps_row_where_sweeps_score_nothing(qtbot, tmp_path):
    """Swazi scores no sweeps, so the side panel does not count them (a
    screenshot showed a row of zeros); a game whose sweeps score keeps it."""
    from casino_desktop.core import make_rules, new_game
    swazi = window_at(qtbot, tmp_path, "swazi-casino", new_game(make_rules("swazi-casino"), 2, False, 3))
    assert swazi.side.scores.isRowHidden(3) and not swazi.side.scores.isRowHidden(2)
    simple = window_at(qtbot, tmp_path / "simple", "casino-simple", new_game(make_rules("casino-simple"), 2, False, 3))
    assert not simple.side.scores.isRowHidden(3)


def test_enter_pressed_while_the_players_cards_move_ends_the_turn_once_they_stop(qtbot, tmp_path):
    """Several actions a turn: Enter pressed during the animation of the
    player's own capture was lost (the End turn button comes when the cards
    stop) and the turn stayed theirs (a stranger's playtest)."""
    window = make_window(qtbot, tmp_path, variant="swazi-casino", level="beginner", seed=ROUND_SEED, size=(1280, 800))
    window.start_game()
    state = window.controller.state
    qtbot.waitUntil(lambda: window.input.enabled, timeout=20000)
    seat = state.to_move
    hand = [m for m in legal_moves(state) if m.kind not in (TABLE_ADD, TABLE_BUILD, END)]
    move = next((m for m in hand if m.kind == CAPTURE), hand[0])
    ply = state.ply
    window.input.move_chosen.emit(move)
    qtbot.waitUntil(lambda: state.ply > ply)
    assert window.scene.animator.busy and not window.input.enabled  # the cards are moving
    assert any(m.kind == END for m in legal_moves(state)) and state.to_move == seat
    window.view.setFocus()
    played = len(window.controller.moves)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: state.to_move != seat, timeout=5000)
    # The next move of the match is the end (on a busy machine the computer
    # may already have played its card after it, so not the last move).
    assert window.controller.moves[played] == "end"
