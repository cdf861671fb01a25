"""Join codes, the challenge–response that proves one, and the limit on
wrong codes.

The code never crosses the wire.  The host sends a fresh random nonce, the
client its own; the client answers ``HMAC-SHA256(code, "join" | host nonce
| client nonce)`` and the host, once satisfied, proves it knows the code
too with the same HMAC over ``"host" | client nonce | host nonce`` (so a
stranger's program cannot pose as the table).  A listener on the network
sees two nonces and two digests: to learn the code it must guess it
offline against a digest, which is why the code carries about 36 bits
(8 characters from an alphabet of 23) and a host's code lives only as long
as its table.  Online guessing is what ``WrongCodeLimiter`` slows down.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections import deque

# No 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V: a code read aloud or from a screen is not misread.
CODE_ALPHABET = "34679ACDEFGHJKMNPQRTWXY"
CODE_LENGTH = 8
_LOOK_ALIKES = {"0": "O", "1": "I", "L": "I", "5": "S", "2": "Z", "8": "B", "U": "V"}


def new_code() -> str:
    """A fresh join code: 8 characters without look-alikes (about 36 bits)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def foreign_characters(code: str) -> list[str]:
    """The characters of ``code`` (normalized) that no join code holds, sorted."""
    return sorted({ch for ch in code if ch not in CODE_ALPHABET})


def is_code(code: str) -> bool:
    """Whether ``code`` (normalized) could be a join code: the window's Join
    dialog refuses anything else before it is sent, so a host must use one."""
    return len(code) == CODE_LENGTH and not foreign_characters(code)


def normalize_code(text: str) -> str:
    """The code as typed, made canonical: spaces and dashes dropped, upper case.
    A look-alike typed by mistake stays itself and simply does not match."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def shown_code(code: str) -> str:
    """The code as the host's window shows it: two groups of four."""
    return code[:4] + "-" + code[4:] if len(code) == CODE_LENGTH else code


def new_nonce() -> str:
    return secrets.token_hex(16)


def new_token() -> str:
    """A seat token: whoever holds it may take its seat back (with the code)."""
    return secrets.token_hex(16)


def token_hash(token: str) -> str:
    """What the autosave keeps of a token: a record on disk gives no seat away."""
    return hashlib.sha256(("casino-seat-token|" + token).encode("ascii")).hexdigest()


TABLE_ID_HEX = 16


def new_table_id() -> str:
    """What a table says of itself to anyone who connects (``HostDoor``):
    random, kept with its code for as long as the table is (resumed, or
    dealing its next match), another for the next table opened with a new
    code.  It tells a listener nothing but which table it is."""
    return secrets.token_hex(TABLE_ID_HEX // 2)


def table_id(match_id: str) -> str:
    """The id of a table that was given none (the command line's): its
    match's, derived from the record's random id, never from the code."""
    return hashlib.sha256(("casino-table-id|" + match_id).encode("utf-8")).hexdigest()[:TABLE_ID_HEX]


def _mac(code: str, *parts: str) -> str:
    key = normalize_code(code).encode("utf-8")
    return hmac.new(key, "|".join(parts).encode("ascii"), hashlib.sha256).hexdigest()


def client_proof(code: str, host_nonce: str, client_nonce: str) -> str:
    return _mac(code, "casino-join", host_nonce, client_nonce)


def host_proof(code: str, host_nonce: str, client_nonce: str) -> str:
    return _mac(code, "casino-host", client_nonce, host_nonce)


def proof_ok(expected: str, given: str) -> bool:
    return hmac.compare_digest(expected.encode("ascii"), given.encode("ascii"))


class WrongCodeLimiter:
    """At most ``tries`` wrong codes per address in ``window`` seconds; after
    that the address must wait ``pause`` seconds before its next try.

    Bounded memory whatever the number of addresses: at most ``max_addresses``
    are remembered; the oldest is forgotten first."""

    def __init__(self, tries: int = 5, window: float = 60.0, pause: float = 60.0,
                 max_addresses: int = 4096, clock=time.monotonic) -> None:
        self.tries, self.window, self.pause = tries, window, pause
        self.max_addresses = max_addresses
        self.clock = clock
        self._failures: dict[str, deque] = {}
        self._paused_until: dict[str, float] = {}

    def paused(self, address: str) -> bool:
        until = self._paused_until.get(address)
        if until is None:
            return False
        if self.clock() >= until:
            del self._paused_until[address]
            self._failures.pop(address, None)
            return False
        return True

    def failed(self, address: str) -> None:
        now = self.clock()
        times = self._failures.pop(address, None) or deque(maxlen=self.tries)
        self._failures[address] = times  # most recent last (dicts keep insertion order)
        times.append(now)
        while times and now - times[0] > self.window:
            times.popleft()
        if len(times) >= self.tries:
            self._paused_until[address] = now + self.pause
        for table in (self._failures, self._paused_until):
            while len(table) > self.max_addresses:
                del table[next(iter(table))]
