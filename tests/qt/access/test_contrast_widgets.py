"""High contrast reaches the widgets that carry a style sheet of their own,
and a scroll bar's handle shows on the black groove."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QListWidget

from casino_desktop.qt.access.contrast import apply_palette, set_high_contrast
from casino_desktop.qt.coach.verdict_bar import VerdictBar

pytestmark = [pytest.mark.gui]


@pytest.fixture(autouse=True)
def _plain_look_after():
    yield
    set_high_contrast(False)
    apply_palette(False)


def _light_pixels(image: QImage, over: int = 200) -> int:
    return sum(1 for y in range(0, image.height(), 1) for x in range(0, image.width(), 1)
               if QColor(image.pixel(x, y)).lightness() > over)


def test_the_verdict_shows_when_high_contrast_is_switched_on_after_it(qtbot):
    """The bar's own sheet kept its text black when the palette turned the
    window black: only the badge showed (View › High Contrast during a game)."""
    bar = VerdictBar()
    qtbot.addWidget(bar)
    bar.resize(700, bar.height())
    bar.show()
    qtbot.waitExposed(bar)
    bar.show_verdict("good", "You take 5♦ with 5♠.", [])
    set_high_contrast(True)
    apply_palette(True)
    qtbot.wait(20)
    text = bar.text.grab().toImage()
    assert QColor(text.pixel(1, 1)).lightness() < 40  # the black window behind it
    assert _light_pixels(text) > 30  # and light letters on it
    set_high_contrast(False)
    apply_palette(False)
    qtbot.wait(20)
    text = bar.text.grab().toImage()
    dark = sum(1 for y in range(text.height()) for x in range(text.width())
               if QColor(text.pixel(x, y)).lightness() < 80)
    assert dark > 30  # back to dark letters on the light window


def test_a_scroll_bars_handle_stands_out_in_high_contrast(qtbot):
    log = QListWidget()
    qtbot.addWidget(log)
    log.addItems([f"line {i}" for i in range(200)])
    log.resize(300, 200)
    log.show()
    qtbot.waitExposed(log)
    set_high_contrast(True)
    apply_palette(True)
    qtbot.wait(20)
    bar = log.verticalScrollBar()
    assert bar.isVisible()
    # The handle: a white block on the black groove, at least its minimum length.
    assert _light_pixels(bar.grab().toImage()) >= 8 * 20


def test_the_side_panels_grey_words_turn_light_in_high_contrast(qtbot, tmp_path):
    from ..table_helpers import make_window
    window = make_window(qtbot, tmp_path)
    window.start_game()
    assert "#666666" in window.side.title.text()
    set_high_contrast(True)
    apply_palette(True)
    qtbot.waitUntil(lambda: "#c8c8c8" in window.side.title.text())
    set_high_contrast(False)
    apply_palette(False)
    qtbot.waitUntil(lambda: "#666666" in window.side.title.text())


def test_a_long_entry_of_the_table_in_words_wraps_in_a_narrow_dock(qtbot, tmp_path):
    """Russian "Сборка на 8, владелец: Север (...)" was cut at the dock's edge."""
    from PySide6.QtWidgets import QTreeWidgetItem
    from ..table_helpers import make_window
    window = make_window(qtbot, tmp_path)
    window.start_game()
    window.access.act_words.setChecked(True)
    tree = window.access.panel.table
    qtbot.waitUntil(tree.isVisible)
    long_entry = "Build of 8, owner: North (" + ", ".join(["eight of diamonds"] * 6) + ")"
    tree.addTopLevelItem(QTreeWidgetItem([long_entry]))
    tree.resize(tree.width() - 30, tree.height())  # the dock narrowed: the entries wrap again
    item = tree.topLevelItem(tree.topLevelItemCount() - 1)
    lines = tree.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: tree.visualItemRect(item).height() >= 3 * lines, timeout=3000)  # laid out again
    rect = tree.visualItemRect(item)
    assert rect.right() <= tree.viewport().width()  # no wider than the view: nothing runs off it
    assert rect.height() >= 3 * lines  # its lines wrapped, all shown
    assert not tree.horizontalScrollBar().isVisible()


