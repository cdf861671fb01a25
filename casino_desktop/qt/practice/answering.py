"""How each kind of drill is answered on the practice window's table.

Between the table (``PracticeScene``: what was clicked or dropped), the
answer panels and the core: a play the player points at is read as the
game table reads it (``pointing.offer_for_drop``: a drop on one thing with
nothing picked before means every play that uses it, Play exactly the cards
picked), a capture to find by its cards (``pointing.exact_moves``); one the
core does not offer goes to the verdict as the play the core says was
attempted (``legality.attempted_move``; for "find every capture", the
capture of the cards picked), so a wrong answer is told the engine's own
sentence.  Nothing here decides what is legal.
"""
from __future__ import annotations

from casino_desktop.core import (CAPTURE, MULLE_OFF, NO_CARD, PHASE_PLAY, TABLE_BUILD as TABLE_BUILD_MOVE, GameState, Move,
                                 apply, attempted_move, exact_moves, legal_moves, move_labels, new_move, offer_for_drop,
                                 position_from_json, pretty, resolve)
from casino_desktop.core.templates import fill, join
from casino_desktop.practice.coverage import scoring_items
from casino_desktop.practice.drill import (BUILD, CAPTURES, LEGAL, RAISE, SCORE, TABLE_BUILD, TAKE_BUILD, deal_matters,
                                          partner_in_view)
from casino_desktop.qt.translate import say
from casino_desktop.practice import drill_sentences
from casino_desktop.qt.practice import window_sentences
from casino_desktop.qt.practice.topics import item_labels

PLAYS = (BUILD, TAKE_BUILD, RAISE, TABLE_BUILD)


