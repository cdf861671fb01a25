"""How large each seat's cards are, and how high the table's rows, for a
view's height and View › Large Cards: pure arithmetic for ``layout.compute``.

The table is three bands: the top seat's row (two and four players), the
middle (the felt, the stock and the side seats' columns) and the player's
row at the bottom.  The player's cards are ``base`` wide, or ``scale`` times
that with Large Cards; the opponents' backs 0.72 of ``base``, with the
choice on or off.  On a short table (a laptop at 125 %: 1366x768 is 1093x614
logical pixels) the enlarged hand leaves the felt too little height for a
row of cards as large as its own: the top seat's captions then lie beside
its hand and its pile instead of under them (``large_cards``), and a side
hand lies across its column instead of down it (``side_cards``).  No
seat's cards are smaller with the choice on than off
(docs/playtests/2026-12-06-scaling.md, findings 2 and 5), with one
exception: where pile tops are in play (face-up piles, the African
family), a side seat's pile top keeps its size first, and the strip of
backs beside it may get thinner (its caption gives the count; the top card
is one the player may use: docs/playtests/2026-12-06-stranger-4.md, finding 6).
"""
from __future__ import annotations

ASPECT = 1.4  # card height / width (the card painter's 5:7)
SIDE_STEP = 0.5          # a side seat's fan, in card widths: a short hand's
SIDE_FAN = 3.5           # and the most a long hand's spans beyond one card
SIDE_PILE = 0.04         # a side hand lying across its column: each back shows this much of its length, or more
# A build's caption on the felt is this much taller than a seat's (plan.py).
FELT_LABEL = 1.15
OPPONENTS = 0.72  # the opponents' backs, of the player's usual card width
LEAST = 24.0  # the smallest a side seat's cards are drawn
BACKS = 18.0  # but a hand of backs lying across its column beside a face-up pile: its height
THINNEST = 10.0  # and the least it is given, where the pile's top card would be narrower than the top seat's backs


def rows(height: float, w: float, oh: float, top: bool, beside: bool = False) -> tuple[float, float, float, float]:
    """The padding, a caption's height, the top of the bottom seat's row
    (room left for a raised card) and the bottom of the top seat's, for
    the player's cards ``w`` wide and the top seat's ``oh`` high.
    ``beside``: the top seat's captions lie beside its cards, not under them."""
    pad = max(6.0, w * 0.09)
    label_h = label_height(w)
    bottom_top = height - pad - label_h - pad * 0.5 - w * ASPECT - w * 0.06
    if not top:
        top_bottom = pad
    elif beside:
        top_bottom = pad + oh + pad
    else:
        top_bottom = pad + oh + pad * 0.5 + label_h + pad
    return pad, label_h, bottom_top, top_bottom


def label_height(w: float) -> float:
    """A two-line caption's height, for the player's cards ``w`` wide."""
    return max(32.0, min(46.0, w * 0.4))


def large_cards(height: float, base: float, scale: float, top: bool) -> tuple[float, float, bool]:
    """The player's cards' width, the opponents', and whether the top
    seat's captions lie beside its cards: ``scale`` times ``base``, 0.72 of
    ``base`` and no.  But on a table too short for a row of the felt's cards
    as large as the hand's, the top seat's captions lie beside its hand and
    its pile (its row keeps only its cards' height), then the larger cards
    give up as much as still leaves them larger than usual.  The enlarged
    hand took the felt's height there: the table's cards were drawn smaller
    than with the choice off (finding 2); then North's backs gave way to it
    (54 -> 41.5 pixels wide at 1093x614), though the choice enlarges cards."""
    w, ow = base * max(scale, 1.0), base * OPPONENTS

    def short_by(w: float, beside: bool) -> float:
        pad, label_h, bottom_top, top_bottom = rows(height, w, ow * ASPECT, top, beside)
        felt = bottom_top - top_bottom - 2 * pad  # the middle, less the felt's inset (``compute``)
        return w * ASPECT + label_h * FELT_LABEL - felt

    if scale <= 1.0 or short_by(w, False) <= 0:
        return w, ow, False
    beside = top
    if short_by(w, beside) <= 0:
        return w, ow, beside
    if short_by(base, beside) >= 0:
        return base, ow, beside
    # The largest width the felt still holds, to a tenth of a pixel (the
    # shortfall grows with the width).  In steps of 2 % of ``base`` it
    # jumped as the window grew by a few pixels, and the captions, which
    # follow this width, with it.
    low, high = base, w
    while high - low > 0.1:
        mid = (low + high) / 2
        low, high = (mid, high) if short_by(mid, beside) <= 0 else (low, mid)
    return low, ow, beside