def test_an_unticked_box_and_an_empty_field_show_in_high_contrast(qtbot):
    """Fusion drew their rims black on the black window: the unticked "Partnerships"
    box and the empty name fields of New Game were invisible (stranger 11)."""
    from PySide6.QtWidgets import QCheckBox, QLineEdit, QSpinBox, QVBoxLayout, QWidget
    page = QWidget()
    qtbot.addWidget(page)
    box, field, spin = QCheckBox(), QLineEdit(), QSpinBox()  # no words: only the rims can be light
    row = QVBoxLayout(page)
    for widget in (box, field, spin):
        row.addWidget(widget)
    page.show()
    qtbot.waitExposed(page)
    set_high_contrast(True)
    apply_palette(True)
    qtbot.wait(20)
    assert _light_pixels(box.grab().toImage(), 150) > 20
    assert _light_pixels(field.grab().toImage(), 150) > 2 * field.width()  # its rim, above and below
    assert _light_pixels(spin.grab().toImage(), 150) > 2 * spin.width()
    ticked = QCheckBox()
    qtbot.addWidget(ticked)
    ticked.setChecked(True)
    ticked.show()
    qtbot.waitExposed(ticked)
    on = ticked.grab().toImage()
    assert sum(1 for y in range(on.height()) for x in range(on.width())
               if QColor(on.pixel(x, y)) == QColor("#ffe000")) > 20  # ticked: filled yellow, not a thin tick


