"""Qt's own dialogs speak Norwegian Bokmål: PySide6 ships no qtbase_nb
catalog (only Nynorsk), so ``qt_extra_nb.ts`` carries the Qt words our
message boxes and the file dialog show."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QMessageBox

from casino_desktop.qt import catalogs


@pytest.fixture
def norwegian(qapp):
    assert catalogs.install_language("nb") is None
    yield
    catalogs.install_language("en")


def test_a_message_boxs_buttons_are_norwegian(qtbot, norwegian):
    box = QMessageBox(QMessageBox.Icon.Question, "Casino", "?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                      | QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    texts = {box.button(b).text() for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                                            QMessageBox.StandardButton.Cancel)}
    assert texts == {"&Ja", "&Nei", "Avbryt"}


def test_the_file_dialog_is_norwegian(qtbot, norwegian, tmp_path):
    dialog = QFileDialog(None, "Lagre parti", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    buttons = {b.text() for box in dialog.findChildren(QDialogButtonBox) for b in box.buttons()}
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"&Lagre", "Avbryt"} <= buttons
    assert "Fil&navn:" in labels and "Fil&type:" in labels
