"""The Help menu: the rules of the game being played, how to play with the
mouse and the keyboard, and About.

*How to Play* lists the menu commands with the shortcuts read from the
window's own actions, so the page cannot promise a key that does nothing.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from casino_desktop import __version__ as VERSION
from casino_desktop.core.templates import N_
from casino_desktop.qt.translate import say, tr
from casino_desktop.qt.practice.guide_offer import lessons_menu
from casino_desktop.qt.screen_fit import fit_on_show, larger_on_roomy_screen, scaled_size

if TYPE_CHECKING:  # imported where it is made, when the menu is used
    from casino_desktop.qt.dialogs.rulebook_window import RulesWindow

# How to Play's sections: (heading, paragraphs), each a whole text for the
# translator; the Markdown marks around them are added here.
_TABLE = (N_("Playing a card"), (
    N_("**With the mouse.** Drag a card from your hand onto a table card, a build or the empty felt.  While you "
       "drag, every target that makes a legal move lights up.  If the drop means one move, it is played; if it "
       "could mean several (take these cards, or build with them), you choose from a short list; if it means "
       "none, the card goes back and the status line says why.", note="Markdown: keep the ** marks"),
    N_("**By clicking.** Click a card in your hand, then the table cards you want to take or build with (a running "
       "sum shows).  The bar under the table offers the moves that selection makes: click one, or press its "
       "number.  A double-click on a card in your hand plays it: at once if it has one move, else from a short "
       "list.", note="Markdown: keep the ** marks"),
    N_("**With the keyboard.** The arrow keys move a cursor (Up to the table, Down to your hand, Left and Right "
       "along the row).  Space picks the card under the cursor; Enter plays what you picked (on a hand card, the "
       "first Enter picks it); 1-9 play the moves offered in the bar; Esc clears your choice.",
       note="Markdown: keep the ** marks"),
    # The side panel takes Tab only (``side_panel``: a click leaves the keys
    # on the table), so a keyboard player learns of it only here: the
    # fifteenth stranger, who played by the keys, never found the score
    # table's and the log's lines with them until trying Tab.
    N_("**The score and the log.** Tab goes from the table on to the score table and the play log, and then "
       "back to the table; there the arrow keys move from line to line.", note="Markdown: keep the ** marks"),
    # The painter's "target" highlight (``cards/painter.py``: GOLD) and its "hint" (a dashed light blue ring).
    N_("**The gold glow.** On your turn, the table cards and builds that glow gold are the ones a card in your "
       "hand can take or build with.  Once you pick a card from your hand, only those that can go with it glow.  "
       "A dashed light blue ring marks the cards of a hint.", note="Markdown: keep the ** marks")))

_PEOPLE = (N_("Several people at one screen"), (
    N_("In *Game › New Game*, make more than one seat *Human* and type each person's name.  Every hand is then "
       "face down between turns, and the table asks for the screen to be passed on; the person to play shows "
       "their cards with Space or the button.  Until then, the one who just played may still take the move back "
       "(*Game › Take Back Move*).  Untick *Hide each hand…* to learn together with all hands face up.",
       note="Markdown: keep the * marks; the menu paths as the menus say them"),))

# A player sure that card programs cheat finds a number under the game's name
# and a level called "the strongest fair player" only in a tooltip; nothing
# said what the computer sees or how to deal a deal again (stranger 16).  Both
# claims are the program's own: a computer seat is handed only its seat's
# ``information_view`` (``game/computer_seats``, ``tests/ai/test_fairness.py``)
# and a deal is shuffled from its number alone (``core/dealing``).
_FAIR = (N_("Fair cards"), (
    N_("**What the computer sees.** A computer player chooses its move from what you would see in its seat: its "
       "own hand, the table and the cards played so far.  It never sees your hand or the order of the stock, at "
       "any level.", note="Markdown: keep the ** marks"),
    N_("**The deal number.** Every match is shuffled from the number shown under the game's name in the side "
       "panel (*View › Side Panel*).  *Game › Restart* deals the same cards again, and the same number typed in "
       "*Game › New Game* deals them again for the same game and players, on any computer.",
       note="Markdown: keep the * and ** marks; the menu paths as the menus say them"),
    N_("**A past deal.** *Game › Statistics* lists the deal number of each of your last matches: choose one and "
       "press *Play This Deal Again*, and *New Game* opens with its game, house rules and deal number.",
       note="Markdown: keep the * and ** marks; the menu paths and the button as the menus and Statistics say them")))

_NETWORK = (N_("Playing over the network"), (
    N_("**Hosting.** *Game › Play Over the Network › Host…* first asks for the game as *New Game* does.  There the "
       "first seat is yours; every other seat set to *Joins over the network* is a seat for someone who joins from "
       "another computer (type "
       "a name and that seat waits for that person); a *Computer* seat is played by this computer.  Then read the "
       "join code and the address to the others.  Closing the table's window closes the table for everyone (you "
       "are asked first); *Host…* later offers to resume a match that stopped.",
       note="Markdown: keep the * and ** marks; the menu paths as the menus say them"),
    N_("**Joining.** *Game › Play Over the Network › Join…* lists the tables on this network; pick one or type "
       "the address the host reads out, then the code.  If a table refuses you, the dialog says why and keeps "
       "what you typed.  If your computer or the host's stops, join again: your program takes your seat back, and "
       "a computer player plays it meanwhile.",
       note="Markdown: keep the * and ** marks; the menu paths as the menus say them")))


def _one_space(text: str) -> str:
    """Two spaces between sentences (as some of the source texts have) made
    one: the page shows every space, and most translations kept them."""
    return re.sub(r"(?<=\S) {2,}(?=\S)", " ", text)


def _section(section) -> str:
    heading, paragraphs = section
    return "## " + say(heading) + "\n\n" + "\n\n".join(_one_space(say(p)) for p in paragraphs) + "\n"


def _plain(text: str) -> str:
    # Some languages put a space before a menu's ellipsis ("Nytt parti …"):
    # left before the closing *, it would show the stars instead of italics.
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").replace("\u2026", "").strip()


def command_lines(menus: list[QMenu]) -> list[str]:
    """'*Game › Hint* (H)' for every command of these menus, submenus included."""
    lines: list[str] = []

    def walk(menu: QMenu, path: str) -> None:
        for act in menu.actions():
            if act.isSeparator():
                continue
            if act.menu() is not None:
                walk(act.menu(), f"{path} › {_plain(act.text())}")  # type: ignore[arg-type]  # an action's menu is a QMenu
                continue
            # Every key of a command: New Game is Ctrl+N and F2, Redo Ctrl+Shift+Z and Ctrl+Y.
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in act.shortcuts())
            lines.append(f"- *{path} › {_plain(act.text())}*" + (f" ({keys})" if keys else ""))

    for menu in menus:
        walk(menu, _plain(menu.title()))
    return lines


def how_to_play_markdown(menus: list[QMenu]) -> str:
    commands = "\n".join(command_lines(menus))
    intro = tr("The rules of the game you are playing are under *Help › Rules*; this page is about the table.",
               note="Markdown: keep the * marks")
    return (f"# {tr('How to play')}\n\n{intro}\n\n{_section(_TABLE)}\n{_section(_FAIR)}\n## {tr('Commands')}\n\n"
            f"{commands}\n\n{_section(_PEOPLE)}\n{_section(_NETWORK)}")


class HelpMenu:
    def __init__(self, window) -> None:
        self.window = window
        self.rules_window: RulesWindow | None = None
        self.guide_window: RulesWindow | None = None
        menu = window.menuBar().addMenu(tr("&Help"))
        self.act_rules = self._add(menu, tr("&Rules", note="Help menu: the rules of the game"), QKeySequence.StandardKey.HelpContents,
                                  self.show_rules)
        self.act_how_to_play = self._add(menu, tr("&How to Play"), "Shift+F1", self.show_how_to_play)
        self.lessons = lessons_menu(window, menu)  # a guided deal for each family
        self._add(menu, tr("&About Casino"), None, self.show_about)

    def _add(self, menu: QMenu, text: str, shortcut, slot) -> QAction:
        act = QAction(text, self.window)
        if shortcut is not None:
            act.setShortcut(shortcut)
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def _text_window(self, current: RulesWindow | None) -> RulesWindow:
        # Loaded when first opened, not with the window: a shorter start.
        from casino_desktop.qt.dialogs.rulebook_window import RulesWindow
        if current is not None:
            return current
        text_window = RulesWindow(self.window)
        scale = larger_on_roomy_screen(text_window)
        # Its text scrolls: the window itself only has to fit the screen.
        fit_on_show(text_window, scaled_size(QSize(640, 720), scale))
        return text_window

    def show_rules(self) -> None:
        self.rules_window = self._text_window(self.rules_window)
        self.rules_window.show_rules(self.window.setup)
        self._raise(self.rules_window)

    def show_how_to_play(self) -> None:
        self.guide_window = self._text_window(self.guide_window)
        menus = [a.menu() for a in self.window.menuBar().actions() if a.menu() is not None]
        self.guide_window.show_markdown(tr("How to Play"), how_to_play_markdown(menus))
        self._raise(self.guide_window)

    @staticmethod
    def _raise(dialog) -> None:
        dialog.show()
        dialog.raise_()

    def show_about(self) -> None:
        QMessageBox.about(self.window, tr("About Casino"), (
            tr("<h3>Casino {version}</h3>", version=VERSION)
            + tr("<p>The fishing card game Casino \u2014 Cassino, Royal Casino, Nordic Kasino and Mulle \u2014 "
                 "against computer players.</p>")
            + tr("<p>Cards are drawn by the program itself. Free software under the GNU GPL, version 3 or "
                 "later.</p>")))
