"""Windows and dialogs that fit the screen they open on, from 1024x600 up.

A size chosen on a large monitor (the window used to open at 1280x800
everywhere, the New Game dialog at 720x760) puts the side panel, the status
line or a dialog's buttons past the edge of a laptop's screen, where the
player cannot reach them.  Here every size asked for is cut down to the
screen's *available* geometry (without the task bar), and a window whose
remembered place lies partly off the screen (the last session ran on a
larger monitor) is pulled back onto it.

Dialogs whose content can be taller than a small screen put it in a
``scrolling`` area, so the buttons stay on the screen and the content
scrolls instead of being squeezed over itself.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QWindow
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from casino_desktop.qt.translate import say, tr

# Below this width the table and the side panel do not both fit well: the
# panel starts folded away (View › Side panel brings it back).
NARROW_SCREEN = 1000
# What a window manager's title bar and borders usually take; the frame is
# unknown until the window is shown, so the first size leaves room for it.
FRAME_ALLOWANCE = QSize(8, 36)
# The screen the dialogs' sizes and the 9-point text were chosen on.  On a
# larger one (1920x1080) the text grows with the room, up to a quarter: a
# score sheet of 9-point text in the middle of a full-HD screen is hard to
# read from a chair's distance and leaves the screen empty around it.
ROOMY_BASE = QSize(1280, 800)
ROOMY_MOST = 1.25
# What a title bar takes besides the title, in lines of its text: the
# window's icon and its buttons (minimise, maximise, close).  Windows'
# buttons are the widest, about three lines each; a margin is left over.
TITLE_BAR_EXTRA_LINES = 11


def available_rect(widget: QWidget | None = None) -> QRect:
    """The part of the widget's screen (or the primary one) that windows may use."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 600)


def is_narrow(widget: QWidget | None = None) -> bool:
    return available_rect(widget).width() < NARROW_SCREEN


def roomy_scale(room: QRect | QSize) -> float:
    """How much larger text and sizes may be on a screen (or in a window) of
    this size: 1 up to the base size, then with the tighter of its two
    sides, never more than ROOMY_MOST."""
    return max(1.0, min(ROOMY_MOST, room.width() / ROOMY_BASE.width(), room.height() / ROOMY_BASE.height()))


def scaled_font(base: QFont, scale: float) -> QFont:
    """``base`` ``scale`` times as large (in points, or in pixels for a font set so)."""
    font = QFont(base)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * scale)
    elif font.pixelSize() > 0:
        font.setPixelSize(round(font.pixelSize() * scale))
    return font


def larger_on_roomy_screen(dialog: QWidget) -> float:
    """Give a dialog the text size its screen has room for (call it before
    the dialog measures its content); the scale, for sizes it asks for."""
    scale = roomy_scale(available_rect(dialog))
    if scale > 1.0:
        dialog.setFont(scaled_font(dialog.font(), scale))
    return scale


def scaled_size(size: QSize, scale: float) -> QSize:
    return QSize(round(size.width() * scale), round(size.height() * scale))


def fitted_size(wanted: QSize, room: QRect, frame: QSize = FRAME_ALLOWANCE) -> QSize:
    """``wanted``, no larger than the room left once a window frame is drawn."""
    return QSize(max(1, min(wanted.width(), room.width() - frame.width())),
                 max(1, min(wanted.height(), room.height() - frame.height())))


def window_frame(widget: QWidget) -> QSize:
    """The frame the window manager draws around the widget: measured once
    the window is on the screen (exposed), a guess before.  A window being
    shown is not framed yet: X11 reports no frame at all until the window
    manager has put one round it, and a dialog cut to the screen then (the
    round review on a 1366x768 laptop at 125 %) was as tall as the screen,
    its buttons under the bottom edge by the title bar's height."""
    handle = widget.windowHandle()
    if widget.isVisible() and handle is not None and handle.isExposed():
        outer, inner = widget.frameGeometry(), widget.geometry()
        return QSize(outer.width() - inner.width(), outer.height() - inner.height())
    return FRAME_ALLOWANCE


def fit_to_screen(widget: QWidget, wanted: QSize | None = None) -> None:
    """Resize to ``wanted`` (or keep the current size) within the available
    screen, and move the window so that all of it is on the screen."""
    room = available_rect(widget)
    frame = window_frame(widget)
    # Never below the layout's minimum (the content would be drawn over
    # itself): content that can be taller than a small screen scrolls
    # instead (``scrolling``), which keeps that minimum small.
    size = fitted_size(wanted or widget.size(), room, frame)
    if size != widget.size():
        widget.resize(size)
    keep_on_screen(widget, room, frame)


