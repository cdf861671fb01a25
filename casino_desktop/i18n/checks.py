"""What makes a translation usable: the checks the translators' tool runs
on every translation it takes and the catalog test runs on every catalog.

A translation must keep every ``{field}`` of its template and invent none
(else the sentence could not be filled), have as many forms as its
language's plural rule, not be empty, keep a menu text's one mnemonic, and
keep the line breaks of a two-line label (a "\\n" written out shows on screen
as a backslash and an n, as the Spanish practice table's build labels did).
"""
from __future__ import annotations

import re

FIELD = re.compile(r"\{[^{}]*\}")
# Fields a translation may leave out.  {own_word} is a game's own word for a
# sweep in brackets after the word sweep ("a sweep (mökki)"): in the language
# whose word it is, the bracket would repeat the word just said.
OPTIONAL_FIELDS = {"{own_word}"}
MNEMONIC = re.compile(r"&(?!&)(?=\w)")


def fields_of(text: str) -> set[str]:
    return set(FIELD.findall(text or ""))


def problems(source: str, one: str | None, plural: bool, translations: list[str], forms: int) -> list[str]:
    """Why ``translations`` cannot stand for ``source`` ([] when they can)."""
    if len(translations) != (forms if plural else 1):
        return [f"has {len(translations)} forms where {forms if plural else 1} are needed"]
    want = fields_of(source) | fields_of(one or "")
    out = []
    for t in translations:
        if not t.strip():
            out.append("is empty")
            continue
        if fields_of(t) - want:
            out.append(f"invents {sorted(fields_of(t) - want)}")
        # {count} may be left out of a form that says the number in words
        # ("the last card"); every other field must be kept in each form.
        needed = fields_of(source) - ({"{count}"} if plural else set()) - OPTIONAL_FIELDS
        if needed - fields_of(t):
            out.append(f"loses {sorted(needed - fields_of(t))}")
        if MNEMONIC.search(source) and len(MNEMONIC.findall(t)) != 1:
            out.append("needs exactly one & before the letter of its keyboard mnemonic")
        if "\\n" in t and "\\n" not in source:
            out.append("writes a line break as \\n: break the line itself")
        elif t.count("\n") != source.count("\n"):
            breaks, wanted = t.count("\n"), source.count("\n")
            out.append(f"has {breaks} line breaks where its source has {wanted}")
    return out
