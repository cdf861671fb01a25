"""View › Large Cards enlarges the words a player reads at the table too
(the status line, the action bar's prompt and buttons, the curtain between
people at one screen, the coach's line), and at 1024x768 they still fit
(stranger 15)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QToolTip

from casino_desktop.core import parse_card
from casino_desktop.qt.access.large_words import LARGE_WORDS
from casino_desktop.qt.catalogs import install_language
from casino_desktop.qt.game.setup import HUMAN, GameSetup, SeatSetup
from ..coach.helpers import BLUNDER, coach_window, last_deal
from ..layout_check import problems
from ..table_helpers import drag, empty_felt_point, make_window, open_window, show_position, wait_for_human

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]
C = parse_card


def _sizes(window) -> dict[str, float]:
    curtain = window.hands.curtain
    return {"status line": window.statusBar().line.font().pointSizeF(),
            "prompt": window.action_bar.prompt.font().pointSizeF(),
            "curtain's words": curtain.text.font().pointSizeF(),
            "curtain's title": curtain.title.font().pointSizeF(),
            "curtain's button": curtain.button.font().pointSizeF()}


def test_large_cards_enlarge_the_words_at_the_table(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.start_game()
    wait_for_human(qtbot, window)
    usual = _sizes(window)
    usual_height = window.action_bar.height()
    window.access.act_large.setChecked(True)
    large = _sizes(window)
    for part, size in usual.items():
        assert large[part] == pytest.approx(size * LARGE_WORDS), part
    window.act_hint.trigger()  # the hint's "Play it": a button in the bar
    qtbot.waitUntil(lambda: bool(window.action_bar.buttons()))
    buttons = window.action_bar.buttons()
    assert buttons and all(b.font().pointSizeF() == large["prompt"] for b in buttons)
    assert window.action_bar.height() > usual_height  # two lines of the larger words still fit
    window.access.act_large.setChecked(False)
    assert _sizes(window) == usual
    assert window.action_bar.height() == usual_height


def test_large_words_fit_a_1024x768_screen(qtbot, tmp_path):
    """Three people at one screen (the curtain up) and then a turn's buttons,
    with Large Cards on: nothing cut, nothing drawn over anything."""
    seats = [SeatSetup(HUMAN, name=n) for n in ("Ayu", "Budi", "Citra")]
    window = open_window(qtbot, tmp_path, GameSetup("casino", {}, 3, False, seats, 7, True), size=(1024, 700))
    window.access.act_large.setChecked(True)
    window.start_game()
    qtbot.waitUntil(lambda: window.hands.curtain.isVisible(), timeout=15000)
    qtbot.wait(50)
    assert window.statusBar().line.font().pointSizeF() > QApplication.font().pointSizeF()  # the words are large
    assert not problems(window)
    curtain = window.hands.curtain
    assert window.view.rect().contains(curtain.geometry())
    assert curtain.title.font().pointSizeF() > curtain.text.font().pointSizeF()
    curtain.ready.emit()
    wait_for_human(qtbot, window)
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: bool(window.action_bar.buttons()))
    qtbot.wait(50)
    assert not problems(window)


@pytest.mark.parametrize("size", [(1024, 700), (952, 480)])
def test_a_prompt_of_three_lines_is_shown_whole(qtbot, tmp_path, size):
    """The first turn's words on the glow took three lines in Finnish with
    Large Cards on at 1024x768, and the bar, two lines high, cut the first
    and the last in half; it grows while they need it, and no more, and
    the window stays as tall (a 960x540 screen has no more room)."""
    window = make_window(qtbot, tmp_path, size=size)
    window.start_game()
    wait_for_human(qtbot, window)
    qtbot.wait(50)  # laid out: nothing pending when the fonts change
    before = window.size()
    window.access.act_large.setChecked(True)
    qtbot.wait(50)
    assert window.size() == before  # the larger words alone: a pixel taller, once
    bar, prompt = window.action_bar, window.action_bar.prompt
    usual = bar.height()
    prompt.setText(" ".join(["Hehkuvat pöydän kortit ovat niitä, jotka jokin kädessäsi oleva kortti voi ottaa."] * 3))
    qtbot.waitUntil(lambda: prompt.height() >= prompt.heightForWidth(prompt.width()))
    assert bar.height() > usual
    qtbot.waitUntil(lambda: not problems(window))  # the table gave the bar its room
    assert window.size() == before and window.minimumSizeHint().height() <= size[1]
    prompt.setText("Ayu's turn.")
    qtbot.waitUntil(lambda: bar.height() == usual)


@pytest.mark.qt_log_ignore("This plugin does not support raise")
@pytest.mark.parametrize("language", ["en", "fi"])
def test_the_coachs_line_is_large_too_and_fits_a_1024x768_screen(qtbot, tmp_path, language):
    """Game › Coach My Moves: its verdict line stayed at the usual size
    beside the larger words (session 41).  With Large Cards on, its words
    and its badge are as large as the others', its two lines still hold
    them, the table gives up their rows, and a note cut short says how to
    read it whole in a tip as large."""
    try:
        assert install_language(language) is None
        window = coach_window(qtbot, tmp_path)
        window.resize(1024, 700)
        bar = window.coach.bar
        show_position(qtbot, window, last_deal(*BLUNDER))
        drag(qtbot, window, C("3H"), empty_felt_point(window))
        qtbot.waitUntil(lambda: bar.label == "blunder", timeout=10000)
        qtbot.wait(50)
        before, usual_height, least = window.size(), bar.height(), window.minimumSizeHint().height()
        usual = {w: w.font().pointSizeF() for w in (bar.text, bar.badge)}
        window.access.act_large.setChecked(True)
        qtbot.wait(50)
        for w, size in usual.items():
            assert w.font().pointSizeF() == pytest.approx(size * LARGE_WORDS), w.objectName()
        assert bar.height() > usual_height and window.size() == before
        assert window.minimumSizeHint().height() <= least  # the table gave up the line's rows (a 960x540 screen)
        assert bar.text.heightForWidth(bar.text.width()) <= bar.text.height()  # its two lines hold the words
        bold = QFont(bar.badge.font())
        bold.setBold(True)
        assert bar.badge.contentsRect().width() >= QFontMetrics(bold).horizontalAdvance(bar.badge.text())
        assert not problems(window)
        window.resize(760, 700)  # narrower: the miss is left out, and read whole with the key
        qtbot.waitUntil(lambda: bar.cut)
        window.coach.act_read.trigger()
        qtbot.waitUntil(QToolTip.isVisible)
        assert f'font-size: {QToolTip.font().pointSizeF() * LARGE_WORDS:.1f}pt' in QToolTip.text()
        QToolTip.hideText()
        window.access.act_large.setChecked(False)
        qtbot.wait(50)
        assert {w: w.font().pointSizeF() for w in usual} == usual and bar.height() == usual_height
    finally:
        install_language("en")
