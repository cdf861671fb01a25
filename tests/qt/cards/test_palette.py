"""The look's colours are written once, in ``cards.palette``, and every
surface that shows the felt or the gold reads them from there."""
from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QColor

import casino_desktop
from casino_desktop.qt.cards import look, palette
from casino_desktop.qt.practice import scene as practice_scene
from casino_desktop.qt.table import scene as table_scene

PACKAGE = Path(casino_desktop.__file__).parent


def test_each_palette_colour_is_written_only_in_the_palette():
    shades = {c.lower() for pair in palette.FELT_SHADES.values() for c in pair} | {palette.GOLD.lower()}
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "palette.py" and path.parent.name == "cards":
            continue
        for literal in re.findall(r"#[0-9a-fA-F]{6}\b", path.read_text(encoding="utf-8")):
            if literal.lower() in shades:
                found.append(f"{path.relative_to(PACKAGE)}: {literal}")
    assert found == []


def test_the_practice_board_and_the_table_lie_on_the_same_default_felt(qapp):
    default = palette.felt_colours(palette.DEFAULT_FELT)
    assert (table_scene.FELT_CENTRE, table_scene.FELT_EDGE) == default
    assert (practice_scene.FELT_CENTRE, practice_scene.FELT_EDGE) == default


def test_the_felt_menu_offers_exactly_the_palette_felts(qapp):
    assert list(look.FELTS) == list(palette.FELT_SHADES)
    for name, (_label, centre, edge) in look.FELTS.items():
        assert (QColor(centre), QColor(edge)) == palette.felt_colours(name)


def test_an_unknown_felt_name_gives_the_default_felt(qapp):
    assert palette.felt_colours("no such cloth") == palette.felt_colours(palette.DEFAULT_FELT)