class Answering:
    def __init__(self, window):
        self.w = window
        self.state: GameState = None  # type: ignore[assignment]  # the drill's position, as the core reads it (None only where no move is asked)
        self.glow: set[int] = set()
        self.meanings: list[Move] = []
        w = window
        w.scene.clicked.connect(self._clicked)
        w.scene.dropped.connect(self._dropped)
        # Check waits for a reason: a new drill's list, emptied, says "chosen" too.
        w.choice_panel.chosen.connect(lambda: w.check_button.setEnabled(self._open() and w.choice_panel.answer() is not None))
        w.captures_panel.add_wanted.connect(self.add_capture)
        w.play_panel.play_wanted.connect(self.play)
        w.play_panel.meaning_chosen.connect(self._meaning)
        w.check_button.clicked.connect(self.check)
        w.choice_panel.confirmed.connect(self.check)

    def _open(self) -> bool:
        """The drill on show is still to be answered."""
        return self.w.drill is not None and not self.w.answered

    # --- showing a drill --------------------------------------------------------------------------
    def present(self, drill) -> None:
        w = self.w
        self.meanings = []
        panel = {LEGAL: w.choice_panel, CAPTURES: w.captures_panel, SCORE: w.score_panel}.get(drill.kind,
                                                                                           w.play_panel)
        w.panels.setCurrentWidget(panel)
        panel.how.setVisible(True)
        if drill.kind == SCORE:
            self.state = None  # type: ignore[assignment]  # a scoring drill asks no move
            data = drill.position_data()
            w.scene.show_round(data)
            labels = item_labels(w.rules)
            w.score_panel.start([(i, labels[i]) for i in scoring_items(w.rules) if i in labels])
            self._show_table_line(self._round_notes(data))
            w.check_button.setEnabled(True)
            self.glow = set()
            return
        data = drill.position_data()
        self.state = position_from_json(data)
        w.scene.show_position(self.state)
        lines = [self._table_line(data)]
        lines += self._deal_lines(data)
        if data.get("turn_played"):
            lines.append(window_sentences.HAND_PLAYED)
        self._show_table_line(" ".join(say(t) for t in lines if t))
        hand = [c for c in self.state.hands[self.state.to_move] if c >= 0]
        if drill.kind == LEGAL:
            m = Move(*drill.subject[0])
            self.glow = {m.card, *m.table_faces()}
            w.choice_panel.set_choices(drill.choices)
            w.scene.set_draggable(())
        elif drill.kind == CAPTURES:
            face = drill.subject[0]
            self.glow = {face}
            w.captures_panel.start(pretty(face))
            w.check_button.setEnabled(True)  # "none" is an answer too (a wrong one: a drill has captures)
            w.scene.set_draggable(c for c in hand if c % 52 == face)
        else:
            # Taking or raising names a build: it glows, so it is found at once.
            self.glow = set(drill.subject[0]) if drill.kind in (TAKE_BUILD, RAISE) else set()
            w.play_panel.start()
            # Each drill says how it is answered: a table build's words would
            # stay on the next drill that plays a card from the hand.
            if drill.kind == TABLE_BUILD:  # table cards alone: one is dragged onto another
                w.play_panel.how.setText(say(window_sentences.HOW_TABLE_BUILD))
                w.scene.set_draggable(c.card_id for c in w.scene.cards if c.place in ("loose", "top"))
            else:
                w.play_panel.how.setText(say(window_sentences.HOW_PLAY))
                w.scene.set_draggable(hand)
        w.scene.set_marks(glow=self.glow)

    def _show_table_line(self, text: str) -> None:
        """``text``, said already; an empty line takes no room (a drill
        that says nothing of its table left a blank under the question)."""
        self.w.table_line.setText(text)
        self.w.table_line.setVisible(bool(text))

    def _table_line(self, data: dict) -> str:
        """"Two players.", or a table in partnerships where the position
        shows the partner's builds or pile (``partner_in_view``): elsewhere
        the partner plays no part in the question, and nothing is said."""
        if data["partnerships"] and not partner_in_view(self.state):
            return ""
        return window_sentences.TABLE_LINE.get((data["players"], data["partnerships"]), "")

    def _deal_lines(self, data: dict) -> list:
        """The last deal, as always; and where a rule of the first deal decides
        the answer (``deal_matters``), which deal it is: a position that does
        not say (a worked position) is told as the last deal or not at all."""
        final = [window_sentences.FINAL_DEAL] if data.get("final_deal") else []
        deal = data.get("deal")
        if not deal_matters(self.w.rules) or not isinstance(deal, int):
            return final
        if deal == 1:
            return [window_sentences.FIRST_DEAL] + final
        return final or [fill(window_sentences.LATER_DEAL, number=deal)]

    def _round_notes(self, data: dict) -> str:
        r = self.w.rules
        first, second = "0", "1"
        lines = []
        if r.sweep_points:
            lines.append(fill(window_sentences.SWEEPS_LINE, first=data["sweeps"][first], second=data["sweeps"][second]))
        if r.sweep_left_open and r.sweep_points:
            lines.append(fill(window_sentences.OPEN_LINE, first=data["opened"][first], second=data["opened"][second]))
        if r.mulle != MULLE_OFF:
            lines.append(fill(window_sentences.MULLES_LINE, first=sum(data["mulles"][first]),
                              second=sum(data["mulles"][second])))
        if r.last_capture:
            lines.append(window_sentences.LAST_CAPTURE_BY[data["last_capturer"]])
        return " ".join(say(t) for t in lines)

    # --- pointing ---------------------------------------------------------------------------------
    def _clicked(self, card) -> None:
        kind = self.w.drill.kind if self._open() else None
        if kind == CAPTURES and card.place == "hand":
            self.w.say(fill(window_sentences.ONLY_THIS_CARD, card=pretty(self.w.drill.subject[0])))
            return
        if kind == CAPTURES and card.place in ("loose", "build", "top"):
            self.w.scene.toggle(card)
        elif kind in PLAYS:
            self.w.scene.toggle(card)
            self.w.play_panel.offer([])
            self.meanings = []
        else:
            return
        self.w.say("")

    def _dropped(self, card, target) -> None:
        if not self._open():
            return
        scene = self.w.scene
        # As at the game table: a drop on one thing with nothing picked
        # before means every play that uses it (``offer_for_drop`` widens it).
        widen = target is not None and not scene.table_pick
        if target is not None and target.card_id not in scene.table_pick:
            scene.toggle(target)  # the card dropped on joins the cards picked
        if self.w.drill.kind == CAPTURES:
            if target is None:
                self.w.say(fill(window_sentences.PICK_TABLE_CARDS, card=pretty(card.face)))
                return
            self.add_capture()
        elif self.w.drill.kind == TABLE_BUILD:
            if target is None:
                self.w.say(window_sentences.DROP_ON_TABLE_CARD)
                return
            if card.card_id not in scene.table_pick:
                scene.toggle(card)
            self.table_build()
        elif self.w.drill.kind in PLAYS:
            scene.hand_pick = card.card_id
            self._offer(card.face, scene.pick(), widen)

    def add_capture(self) -> None:
        if not self._open():
            return
        face = self.w.drill.subject[0]
        pick = self.w.scene.pick()
        if not pick:
            self.w.say(fill(window_sentences.PICK_TABLE_CARDS, card=pretty(face)))
            return
        legal = [m for m in exact_moves(self.state, face, pick) if m.kind == CAPTURE]
        move = legal[0] if legal else Move(CAPTURE, face, 0, pick.loose, pick.builds)
        panel = self.w.captures_panel
        if panel.has(move.text()):
            self.w.say(window_sentences.CAPTURE_ALREADY)
        else:
            panel.add_capture(move.text(), drill_sentences.capture_words(move, self.state))
            self.w.say("")
        self.w.check_button.setEnabled(True)
        self.w.scene.clear_pick()

    def play(self) -> None:
        if not self._open():
            return
        scene = self.w.scene
        if self.w.drill.kind == TABLE_BUILD:  # Play with table cards clicked: their build
            self.table_build()
            return
        if scene.hand_pick is None:
            self.w.say(window_sentences.PICK_HAND_CARD)
            return
        # Play says which cards: exactly those, as the table's Play does.
        self._offer(scene.hand_pick % 52, scene.pick(), widen=False)

    def _offer(self, face: int, pick, widen: bool) -> None:
        """The table's reading of a play (``offer_for_drop``): its one move is
        judged, several are offered to choose from; none goes to the verdict
        as the play the core says was attempted, for the engine's sentence."""
        moves = offer_for_drop(self.state, face, pick, widen).moves
        if len(moves) == 1:
            self.w.judge(moves[0].text())
        elif moves:
            self.meanings = moves
            self.w.play_panel.offer(move_labels(self.state, moves))
        else:
            self.w.judge(attempted_move(self.state, face, pick.loose, pick.builds).text())

    def table_build(self) -> None:
        """The build of the table cards picked, as the core lists it; else
        the build of their sum, for the core to say what is wrong."""
        faces = sorted(self.w.scene.pick().loose)
        if len(faces) < 2:
            self.w.say(window_sentences.DROP_ON_TABLE_CARD)
            return
        moves = [m for m in self.state_moves() if m.kind == TABLE_BUILD_MOVE and sorted(m.loose) == faces]
        if len(moves) == 1:
            self.w.judge(moves[0].text())
        elif moves:
            self.meanings = moves
            self.w.play_panel.offer(move_labels(self.state, moves))
        else:
            total = sum(self.state.values.sum_value[f] for f in faces)
            self.w.judge(new_move(TABLE_BUILD_MOVE, NO_CARD, total, tuple(faces), ()).text())

    def state_moves(self):
        return legal_moves(self.state)

    def _meaning(self, row: int) -> None:
        if self._open() and 0 <= row < len(self.meanings):
            self.w.judge(self.meanings[row].text())

    def check(self) -> None:
        if not self._open():
            return
        kind = self.w.drill.kind
        if kind == LEGAL:
            answer = self.w.choice_panel.answer()
            if answer is None:
                return
        elif kind == CAPTURES:
            answer = self.w.captures_panel.answer()
        elif kind == SCORE:
            answer = self.w.score_panel.answer()
        else:
            return
        self.w.judge(answer)

    # --- the verdict ----------------------------------------------------------------------------
    def show_verdict(self, verdict, answer) -> None:
        w = self.w
        drill = w.drill
        hint: set[int] = set()
        if drill.kind == LEGAL:
            w.choice_panel.show_verdict(drill.answer, answer)
        elif drill.kind == CAPTURES:
            w.captures_panel.freeze()
            if not verdict.right:
                for text in verdict.right_answer:
                    m = resolve(self.state, text)
                    hint |= {m.card, *m.table_faces()}
        elif drill.kind == SCORE:
            w.score_panel.freeze()
        else:
            w.play_panel.freeze()
            if not verdict.right:
                m = resolve(self.state, verdict.right_answer)
                hint = {m.card, *m.table_faces()}
            else:
                self._show_result(answer)
        w.panels.currentWidget().how.setVisible(False)  # how to answer: no longer
        w.scene.clear_pick()
        w.scene.set_draggable(())
        w.scene.set_marks(glow=self.glow, hint=hint, wrong=() if verdict.right else verdict.cards)

    def _show_result(self, answer: str) -> None:
        """The table after the right build, raise or take, as the core plays
        it: the new build stands with its caption, a build taken is gone."""
        after = self.state.clone()
        move = resolve(self.state, answer)
        apply(after, move)
        if after.phase != PHASE_PLAY:
            return   # the round ended with it: the table is cleared, nothing to show
        self.w.scene.show_position(after, seat=self.state.to_move)
        played = {move.card, *move.table_faces()}
        made = [b for b in after.builds if played & set(b.key)]
        self.glow = set(made[0].key) if made else set()

    def below_verdict(self, verdict) -> str:
        """The working that settles the answer (a sum that falls short),
        then, for a wrong answer, the right one."""
        lines = [say(verdict.working)] if verdict.working else []
        if not verdict.right:
            lines.append(self.right_answer_text(verdict))
        return "\n".join(line for line in lines if line)

    def right_answer_text(self, verdict) -> str:
        """The right answer in words, for a wrong one."""
        kind = self.w.drill.kind
        lines = []
        if kind == CAPTURES:
            words = [drill_sentences.capture_words(resolve(self.state, t), self.state) for t in verdict.right_answer]
            lines.append(fill(window_sentences.RIGHT_CAPTURES, captures=join("; ", words)))
        elif kind in PLAYS:
            lines.append(fill(window_sentences.RIGHT_ANSWER, answer=verdict.right_text))
        elif kind == SCORE:
            labels = item_labels(self.w.rules)
            for item, points in verdict.right_answer.items():
                lines.append(fill(window_sentences.RIGHT_POINTS, item=labels.get(item, item), first=points[0],
                                  second=points[1]))
            if not lines:
                lines.append(window_sentences.RIGHT_NO_POINTS)
        if verdict.cards:
            lines.append(window_sentences.RING_WRONG)
        if kind in PLAYS or kind == CAPTURES:
            lines.append(window_sentences.RING_RIGHT)
        return "\n".join(say(t) for t in lines)
