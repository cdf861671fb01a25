"""The host's notices in a network table's play log, in the order things
happened (``qt/net/remote_controller.py``): a notice sent after a state is
said once that state is shown and, if it ends the round or the match, once
its end is said; a notice from a host that then goes is said before the
window says it went.  (A guest back between two matches read "the host
deals the next one" above the finished match's result: the notice came
while the table was being laid out.)"""
from __future__ import annotations

import random

from casino_desktop.core import PHASE_MATCH_OVER, PHASE_PLAY, PHASE_ROUND_OVER, apply, legal_moves, make_rules, new_game, next_round
from casino_desktop.net import net_sentences
from casino_desktop.qt.net.remote_controller import RemoteController


def _finished_match():
    for seed in range(50):
        s = new_game(make_rules("casino"), 2, False, seed)
        rng = random.Random(seed)
        while s.phase == PHASE_PLAY:
            apply(s, rng.choice(legal_moves(s)))
            if s.phase == PHASE_ROUND_OVER:
                next_round(s)
        if s.phase == PHASE_MATCH_OVER:
            return s
    raise AssertionError("no match ended")


def _heard(controller) -> list:
    heard: list = []
    controller.match_over.connect(lambda s: heard.append("match over"))
    controller.notice.connect(lambda text: heard.append(str(text)))
    controller.host_away.connect(lambda away: heard.append(f"away {away}"))
    return heard


def _notice(text) -> dict:
    return {"type": "notice", "say": net_sentences.text_json(text)}


def test_a_notice_sent_while_the_finished_match_is_laid_out_follows_its_result(qtbot):
    controller = RemoteController()
    heard = _heard(controller)
    controller.state, controller.busy = _finished_match(), True   # the table being laid out
    controller._message(_notice(net_sentences.NEXT_MATCH_WAITS))
    assert heard == [], "not before what came before it is shown"
    controller.advance()                                          # the cards have landed
    assert heard == ["match over", str(net_sentences.NEXT_MATCH_WAITS)]
    controller.shutdown()


def test_a_notice_on_a_still_table_is_said_at_once(qtbot):
    controller = RemoteController()
    heard = _heard(controller)
    controller.state = _finished_match()
    controller._message(_notice(net_sentences.NEXT_MATCH_WAITS))
    assert heard == [str(net_sentences.NEXT_MATCH_WAITS)]
    controller.shutdown()


def test_a_hosts_last_words_come_before_the_window_says_it_went(qtbot):
    controller = RemoteController()
    heard = _heard(controller)
    controller.state, controller.busy = _finished_match(), True
    controller._message(_notice(net_sentences.HOST_CLOSED))
    controller._away(True)
    assert heard == [str(net_sentences.HOST_CLOSED), "away True"]
    controller.shutdown()


def test_a_host_flooding_the_window_with_states_and_notices_leaves_a_bounded_queue_and_the_last_table(qtbot):
    """The work per message was bounded, the queue of steps waiting for the
    window was not: a host sending states faster than the window shows them
    (or notices) grew it without end.  Past ``MOST_WAITING`` the table
    catches up at once with the last state, keeping the last notices."""
    from casino_desktop.net.views import seat_view
    from casino_desktop.qt.net import remote_controller
    controller = RemoteController()
    heard = _heard(controller)
    table = {"variant": "casino", "options": {}, "players": 2, "partnerships": False, "hints": True}
    controller._message({"type": "welcome", "seat": 0, "table": table})
    game = new_game(make_rules("casino"), 2, False, 5)
    controller._message({"type": "state", "moves": 0, "view": seat_view(game, 0, 1), "seats": []})
    assert controller.busy  # the first deal being laid out: what follows waits
    most = remote_controller.MOST_WAITING
    for i in range(most + 300):
        controller._message(_notice(net_sentences.NEXT_MATCH_WAITS) if i % 3 == 0 else
                            {"type": "state", "moves": 0, "view": seat_view(game, 0, 1), "seats": []})
        assert len(controller.steps) <= most
    apply(game, legal_moves(game)[0])
    controller._message({"type": "state", "moves": 1, "view": seat_view(game, 0, 1), "seats": []})
    while controller.steps:
        controller.advance()
    assert controller.state.ply == game.ply and controller.state.loose == game.loose
    assert len(heard) <= remote_controller.NOTICES_KEPT + most // 3
    controller.shutdown()
