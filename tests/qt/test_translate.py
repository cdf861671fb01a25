"""The window writes numbers the way the language it speaks does: the core's
table of number marks agrees with Qt's QLocale, and once a language is
installed every number the core fills in is written its way."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale

from casino_desktop.core.templates import NUMBER_MARKS, decimal, whole_number
from casino_desktop.i18n import LANGUAGES
from casino_desktop.qt import catalogs
from casino_desktop.qt.translate import lookup, say
from casino_desktop.storage.stats_summary import KindSummary


def test_the_cores_number_marks_are_qts_for_every_language():
    assert set(NUMBER_MARKS) == {"en", *LANGUAGES}
    for code, (point, group, grouped_from) in NUMBER_MARKS.items():
        locale = QLocale("en_US" if code == "en" else LANGUAGES[code][0])
        assert (locale.decimalPoint(), locale.groupSeparator()) == (point, group), code
        # The smallest number grouped: Qt groups it, and not the one below.
        assert locale.toString(grouped_from) != str(grouped_from), code
        assert locale.toString(grouped_from - 1) == str(grouped_from - 1), code
        assert locale.toString(2.4, "f", 1) == ("2" + point + "4"), code


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_an_installed_language_writes_its_numbers(qapp, code):
    try:
        assert catalogs.install_language(code) is None
        assert lookup.language == code
        assert say(decimal(2.4, 1)) == "2,4"
        assert say(whole_number(74984)) == QLocale().toString(74984)
    finally:
        catalogs.install_language("en")
    assert lookup.language == "en" and say(decimal(2.4, 1)) == "2.4" and say(whole_number(74984)) == "74,984"


class _Store:
    def __init__(self, rows):
        self._rows = rows

    def summary(self):
        return self._rows

    def finished_matches(self):
        return []

    def last_matches(self, _count):
        return []

    def people_at_one_screen(self):
        return []


def test_statistics_counts_are_grouped_the_languages_way(qtbot):
    from casino_desktop.qt.dialogs.statistics import StatisticsDialog
    try:
        assert catalogs.install_language("sv") is None
        dialog = StatisticsDialog(_Store([KindSummary("casino|2|expert", 12000, 7500, 4500, 0)]))
        qtbot.addWidget(dialog)
        assert dialog.table.item(0, 3).text() == "12\u00a0000" and dialog.table.item(0, 4).text() == "7\u00a0500"
        assert "7\u00a0500" in dialog.summary.text() and not re.search(r"\d,\d", dialog.summary.text())
    finally:
        catalogs.install_language("en")
