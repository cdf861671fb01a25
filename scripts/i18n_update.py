"""Bring the translation catalogs up to date with the source.

    python scripts/i18n_update.py            # rewrite casino_desktop/i18n/casino_<lang>.ts
    python scripts/i18n_update.py --check    # CI: fail if a catalog is not current
    python scripts/i18n_update.py --status   # how much of each language is translated

New templates arrive unfinished, changed ones lose their old translation,
removed ones are dropped; every translation made stays.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from casino_desktop.i18n import LANGUAGES, catalog_file  # noqa: E402  (after sys.path is set)
from casino_desktop.i18n.extract import collect  # noqa: E402  (after sys.path is set)
from casino_desktop.i18n.ts_file import merge, read_ts, write_ts  # noqa: E402  (after sys.path is set)

PACKAGE = ROOT / "casino_desktop"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="change nothing; exit 1 if a catalog is not current")
    p.add_argument("--status", action="store_true", help="print how many messages each language has translated")
    args = p.parse_args(argv)
    messages, errors = collect(PACKAGE)
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        return 1
    stale = []
    for code, (tag, forms, _name) in LANGUAGES.items():
        path = catalog_file(code)
        entries = merge(messages, read_ts(path), forms)
        if args.status:
            done = sum(e.finished for e in entries)
            print(f"{code}: {done}/{len(entries)} translated")
        if args.check or args.status:
            import tempfile
            with tempfile.TemporaryDirectory() as tmp:
                fresh = write_ts(Path(tmp) / path.name, tag, entries)
            if not path.exists() or path.read_text(encoding="utf-8") != fresh:
                stale.append(path.name)
        else:
            write_ts(path, tag, entries)
    if args.check and stale:
        print("not current (run python scripts/i18n_update.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    if not args.check and not args.status:
        print(f"{len(messages)} templates in {len(LANGUAGES)} catalogs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
