"""Menu items named in a sentence ("Game › New Game starts another").

A sentence that sends the player to a menu must name the item the menu
really shows: a hand-written "Game › New" once pointed at an item called
"New Game…".  So the menus and the sentences share the marked texts here,
and ``menu_path`` says a path in the player's language without the
keyboard marks (``&``) and the dots of an item that opens a dialog.
"""
from __future__ import annotations

from casino_desktop.core.templates import N_, Lookup, Text, compose

GAME_MENU = N_("&Game")
NEW_GAME_ITEM = N_("&New Game\u2026")


def plain_menu_text(shown: str) -> str:
    """A menu's text as a sentence names it: "&New Game…" is "New Game"."""
    return shown.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("\u2026").rstrip(".").strip()


class _MenuName(Text):
    """A menu text that renders plain (``plain_menu_text``), in any language."""

    __slots__ = ()

    def render(self, lookup: Lookup) -> str:
        return plain_menu_text(super().render(lookup))


def menu_path(*items: Text) -> Text:
    """"Game › New Game": the menu, then the item, as the menu bar shows them."""
    names = {f"m{i}": _MenuName(plain_menu_text(str(item)), str(item), None, None, item.note)
             for i, item in enumerate(items)}
    return compose(" \u203a ".join("{%s}" % key for key in names), **names)
