"""View › Card Theme, View › Card Back and View › Felt: how the table looks,
remembered between runs.

The three choices live in QSettings under keys of their own ("cards/...")
and are read defensively: a stored value that is not one of today's names
(an old version's, a theme since uninstalled, a hand-edited file) simply
gives the default.  Choosing applies at once: the shared pixmap cache gets
the new deck and every card item repaints; the scene gets the new felt.
"""
from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup

from casino_desktop.qt.cards.backs import BACKS, DEFAULT_BACK
from casino_desktop.qt.cards.painter import shared_cache
from casino_desktop.qt.cards.palette import DEFAULT_FELT, FELT_SHADES, felt_colours
from casino_desktop.core.templates import N_
from casino_desktop.qt.cards.themes import BUILT_IN, CLASSIC, make_deck, system_themes
from casino_desktop.qt.translate import say, tr

THEME_KEY, BACK_KEY, FELT_KEY = "cards/theme", "cards/back", "cards/felt"
# name -> (menu label, centre colour, edge colour); the colours are the palette's.
_FELT_LABELS = {
    "green": N_("Green Baize", note="a colour of the table's cloth"),
    "blue": N_("Blue Baize", note="a colour of the table's cloth"),
    "burgundy": N_("Burgundy", note="a colour of the table's cloth"),
    "slate": N_("Slate Grey", note="a colour of the table's cloth"),
    "walnut": N_("Walnut", note="a colour of the table's cloth (a wooden table)"),
}
FELTS: dict[str, tuple[str, str, str]] = {name: (label, *FELT_SHADES[name]) for name, label in _FELT_LABELS.items()}


def _stored(settings: QSettings | None, key: str, allowed, default: str) -> str:
    """The stored name under ``key`` if it is one of ``allowed``, else ``default``."""
    try:
        value = (settings or QSettings()).value(key, default)
    except Exception:  # a value Qt cannot even convert: same as none stored
        return default
    return value if isinstance(value, str) and value in allowed else default


def load_look(settings: QSettings | None, theme_ids) -> tuple[str, str, str]:
    """(theme, back, felt) as stored, each falling back to its default."""
    return (_stored(settings, THEME_KEY, set(BUILT_IN) | set(theme_ids), CLASSIC),
            _stored(settings, BACK_KEY, BACKS, DEFAULT_BACK),
            _stored(settings, FELT_KEY, FELTS, DEFAULT_FELT))


class CardLookMenu:
    """Adds the three submenus to ``menu`` and applies the stored choices."""

    def __init__(self, window, menu, themes=None) -> None:
        self.window = window
        self.themes = system_themes() if themes is None else list(themes)
        self.theme, self.back, self.felt = load_look(window.settings, [t.id for t in self.themes])
        theme_menu = menu.addMenu(tr("Card &Theme"))
        # Our own decks, then the themes other programs installed, if any.  No
        # greyed "none installed" line: under Classic and Large Index (themes
        # too) it contradicted the menu.
        self.theme_actions = self._radio(theme_menu, self._theme_items(), self.theme,
                                         lambda name: self.choose(theme=name))
        self.back_actions = self._radio(menu.addMenu(tr("Card &Back")),
                                        [(n, say(label)) for n, (label, _) in BACKS.items()], self.back,
                                        lambda name: self.choose(back=name))
        self.felt_actions = self._radio(menu.addMenu(tr("F&elt", note="View menu: the table's cloth")),
                                        [(n, say(label)) for n, (label, *_) in FELTS.items()], self.felt,
                                        lambda name: self.choose(felt=name))
        self._apply()

    def _theme_items(self) -> list:
        items: list = [(n, say(label)) for n, label in BUILT_IN.items()]
        if self.themes:
            items.append(None)  # a separator, then what the system has
        # A system theme's name is its maker's (as the theme file gives it), and
        # KDE / Aisleriot are names: only the frame is ours.
        items += [(t.id, tr("{theme} ({source})", note="an installed card theme and the program it came with",
                            theme=t.name, source=t.source)) for t in self.themes]
        return items

    def _radio(self, submenu, items, current: str, choose) -> dict[str, QAction]:
        group = QActionGroup(submenu)
        actions: dict[str, QAction] = {}
        for item in items:
            if item is None:
                submenu.addSeparator()
                continue
            name, label = item
            act = QAction(label, submenu, checkable=True)
            act.setChecked(name == current)
            act.triggered.connect(lambda _=False, n=name: choose(n))
            group.addAction(act)
            submenu.addAction(act)
            actions[name] = act
        return actions

    def choose(self, theme: str | None = None, back: str | None = None, felt: str | None = None) -> None:
        """A choice from the menu (or a test): remembered and shown at once."""
        s = self.window.settings or QSettings()
        for key, value, attr in ((THEME_KEY, theme, "theme"), (BACK_KEY, back, "back"), (FELT_KEY, felt, "felt")):
            if value is not None:
                setattr(self, attr, value)
                s.setValue(key, value)
        for actions, name in ((self.theme_actions, self.theme), (self.back_actions, self.back),
                              (self.felt_actions, self.felt)):
            if name in actions:
                actions[name].setChecked(True)
        self._apply()

    def deck(self):
        return make_deck(self.theme, self.back, self.themes)

    def _apply(self) -> None:
        shared_cache().set_deck(self.deck())
        scene = self.window.scene
        scene.set_felt(*felt_colours(self.felt))
        for item in scene.items():
            item.update()  # card items keep a device cache of their picture
