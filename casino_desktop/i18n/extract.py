"""Find every marked template in the source, as lupdate would for C++.

The markers (``core/templates.py``, ``qt/translate.py``): ``N_(template, note)``,
``tr(template, note=..., **fields)``, ``N_plural(one, other, note)`` and
``tr_n(one, other, count, note=..., **fields)``.  Their template arguments
must be string literals (adjacent literals are joined, as Python does): a
template built at run time could never be in a catalog, so it is reported
as an error instead of being silently missed.  We read the source with
``ast`` rather than running lupdate on it because pyside6-lupdate marks no
plural in a Python ``translate`` call and cannot be told our helpers' note
argument (both measured); the ``.ts`` files it writes are lupdate's format,
so lrelease and Qt Linguist read them.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

SINGULAR = {"N_": 1, "tr": 1}  # marker -> position of its note argument
PLURAL = {"N_plural": 2, "tr_n": 3}
# The modules that define the markers (``core/templates.py``, ``qt/translate.py``): they pass templates on by name.
MARKER_MODULES = ("templates.py", "translate.py")


@dataclass
class Message:
    source: str  # the template (a plural: its form for other counts)
    note: str | None
    one: str | None = None  # a plural's form for one
    locations: list[tuple[str, int]] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str]:
        return self.source, self.note or ""


def _literal(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _marker_name(call: ast.Call) -> str | None:
    f = call.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return None


def _note(call: ast.Call, position: int) -> tuple[bool, str | None]:
    """Whether the note is written out, and its text (None: no note).  A
    note held in a name is looked up at run time with its text, but would be
    written to the catalog as no note, so the template was never translated."""
    given = next((kw.value for kw in call.keywords if kw.arg == "note"), None)
    if given is None and len(call.args) > position:
        given = call.args[position]
    if given is None or isinstance(given, ast.Constant) and given.value is None:
        return True, None
    text = _literal(given)
    return text is not None, text


def messages_in(path: Path, relative: str) -> tuple[list[Message], list[str]]:
    """The marked templates of one file, and the markers that are not literal."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=relative)
    found: list[Message] = []
    errors: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _marker_name(node)
        if name in SINGULAR:
            if isinstance(node.func, ast.Attribute) and name == "tr":
                continue  # someone else's .tr(): we never call Qt's own
            text = _literal(node.args[0]) if node.args else None
            if text is None:
                errors.append(f"{relative}:{node.lineno}: {name}() needs a string literal")
                continue
            literal, note = _note(node, SINGULAR[name])
            if not literal:
                errors.append(f"{relative}:{node.lineno}: {name}()'s note needs a string literal")
                continue
            found.append(Message(text, note, None, [(relative, node.lineno)]))
        elif name in PLURAL:
            one = _literal(node.args[0]) if len(node.args) > 0 else None
            other = _literal(node.args[1]) if len(node.args) > 1 else None
            if one is None or other is None:
                errors.append(f"{relative}:{node.lineno}: {name}() needs two string literals")
                continue
            literal, note = _note(node, PLURAL[name])
            if not literal:
                errors.append(f"{relative}:{node.lineno}: {name}()'s note needs a string literal")
                continue
            found.append(Message(other, note, one, [(relative, node.lineno)]))
    return found, errors


def collect(package: Path, tolerant: bool = False) -> tuple[list[Message], list[str]]:
    """Every marked template under ``package`` (merged by template and note,
    in the order first met), and every error.  ``tolerant``: skip a file that
    does not parse (someone is editing it) instead of failing."""
    merged: dict[tuple[str, str], Message] = {}
    errors: list[str] = []
    root = package.parent
    for path in sorted(package.rglob("*.py")):
        if path.parent.name == "i18n":
            continue  # these tools
        relative = path.relative_to(root).as_posix()
        try:
            found, bad = messages_in(path, relative)
        except (SyntaxError, UnicodeDecodeError, OSError):
            if not tolerant:
                raise
            continue
        if path.name in MARKER_MODULES:
            # The markers' own definitions pass templates on by name, which is
            # no error there; a literal they mark (the decimal separator) is a
            # message like any other, and skipping the file lost it.
            bad = []
        errors += bad
        for m in sorted(found, key=lambda m: m.locations[0][1]):
            old = merged.get(m.key)
            if old is None:
                merged[m.key] = m
            else:
                old.locations += m.locations
                if (old.one is None) != (m.one is None) or (old.one and old.one != m.one):
                    errors.append(f"{m.locations[0][0]}:{m.locations[0][1]}: '{m.source}' is marked both "
                                  "with and without a form for one (or with two); give one of them a note")
    return list(merged.values()), errors
