"""The translation checks (``casino_desktop.i18n.checks``) catch a two-line
label whose line break was written out: the Spanish practice table showed
"Armado de 10\\nsimple · de tu compañero" under a build."""
from __future__ import annotations

from casino_desktop.i18n.checks import problems

TWO_LINES = "Build {value}\nsingle · yours"


def test_a_line_break_written_out_is_refused():
    assert problems(TWO_LINES, None, False, ["Armado de {value}\\nsimple · tuyo"], 2) == [
        "writes a line break as \\n: break the line itself"]


def test_a_label_keeps_as_many_lines_as_its_source():
    assert problems(TWO_LINES, None, False, ["Armado de {value} simple · tuyo"], 2) == [
        "has 0 line breaks where its source has 1"]
    assert problems("Take {card}.", None, False, ["Toma\n{card}."], 2) == ["has 1 line breaks where its source has 0"]
    plural = ["Tu montón\n{count} carta", "Tu montón\\n{count} cartas"]
    assert problems("Your pile\n{count} cards", "Your pile\n{count} card", True, plural, 2) == [
        "writes a line break as \\n: break the line itself"]


def test_a_label_broken_as_its_source_passes():
    assert problems(TWO_LINES, None, False, ["Armado de {value}\nsimple · tuyo"], 2) == []
