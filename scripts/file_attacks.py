"""Attack the real app's data files, then check what it played and kept.

    python scripts/file_attacks.py [--only NAME] [--moves 30] [--dir /tmp/attacks] [--no-mounts]

Each attack prepares a fresh home, launches ``python -m casino_desktop
--computer-plays-human --report-moves --speed instant`` (offscreen; a
computer plays the person's seat with the autosave on), lets it report
``--moves`` moves, kills it with SIGKILL and checks:

* it started (a pipe read at start-up once waited for ever) and printed no
  traceback;
* the autosave, if any, is a plain file that loads and holds every move
  reported but the one in flight ("moves lost");
* the file outside the data folder that a link pointed to is untouched
  (content, mode, link count) and nothing was created where a dangling link
  pointed ("outside touched");
* what stood where a data file should be was set aside ("set aside").

The attacks: a link to a file elsewhere, a dangling link, a pipe and a
folder where each data file should be (statistics, its -wal, the autosave,
its previous copy, the settings); a lone surrogate in a seat's name in the
autosave and in the settings; a read-only and a full data folder (a tiny
tmpfs mounted for the run: needs root; ``--no-mounts`` skips them).
"""
from __future__ import annotations

import argparse
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from kill_nine import START_TIMEOUT_S, Run, last_position  # noqa: E402  (after sys.path is set)

OUTSIDE_BYTES = b"someone else's file\n"
DATA_FILES = {"statistics": "statistics.sqlite3", "statistics-wal": "statistics.sqlite3-wal",
              "autosave": "saves/autosave.casino.json", "previous": "saves/autosave.previous.casino.json",
              "settings": "CONFIG/casino-desktop.conf"}
KINDS = ("link", "dangling", "pipe", "folder")


class Home:
    def __init__(self, root: Path):
        self.root = root
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            self.env[name] = str(root / name.lower())
            Path(self.env[name]).mkdir(parents=True, exist_ok=True)
        self.data = root / "xdg_data_home" / "CasinoDesktop" / "casino-desktop"
        self.config = root / "xdg_config_home" / "CasinoDesktop"
        self.saves = self.data / "saves"
        for folder in (self.saves, self.config):
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.outside = root / "elsewhere"
        self.outside.mkdir()

    def path(self, name: str) -> Path:
        return self.config / name[len("CONFIG/"):] if name.startswith("CONFIG/") else self.data / name

    def odd_entries_set_aside(self) -> list[str]:
        return sorted(p.name for folder in (self.data, self.saves, self.config) if folder.is_dir()
                      for p in folder.iterdir() if "damaged" in p.name)


def save_bytes(name: str = "Ann", moves: int = 0, seed: int = 3) -> bytes:
    """A real save of a casino match; ``name`` is JSON text, so "\\ud800" is
    the escape a JSON file spells a lone surrogate with."""
    from casino_desktop.core import legal_moves
    from casino_desktop.core.play import apply
    from casino_desktop.core.record import GameRecord
    rec = GameRecord(variant="casino", players=2, partnerships=False, seed=seed,
                     seats=[{"kind": "human", "level": "casual", "name": "NAME"}, {"kind": "computer", "level": "casual"}],
                     match_id="00ff" * 8)
    state = rec.new_state()
    for _ in range(moves):
        move = legal_moves(state)[0]
        rec.moves.append(move.text())
        apply(state, move)
    return rec.to_json().replace('"NAME"', f'"{name}"').encode()


def _outside_file(home: Home, name: str) -> Path:
    target = home.outside / name.split("/")[-1]
    target.write_bytes(save_bytes() if "autosave" in name else OUTSIDE_BYTES)
    os.chmod(target, 0o644)
    return target


def put_odd(home: Home, name: str, kind: str) -> tuple[Path | None, Path | None]:
    """(outside file a link points to, where a dangling link points)."""
    path = home.path(name)
    if kind == "link":
        target = _outside_file(home, name)
        os.symlink(target, path)
        return target, None
    if kind == "dangling":
        nowhere = home.outside / f"made-{path.name}"  # in a folder that exists: it could be made there
        os.symlink(nowhere, path)
        return None, nowhere
    if kind == "pipe":
        os.mkfifo(path)
    else:
        path.mkdir()
    if name.endswith("previous.casino.json"):
        home.path(DATA_FILES["autosave"]).write_bytes(save_bytes(moves=4))  # so the previous copy matters
    return None, None


def write_settings(home: Home, seats_json: str) -> None:
    from PySide6.QtCore import QCoreApplication, QSettings
    QCoreApplication.instance() or QCoreApplication([])
    s = QSettings(str(home.path(DATA_FILES["settings"])), QSettings.Format.IniFormat)
    s.setValue("game/seats", seats_json)
    s.setValue("game/variant", "casino")
    s.sync()


def play(home: Home, moves: int) -> dict:
    """Launch, let ``moves`` moves be reported, kill; what the run showed."""
    run = Run(home.env, "instant")
    started = run.wait_for(lambda ls: bool(ls), START_TIMEOUT_S / 2)
    started = started and bool(run.lines)
    if started:
        run.wait_for(lambda ls: sum(1 for x in ls if x.startswith("ply")) >= moves, START_TIMEOUT_S)
    run.kill()
    match, ply, over = last_position(run.lines)
    return {"started": started, "tracebacks": sum("Traceback" in e for e in run.errors),
            "first": run.lines[0] if run.lines else "", "match": match, "ply": ply, "over": over,
            "warnings": sum("could not be written" in e for e in run.errors)}


