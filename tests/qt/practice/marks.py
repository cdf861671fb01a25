"""Whether the words of other parts of the app are marked yet (issue 22 is
marked package by package, each in a change of its own).  The pseudo-language
tests of practice, the lessons and the coach check their own widgets always;
a check that also reads words of the core, the table or the main window's
menus is expected to fail, strictly, until those are marked, and must pass
once they are."""
from __future__ import annotations

import pytest

from casino_desktop.core import card_text, check, make_rules, new_game, preset
from casino_desktop.core.i18n import Text
from casino_desktop.core.scoring import score_round


def _core_marked() -> bool:
    """The variants' names, a scoring item's label and a refusal of ``check`` are ``Text``."""
    rules = make_rules("casino")
    s = new_game(rules, 2, False, 1)
    not_held = next(c for c in range(52) if c not in s.hands[s.to_move])
    refusal = check(s, f"{card_text(not_held)} trail")  # "you do not hold it"
    label = score_round(rules, [[], []], [0, 0], [[], []], None)["items"][0]["label"]
    return all(isinstance(t, Text) for t in (preset("casino").name, label, refusal))


def _table_marked() -> bool:
    """The table's default seat names are marked where they are made."""
    from casino_desktop.qt.table import layout
    return all(isinstance(name, Text) for name in layout.SEAT_NAMES.values())


CORE_MARKED = _core_marked()
TABLE_MARKED = _table_marked()
needs_core_words = pytest.mark.xfail(not CORE_MARKED, strict=True, reason="the core's words are not Text yet")
needs_core_and_table_words = pytest.mark.xfail(not (CORE_MARKED and TABLE_MARKED), strict=True,
                                               reason="the core's or the table's words are not marked yet")


def menus_marked(window) -> bool:
    """The main window's own menus (View, Help) come through the catalog: read
    from the window, in the pseudo-language, as no module says it."""
    from tests.qt.pseudo_locale import leftover
    titles = [a.text() for a in window.menuBar().actions() if a.menu() is not None]
    return bool(titles) and leftover(titles[-1]) == ""


def main_menu_words(window, own_menus=()) -> set[str]:
    """Every title, entry and tip of the main window's menus in ``window``'s
    menu bar (not the ``own_menus`` a window adds of its own)."""
    words: set[str] = set()
    stack = [a for a in window.menuBar().actions() if a.menu() is not None and a.menu() not in own_menus]
    while stack:
        action = stack.pop()
        words |= {action.text().strip(), action.toolTip().strip()}
        if action.menu() is not None:
            stack += action.menu().actions()
    return words - {""}


def window_words(window, own_menus=()) -> list[tuple[str, str]]:
    """``untranslated(window)``, without the languages' own names, and
    without the main window's menus while they are not marked (``menus_marked``)."""
    from casino_desktop.qt.catalogs import language_names
    from tests.qt.pseudo_locale import untranslated
    own_names = {name for _code, name in language_names()}  # View › Language: each by its own name, by design
    found = [f for f in untranslated(window) if f[1] not in own_names]
    if menus_marked(window):
        return found
    theirs = main_menu_words(window, own_menus)
    return [f for f in found if f[1] not in theirs]