def column_room(height: float, w: float, ow: float, top: bool, beside: bool) -> float:
    """The height a side seat's column has for its hand and its pile: the
    middle band less the column's two captions and its padding."""
    pad, label_h, bottom_top, top_bottom = rows(height, w, ow * ASPECT, top, beside)
    return bottom_top - pad - top_bottom - 2.5 * pad - 2 * label_h


def side_cards(height: float, base: float, w: float, ow: float, top: bool, beside: bool,
               max_hand: int, face_up: bool = False) -> tuple[float, bool, float]:
    """A side seat's card width, whether its hand lies across its column,
    one card high, rather than fanned down it, and its pile's card width.
    Fanned down, the cards shrink until the hand and the pile below it fit
    the band.  Large Cards enlarge the hand at the bottom and the captions,
    so the band gets shorter: where the backs would then be narrower than
    with the choice off, the hand lies across the column instead, and they
    keep the size they have with the choice off, as far as the band holds
    it.  (On a laptop at 150 %, 1280x720, they shrank by a third: finding
    5.)  No larger: the column keeps about its width, and the felt its.
    A long hand (an African deal of twelve) that cannot be fanned down the
    band even at the smallest cards lies across it, choice or no choice:
    fanned, it ran down past the band, and the pile's caption lay over the
    player's pile (docs/playtests/2026-12-06-stranger-4.md, finding 5).
    ``face_up``: the piles' tops are in play (the African games): lying
    across, the pile's card keeps the size it has with the choice off
    before the hand's backs do (finding 6).  ``w`` and ``ow``: the player's
    cards and the opponents'; ``beside``: the top seat's captions lie
    beside its cards (``large_cards``)."""
    fan = side_fan(max_hand) + 1 + ASPECT
    room, usual_room = column_room(height, w, ow, top, beside), column_room(height, base, base * OPPONENTS, top, False)
    usual_ow = base * OPPONENTS

    def across(room: float, ow: float) -> float:
        return max(LEAST, min(ow, room / (1 + ASPECT)))

    # With the choice off: fanned down where the band holds it, else across.
    usual_down = usual_room / fan >= LEAST and not (face_up and across(usual_room, usual_ow) > min(usual_ow, usual_room / fan))
    usual = max(LEAST, min(usual_ow, usual_room / fan)) if usual_down else across(usual_room, usual_ow)
    sw = max(LEAST, min(ow, room / fan))
    if usual_down and room / fan >= LEAST and sw >= usual:
        return sw, False, sw
    sw = max(sw if room / fan >= LEAST else LEAST, min(usual, room / (1 + ASPECT)))
    if not face_up:
        return sw, True, sw
    # The pile's top is in play: as large as with the choice off, the hand's
    # backs (a count, said by its caption too) in what is left, down to a strip.
    pile = max(sw, min(usual, (room - BACKS) / ASPECT))
    strip = BACKS
    # With Large Cards, where that leaves the top card narrower than the top
    # seat's backs (the table a few pixels shorter for the choice's larger
    # words under it, at 1093x614), the strip gives way further, to a sliver.
    if w > base and pile < ow:
        pile, strip = max(pile, min(ow, (room - THINNEST) / ASPECT)), THINNEST
    return max(strip, min(sw, room - pile * ASPECT)), True, pile


def side_fan(max_hand: int) -> float:
    """How far a side hand fanned down its column spans beyond one card, in card widths."""
    return min(SIDE_STEP * (max_hand - 1), SIDE_FAN)  # a long hand overlaps more
