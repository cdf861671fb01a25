"""Check the file lists of the built wheel and sdist against the repository.

    python packaging/dist_contents.py dist/python/casino_desktop-X-py3-none-any.whl \\
                                      dist/python/casino_desktop-X.tar.gz

The wheel must hold every file git tracks under ``casino_desktop/`` (the code,
``data/`` with the sounds, the ``.ts`` catalogs an installed copy compiles on
first use) and nothing else beside its ``.dist-info``; its metadata must name
the entry point, the licence and the README's content type.  The sdist must
hold every tracked file of the folders ``MANIFEST.in`` grafts, and nothing git
does not track (a stray local file, a cache, a build folder).

Prints one line per check and ends with ``dist_contents: N passed, M failed``;
exit status 0 only if every check passed.  Used by ``packaging/check_wheel.sh``.
"""
from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Iterable

REPO = Path(__file__).resolve().parent.parent
PACKAGE = "casino_desktop"
ENTRY_POINT = "casino-desktop = casino_desktop.app:main"
# What MANIFEST.in puts into the sdist beside the package.
SDIST_FOLDERS = ("casino_desktop", "tests", "packaging", "resources", "scripts", "docs")
SDIST_FILES = ("pyproject.toml", "README.md", "LICENSE", "MANIFEST.in")
# setuptools writes these into every sdist; git never tracks them.
SDIST_GENERATED = ("PKG-INFO", "setup.cfg")
# Left out on purpose (MANIFEST.in says why).
SDIST_LEFT_OUT_SUFFIXES = (".png",)
# Never in any distribution.
JUNK_PARTS = ("__pycache__", ".pytest_cache", ".hypothesis", ".venv", ".git")
JUNK_SUFFIXES = (".pyc", ".pyo")


def tracked_files(repo: Path = REPO) -> list[str]:
    """Every file git tracks, as posix paths relative to ``repo``."""
    out = subprocess.run(["git", "-C", str(repo), "ls-files", "-z"], check=True,
                         capture_output=True, text=True).stdout
    return sorted(name for name in out.split("\0") if name)


def wheel_files(path: Path) -> tuple[list[str], dict[str, str]]:
    """(the wheel's file names, its .dist-info texts by file name)."""
    with zipfile.ZipFile(path) as wheel:
        names = [n for n in wheel.namelist() if not n.endswith("/")]
        info = {n.rsplit("/", 1)[1]: wheel.read(n).decode("utf-8")
                for n in names if n.split("/", 1)[0].endswith(".dist-info") and n.count("/") == 1}
    return names, info


def sdist_files(path: Path) -> list[str]:
    """The sdist's file names without the ``name-version/`` folder they sit in."""
    with tarfile.open(path) as sdist:
        return [m.name.split("/", 1)[1] for m in sdist.getmembers() if m.isfile() and "/" in m.name]


def _junk(names: Iterable[str]) -> list[str]:
    return sorted(n for n in names
                  if any(part in JUNK_PARTS for part in n.split("/")) or n.endswith(JUNK_SUFFIXES))


def check_wheel(names: list[str], info: dict[str, str], tracked: list[str]) -> list[tuple[str, str | None]]:
    """(what was checked, None or why it failed) for each wheel check."""
    have = set(names)
    wanted = [n for n in tracked if n.startswith(PACKAGE + "/")]
    missing = [n for n in wanted if n not in have]
    extra = sorted(n for n in have - set(wanted) if not n.split("/", 1)[0].endswith(".dist-info"))
    metadata = Parser().parsestr(info.get("METADATA", ""))
    entry_points = info.get("entry_points.txt", "")
    return [
        (f"wheel holds all {len(wanted)} tracked files of {PACKAGE}/ (data, sounds, catalogs)",
         f"missing {missing[:10]}{' …' if len(missing) > 10 else ''}" if missing else None),
        ("wheel holds nothing else", f"unexpected {extra[:10]}" if extra else None),
        ("wheel holds no caches", f"junk {_junk(names)[:10]}" if _junk(names) else None),
        ("wheel names the casino-desktop command",
         None if ENTRY_POINT in entry_points else f"entry_points.txt lacks {ENTRY_POINT!r}"),
        ("wheel's licence is an SPDX expression with its file",
         None if metadata.get("License-Expression") and metadata.get("License-File")
         else "METADATA lacks License-Expression or License-File"),
        ("wheel's long description is the README as Markdown",
         None if metadata.get("Description-Content-Type", "").startswith("text/markdown")
         and (REPO / "README.md").read_text(encoding="utf-8").strip()[:200] in metadata.get_payload()
         else "the long description is not README.md as text/markdown"),
    ]


def check_sdist(names: list[str], tracked: list[str]) -> list[tuple[str, str | None]]:
    """(what was checked, None or why it failed) for each sdist check."""
    have = set(names)
    wanted = [n for n in tracked
              if (n in SDIST_FILES or n.split("/", 1)[0] in SDIST_FOLDERS)
              and not n.endswith(SDIST_LEFT_OUT_SUFFIXES)]
    missing = [n for n in wanted if n not in have]
    untracked = sorted(n for n in have - set(tracked)
                       if n not in SDIST_GENERATED and not n.split("/", 1)[0].endswith(".egg-info"))
    return [
        (f"sdist holds all {len(wanted)} tracked files of {', '.join(SDIST_FOLDERS)} and the top files",
         f"missing {missing[:10]}{' …' if len(missing) > 10 else ''}" if missing else None),
        ("sdist holds no file git does not track",
         f"untracked {untracked[:10]}{' …' if len(untracked) > 10 else ''}" if untracked else None),
        ("sdist holds no caches", f"junk {_junk(names)[:10]}" if _junk(names) else None),
    ]


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not argv[0].endswith(".whl") or not argv[1].endswith(".tar.gz"):
        print("usage: dist_contents.py WHEEL.whl SDIST.tar.gz", file=sys.stderr)
        return 2
    tracked = tracked_files()
    names, info = wheel_files(Path(argv[0]))
    results = check_wheel(names, info, tracked) + check_sdist(sdist_files(Path(argv[1])), tracked)
    for what, problem in results:
        print(f"PASS: {what}" if problem is None else f"FAIL: {what}: {problem}")
    failed = sum(problem is not None for _, problem in results)
    print(f"dist_contents: {len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
