"""Translators' tool: list what a language still lacks, and fill it in.

    python scripts/i18n_fill.py todo sv [--limit 200] > todo.json
        the unfinished messages of casino_sv.ts as a JSON list of
        {"source", "note", "one" (a plural's form for one), "forms" (how many
        forms the translation needs), "where"}
    python scripts/i18n_fill.py fill sv done.json
        done.json: a list of {"source", "note", "translation"}; "translation"
        is a string, or for a plural a list of as many forms as "forms" said.
        Each is checked (every {field} of the source kept, none invented; the
        right number of forms) and written into casino_sv.ts as finished.

Run ``python scripts/i18n_update.py`` first, so that the catalog holds every
template of the source.  ``--trees DIR [DIR ...]`` (last on the line) also
reads the templates of other checkouts (work in progress on other branches),
so a translator can start on them before they are merged; a file that does
not parse there (being edited) is skipped.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from casino_desktop.i18n import LANGUAGES, catalog_file  # noqa: E402  (after sys.path is set)
from casino_desktop.i18n.checks import problems  # noqa: E402  (after sys.path is set)
from casino_desktop.i18n.extract import collect  # noqa: E402  (after sys.path is set)
from casino_desktop.i18n.ts_file import merge, read_ts, write_ts  # noqa: E402  (after sys.path is set)

def main(argv: list[str]) -> int:
    action, code = argv[0], argv[1]
    tag, forms, _ = LANGUAGES[code]
    path = catalog_file(code)
    trees = argv[argv.index("--trees") + 1:] if "--trees" in argv else []
    if trees:
        argv = argv[:argv.index("--trees")]
    messages, errors = collect(ROOT / "casino_desktop")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1
    known = {m.key for m in messages}
    for tree in trees:
        more, _ = collect(Path(tree) / "casino_desktop", tolerant=True)
        for m in more:
            if m.key not in known:
                known.add(m.key)
                messages.append(m)
    previous = read_ts(path)
    entries = merge(messages, previous, forms)
    # Keep translations of templates not (yet) in these trees: work done on a
    # branch's strings stays until scripts/i18n_update.py on the merged source
    # drops what no longer exists.
    entries += [e for k, e in previous.items() if k not in known and e.finished]
    if action == "todo":
        limit = int(argv[argv.index("--limit") + 1]) if "--limit" in argv else None
        todo = [{"source": e.source, "note": e.note, "one": e.one, "forms": forms if e.plural else 1,
                 "where": "{}:{}".format(*e.locations[0])} for e in entries if not e.finished]
        print(json.dumps(todo[:limit], ensure_ascii=False, indent=1))
        print(f"{len(todo)} unfinished of {len(entries)}", file=sys.stderr)
        return 0
    done = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
    by_key = {e.key: e for e in entries}
    bad = 0
    for d in done:
        e = by_key.get((d["source"], d.get("note") or ""))
        if e is None:
            print(f"not in the catalog: {d['source']!r}", file=sys.stderr)
            bad += 1
            continue
        t = d["translation"]
        texts = t if isinstance(t, list) else [t]
        why = problems(e.source, e.one, e.plural, texts, forms)
        if why:
            print(f"{e.source!r}: the translation {'; '.join(why)}", file=sys.stderr)
            bad += 1
            continue
        e.translations, e.finished = texts, True
    write_ts(path, tag, entries)
    left = sum(not e.finished for e in entries)
    print(f"{len(done) - bad} written, {bad} refused; {left} unfinished of {len(entries)}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
