"""The coach's line: a coloured badge, the verdict, and as many misses as fit
on its two lines; the rest wait in the tooltip, and the line says so."""
from __future__ import annotations

import pytest

from casino_desktop.coach.coach_sentences import MORE_SHORT, MORE_TO_READ, PILL_IDLE, fill
from casino_desktop.qt.coach.verdict_bar import COLOURS, VerdictBar

pytestmark = [pytest.mark.gui]

LINE = "You trail 3♥ — this gave away 3.0 points on average; better was to take 10♦ with 10♠."
MISSES = ["You could have taken 10♦, a card that scores: take 10♦ with 10♠.",
          "You could have taken A♣, a card that scores: take A♣ with A♥.",
          "The next player can take your build of 7: 3 unseen cards take it."]


def test_what_fits_is_shown_and_the_rest_is_in_the_tooltip(qtbot):
    bar = VerdictBar()
    qtbot.addWidget(bar)
    bar.resize(1600, bar.height())
    bar.show()
    qtbot.waitExposed(bar)
    bar.show_verdict("mistake", LINE, MISSES)
    assert bar.badge.text() == "Mistake" and COLOURS["mistake"] in bar.badge.styleSheet()
    assert bar.shown_text() == " ".join([LINE, *MISSES])  # wide: everything
    bar.resize(800, bar.height())
    qtbot.waitUntil(lambda: bar.shown_text() != " ".join([LINE, *MISSES]))
    shown = bar.shown_text()
    assert shown.startswith(LINE)
    left = sum(m not in shown for m in MISSES)
    assert left >= 1 and shown.endswith(fill(MORE_TO_READ, left, key="F6"))
    assert shown.endswith("click this line or press F6 to read it." if left == 1 else "to read them.")
    assert bar.toolTip() == " ".join([LINE, *MISSES])
    assert bar.text.heightForWidth(bar.text.width()) <= bar.text.height()  # nothing cut off
    bar.resize(400, bar.height())  # the verdict alone fills both lines
    qtbot.waitUntil(lambda: bar.shown_text() == LINE)
    assert bar.text.heightForWidth(bar.text.width()) <= bar.text.height()
    bar.show_verdict(None, "The coach is on.", [])
    assert bar.badge.text() == PILL_IDLE and bar.toolTip() == "" and bar.shown_text() == "The coach is on."


@pytest.mark.parametrize("language", ["en", "sv", "fi", "ru", "id", "es", "nb"])
def test_the_badge_holds_its_label_in_every_language(qtbot, language):
    """Swedish "Grovt misstag" was clipped: the badge was measured in the
    plain font and is drawn bold."""
    from PySide6.QtGui import QFont, QFontMetrics
    from casino_desktop.coach.coach_sentences import LABELS
    from casino_desktop.qt.catalogs import install_language
    try:
        assert install_language(language) is None
        bar = VerdictBar()
        qtbot.addWidget(bar)
        bar.show()
        for label in [None, *LABELS]:
            bar.show_verdict(label, LINE, [])
            bold = QFont(bar.badge.font())
            bold.setBold(True)
            need = QFontMetrics(bold).horizontalAdvance(bar.badge.text())
            assert bar.badge.contentsRect().width() >= need, (language, bar.badge.text())  # inside the padding
    finally:
        install_language("en")


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_line_too_narrow_for_the_sentence_about_the_rest_still_names_its_key(qtbot):
    """Between the widths where "N more things to notice: click this line or
    press F6…" fits after the verdict and where the verdict fills the line
    alone, the line says "More: F6"; it said nothing of the rest there."""
    bar = VerdictBar()
    qtbot.addWidget(bar)
    bar.show()
    qtbot.waitExposed(bar)
    bar.show_verdict("mistake", LINE, MISSES)
    seen = set()
    for width in range(800, 380, -8):
        bar.resize(width, bar.height())
        qtbot.wait(1)
        seen.add(bar.shown_text())
    short = f"{LINE} {fill(MORE_SHORT, key='F6')}"
    assert short in seen and LINE in seen  # the short form, then (narrower) the verdict alone
    assert any(s.endswith("press F6 to read them.") for s in seen)


# The offscreen platform warns that it cannot raise the first tip a process
# shows: alone, this test was that process's first and failed on the warning.
@pytest.mark.qt_log_ignore("This plugin does not support (propagateSizeHints|raise)")
def test_a_click_on_a_cut_line_shows_the_whole_note(qtbot, monkeypatch):
    """At 1024x768 the coach's "why" was only in the tooltip, which a
    keyboard player never sees (docs/playtests/2026-12-06-stranger-4.md,
    finding 7): a click on the line (or the key: Game › Read the Coach's Full
    Note, in the window's tests) shows the whole note over it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QToolTip
    bar = VerdictBar()
    qtbot.addWidget(bar)
    bar.resize(1600, bar.height())
    bar.show()
    qtbot.waitExposed(bar)
    cuts = []
    bar.cut_changed.connect(cuts.append)
    bar.show_verdict("mistake", LINE, MISSES)
    assert not bar.cut and cuts == []
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton)
    assert not QToolTip.isVisible()  # nothing left out: a click says nothing
    bar.resize(700, bar.height())
    qtbot.waitUntil(lambda: bar.cut)
    assert cuts == [True] and bar.cursor().shape() == Qt.CursorShape.PointingHandCursor
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(QToolTip.isVisible)
    assert " ".join([LINE, *MISSES]) in QToolTip.text()
    # A key puts it away: under X11, Qt's tips go only with the pointer, and
    # it stood over the hand for up to 21 s whatever was pressed (the re-test
    # of 6 December).  The offscreen platform hides tips by itself a moment
    # later, so what is checked is that the key asks for it at once.
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication, QWidget
    from casino_desktop.qt.coach import verdict_bar
    hidden = []
    monkeypatch.setattr(verdict_bar.QToolTip, "hideText", staticmethod(lambda: hidden.append(True)))
    table = QWidget()  # where the keys go: the table's view
    qtbot.addWidget(table)
    QApplication.sendEvent(table, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier))
    assert hidden == [True]
    QApplication.sendEvent(table, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier))
    assert hidden == [True], "once put away, keys are the table's again"
    monkeypatch.undo()
    QToolTip.hideText()
    bar.resize(1600, bar.height())
    qtbot.waitUntil(lambda: not bar.cut)
    assert cuts == [True, False]
