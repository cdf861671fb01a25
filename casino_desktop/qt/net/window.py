"""A window for a seat at someone else's table.

It is the main window with the network's turn loop (``RemoteController``):
the same table, chooser, refusals, play log and score sheet; what it says
and stills while its host is away or its table gone is ``host_lost``.  What a local
match does and a network one must not: it is not autosaved here (the host
saves it; the hidden cards here are stand-ins) and not counted in this
computer's statistics.
"""
from __future__ import annotations

import hashlib

from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox, QPushButton

from casino_desktop.core import make_rules
from casino_desktop.net import auth, net_sentences
from casino_desktop.core.templates import names_list
from casino_desktop.qt.translate import say, tr, tr_n
from casino_desktop.qt.main_window import MainWindow
from casino_desktop.qt.net.dialog_parts import join_details
from casino_desktop.qt.net.host_lost import HostLost
from casino_desktop.qt.net import comeback, table_menus
from casino_desktop.qt.net.bridge import NetBridge
from casino_desktop.qt.net.leaving import ask_to_leave, leave_question
from casino_desktop.qt.net.remote_controller import RemoteController
from casino_desktop.qt.net.seat_list import SeatList
from casino_desktop.qt.net.sheet_news import SheetNews
from casino_desktop.qt.net.table_words import HOST_DEALS, table_gone


def seat_token_key(code: str) -> str:
    """Where the seat token of the table with ``code`` is kept.  The table, not
    the address it was reached by: a table listed on the network and typed
    by hand has several addresses, and a returning player must find her seat
    by any of them.  The code is kept as a digest only."""
    return "network/seat_tokens/" + hashlib.sha256(auth.normalize_code(code).encode()).hexdigest()[:24]


# What the table tells every seat of its host's doing, as the host's own window says it.
_HOSTS_OWN = {net_sentences.NEW_MATCH_DEALT.template: net_sentences.YOU_DEALT,
              net_sentences.HOST_RESUMED.template: net_sentences.YOU_RESUMED}