def saved_moves(home: Home) -> int | None:
    """Moves in the autosave (None: no plain, loadable autosave)."""
    from casino_desktop.core.record import RecordError, load_record
    path = home.path(DATA_FILES["autosave"])
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None
        record, _state = load_record(path.read_bytes())
    except (OSError, RecordError):
        return None
    return len(record.moves)


def check(home: Home, shown: dict, outside: Path | None, nowhere: Path | None) -> dict:
    saved = saved_moves(home)
    ply = shown["ply"]
    lost = 0 if shown["over"] else max(0, ply - 1 - (saved or 0))
    touched = False
    if outside is not None:
        info = os.stat(outside)
        touched = (stat.S_IMODE(info.st_mode) != 0o644 or info.st_nlink != 1
                   or outside.read_bytes() not in (OUTSIDE_BYTES, save_bytes()))
    if nowhere is not None:
        touched = touched or os.path.lexists(nowhere)
    return {**shown, "resumed": shown["first"].startswith("start resumed"), "saved": saved, "lost": lost, "outside touched": touched,
            "set aside": len(home.odd_entries_set_aside())}


def attack_odd_file(root: Path, name: str, kind: str, moves: int) -> dict:
    home = Home(root)
    outside, nowhere = put_odd(home, DATA_FILES[name], kind)
    return check(home, play(home, moves), outside, nowhere)


def attack_surrogate_save(root: Path, moves: int) -> dict:
    home = Home(root)
    home.path(DATA_FILES["autosave"]).write_bytes(save_bytes("\\ud800"))
    return check(home, play(home, moves), None, None)


def attack_surrogate_settings(root: Path, moves: int) -> dict:
    home = Home(root)
    write_settings(home, '[["human", "casual", "Ann\\ud800"], ["computer", "casual", ""]]')
    return check(home, play(home, moves), None, None)


def _mount(folder: Path, size: str) -> bool:
    folder.mkdir(parents=True, exist_ok=True)
    return subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(folder)],
                          capture_output=True).returncode == 0


def attack_mounted(root: Path, moves: int, full: bool) -> dict | None:
    """The data folder on a tiny tmpfs: a first run keeps a game, then the
    folder is made read-only (remount) or full (a filler file), and a second
    run resumes and plays on."""
    home = Home(root)
    data_home = Path(home.env["XDG_DATA_HOME"])
    shutil.rmtree(data_home)
    if not _mount(data_home, "2m"):
        return None
    try:
        first = play(home, moves)
        before = saved_moves(home)
        if full:
            fd = os.open(data_home / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
            try:
                while os.write(fd, b"\0" * 4096):
                    pass
            except OSError:  # full: what this is for
                pass
            finally:
                os.close(fd)
        else:
            subprocess.run(["mount", "-o", "remount,ro", str(data_home)], check=True)
        shown = play(home, moves)
        result = check(home, shown, None, None)
        resumed = shown["first"].startswith("start resumed") and shown["first"].endswith(f" {before}")
        # What a full or read-only folder cannot take is the new moves (the
        # player must be told; "not saved" counts them); the game before
        # them must stay whole and resumable.
        return {**result, "first run": first["ply"], "kept before": before, "resumed it": resumed,
                "lost": 0, "not saved": max(0, shown["ply"] - 1 - (result["saved"] or 0)),
                "still loads": result["saved"] == before and resumed}
    finally:
        subprocess.run(["umount", "-l", str(data_home)], capture_output=True)


def attacks(mounts: bool):
    for name in DATA_FILES:
        for kind in KINDS:
            yield f"{kind} at {name}", lambda root, moves, n=name, k=kind: attack_odd_file(root, n, k, moves)
    yield "lone surrogate in the autosave's name", attack_surrogate_save
    yield "lone surrogate in the settings' name", attack_surrogate_settings
    if mounts:
        yield "read-only data folder", lambda root, moves: attack_mounted(root, moves, full=False)
        yield "full data folder", lambda root, moves: attack_mounted(root, moves, full=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", default=None, help="run the attacks whose name holds this text")
    p.add_argument("--moves", type=int, default=30)
    p.add_argument("--dir", default=None)
    p.add_argument("--no-mounts", action="store_true")
    args = p.parse_args(argv)
    base = Path(args.dir or tempfile.mkdtemp(prefix="file-attacks-"))
    failed = 0
    for i, (label, attack) in enumerate(attacks(not args.no_mounts and os.geteuid() == 0)):
        if args.only and args.only not in label:
            continue
        result = attack(base / f"a{i:02d}", args.moves)
        if result is None:
            print(f"{label}: skipped (no tmpfs could be mounted)", flush=True)
            continue
        bad = (not result["started"] or result["tracebacks"] or result["lost"] or result["outside touched"]
               or result.get("still loads") is False)
        failed += bool(bad)
        shown = {k: v for k, v in result.items() if k not in ("match", "first", "over")}
        print(f"{'FAIL' if bad else 'ok  '} {label}: " + ", ".join(f"{k} {v}" for k, v in shown.items()), flush=True)
    print(f"{failed} attacks lost moves, touched a file outside, hung or printed a traceback")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
