"""Every preset's rulebook, and every preset's with one house rule changed,
as one JSON file, so two trees' books can be compared word for word.

    PYTHONPATH=<tree> python scripts/rulebook_compare.py OUT.json
    python scripts/rulebook_compare.py --compare BEFORE.json AFTER.json

A book is its title, summary, sections (heading, each sentence's words, the
fields it explains and the template it was filled from) and details.  A one-field change takes every value
of a choice or a switch, and the ends, the default and the neighbours of the
preset's value for a number; combinations the rules refuse are skipped (they
are the same refusals in both trees, since ``rules_problem`` decides).
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace

from casino_desktop.core.rule_units import HOUSE_RULE_SPECS
from casino_desktop.core.rulebook import rulebook
from casino_desktop.core.variants import PRESETS
from casino_desktop.core.rules_sense import rules_problem


def _values(spec, current):
    if spec.choices is not None:
        return list(spec.choices)
    if spec.kind is bool:
        return [False, True]
    lo, hi = spec.range
    return sorted({v for v in (lo, hi, spec.default, current - 1, current + 1, lo + 1) if lo <= v <= hi})


def _template(text):
    """The template a sentence was filled from (what the catalogs translate),
    and the one inside a house rule's mark."""
    template = getattr(text, "template", None)
    inner = getattr(text, "fields", {}).get("sentence")
    words = template.other if hasattr(template, "other") else template
    return [words, _template(inner) if inner is not None else None]


def _book(rules, variant_id):
    book = rulebook(rules, variant_id)
    return {"title": book.title, "summary": book.summary,
            "sections": [[sec.title, [[s.text, sorted(s.fields), _template(s.text)] for s in sec.sentences]]
                         for sec in book.sections],
            "details": [[d.label, d.value, d.help, d.house_rule] for d in book.details]}


def books() -> dict[str, object]:
    out: dict[str, object] = {}
    for variant in PRESETS:
        variant_id = variant.id
        base = variant.rules
        out[variant_id] = _book(base, variant_id)
        for spec in HOUSE_RULE_SPECS:
            for value in _values(spec, getattr(base, spec.id)):
                if value == getattr(base, spec.id):
                    continue
                rules = replace(base, **{spec.id: value})
                if rules_problem(rules):
                    continue
                out[f"{variant_id} {spec.id}={value}"] = _book(rules, variant_id)
    return out


def compare(before_path: str, after_path: str) -> int:
    with open(before_path, encoding="utf-8") as f:
        before = json.load(f)
    with open(after_path, encoding="utf-8") as f:
        after = json.load(f)
    presets = sum(1 for key in before if " " not in key)
    differ = sorted(key for key in before.keys() | after.keys() if before.get(key) != after.get(key))
    print(f"{len(before)} books before, {len(after)} after ({presets} presets, "
          f"{len(before) - presets} one-field house rules); {len(differ)} differ")
    for key in differ[:20]:
        print("  differs:", key)
    return 1 if differ else 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["--compare"]:
        return compare(argv[1], argv[2])
    with open(argv[0], "w", encoding="utf-8") as f:
        json.dump(books(), f, ensure_ascii=False, indent=0, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
