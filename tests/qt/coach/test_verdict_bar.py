"""The coach's line: a coloured badge, the verdict, and as many misses as fit
on its two lines; the rest wait in the tooltip, and the line says so."""
from __future__ import annotations

import pytest

from casino_desktop.coach.coach_sentences import MORE_ON_HOVER, PILL_IDLE, fill
from casino_desktop.qt.coach.verdict_bar import COLOURS, VerdictBar

pytestmark = [pytest.mark.gui]

LINE = "You trail 3♥: this gave away 3.0 points on average; better was to take 10♦ with 10♠."
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
    assert left >= 1 and shown.endswith(fill(MORE_ON_HOVER, left))
    assert bar.toolTip() == " ".join([LINE, *MISSES])
    assert bar.text.heightForWidth(bar.text.width()) <= bar.text.height()  # nothing cut off
    bar.resize(480, bar.height())  # the verdict alone fills both lines
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
