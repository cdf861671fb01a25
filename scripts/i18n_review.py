"""A language's every sentence as a player reads it, for a native reviewer.

    python scripts/i18n_review.py sv            # writes docs/translations/review-sv.md
    python scripts/i18n_review.py all           # every language

A reviewer who reads templates ("{name} takes {cards}") misses what players
meet: a plural form that is wrong for 21, a case ending that does not fit a
card, a name where "You" would need another verb.  This renders each
template through the installed Qt catalog (the same lookup the window
does), with sample fields: every plural at 1, 2, 5 and 21, a sentence about
a seat with a typed name and with a seat's own name ("North"),
cards and values, and sentences nested as short stand-ins.  The English
rendering stands beside each, grouped by the file the template comes from.
"""
from __future__ import annotations

import os
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402  (after the platform is chosen)

from casino_desktop.core.templates import CONTEXT  # noqa: E402  (after sys.path is set)
from casino_desktop.i18n import LANGUAGES, catalog_file  # noqa: E402  (after sys.path is set)
from casino_desktop.i18n.extract import Message, collect  # noqa: E402  (after sys.path is set)
from casino_desktop.qt.catalogs import install_language  # noqa: E402  (after sys.path is set)
from casino_desktop.i18n.ts_file import read_ts  # noqa: E402  (after sys.path is set)

COUNTS = (1, 2, 5, 21)
# Sample values a field takes in play; nested sentences and free text are
# marked as stand-ins, so the reviewer reads the frame around them.
SAMPLES = {
    "card": "7♥", "cards": "2♥ + 5♠", "value": "9", "name": "Anna", "points": "3", "build": "4♣ + 5♦",
    "builds": "3♥ + 4♦", "target": "21", "first": "Anna", "second": "Lars", "score": "12", "number": "3",
    "round": "2", "best": "5", "little_casino": "2♠", "big_casino": "10♦", "most": "3", "last": "1",
    "top": "6♠", "total": "14", "big": "10♦", "little": "2♠", "worth": "2", "left": "3", "values": "4, 9",
    "table": "4", "lo": "1", "hi": "14", "seat": "Anna", "side": "Anna", "lowest": "2", "worst": "1",
    "mastered": "4", "done": "7", "max": "16", "raised": "9", "loose": "5♣", "equal": "8", "index": "3",
    "hand": "4", "diamond": "10♦", "spade": "2♠", "length": "200", "won": "4", "date": "2026-12-04",
    "scores": "11 : 7", "learning": "3", "new": "2", "previous": "9", "byte": "12", "column": "4",
    "line": "2", "threshold": "0.5", "known": "6", "given": "3", "sweep_points": "1", "each_ace": "1",
    "most_spades": "1", "most_cards": "3", "sweep": "1", "each_spade": "1", "ace_of_spades": "1",
    "last_capture": "1", "version": "0.1.0", "path": "~/game.casino.json", "theme": "Classic",
    "language": "Svenska", "variant": "Casino", "game": "Casino", "capture": "7♥ + 2♣", "right": "9",
    "wrong": "8", "answer": "9", "captures": "2", "taken": "5♣ + 4♦", "picked": "7♥",
}
_FIELD = re.compile(r"\{([A-Za-z_]\w*)\}")


def _stand_in(field: str) -> str:
    return SAMPLES.get(field, f"‹{field}›")


def _render(template: str, count: int | None, name: str = "Anna") -> str:
    def fill(match: re.Match) -> str:
        field = match.group(1)
        if field == "count" and count is not None:
            return str(count)
        return name if field in ("name", "first", "seat", "side") and name != "Anna" else _stand_in(field)
    return _FIELD.sub(fill, template)


def _seat_name(translated: bool) -> str:
    """A default seat's name as the window says it (a name the grammar must
    hold for, like a typed one)."""
    return QCoreApplication.translate(CONTEXT, "North", "a seat's name: its place at the table") if translated \
        else "North"


def _renderings(message: Message, translated: bool) -> list[tuple[str, str]]:
    """(English, the language) for each sample of ``message``; ``translated``
    says whether the catalog holds a finished translation of it (one may
    equal the English: "Expert")."""
    out = []
    counts = COUNTS if message.one is not None else (None,)
    # A sentence about a seat is read with a typed name and with a seat's own name.
    names = ["Anna", "North"] if "{name}" in message.source else ["Anna"]
    for count in counts:
        english = message.one if count == 1 and message.one is not None else message.source
        found = QCoreApplication.translate(CONTEXT, message.source, message.note, -1 if count is None else count)
        for name in names:
            local_name = name if name == "Anna" else _seat_name(True)
            out.append((_render(english, count, name),
                        _render(found, count, local_name) if translated else "(untranslated)"))
    return out


def review_page(code: str, messages: list[Message]) -> str:
    """The markdown page of ``code``'s every template, rendered."""
    problem = install_language(code)
    if problem:
        raise SystemExit(str(problem))
    entries = read_ts(catalog_file(code))
    by_file: dict[str, list[Message]] = defaultdict(list)
    for m in messages:
        by_file[m.locations[0][0] if m.locations else "?"].append(m)
    name = LANGUAGES[code][2]
    lines = [f"# {name}: every sentence as players read it", "",
             f"Made by `python scripts/i18n_review.py {code}` from the catalog; do not edit by hand.",
             "Each template is shown with sample fields (plurals at 1, 2, 5 and 21; a seat both as",
             "a typed name and as a seat's own name); ‹…› marks a",
             "sentence or word filled in from elsewhere. English first, then the translation.", ""]
    for where in sorted(by_file):
        lines += [f"## {where}", ""]
        for m in by_file[where]:
            if m.note:
                lines.append(f"*{m.note}*  ")
            done = m.key in entries and entries[m.key].finished
            for english, local in _renderings(m, done):
                lines.append(f"- {english}  ")
                lines.append(f"  → {local}")
            lines.append("")
    install_language("en")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    codes = sorted(LANGUAGES) if argv[:1] == ["all"] or not argv else argv
    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841  (the translators need one)
    messages, errors = collect(ROOT / "casino_desktop")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1
    for code in codes:
        page = ROOT / "docs" / "translations" / f"review-{code}.md"
        page.write_text(review_page(code, messages), encoding="utf-8")
        print(f"{page.relative_to(ROOT)}: {len(messages)} templates")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
