"""A host that sends what this program cannot read: the client says so in one
sentence rather than leaving and retrying in silence until its patience
runs out, tries one reconnect (a defect met once may not come back), and
keeps its seat token."""
from __future__ import annotations

import asyncio
import json

import pytest

from casino_desktop.net import net_sentences
from casino_desktop.net.client import UNREADABLE_LIMIT, Client, JoinFailed

from .fake_host import BEFORE_WELCOME, TABLE, TOKEN, FakeHost, line, state, too_deep
from .helpers import CODE, LOOPBACK

# Far longer than any test here takes, so that a client that retried in
# silence would still be retrying when the test gives up on it.
PATIENCE = 3600.0
BOUND = 30.0


async def _play(script, table: dict | None = None) -> tuple[Client, FakeHost, object]:
    """Run a client against the scripted host: (client, host, its summary or
    the ``JoinFailed`` it ended with)."""
    host = FakeHost(script, table)
    port = await host.start()
    tokens: list = []
    client = Client(LOOPBACK, port, CODE, patience=PATIENCE, first_answer=5, on_token=lambda s, t: tokens.append(t))
    try:
        outcome = await asyncio.wait_for(client.run(), BOUND)
    except JoinFailed as err:
        outcome = err
    except asyncio.TimeoutError:
        pytest.fail(f"the client was still retrying after {BOUND} s, saying nothing ({host.connections} connections)")
    finally:
        host.close()
    assert all(t == TOKEN for t in tokens)
    return client, host, outcome


def _said(outcome, sentence) -> None:
    assert isinstance(outcome, JoinFailed), f"the client ended with {outcome!r}, not a reason"
    assert outcome.args[0].template == sentence.template


@pytest.mark.parametrize("unreadable", [
    pytest.param(too_deep(), id="nested-too-deep"),
    pytest.param(line({"type": "chat", "text": "hello"}), id="unknown-type"),
    pytest.param(b"[1, 2, 3]\n", id="not-an-object"),
])
def test_a_seated_player_is_told_the_host_sent_what_cannot_be_read(unreadable):
    client, host, outcome = asyncio.run(_play(lambda n: (state(0), unreadable)))
    _said(outcome, net_sentences.HOST_UNREADABLE)
    assert host.connections == 2, "one reconnect, then the reason"
    assert client.session.seat == 0 and client.session.token == TOKEN, "the seat token is kept for coming back"


@pytest.mark.parametrize("answer", [
    pytest.param(b"\xff\xfe{ this is not json\n", id="not-json"),
    # What a mistyped address answered on the play-test's network: a web proxy.
    pytest.param(b"HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n", id="a-web-server"),
    pytest.param(b"SSH-2.0-OpenSSH_9.6\r\n", id="another-program"),
])
def test_a_player_joining_where_something_else_answers_is_told_it_is_not_a_table(answer):
    """Not "both players need the same version": every version's table
    answers in JSON, so the address is what is wrong (stranger 10, 1)."""
    client, host, outcome = asyncio.run(_play(lambda n: (BEFORE_WELCOME, answer)))
    _said(outcome, net_sentences.NOT_A_TABLE)
    assert outcome.args[0].fields["address"] == f"{LOOPBACK}:{host.port}"
    assert host.connections == 1 and client.session.seat is None


def test_a_player_joining_a_table_that_answers_in_another_versions_words_is_told_of_the_version():
    client, host, outcome = asyncio.run(_play(lambda n: (BEFORE_WELCOME, line({"type": "greeting", "v": 9}))))
    _said(outcome, net_sentences.HOST_UNREADABLE_JOINING)
    assert host.connections == 2 and client.session.seat is None


def test_a_line_longer_than_any_host_message_is_said_too():
    huge = b'{"type":"notice","say":"' + b"x" * (300 * 1024) + b'"}\n'
    _client, host, outcome = asyncio.run(_play(lambda n: (state(0), huge)))
    _said(outcome, net_sentences.HOST_UNREADABLE)
    assert host.connections == 2


def test_one_unreadable_message_costs_one_reconnect_and_the_match_goes_on():
    def script(n: int) -> tuple:
        if n == 0:
            return (state(0), too_deep())
        return (state(0), line({"type": "over", "result": {"winner": 0, "scores": [11, 3]}}))
    client, host, outcome = asyncio.run(_play(script))
    assert outcome == {"winner": 0, "scores": [11, 3]} and host.connections == 2
    assert client.unreadable == 1


def test_a_table_that_moved_on_earns_another_reconnect_but_not_endless_ones():
    # Each connection shows the table further on, then sends what cannot be
    # read: the client keeps trying while the match advances, up to its limit.
    _client, host, outcome = asyncio.run(_play(lambda n: (state(5 * n), line({"type": "chat"}))))
    _said(outcome, net_sentences.HOST_UNREADABLE)
    assert host.connections == UNREADABLE_LIMIT


def test_a_host_whose_table_this_version_cannot_rebuild_is_said_as_unreadable():
    # A game this version does not know (a newer host's): not a silent loop either.
    _client, host, outcome = asyncio.run(_play(lambda n: (), dict(TABLE, variant="a-game-of-the-future")))
    _said(outcome, net_sentences.HOST_UNREADABLE_JOINING)
    assert host.connections == 2


def test_a_field_the_client_does_not_know_is_read_past_not_refused():
    """A newer host adds fields to its messages (``stood_in`` on a state):
    a host's message is checked by its type and the fields read, so a
    window of this version, or an older one, plays on rather than calling
    the host unreadable (the client's own messages are the ones checked
    field by field, by the host: ``wire.read_message``)."""
    newer = line({**json.loads(state(1)), "stood_in": True, "something_later": [1, 2]})
    client, host, outcome = asyncio.run(_play(lambda n: (state(0), newer, line({"type": "over", "result": {}}))))
    assert not isinstance(outcome, JoinFailed), outcome
    assert host.connections == 1 and client.session.moves == 1