def centre_over(widget: QWidget, owner: QWidget) -> None:
    """Place a top-level window not yet shown, frame and all, over the
    middle of ``owner``'s window, within the screen: where Qt would put a
    dialog on its own under a window manager, and where it puts none
    without one (the offscreen tests)."""
    frame = window_frame(widget)
    middle = owner.window().frameGeometry().center()
    widget.move(middle.x() - (widget.width() + frame.width()) // 2,
                middle.y() - (widget.height() + frame.height()) // 2)
    keep_on_screen(widget, available_rect(widget), frame)


def fills_screen(widget: QWidget, slack: int = 16) -> bool:
    """The window, frame and all, fills the available screen (to within
    ``slack`` pixels each way), not maximised nor full screen (Qt restores
    those itself)."""
    if widget.isMaximized() or widget.isFullScreen():
        return False
    room, outer = available_rect(widget), widget.size() + window_frame(widget)
    return outer.width() >= room.width() - slack and outer.height() >= room.height() - slack


def fill_screen(widget: QWidget) -> None:
    """The whole available screen (less a frame), from its top-left corner."""
    room = available_rect(widget)
    fit_window(widget, room.size())
    widget.move(room.topLeft())


class _FitWhenFramed(QObject):
    """Fits a top-level window to its screen again once the window manager
    has put its frame round it: before that the frame is a guess
    (``FRAME_ALLOWANCE``), and a title bar taller than the guess put the
    window's bottom (the status line) below the screen's edge.  The frame
    is known when the window is first exposed (the window manager frames a
    window before it maps it); the window is then given the size asked for
    that fits with the frame it has, on the screen it opened on."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.wanted = widget.size()  # the size asked for, before the fit cut it
        self.given = widget.size()   # what the fit gave: another size since is someone else's choice
        self.done = False
        if not widget.isVisible():
            # Shown already (``_FitOnShow``, in its Show): the window's own
            # exposure is awaited (``ask``).  A filter put on the widget
            # while its Show was being handed round its filters handed it
            # to the one before again, which asked again with the size it
            # had just cut: the window was never given its room back.
            widget.installEventFilter(self)

    @property
    def widget(self) -> QWidget:
        # The parent, not a reference of its own: a keeper holding its
        # window made a cycle that Python's collector broke at a moment of
        # its choosing, deleting a dialog in the middle of Qt's events.
        parent = self.parent()
        assert isinstance(parent, QWidget)
        return parent

    def ask(self, wanted: QSize) -> None:
        self.wanted, self.given = QSize(wanted), self.widget.size()
        handle = self.widget.windowHandle()
        if handle is not None and self.widget.isVisible():  # shown, not yet exposed: its Show is past
            handle.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if watched is self.widget and event.type() == QEvent.Type.Show:
            handle = self.widget.windowHandle()  # made by now: the exposure is the window system's
            if handle is not None:
                handle.installEventFilter(self)
        elif isinstance(watched, QWindow) and event.type() == QEvent.Type.Expose and watched.isExposed():
            watched.removeEventFilter(self)
            self.widget.removeEventFilter(self)
            self.done = True
            self._fit()
            self.deleteLater()  # done: a later move or resize is the player's
        return False

    def _fit(self) -> None:
        widget = self.widget
        if widget.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            return  # the window manager keeps such a window to the screen
        fit_to_screen(widget, self.wanted if still(widget.size(), self.given) else None)


def still(size: QSize, given: QSize) -> bool:
    """Whether a window's size is still the one a fit gave it.  At a
    fractional scale (150 %) the window system rounds the size given to
    whole device pixels, and it comes back a pixel short (1271 for 1272):
    still the size given, not another's choice."""
    return abs(size.width() - given.width()) <= 1 and abs(size.height() - given.height()) <= 1


def fit_window(widget: QWidget, wanted: QSize | None = None) -> None:
    """``fit_to_screen`` for a top-level window not yet on the screen, and
    again once the window manager has framed it (``_FitWhenFramed``):
    ``wanted`` (or the present size, a restored one say) where it fits,
    else as much of it as fits."""
    wanted = QSize(wanted or widget.size())
    fit_to_screen(widget, wanted)
    handle = widget.windowHandle()
    if handle is not None and handle.isExposed():
        return  # framed already: the fit just done had the real frame
    (_keeper(widget) or _FitWhenFramed(widget)).ask(wanted)


def _keeper(widget: QWidget) -> _FitWhenFramed | None:
    keeper = widget.findChild(_FitWhenFramed, "", Qt.FindChildOption.FindDirectChildrenOnly)
    return keeper if keeper is not None and not keeper.done else None


def awaits_its_frame(widget: QWidget) -> bool:
    """Whether the window is still to be fitted once framed (``fit_window``)."""
    return _keeper(widget) is not None


def keep_on_screen(widget: QWidget, room: QRect | None = None, frame: QSize | None = None) -> None:
    """Move a top-level window whose frame reaches past the available screen back inside it."""
    room = room or available_rect(widget)
    frame = frame or window_frame(widget)
    width, height = widget.width() + frame.width(), widget.height() + frame.height()
    pos = widget.pos()  # the frame's top-left corner, for a top-level window
    x = max(room.left(), min(pos.x(), room.right() + 1 - width))
    y = max(room.top(), min(pos.y(), room.bottom() + 1 - height))
    if (x, y) != (pos.x(), pos.y()):
        widget.move(x, y)


class _FitOnShow(QObject):
    """Cuts a dialog down to the screen each time it is shown: a caller may
    have resized it for a larger screen (the round review asks for most of a
    large main window).  Fitted as a window is (``fit_window``): with room
    for a guessed frame now, and again with the frame it has once the window
    manager has framed it, up to the size asked for while the dialog keeps
    the cut made before it was shown (a size given since is its caller's or
    the player's).  Cut to the guess alone, the rules window on a 1366x768
    laptop at 125 % stayed 16 pixels shorter than the screen had room for."""

    def __init__(self, dialog: QWidget, wanted: QSize) -> None:
        super().__init__(dialog)
        self.wanted, self.given = QSize(wanted), dialog.size()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            fit_window(watched, self.wanted if still(watched.size(), self.given) else None)
        return False


def _on_show(dialog: QWidget) -> _FitOnShow | None:
    return dialog.findChild(_FitOnShow, "", Qt.FindChildOption.FindDirectChildrenOnly)


def wanted_on_show(dialog: QWidget) -> QSize | None:
    """The size ``fit_on_show`` asks for the dialog (None: it asks for none)."""
    keeper = _on_show(dialog)
    return QSize(keeper.wanted) if keeper is not None else None


def refit_on_show(dialog: QWidget, wanted: QSize) -> None:
    """Ask ``fit_on_show`` for another size for a dialog not yet shown (a
    lesson's note added over the score sheet), and take it now: the dialog
    is shown once, at its size, and placed as any dialog is."""
    keeper = _on_show(dialog)
    dialog.resize(fitted_size(wanted, available_rect(dialog), window_frame(dialog)))
    if keeper is not None:
        keeper.wanted, keeper.given = QSize(wanted), dialog.size()


def fit_on_show(dialog: QWidget, wanted: QSize) -> None:
    """Ask for ``wanted``, cut to the screen now and again whenever the dialog is shown."""
    fit_to_screen(dialog, wanted)
    keeper = _FitOnShow(dialog, wanted)
    dialog.installEventFilter(keeper)


def scrolling(content: QWidget, parent: QWidget | None = None) -> QScrollArea:
    """``content`` in a frameless area that scrolls up and down when the
    screen is too short for it, and never sideways (the content is as wide
    as the dialog)."""
    area = QScrollArea(parent)
    area.setObjectName(f"{content.objectName() or 'content'}Scroll")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(content)
    # The area asks for its content's whole size, so on a large screen the
    # dialog opens without a scroll bar.
    area.setSizeAdjustPolicy(QScrollArea.SizeAdjustPolicy.AdjustToContents)
    return area


def application_name() -> str:
    """The program's name in the player's language, as titles end with it."""
    return tr("Casino", note="the application's name")


def window_title(variant_name: str, app_name: str | None = None) -> str:
    """'Royal Casino — Casino', but just 'Casino' for the variant called
    Casino (not 'Casino — Casino').  The title always ends with the
    application's name, so the window system does not add it again.
    Both names in the player's language (the variant's is the core's)."""
    app = app_name if app_name is not None else application_name()
    variant = say(variant_name)
    if variant.strip().casefold() == app.casefold():
        return app
    return f"{variant} \u2014 {app}"


def shown_title(widget: QWidget) -> str:
    """The widget's title as the window system gets it: Qt ends it with the
    program's name unless it ends so already (``window_title``)."""
    title, name = widget.windowTitle(), QGuiApplication.applicationDisplayName()
    if not name or title.endswith(name):
        return title
    return f"{title} \u2014 {name}" if title else name


def title_bar_width(widget: QWidget) -> int:
    """How wide the widget's window must be for its title bar to show the
    title whole: a narrow dialog's long title (a Finnish score sheet's, with
    the game's name) was cut in the middle by the window manager.  The title
    bar's font is the window manager's: the program's own, in bold (as most
    draw it), stands in for it; the dialog's larger text on a roomy screen
    is not the title bar's."""
    font = QFont(QGuiApplication.font())
    font.setBold(True)
    metrics = QFontMetrics(font)
    return metrics.horizontalAdvance(shown_title(widget)) + TITLE_BAR_EXTRA_LINES * metrics.lineSpacing()
