"""Read and write Qt's ``.ts`` catalogs (the format lupdate writes and Qt
Linguist and lrelease read), keeping every translation already made.

A ``.ts`` file here is our own shipped file, read only by our tools and
tests (the app reads the compiled ``.qm``); still, it is parsed with the
standard library's XML reader with no entity expansion beyond XML's own.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree as ET
from xml.sax.saxutils import escape

from .extract import Message

CONTEXT = "casino"


@dataclass
class Entry:
    """One message of a catalog: the source and its translation(s)."""

    source: str
    note: str | None
    plural: bool
    translations: list[str] = field(default_factory=list)  # one, or one per numerus form
    finished: bool = False
    one: str | None = None
    locations: list[tuple[str, int]] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str]:
        return self.source, self.note or ""


def read_ts(path: Path) -> dict[tuple[str, str], Entry]:
    """The entries of the ``casino`` context of ``path`` ({} if it does not exist)."""
    if not path.exists():
        return {}
    root = ET.parse(path).getroot()
    entries: dict[tuple[str, str], Entry] = {}
    for context in root.iter("context"):
        if (context.findtext("name") or "") != CONTEXT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            note = message.findtext("comment")
            plural = message.get("numerus") == "yes"
            tr = message.find("translation")
            if tr is None:
                texts, finished = [], False
            else:
                finished = tr.get("type") not in ("unfinished", "obsolete", "vanished")
                if plural:
                    texts = [f.text or "" for f in tr.iter("numerusform")]
                else:
                    texts = [tr.text or ""]
            entries[(source, note or "")] = Entry(source, note, plural, texts, finished)
    return entries


def merge(messages: list[Message], old: dict[tuple[str, str], Entry], forms: int) -> list[Entry]:
    """The catalog for ``messages``: each with its old translation if it had
    one (a message no longer in the source is dropped)."""
    out = []
    for m in messages:
        plural = m.one is not None
        prev = old.get(m.key)
        if prev is not None and prev.plural == plural:
            texts, finished = list(prev.translations), prev.finished
        else:
            texts, finished = [], False
        want = forms if plural else 1
        texts = (texts + [""] * want)[:want]
        out.append(Entry(m.source, m.note, plural, texts, finished and all(texts), m.one, m.locations))
    return out


def _x(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def write_ts(path: Path, language: str, entries: list[Entry]) -> str:
    """The ``.ts`` text for ``entries`` (written to ``path`` if it differs)."""
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{language}" sourcelanguage="en">', "<context>",
             f"    <name>{CONTEXT}</name>"]
    for e in entries:
        lines.append('    <message numerus="yes">' if e.plural else "    <message>")
        for file, line in e.locations[:4]:
            lines.append(f'        <location filename="../../{_x(file)}" line="{line}"/>')
        lines.append(f"        <source>{_x(e.source)}</source>")
        if e.note:
            lines.append(f"        <comment>{_x(e.note)}</comment>")
        if e.one is not None:
            lines.append(f"        <extracomment>For one: {_x(e.one)}</extracomment>")
        state = "" if e.finished else ' type="unfinished"'
        if e.plural:
            lines.append(f"        <translation{state}>")
            for t in e.translations:
                lines.append(f"            <numerusform>{_x(t)}</numerusform>")
            lines.append("        </translation>")
        else:
            lines.append(f"        <translation{state}>{_x(e.translations[0])}</translation>")
        lines.append("    </message>")
    lines += ["</context>", "</TS>", ""]
    text = "\n".join(lines)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return text