def test_a_menu_toggle_that_is_off_shows_its_box_in_high_contrast(qtbot):
    """Game › Coach looked like a plain command until it was ticked (stranger 11)."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu
    set_high_contrast(True)
    apply_palette(True)
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.addAction(QAction("", menu, checkable=True))  # no words: only the box can be light
    menu.ensurePolished()
    menu.resize(menu.sizeHint())  # drawn without being popped up (the test platform cannot grab the keys)
    image = menu.grab().toImage()
    box = image.copy(2, 2, 26, image.height() - 4)  # inside the menu's own rim
    assert _light_pixels(box, 150) > 20


def _words_left(image: QImage, top: int, bottom: int, after: int) -> int:
    """The first light column right of ``after`` between rows ``top`` and ``bottom``."""
    return next(x for x in range(after, image.width())
                if any(QColor(image.pixel(x, y)).lightness() > 160 for y in range(top, bottom)))


@pytest.mark.parametrize("icons", [False, True], ids=["no icons", "an icon hidden in the menu"])
def test_a_menus_toggles_and_plain_items_have_their_words_lined_up(qtbot, icons):
    """In View the toggles' words ("High Contrast", "Large Cards") stood 4 px
    right of the plain items' ("Card Back") (stranger 11).  The Game menu,
    whose New Game has an icon kept out of the menu, was already lined up."""
    from PySide6.QtGui import QAction, QIcon, QPixmap
    from PySide6.QtWidgets import QMenu
    set_high_contrast(True)
    apply_palette(True)
    menu = QMenu()
    qtbot.addWidget(menu)
    plain = menu.addAction("Item")
    toggle = QAction("Item", menu, checkable=True)
    menu.addAction(toggle)
    ticked = QAction("Item", menu, checkable=True, checked=True)
    menu.addAction(ticked)
    if icons:
        pixmap = QPixmap(16, 16)
        pixmap.fill(QColor("#ff0000"))
        hidden = menu.addAction(QIcon(pixmap), "Other")
        hidden.setIconVisibleInMenu(False)
    menu.ensurePolished()
    menu.resize(menu.sizeHint())
    image = menu.grab().toImage()
    past_the_box = 28  # the items' words start past their left padding (32 px), the box inside it
    lefts = {_words_left(image, r.top() + 2, r.bottom() - 1, past_the_box)
             for r in (menu.actionGeometry(a) for a in (plain, toggle, ticked))}
    assert len(lefts) == 1


def _paint_item(view, row: int, focused: bool) -> QImage:
    """The item at ``row`` painted as the view paints it, with or without the
    keyboard's focus (offscreen, a view cannot be given the focus itself)."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem
    index = view.model().index(row, 0)
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(index).translated(-view.visualRect(index).topLeft())
    option.state |= QStyle.StateFlag.State_KeyboardFocusChange
    if focused:
        option.state |= QStyle.StateFlag.State_HasFocus
    image = QImage(option.rect.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    view.itemDelegate().paint(painter, option, index)
    painter.end()
    return image


def test_the_keyboards_place_in_the_play_log_and_score_table_shows_in_high_contrast(qtbot):
    """Tab from the table reaches the score table and the play log, but the
    entry the keys were on had only Fusion's focus rim, yellow at a third of
    its strength (#4d4617 on black): invisible to the player who plays with
    large cards and high contrast (stranger 15).  In high contrast that entry
    is filled yellow, its words black, as a menu's chosen item."""
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem
    from casino_desktop.qt.table.play_log import PlayLog
    set_high_contrast(True)
    apply_palette(True)
    log = PlayLog()
    qtbot.addWidget(log)
    log.add_lines(["North takes 4♣ with 4♠", "You take A♥ + 2♦ with 3♣"])
    table = QTableWidget(2, 2)
    qtbot.addWidget(table)
    table.setItem(0, 0, QTableWidgetItem("0"))
    for view in (log, table):
        view.resize(300, 200)
        view.show()
        qtbot.waitExposed(view)
        plain, focused = _paint_item(view, 0, False), _paint_item(view, 0, True)
        yellow = [sum(1 for y in range(image.height()) for x in range(image.width())
                      if _yellow(QColor(image.pixel(x, y)))) for image in (plain, focused)]
        assert yellow[0] == 0  # an entry without the focus stays black
        assert yellow[1] > image_area(focused) // 2  # the focused one is filled yellow
    words = _paint_item(log, 0, True)
    assert sum(1 for y in range(words.height()) for x in range(words.width())
               if QColor(words.pixel(x, y)).lightness() < 60) > 20  # its words black on the yellow


def _yellow(colour: QColor) -> bool:
    return colour.red() > 200 and colour.green() > 200 and colour.blue() < 80


def image_area(image: QImage) -> int:
    return image.width() * image.height()


def test_a_plain_buttons_rim_shows_in_high_contrast(qtbot):
    """Fusion drew a button's rim in a shade of the window colour: on black,
    Statistics' "Reset" and "Close" and the review's "Start", "Back",
    "Forward" and "End" were words floating on the window, their icons
    black on black (stranger 15).  In high contrast a button has a light
    rim."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget
    page = QWidget()
    qtbot.addWidget(page)
    plain = QPushButton()  # no words: only the rim can be light
    QVBoxLayout(page).addWidget(plain)
    page.show()
    qtbot.waitExposed(page)
    set_high_contrast(True)
    apply_palette(True)
    qtbot.wait(20)
    assert _light_pixels(plain.grab().toImage(), 100) > 2 * plain.width()  # its rim (grey, or yellow: the keys), above and below


def test_a_buttons_dark_icon_is_left_out_in_high_contrast_and_back_after(qtbot):
    """The review's Start … End and Statistics' Close kept Fusion's dark
    icons, black on black beside their words (stranger 15)."""
    from PySide6.QtWidgets import QPushButton, QStyle
    button = QPushButton("Close")
    button.setIcon(button.style().standardIcon(QStyle.StandardPixmap.SP_DialogCloseButton))
    qtbot.addWidget(button)
    button.show()
    qtbot.waitExposed(button)
    usual = button.iconSize()
    assert not usual.isEmpty()
    set_high_contrast(True)
    apply_palette(True)
    qtbot.wait(20)
    assert button.iconSize().isEmpty() and button.text() == "Close"
    set_high_contrast(False)
    apply_palette(False)
    qtbot.wait(20)
    assert button.iconSize() == usual


def test_the_cards_still_out_show_their_suits_in_high_contrast(qtbot, tmp_path):
    """View › Cards Still Out coloured each suit as on a card's white face:
    ♠ and ♣ #141414 on the black window of high contrast, so two of the four
    lines began with nothing to read (stranger 15).  In high contrast the
    suits take light colours, and the list turns with the switch."""
    from PySide6.QtGui import QColor as Colour
    from ..table_helpers import make_window
    window = make_window(qtbot, tmp_path)
    window.start_game()
    window.aids.act_still_out.setChecked(True)
    qtbot.waitUntil(lambda: "#141414" in window.side.still_out.text())  # black spades on the light window
    set_high_contrast(True)
    apply_palette(True)
    qtbot.waitUntil(lambda: "#141414" not in window.side.still_out.text())
    text = window.side.still_out.text()
    colours = {part.split("'")[0] for part in text.split("color:")[1:]}
    assert colours and all(Colour(c).lightness() > 150 for c in colours)  # every suit light on the black
    set_high_contrast(False)
    apply_palette(False)
    qtbot.waitUntil(lambda: "#141414" in window.side.still_out.text())
