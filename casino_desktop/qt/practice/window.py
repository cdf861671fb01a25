"""The practice window: one drill at a time, answered on a real table.

The drills come from ``practice.drill_set`` (made by ``loader`` off the GUI
thread; a second seed's set follows the first, so a topic asked again is
often another position), the
next one from ``practice.next_drill`` (the spaced-repetition schedule over
the player's records), the verdict from ``practice.check_answer``.  What a
click or a drop means is asked of the core (``core.pointing``); a play the
core does not offer is sent as the play the core says was attempted
(``attempted_move``), so the verdict is the engine's own sentence.  Each
answer's record goes to the statistics database, under the game and
house rules practised (``stats_practice.rules_key``), and so does what the
window is (``comeback``): a window open when the program stops comes back
at the next start, at its drill.  Its pages, and how they are laid out, are
``window_layout``'s.
"""
from __future__ import annotations

import logging
import random
import time
from types import SimpleNamespace
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal

from casino_desktop.core import make_rules, preset
from casino_desktop.core.templates import fill
from casino_desktop.practice import check_answer, drill_set, next_drill, record_answer
from casino_desktop.practice.generator import first_drills
from casino_desktop.practice.session import SCORE_SPACING, bookings
from casino_desktop.practice import drill_sentences
from casino_desktop.practice.drill import BUILD, LEGAL, RAISE, SCORE, TAKE_BUILD
from casino_desktop.practice.schedule import DAY, fresh, summary
from casino_desktop.qt.translate import say
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.answering import Answering
from casino_desktop.qt.practice.comeback import closed_by_player, go_on, session_of
from casino_desktop.qt.practice.loader import DrillLoader
from casino_desktop.qt.practice.topics import topics_of
from casino_desktop.qt.practice.window_layout import PracticeLayout
from casino_desktop.qt.screen_fit import available_rect, fit_to_screen
from casino_desktop.storage.stats_practice import OpenPractice, rules_key

if TYPE_CHECKING:  # imported where it is made, when the rules are first shown
    from casino_desktop.qt.dialogs.rulebook_window import RulesWindow

log = logging.getLogger(__name__)
SEEDS_PER_SESSION = 2
# The second seed's set is begun this long after the first arrived: by then
# the first drill is painted, which a set being made would slow (``loader``).
MORE_AFTER_MS = 600
RIGHT_COLOUR, WRONG_COLOUR = "#1b7a2f", "#b00020"