class NetWindow(HostLost, MainWindow):
    table_closed = Signal()   # the window closed, and its table with it (the host's) or its seat (a joiner's)
    # No deal number under the title: the host alone knows it (it would give
    # every card away), and the match number here deals nothing.
    deal_number_shown = False

    def __init__(self, settings=None) -> None:
        super().__init__(settings=settings)
        # Stopped for good before any game, whatever it listens to: it was
        # taken off three of its signals by name, and the next round's deal
        # (one added to it since) wrote the network match over the player's
        # own unfinished game at home (stranger 17).  No game yet: nothing is
        # written by stopping it.
        self.autosaver.save_and_stop()
        self.autosaver.save_and_stop = lambda: None
        self.matches.counts = lambda: False
        self.bridge = NetBridge(self)
        self.controller.attach(self.bridge)
        self.controller.end_said = self.end_said
        self.controller.notice.connect(self._notice)
        self.controller.left.connect(self._left)
        self.controller.held.connect(self._say_why_held)
        self.hosted = None   # the host's own window holds its table (``menu.host_table``)
        self.seat_list = SeatList(self.side)
        self.side.layout().insertWidget(1, self.seat_list)
        self.controller.seats_changed.connect(lambda seats: self.seat_list.show_seats(seats, self.controller.me))
        self.controller.seats_changed.connect(self._waiting_for_players)
        self.controller.hints_allowed.connect(self._hints_allowed)
        self.hints_on = True
        self.table_left = False  # the table is gone for this window (its reason is shown)
        self.left_reason = None  # that reason (a sentence)
        self.handed_over = False  # its seat and table went to a window made in its place (``relanguage``)
        self.table_name = ""
        self.ask = lambda question: ask_to_leave(self, question)  # a test answers for the player
        self.inform = lambda text: table_menus.inform(self, text)  # a test reads it instead
        self.controller.table_named.connect(self._named)
        self.controller.host_away.connect(self._host_went)
        self.controller.host_silent.connect(self._host_silent)
        self.silence_said = False  # the log said the host fell silent (``HOST_SILENT``), not that it was lost
        self.host_said_closed = False  # the host's last word was that it closed the table (``HOST_CLOSED``)
        self.stop_waiting = QPushButton(tr("Stop Waiting"))
        self.stop_waiting.clicked.connect(self._stop_waiting)
        self.stop_waiting.hide()
        self.statusBar().addPermanentWidget(self.stop_waiting)
        self._hide_local_actions()
        table_menus.no_take_back(self)
        self._network_actions()
        # The review of a round here is the round as this seat watched it,
        # its own hand alone face up (``seen_rounds``).  The coach grades
        # this seat's own moves there and answers "why?" only of moves made
        # from it: another seat's hand is held here only as stand-ins.
        self.aids.on_review = self._coach_review
        self.round_dialog_shown.connect(self._sheet_at_a_table)
        # The table goes on behind a round's sheet: the sheet says so, and the others are told she is reading it.
        self.sheet_news = SheetNews(self)
        self.controller.next_match.connect(self._next_match)
        self.controller.match_over.connect(self._match_over)
        # The main window's start said "your table stopped": once this host's
        # table is dealt again, it no longer is.
        comeback.follow_hosting(self)
        for signal in (self.controller.match_over, self.controller.game_started):
            signal.connect(self._new_game_allowed)
            signal.connect(lambda *_: self.seat_list.match_over(self.controller.state is not None
                                                                and self.controller.state.is_over))

    def _coach_review(self, review) -> None:
        """The coach in the review of a round (``review_coach``): not the moves
        a computer player made for this seat (an idle turn, a drop)."""
        aids = self.controller.aids
        self.coach.attach_review(review, aids.stood_in_moves(review.end.round_index))  # type: ignore[attr-defined]  # a network table's RemoteAids

    def _waiting_for_players(self, seats: list) -> None:
        """Before the first deal the felt is empty: say who the table waits
        for (and, in the host's window, the code to read out)."""
        if self.controller.state is not None:
            return
        t = self.controller.table
        if self.controller.sides and t:  # the score table's columns are the seats', named before the first deal
            self.side.name_sides(self.controller.sides, make_rules(t["variant"], t["options"]))
        waiting = [net_sentences.text_of(s.get("name")) or str(i + 1) for i, s in enumerate(seats)
                   if isinstance(s, dict) and s.get("kind") == "open"]
        if not waiting:
            return
        names = names_list(waiting)
        if self.hosted is not None:
            line = tr_n("Waiting for {names} to join: the join code is {code}.",
                        "Waiting for {names} to join: the join code is {code}.", len(waiting), names=names,
                        code=auth.shown_code(self.hosted.host.code))
        else:
            line = tr_n("Waiting for {names} to join.", "Waiting for {names} to join.", len(waiting), names=names)
        # Said once, in the status line, where the table says it waits for
        # its host too; the same sentence on the line above it would only
        # crowd the foot of the window.
        self.statusBar().showMessage(line)

    def _notice(self, text) -> None:
        # The host reads of her own deal, and her own resumption, in the second person.
        if self.hosted is not None and getattr(text, "template", None) in _HOSTS_OWN:
            text = _HOSTS_OWN[text.template]
        self.side.log.add_lines([text])
        if getattr(text, "template", None) == net_sentences.HOST_CLOSED.template:
            self.host_said_closed = True
        if net_sentences.warns_of_turn(text):
            # A warning for this player: where her eyes are, and not replaced by
            # "Your turn." when it is said after the deal it follows (stranger 19).
            self.statusBar().say_over_turn(say(text))

    def hold(self, table) -> None:
        """This window's player hosts ``table`` (a ``menu.HostedTable``): what
        the table tells its host alone (a program that sent what it cannot
        read) goes in this window's play log, with the table's other news."""
        self.hosted = table
        table.told.connect(self._host_told)
        # The table stays open after its match, for the next (``start_game``).
        table.host.stay_open = True

    def _host_told(self, text) -> None:
        self.side.log.add_lines([text])

    def _hints_allowed(self, allowed: bool) -> None:
        """The host decides whether players who join may ask for hints and
        the coach (both are worked out here, from this seat's view alone, so
        the window is where they are withheld).  The host's own window keeps them."""
        if allowed or self.hosted is not None:
            return
        self.hints_on = False
        self.aids.hints_allowed = False
        self.aids.update()
        self.act_hint.setStatusTip(tr("The host does not allow hints at this table."))
        self.coach.act_coach.setStatusTip(tr("The host does not allow the coach at this table."))
        self.coach.off_here()
        self.seat_list.set_note(tr("The host has turned hints and the coach off for this table."))

    def _named(self, name: str) -> None:
        self.table_name = name
        self._show_title()

    def _show_title(self) -> None:
        if self.table_name:
            self.setWindowTitle(tr("{table} — Casino", note="a network table's window title", table=self.table_name))

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        question = None if self.handed_over else leave_question(self)
        if question is not None and not self.ask(question):
            event.ignore()
            return
        if self.hosted is not None:
            # First the table, then this window's seat: the others are told the
            # host closed it, and no computer plays the host's seat in between.
            self.hosted.stop()
        super().closeEvent(event)
        self.table_closed.emit()

    def _network_actions(self) -> None:
        """Game › Play Over the Network at a table: what the table needs now."""
        menu = self.network_menu
        self.act_show_code = menu.addAction(tr("Show the Join Code"), self._show_code)
        self.act_fill_seats = menu.addAction(tr("Start With Computer Players in the Empty Seats"),
                                             lambda: self.hosted is not None and self.hosted.fill_open_seats())
        self.act_fill_seats.setEnabled(False)
        self.controller.seats_changed.connect(
            lambda seats: self.act_fill_seats.setEnabled(any(s.get("kind") == "open" for s in seats
                                                             if isinstance(s, dict))))
        self.act_close_table = menu.addAction(tr("Close the Table"), self.close)
        self.act_leave_table = menu.addAction(tr("Leave the Table"), self.close)
        self._hosting_actions()

    def _hosting_actions(self) -> None:
        hosting = self.hosted is not None
        self.act_show_code.setVisible(hosting)
        self.act_fill_seats.setVisible(hosting)
        self.act_close_table.setVisible(hosting)
        self.act_leave_table.setVisible(not hosting)
        # The host deals the next match at its table: New Game (the menu's,
        # the toolbar's, its keys) does what the score sheet's button does,
        # so the sheet closed with Escape does not leave her without one.
        self.act_new.setVisible(hosting)
        self._new_game_allowed()

    def _new_game_allowed(self, *_args) -> None:
        """The host's New Game is offered once the match is over (mid-match
        it would throw the players' match away)."""
        state = self.controller.state
        self.act_new.setEnabled(self.hosted is not None and state is not None and state.is_over)

    def _sheet_at_a_table(self, dialog) -> None:
        """The score sheet as a table's: the review is of the round as this
        seat watched it, and a match's end has no New Game…: a table's game
        and seats are its own, so that button dealt the same match again as
        Play Again does, its "…" promising a choice it never gave (stranger
        17).  Another game is another table (Network › Host…)."""
        dialog.review_button.setToolTip(tr("Step through this round's moves as you saw them, your own hand face up"))
        choose = getattr(dialog, "choose_button", None)
        if choose is not None:
            choose.hide()

    def new_game_dialog(self) -> None:
        """New Game at a table: no dialog, the game and its seats are the table's.
        A joining player's (the score sheet's button: the menu's is hidden)
        is told that the host deals, as its Play Again is: it did nothing."""
        if self.act_new.isEnabled() or self.hosted is None:
            self.start_game()

    def _show_code(self) -> None:
        if self.hosted is None:
            return
        host = self.hosted.host
        # The addresses with the code: once the Host dialog is closed this is
        # the only place a host can read them out again.
        QMessageBox.information(self, tr("Show the Join Code"), join_details(host.code, host.port))

    def _match_over(self, _state) -> None:
        """The match is over: the main window no longer says a joining
        player's seat is kept "while its match goes on".  The seat itself
        stays kept (``comeback.kept_seat``) while the table is open: the
        host may deal the next match to the same seats, and a player who
        quit the finished table is played for by a computer until she is
        back.  It goes when the table closes (``_left``)."""
        if self.hosted is None:
            comeback.unsay_kept_seat()

    def _next_match(self) -> None:
        """The host dealt a new match at the table: the old score sheet goes,
        and a joining player's seat is kept again while the new match goes on."""
        self._close_round_dialog()
        client = self.bridge.client
        if self.hosted is None and client is not None:
            comeback.keep_seat(self.settings or QSettings(), f"{client.host}:{client.port}", client.code)

    def _hide_local_actions(self) -> None:
        """What starts or opens a local match has no place at someone else's
        table.  View › Language asks the main window to change, which makes
        this window again too; Save says how a network match is kept
        (``table_menus``)."""
        for act in (self.act_new, self.act_restart, self.act_daily, self.act_practice, self.act_host, self.act_join):
            act.setVisible(False)
        for act in self.menuBar().actions()[0].menu().actions():
            if act.shortcut() == QKeySequence(QKeySequence.StandardKey.Open):
                act.setVisible(False)
        table_menus.offer_language(self)

    def save_game(self) -> None:
        table_menus.say_how_the_match_is_kept(self)

    def start_game(self, setup=None, seed=None):
        """New Game (the score sheet's, once the match is over): the host's
        window deals the next match at its table, to the same seats; a
        joining player's says the host does (their window follows)."""
        c = self.controller
        over = c.state is not None and c.state.is_over
        table = self.hosted
        if table is not None and table.running() and table.loop is not None and over:
            self._close_round_dialog()
            try:
                table.loop.call_soon_threadsafe(table.host.new_match)
            except RuntimeError:  # the table closed just now
                pass
            return c.state
        self.inform(say(table_gone() if self.table_left or (table is not None and not table.running())
                        else HOST_DEALS))
        return c.state

    def make_controller(self) -> RemoteController:
        return RemoteController(self)

    def _game_started(self, state) -> None:
        # The window lays the table out by its own setup (whose hand is face
        # up, who sits at the bottom): the network table's, this seat a person's.
        self.setup = self.controller.setup
        super()._game_started(state)
        # A window made again in another language lays out a finished round
        # or match whose end the old window said: said once in the log, its
        # sheet shown again only if it was open (as ``load_game`` does for
        # the main window's).
        ended, self.controller.taken_end = self.controller.taken_end, None
        if ended is not None:
            self.rounds.end_laid_out(ended)
        self._show_title()

    def join(self, host: str, port: int, code: str, name: str | None = None) -> None:
        """Sit at the table at ``host:port``; with the token kept from an
        earlier visit, at the same seat (a window closed or a computer
        restarted mid-match comes back to its hand)."""
        key = seat_token_key(code)
        settings = self.settings or QSettings()
        kept = settings.value(key)
        token = kept if isinstance(kept, str) and len(kept) == 32 else None
        self.bridge.seated.connect(lambda _seat, new: settings.setValue(key, new))
        self._hosting_actions()
        self.bridge.join(host, port, code, name, token)
