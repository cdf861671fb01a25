"""Practice mode's progress, kept in the statistics database (``stats_store``).

One row per set of rules practised and rule (or scoring item): its Leitner
box, when it is due again, how often it was answered right and wrong, and
when it was last seen.  A set of rules is a game with its house rules
(``rules_key``): the game's id alone for its preset's rules, as every
earlier version kept all of a game's progress, so those rows read as the
preset's (docs/practice.md says why).  ``PracticeRecords`` is the part of
``StatsStore`` that reads and writes those rows, and the practice session
open when the program last stopped (``OpenPractice``, in ``meta``); like the
rest of the store it never raises: a row that is not sane is neither
written nor read back.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from casino_desktop.core import VariantError, make_rules, options_of
from casino_desktop.core.safe_json import InputRefused, parse_json
from casino_desktop.practice.schedule import Progress

MAX_VARIANT = 200            # the store's MAX_KIND: a variant's id is a kind of match
MAX_TOPIC = 200
MAX_BOX = 5                  # the Leitner boxes of ``practice.schedule``
MAX_TIME = 2 ** 40           # seconds since the epoch: some 35,000 years; a larger time is damage
MAX_ANSWERS = 1_000_000      # more answers than anyone gives: a larger count is damage
# The records of one variant read: a rule set has 26 topics at most, house
# rules add a few.  A file within its size limit held 1,150,000 of them (not
# ours, or damaged), and practice took 5 s to open and a second to ask each
# question, every record weighed each time: the first by topic are read.
MAX_TOPICS = 500

# ``variant`` holds a set of rules' ``rules_key``: a game's id for its preset (as it always did).
PRACTICE_SCHEMA = f"""
CREATE TABLE practice (
    variant TEXT NOT NULL CHECK (typeof(variant) = 'text' AND length(variant) BETWEEN 1 AND {MAX_VARIANT}),
    topic TEXT NOT NULL CHECK (typeof(topic) = 'text' AND length(topic) BETWEEN 1 AND {MAX_TOPIC}),
    box INTEGER NOT NULL CHECK (typeof(box) = 'integer' AND box BETWEEN 1 AND {MAX_BOX}),
    due INTEGER NOT NULL CHECK (typeof(due) = 'integer' AND due BETWEEN 0 AND {MAX_TIME}),
    right_count INTEGER NOT NULL CHECK (typeof(right_count) = 'integer' AND right_count BETWEEN 0 AND {MAX_ANSWERS}),
    wrong_count INTEGER NOT NULL CHECK (typeof(wrong_count) = 'integer' AND wrong_count BETWEEN 0 AND {MAX_ANSWERS}),
    last_seen INTEGER NOT NULL CHECK (typeof(last_seen) = 'integer' AND last_seen BETWEEN 0 AND {MAX_TIME}),
    PRIMARY KEY (variant, topic)
);
"""


# ``meta``'s key for the practice session open when the program stopped.
OPEN_PRACTICE = "practice_open"
MAX_OPEN_CHARS = 16 * 1024    # a session kept is a few hundred characters; house rules add a few dozen each
MAX_SEED = 10 ** 9
MAX_KEY = 1000                # a drill's key in its set: a refusal's template, with its seed
HOUSE_RULES_MARK = "+"        # between a game's id and its house rules' digest: no game's id holds it


def rules_key(variant: str, options: dict | None = None) -> str:
    """The key a set of rules' progress is kept under: ``variant`` alone for
    its preset's rules, else ``variant``, "+" and a digest of the house rules
    that differ from the preset (their values, whatever order or defaults
    they were given in).  A digest, not the rules themselves: a key has at
    most ``MAX_VARIANT`` characters, and a family's six house rules written
    out take more."""
    try:
        differ = options_of(make_rules(variant, dict(options or {})), variant)
    except (VariantError, ValueError, TypeError, KeyError):
        differ = dict(options or {})   # rules this version refuses: kept apart all the same
    if not differ:
        return variant
    text = json.dumps(differ, sort_keys=True, separators=(",", ":"), default=str)
    return f"{variant}{HOUSE_RULES_MARK}{hashlib.sha256(text.encode('utf-8')).hexdigest()[:16]}"


@dataclass(frozen=True)
class OpenPractice:
    """A practice session open when the program stopped, to open again at
    the next start: its rules, the seed of its drills, and the drill on
    show unanswered (its key in the drill set and ``check``, a digest of
    what it asked; "" when none), how many drills it had asked, and its
    tally of right and wrong answers (shown under the drill: "1 right"
    came back as "0 right" before, stranger 21), and whether the player
    had asked to practise anyway, once every topic was learnt for now
    (``anyway``: without it the session came back to "every topic is
    learnt", and refused her the drills she had asked for)."""

    variant: str
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 1
    drill: str = ""
    check: str = ""
    asked: int = 0
    right: int = 0
    wrong: int = 0
    anyway: bool = False

    @classmethod
    def from_json(cls, data) -> OpenPractice | None:
        """The session ``data`` (as ``asdict`` wrote it) holds, or None if it is not sane."""
        if not isinstance(data, dict):
            return None
        variant, options, seed = data.get("variant"), data.get("options"), data.get("seed")
        drill, check, asked = data.get("drill", ""), data.get("check", ""), data.get("asked", 0)
        right, wrong = data.get("right", 0), data.get("wrong", 0)  # absent in a session kept before 7 December
        anyway = data.get("anyway", False)                          # and this, in one kept before session 43
        if not (_variant_fits(variant) and isinstance(options, dict) and whole(seed, 0, MAX_SEED)
                and isinstance(drill, str) and len(drill) <= MAX_KEY and isinstance(check, str)
                and len(check) <= 64 and whole(asked, 0, MAX_ANSWERS)
                and whole(right, 0, MAX_ANSWERS) and whole(wrong, 0, MAX_ANSWERS) and isinstance(anyway, bool)):
            return None
        return cls(str(variant), dict(options), int(seed), drill, check, asked,  # type: ignore[arg-type]  # checked above
                   int(right), int(wrong), anyway)


class PracticeRecords:
    """Practice's rows; the store gives the connection and its one-transaction writer."""

    _conn: sqlite3.Connection | None
    _write: Callable[[Callable[[sqlite3.Connection], object]], bool]

    def save_practice(self, progress: Progress) -> bool:
        """Keep one topic's record (``practice.schedule.Progress``); False if
        it is not sane or cannot be written."""
        p = progress
        if not (_variant_fits(p.variant) and isinstance(p.topic, str) and 0 < len(p.topic) <= MAX_TOPIC
                and whole(p.box, 1, MAX_BOX) and whole(p.due, 0, MAX_TIME) and whole(p.right, 0, MAX_ANSWERS)
                and whole(p.wrong, 0, MAX_ANSWERS) and whole(p.last_seen, 0, MAX_TIME)):
            return False
        return self._write(lambda c: c.execute(
            "INSERT OR REPLACE INTO practice VALUES (?, ?, ?, ?, ?, ?, ?)",
            (p.variant, p.topic, p.box, p.due, p.right, p.wrong, p.last_seen)).rowcount == 1)

    def practice_progress(self, variant: str) -> list[Progress]:
        """The records of one set of rules (``variant`` is its ``rules_key``:
        a game's id for its preset), by topic (the first ``MAX_TOPICS``);
        rows that are not sane are left out."""
        if not _variant_fits(variant) or self._conn is None:
            return []
        try:
            rows = self._conn.execute("SELECT variant, topic, box, due, right_count, wrong_count, last_seen "
                                      "FROM practice WHERE variant = ? ORDER BY topic LIMIT ?", (variant, MAX_TOPICS)).fetchall()
        except (sqlite3.Error, ValueError, OverflowError):
            return []
        return [Progress(*row) for row in rows
                if isinstance(row[1], str) and whole(row[2], 1, MAX_BOX)
                and all(whole(v, 0, MAX_TIME) for v in row[3:])]

    # --- the session open when the program stopped -------------------------------------
    def keep_open_practice(self, session: OpenPractice) -> bool:
        """``session`` is open now (replacing any kept before); False if it cannot be kept."""
        text = json.dumps(asdict(session), sort_keys=True, default=str)
        if OpenPractice.from_json(json.loads(text)) != session or len(text) > MAX_OPEN_CHARS:
            return False
        return self._write(lambda c: c.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)",
                                               (OPEN_PRACTICE, text)).rowcount == 1)

    def open_practice(self) -> OpenPractice | None:
        """The session kept open, or None (none, or not sane)."""
        if self._conn is None:
            return None
        try:
            row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (OPEN_PRACTICE,)).fetchone()
        except (sqlite3.Error, ValueError, OverflowError):
            return None
        return open_session(row[0]) if row is not None and isinstance(row[0], str) else None

    def forget_open_practice(self) -> bool:
        """No session is open (the player closed it)."""
        return self._write(lambda c: c.execute("DELETE FROM meta WHERE key = ?", (OPEN_PRACTICE,)) is not None)

    def reset_practice(self, variant: str | None = None) -> bool:
        """Forget practice progress: of one variant, or all of it."""
        if variant is None:
            return self._write(lambda c: c.execute("DELETE FROM practice") is not None)
        return self._write(lambda c: c.execute("DELETE FROM practice WHERE variant = ?", (variant,)) is not None)


def open_session(text: str) -> OpenPractice | None:
    """The session kept open that ``text`` (``meta``'s value) holds, or None if it is not sane."""
    try:
        return OpenPractice.from_json(parse_json(text, max_depth=4, max_bytes=MAX_OPEN_CHARS))
    except InputRefused:
        return None


def whole(value, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def _variant_fits(variant) -> bool:
    return isinstance(variant, str) and 0 < len(variant) <= MAX_VARIANT
