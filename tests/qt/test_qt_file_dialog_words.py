"""Qt's own file dialog speaks every language the game speaks: where
PySide6's qtbase catalog lacks the labels Qt 6 shows (with their mnemonic),
a ``qt_extra_<lang>.ts`` carries them.  The Finnish dialog said "Look in:"
and "Files of type:" in English (stranger 23, 2026-12-07)."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel

from casino_desktop.i18n import LANGUAGES
from casino_desktop.qt import catalogs

ENGLISH = {"&Look in:", "File &name:", "Files of &type:"}


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_the_file_dialogs_labels_are_in_the_language(qtbot, code, tmp_path):
    assert catalogs.install_language(code) is None
    try:
        dialog = QFileDialog(None, "?", str(tmp_path))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        labels = {label.text() for label in dialog.findChildren(QLabel) if label.text()}
        assert len(labels) == 3 and not labels & ENGLISH, labels
    finally:
        catalogs.install_language("en")


def test_the_finnish_reset_button_empties_rather_than_restores(qtbot):
    """Qt's own Finnish says "Palauta" (restore) for Reset; the game's only
    Reset button empties the statistics: "Nollaa".  The file dialog's words
    were added to the same ``qt_extra_fi.ts`` and at first replaced it."""
    from PySide6.QtWidgets import QDialogButtonBox
    assert catalogs.install_language("fi") is None
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Reset)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Reset).text() == "Nollaa"
    finally:
        catalogs.install_language("en")
