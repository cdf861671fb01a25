"""Statistics files damaged at the level of SQLite's pages, for the salvage's
tests (``stats_salvage``): a page garbled, a page set to point many times to
one other page, the file cut short.

Small pages (512 bytes) make a table of a few hundred rows several pages
deep, so the damage a 64 MiB file could hold is built from a file of a few
hundred kilobytes.  No Qt here.
"""
from __future__ import annotations

import sqlite3
import struct
from pathlib import Path

from casino_desktop.storage.stats_schema import SCHEMA, SCHEMA_VERSION
from .old_stats import old_schema

PAGE = 512
KIND = "casino|2|expert"
_INTERIOR_TABLE = 0x05
_LEAF_TABLE = 0x0D


def sound_file(path: Path, matches: int = 1000, version: int = SCHEMA_VERSION, topics: int = 1,
               session: str | None = None) -> Path:
    """A statistics file of ``version``'s schema (today's, or an older one as
    ``old_stats`` writes it) with ``matches`` ended matches (each won),
    ``topics`` practice records (from version 2), old totals, and ``session``
    as the practice session kept open, in 512-byte pages."""
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA page_size = {PAGE}")
        conn.executescript((SCHEMA if version == SCHEMA_VERSION else old_schema(version))
                           + f"PRAGMA user_version = {version};")
        conn.executemany("INSERT INTO matches VALUES (?, ?, 'won', '2026-12-01T10:00:00+00:00', "
                         "'2026-12-01T10:30:00+00:00')", ((f"m{i:06d}", KIND) for i in range(matches)))
        if version >= 2:
            conn.executemany("INSERT INTO practice VALUES ('casino', ?, 2, 0, 3, 1, 0)",
                             [("sweep" if k == 0 else f"topic{k:03d}",) for k in range(topics)])
        conn.execute("INSERT INTO carried_over VALUES (?, 7, 3)", (KIND,))
        if session is not None:
            conn.execute("INSERT INTO meta VALUES ('practice_open', ?)", (session,))
    conn.close()
    return path


def root_page(path: Path, table: str) -> int:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        page = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
    conn.close()
    return page


def page_chain(path: Path, table: str) -> list[int]:
    """``table``'s root page, then its right-most child, and so on down to a leaf."""
    data = path.read_bytes()
    chain = [root_page(path, table)]
    while data[_offset(chain[-1])] == _INTERIOR_TABLE:
        at = _offset(chain[-1])
        chain.append(struct.unpack(">I", data[at + 8:at + 12])[0])
    assert data[_offset(chain[-1])] == _LEAF_TABLE
    return chain


def leaves(path: Path, table: str) -> list[int]:
    """``table``'s leaf pages, in the order its rows are read."""
    data = path.read_bytes()

    def under(page: int) -> list[int]:
        at = _offset(page)
        if data[at] == _LEAF_TABLE:
            return [page]
        cells = struct.unpack(">H", data[at + 3:at + 5])[0]
        pointers = [struct.unpack(">H", data[at + 12 + 2 * k:at + 14 + 2 * k])[0] for k in range(cells)]
        children = [struct.unpack(">I", data[at + p:at + p + 4])[0] for p in pointers]
        children.append(struct.unpack(">I", data[at + 8:at + 12])[0])
        return [leaf for child in children for leaf in under(child)]
    return under(root_page(path, table))


def cells(path: Path, page: int) -> int:
    """How many cells (a leaf's rows) ``page`` holds."""
    at = _offset(page)
    return struct.unpack(">H", path.read_bytes()[at + 3:at + 5])[0]


def fan_in(path: Path, table: str) -> int:
    """Make each interior page on ``table``'s right-most path point, with
    every cell a page holds, to the next page on it: the table's few pages
    read as (cells per page) ** (its depth - 1) times the leaf's rows.  Each
    page is referenced many times, which SQLite's integrity check reports,
    but a page is refused in reading only when it is already on the path
    read.  How many rows a reader that follows the pointers reads."""
    chain = page_chain(path, table)
    assert len(chain) >= 3, "the table is not deep enough"
    data = bytearray(path.read_bytes())
    cell_count = (PAGE - 12) // 7  # a 4-byte child and a 1-byte key, and its 2-byte pointer
    for parent, child in zip(chain, chain[1:]):
        _interior(data, parent, child, cell_count)
    leaf = _offset(chain[-1])
    path.write_bytes(bytes(data))
    return (cell_count + 1) ** (len(chain) - 1) * struct.unpack(">H", data[leaf + 3:leaf + 5])[0]


def garble(path: Path, page: int) -> None:
    data = bytearray(path.read_bytes())
    at = _offset(page)
    data[at:at + PAGE] = (b"\x00garbage" * PAGE)[:PAGE]
    path.write_bytes(bytes(data))


def _offset(page: int) -> int:
    return (page - 1) * PAGE  # page 1, which holds the file's header, is never one of a table's here


def _interior(data: bytearray, page: int, child: int, cells: int) -> None:
    at = _offset(page)
    cell = struct.pack(">I", child) + b"\x01"
    content = PAGE - len(cell) * cells
    data[at:at + 12] = (bytes([_INTERIOR_TABLE]) + b"\x00\x00" + struct.pack(">HH", cells, content) + b"\x00"
                        + struct.pack(">I", child))
    for k in range(cells):
        data[at + 12 + 2 * k:at + 14 + 2 * k] = struct.pack(">H", content + k * len(cell))
        data[at + content + k * len(cell):at + content + (k + 1) * len(cell)] = cell
