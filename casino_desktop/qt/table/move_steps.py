"""What the scene reads off a move to show it in steps, and where it puts
the table's markers: the played card, where it lands, the cards it catches
(``TableScene.play_move``); the dealer's chip and the turn frame beside the
captions a plan laid, and the felt's frame as a drop target.  Read from the
states and the plan the scene already has; nothing here changes a state."""
from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from casino_desktop.core import GameState, Move
from casino_desktop.qt.cards.palette import GOLD
from casino_desktop.qt.table.layout import CHIP, TableGeometry
from casino_desktop.qt.table.plan import Plan, hand_zone

FELT_TARGET, FELT_HOVER = QColor(255, 255, 255, 110), QColor(GOLD)


def played_card(prev: GameState, seat: int, state: GameState) -> int | None:
    """The card that left ``seat``'s hand between the two states (none for a
    table action or the end of a turn, African Casino)."""
    gone = set(prev.hands[seat]) - set(state.hands[seat])
    return next(iter(gone)) if gone else None


def landing_point(plan: Plan | None, geometry: TableGeometry, move: Move) -> QPointF:
    """Where the played card lands: a little over the first card it takes
    (a loose card on the felt or a pile's top), else the felt's middle."""
    faces = move.table_faces()
    if plan is not None:
        for cid, place in plan.cards.items():
            on_felt = 10 <= place.z < 50
            if place.face_up and (on_felt or cid in plan.tops) and cid % 52 in faces:
                return place.centre + QPointF(plan.felt_card_w * 0.18, plan.felt_card_w * 0.18)
    return geometry.felt.center()


def caught_cards(prev: GameState, move: Move, state: GameState) -> set[int]:
    """The table cards (two decks: these very cards, not their twins) the
    move took: on the table before it, in a capture pile after it."""
    on_table = set(prev.loose)
    for b in prev.builds:
        on_table.update(b.cards)
    on_table.update(stack[-1] for stack in (prev.stacks or []) if stack)  # a pile top taken (South Africa)
    taken = set()
    for pile in state.captured:
        taken.update(pile)
    faces = set(move.table_faces())
    return {c for c in on_table if c in taken and c % 52 in faces}


def place_markers(scene, plan: Plan, state: GameState) -> None:
    """The dealer's chip beside the dealer's caption, and the frame round
    the hand of the seat to move (while a round is played and the turn is
    shown: ``TableScene.show_turn``)."""
    g = scene.geometry
    dealer_cap = scene.captions.get(f"seat{state.dealer}")
    d = g.label_h * CHIP
    scene.chip.set_diameter(d)
    if dealer_cap is not None:
        r = dealer_cap.boundingRect()
        pos = dealer_cap.pos() + QPointF(r.right() + d * 0.6, 0)
        # An east seat, or a caption right beside the top seat's hand (``beside``): the chip goes left.
        if pos.x() + d > scene.sceneRect().right() or g.seats[state.dealer].beside:
            pos = dealer_cap.pos() - QPointF(r.right() + d * 0.6, 0)
        scene.chip.setPos(pos)
    scene.chip.setVisible(dealer_cap is not None)
    if state.phase == "play" and scene.turn_shown:
        zone = hand_zone(plan, g, state.to_move).intersected(scene.sceneRect().adjusted(2, 2, -2, -2))
        scene.turn_frame.set_rect(zone, max(2.0, g.card_w * 0.035))
        scene.turn_frame.setVisible(True)
    else:
        scene.turn_frame.setVisible(False)


def place_felt_target(frame, g: TableGeometry, shown: bool, hovered: bool) -> None:
    """The dashed frame round the felt while a dragged card may trail: gold while hovered."""
    frame.set_rect(g.felt.adjusted(-g.pad * 0.3, -g.pad * 0.3, g.pad * 0.3, g.pad * 0.3), max(2.0, g.card_w * 0.03))
    frame.set_colour(FELT_HOVER if hovered else FELT_TARGET)
    frame.setVisible(shown)