class PracticeWindow(PracticeLayout):
    came_back = Signal(object)   # the sentence that says a session kept open is back (``comeback``)

    def __init__(self, variant: str, options: dict, store_getter, parent=None, seed: int | None = None,
                 clock=time.time, make=drill_set, comeback: OpenPractice | None = None):
        """``store_getter()``: the statistics database; ``seed``: the session's
        drills (random if None); ``clock`` and ``make`` (the drill-set maker) for
        tests; ``comeback``: the session kept open when the program stopped,
        whose drill is shown first once it is made again (``comeback``)."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setObjectName("practiceWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.variant, self.options = variant, dict(options)  # their order plays no part (``walk.position_json``)
        self.variant_name = preset(variant).name
        self.rules = make_rules(variant, self.options)
        self.topics = topics_of(self.rules)
        self.store_getter = store_getter
        self.clock = clock
        self.seed = random.randrange(1, 10 ** 6) if seed is None else seed
        self.drills: dict = {}
        self.drill = None
        self.answered = False    # the drill on show has its verdict
        self.rules_window: RulesWindow | None = None
        self.asked = 0           # drills asked this session: the seed of the next pick
        self.shown: set[str] = set()   # the positions shown this session: none is shown twice while others wait
        self.recent: list = []         # the drills asked this session, the last one last
        self.tally = [0, 0]      # right, wrong this session
        self.anyway = False      # the player asked for more after everything was learnt
        self.comeback = comeback  # until its drill is made again, or is known not to be
        if comeback is not None:
            self.asked = comeback.asked
            self.tally = [comeback.right, comeback.wrong]
            self.anyway = comeback.anyway   # as she left it: she had asked for more
        # The progress of these rules: a game's preset's, or the game's with these house rules.
        self.progress_key = rules_key(variant, self.options)
        self.records = {p.topic: p for p in self._store_call("practice_progress", [], self.progress_key)}
        self.setWindowTitle(say(fill(window_sentences.WINDOW_TITLE, variant=self.variant_name)))
        self._build()   # its pages (``window_layout``); their buttons do what is here
        self.anyway_button.clicked.connect(self._practise_anyway)
        self.next_button.clicked.connect(self.show_next)
        self.progress_button.clicked.connect(self.show_progress)
        self.rules_button.clicked.connect(self.show_rules)
        self.answering = Answering(self)
        # A quick start is the start of ``drill_set``'s own set: another maker has none.
        self.loader = DrillLoader(make, first=first_drills if make is drill_set else None)
        self.loader.ready.connect(self._drills_ready)
        self.loader.failed.connect(self._drills_failed)
        self.loader.finished.connect(self._drills_done)
        self._show_busy(fill(window_sentences.PREPARING, variant=self.variant_name))
        self.loading = True   # until every seed's set has arrived (or failed)
        self._later_seeds = [self.seed + i for i in range(1, SEEDS_PER_SESSION)]
        self.loader.start(variant, self.options, [self.seed])
        # Most of a large screen (the cards grow with it), all of a small one.
        room = available_rect(self)
        fit_to_screen(self, QSize(max(1280, room.width() * 4 // 5), max(820, room.height() * 7 // 8)))
        self._place_over_the_table(parent)
        self._keep_open(None)

    # --- drills arriving --------------------------------------------------------------------------
    def _drills_ready(self, token: int, drills: dict) -> None:
        if token != self.loader.token:
            return
        self.drills.update(drills)
        if self.comeback is not None:
            go_on(self)
        elif self.drill is None and self.pages.currentIndex() == 0 and not self.anyway_button.isVisible():
            self.show_next()

    def _drills_failed(self, token: int, _what: str) -> None:
        if token != self.loader.token:
            return
        self.loading = False
        if self.comeback is not None:
            go_on(self)
        if not self.drills:
            self._show_busy(window_sentences.NOTHING_MADE, bar=False)

    def _drills_done(self, token: int) -> None:
        if token != self.loader.token:
            return
        if self._later_seeds:
            QTimer.singleShot(MORE_AFTER_MS, self, self._more_drills)
            return
        self.loading = False
        if self.comeback is not None:
            go_on(self)
        if not self.drills:
            self._show_busy(window_sentences.NOTHING_MADE, bar=False)

    def _more_drills(self) -> None:
        seeds, self._later_seeds = self._later_seeds, []
        self.loader.more(self.variant, self.options, seeds)

    # --- asking -------------------------------------------------------------------------------------
    def now(self) -> int:
        return int(self.clock())

    def show_next(self) -> None:
        if not self.drills:
            return
        # "Practise anyway" asks as if a year had passed: every topic is due,
        # the least known first.
        now = self.now() + (365 * DAY if self.anyway else 0)
        records = list(self.records.values())
        drill = next_drill(self.drills, records, self.progress_key, now, seed=self.seed + self.asked,
                           shown=self.shown, recent=self.recent)
        if drill is not None and drill is self.drill:
            # The same position twice in a row teaches nothing: another
            # drill of the topic if there is one.
            same = [d for d in self.drills.values() if d.topic == drill.topic and d is not self.drill]
            drill = same[self.asked % len(same)] if same else drill
        if drill is None:
            self.drill = None
            self._show_busy(fill(window_sentences.ALL_LEARNT, variant=self.variant_name), bar=False, anyway=True)
            return
        self.asked += 1
        self.shown.add(drill.position)
        self.recent = [*self.recent[-SCORE_SPACING:], drill]
        self.present(drill)

    def _practise_anyway(self) -> None:
        self.anyway = True
        self.show_next()

    def present(self, drill) -> None:
        """Show ``drill`` on the table with the way to answer it."""
        self.drill = drill
        self.answered = False
        self.pages.setCurrentIndex(1)
        # The topic of "is this play legal?" names the rule that refuses it:
        # it is told with the verdict, not before.
        self._show_text(self.topic_line, "" if drill.kind == LEGAL else self._topic_text(drill))
        self.question.setText(say(drill.question))
        for w in (self.note, self.verdict, self.right_answer):
            self._show_text(w, "")
        self.check_button.setEnabled(False)
        self.check_button.setVisible(drill.kind not in (BUILD, TAKE_BUILD, RAISE))
        self.next_button.setEnabled(False)
        self.answering.present(drill)
        self._show_tally()
        self._keys_to_answer(drill)
        self._keep_open(drill)

    def _keys_to_answer(self, drill) -> None:
        """The keys go where the drill is answered: the reasons of "is this
        play legal?", the first count of a scoring drill, else the table's
        cursor.  Otherwise they stayed on "Next Drill", which the new drill
        disables, and the arrow keys moved nothing."""
        if drill.kind == LEGAL:
            self.choice_panel.choices.setFocus(Qt.FocusReason.OtherFocusReason)
        elif drill.kind == SCORE and self.score_panel.spins:
            next(iter(self.score_panel.spins.values()))[0].setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _topic_text(self, drill) -> str:
        return fill(window_sentences.TOPIC_LINE, topic=drill_sentences.topic_phrase(drill.topic))

    def _show_tally(self) -> None:
        counts = summary(list(self.records.values()), self.topics, self.progress_key)
        self.tally_line.setText(say(fill(window_sentences.TALLY, counts["topics"], mastered=counts["mastered"],
                                         right=self.tally[0], wrong=self.tally[1])))

    def say(self, text: str) -> None:
        """A sentence about what was pointed at (not a verdict)."""
        self._show_text(self.note, text)

    # --- the verdict ----------------------------------------------------------------------------
    def judge(self, answer) -> None:
        """The core's verdict on ``answer``, shown, recorded and saved."""
        drill = self.drill
        if drill is None or self.answered:
            return
        self.answered = True   # one verdict per drill: the first answer is the one recorded
        verdict = check_answer(drill, answer)
        colour = RIGHT_COLOUR if verdict.right else WRONG_COLOUR
        self.verdict.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self._show_text(self.verdict, verdict.sentence)
        self._show_text(self.topic_line, self._topic_text(drill))
        self._show_text(self.note, "")
        self._show_text(self.right_answer, self.answering.below_verdict(verdict))
        self.answering.show_verdict(verdict, answer)
        for topic, right in bookings(drill, verdict):
            self._record(topic, right)
        self._keep_open(None)   # answered: a start after this goes on to the next drill
        self.check_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setFocus()

    def _record(self, topic: str, right: bool) -> None:
        now = self.now()
        p = record_answer(self.records.get(topic) or fresh(self.progress_key, topic), right, now)
        self.records[topic] = p
        self.tally[0 if right else 1] += 1
        self._store_call("save_practice", False, p)
        self._show_tally()

    def _keep_open(self, drill) -> None:
        """The statistics database keeps that this window is open, at
        ``drill`` unanswered (None: at none), to open it again at the next start."""
        self._store_call("keep_open_practice", False, session_of(self, drill))

    def _store_call(self, name: str, default, *args):
        """The statistics database never stops practice: a fault is logged
        and practice goes on with this session's records."""
        try:
            store = self.store_getter() if self.store_getter is not None else None
            return getattr(store, name)(*args) if store is not None else default
        except Exception:  # noqa: BLE001  (any failure of the database must leave practice running)
            log.exception("practice: the statistics database failed (%s)", name)
            return default

    # --- the progress screen --------------------------------------------------------------------
    def show_progress(self) -> None:
        # Loaded when first opened, not with the practice window: a shorter start.
        from casino_desktop.qt.practice.progress import ProgressDialog
        dialog = ProgressDialog(lambda v: self._store_call("practice_progress", [], v), self.variant,
                                self.clock, self, options=self.options)
        self.progress_dialog = dialog
        dialog.open()

    def show_rules(self) -> None:
        """The rulebook the core writes for the rules practised (Help › Rules shows the game's)."""
        # Loaded when first opened, not with the practice window: a shorter start.
        from casino_desktop.qt.dialogs.rulebook_window import RulesWindow
        if self.rules_window is None:
            self.rules_window = RulesWindow(self)
        self.rules_window.show_rules(SimpleNamespace(variant_id=self.variant, options=self.options))
        self.rules_window.show()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.loader.cancel()  # a set still being made is dropped when it arrives
        if closed_by_player(self):  # closed by the program stopping, it comes back at the next start
            self._store_call("forget_open_practice", False)
        super().closeEvent(event)

