"""Join codes, the challenge-response and the limit on wrong codes."""
from __future__ import annotations

from casino_desktop.net import auth


def test_codes_have_no_look_alikes():
    for _ in range(200):
        code = auth.new_code()
        assert len(code) == auth.CODE_LENGTH
        assert not set(code) & set("0O1IL5S2Z8BUV")


def test_a_code_is_typed_in_any_case_with_spaces_or_a_dash():
    assert auth.normalize_code(" ht4k-9qxa ") == "HT4K9QXA"
    assert auth.shown_code("HT4K9QXA") == "HT4K-9QXA"


def test_the_proof_depends_on_the_code_and_both_nonces_and_never_contains_the_code():
    host, client = auth.new_nonce(), auth.new_nonce()
    proof = auth.client_proof("HT4K9QXA", host, client)
    assert "HT4K9QXA" not in proof
    assert auth.proof_ok(proof, auth.client_proof("ht4k-9qxa", host, client))
    assert not auth.proof_ok(proof, auth.client_proof("HT4K9QXC", host, client))
    assert not auth.proof_ok(proof, auth.client_proof("HT4K9QXA", auth.new_nonce(), client))
    assert not auth.proof_ok(proof, auth.client_proof("HT4K9QXA", host, auth.new_nonce()))
    # The host's proof is another digest: a client's proof replayed back proves nothing.
    assert auth.host_proof("HT4K9QXA", host, client) != proof


def test_a_token_is_kept_only_as_its_hash():
    token = auth.new_token()
    assert len(token) == 32 and token not in auth.token_hash(token)


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_five_wrong_codes_a_minute_then_a_pause():
    clock = Clock()
    limiter = auth.WrongCodeLimiter(tries=5, window=60, pause=60, clock=clock)
    for _ in range(4):
        limiter.failed("10.0.0.9")
        clock.now += 1
    assert not limiter.paused("10.0.0.9")
    limiter.failed("10.0.0.9")
    assert limiter.paused("10.0.0.9")
    assert not limiter.paused("10.0.0.7"), "another address is not held back"
    clock.now += 61
    assert not limiter.paused("10.0.0.9")


def test_slow_guessing_is_not_paused():
    clock = Clock()
    limiter = auth.WrongCodeLimiter(tries=5, window=60, pause=60, clock=clock)
    for _ in range(20):
        limiter.failed("10.0.0.9")
        clock.now += 16          # under five a minute
        assert not limiter.paused("10.0.0.9")


def test_the_limiter_remembers_a_bounded_number_of_addresses():
    limiter = auth.WrongCodeLimiter(tries=1, max_addresses=100)
    for i in range(5000):
        limiter.failed(f"10.0.{i // 256}.{i % 256}")
    assert len(limiter._failures) <= 100 and len(limiter._paused_until) <= 100


def test_a_join_code_is_eight_characters_of_the_alphabet():
    from casino_desktop.net.auth import foreign_characters, is_code, new_code, normalize_code
    assert is_code(new_code()) and is_code(normalize_code("ht4k 9qxa"))
    assert foreign_characters("ABCD0EFG") == ["0", "B"]
    assert not is_code("ABCDEFGH") and not is_code("HT4K9QX")
