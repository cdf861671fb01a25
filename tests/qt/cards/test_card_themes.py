"""Decks: our drawn ones at 1x and 2x, system SVG themes found and drawn
from a tiny fixture deck of our own (never from what this machine has
installed), and the fallbacks that keep a broken theme from showing blanks."""
from __future__ import annotations

import gzip
import hashlib

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from casino_desktop.qt.cards.backs import BACKS
from casino_desktop.qt.cards.face import ALL_CARDS, BACK, card_height
from casino_desktop.qt.cards.painter import CardPixmapCache
from casino_desktop.qt.cards.sheet import guard_none_refcount
from casino_desktop.qt.cards.themes import (
    MAX_SVG_BYTES, MAX_SVG_TEXT, DrawnDeck, read_svg, SvgDeck, SystemTheme, element_ids, make_deck, system_themes)

guard_none_refcount()
pytestmark = pytest.mark.gui
GREEN = QColor(0, 128, 0)


def render(deck, card: str, width: int = 60) -> QImage:
    image = QImage(width, round(card_height(width)), QImage.Format.Format_ARGB32)
    image.fill(GREEN)
    painter = QPainter(image)
    deck.paint(painter, QRectF(0, 0, width, card_height(width)), card)
    painter.end()
    return image


def digest(image: QImage) -> str:
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


def colour_share(image: QImage, colour: QColor) -> float:
    hits = sum(image.pixelColor(x, y) == colour for y in range(0, image.height(), 2)
               for x in range(0, image.width(), 2))
    return hits / ((image.width() + 1) // 2 * ((image.height() + 1) // 2))


# --- the fixture deck: one SVG, a coloured rectangle per card ------------------

def card_colour(i: int) -> str:
    return f"#{(i * 37) % 256:02x}{(i * 91) % 256:02x}{(i * 53 + 40) % 256:02x}"


def write_svg_deck(path, naming: str = "kde", cards=ALL_CARDS, back: bool = True) -> None:
    """KDE names elements "king_club", Aisleriot "club_king"."""
    parts = []
    for i, card in enumerate(cards):
        ids = element_ids(card)
        ident = ids[0] if naming == "kde" else ids[1]
        parts.append(f'<rect id="{ident}" x="{i * 60}" y="0" width="50" height="70" fill="{card_colour(i)}"/>')
    if back:
        parts.append('<rect id="back" x="0" y="100" width="50" height="70" fill="#ff00ff"/>')
    text = ('<svg xmlns="http://www.w3.org/2000/svg" width="3200" height="200">' + "".join(parts) + "</svg>")
    data = text.encode()
    path.write_bytes(gzip.compress(data) if path.suffix == ".svgz" else data)


def make_data_dirs(tmp_path):
    """A KDE deck and an Aisleriot deck under one data dir, as a system has them."""
    root = tmp_path / "share"
    kde = root / "carddecks" / "svg-fixture"
    kde.mkdir(parents=True)
    write_svg_deck(kde / "fixture.svgz", "kde")
    (kde / "index.desktop").write_text("[KDE Backdeck]\nName=Fixture Deck\nName[de]=Testdeck\n"
                                       "SVG=fixture.svgz\n", encoding="utf-8")
    aisle = root / "aisleriot" / "cards"
    aisle.mkdir(parents=True)
    write_svg_deck(aisle / "tiny_deck.svg", "aisleriot")
    return root


# --- drawn decks ----------------------------------------------------------------

@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_face_and_back_renders_in_each_drawn_deck_at_1x_and_2x(qapp, large, dpr):
    """Each picture is distinct, non-blank and carries the ratio (so it is
    drawn 1:1 on a 200% screen: crisp, not an upscaled 1x picture)."""
    cache = CardPixmapCache(deck=DrawnDeck(large))
    seen = set()
    for card in ALL_CARDS + (BACK,):
        pm = cache.pixmap(card, 50, dpr=dpr)
        assert pm.devicePixelRatio() == dpr
        assert abs(pm.width() / dpr - (50 + 2 * 50 * 0.09)) <= 2
        image = pm.toImage()
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255, card
        seen.add(digest(image))
    assert len(seen) == len(ALL_CARDS) + 1


def test_large_index_deck_draws_bigger_corner_ink_than_the_classic(qapp):
    """The large index must really be larger: more ink in the corner."""
    def corner_ink(deck, card):
        image = render(deck, card, 100)
        return sum(image.pixelColor(x, y).value() < 90 for y in range(0, 60) for x in range(0, 32))
    for card in ("10S", "7C", "AS"):
        assert corner_ink(DrawnDeck(True), card) > 1.5 * corner_ink(DrawnDeck(False), card), card


def test_court_cards_carry_figures_not_just_letters(qapp):
    """A figure has skin, gold and robe colours over a sizeable area."""
    for card in ("JH", "QS", "KD", "KC"):
        image = render(DrawnDeck(), card, 120)
        skin = sum(abs(image.pixelColor(x, y).red() - 0xf7) < 12 and abs(image.pixelColor(x, y).green() - 0xd9) < 12
                   and abs(image.pixelColor(x, y).blue() - 0xbd) < 12
                   for y in range(image.height()) for x in range(image.width()))
        assert skin > 150, (card, skin)  # two faces (and hands), turned about the centre


def test_each_card_back_design_differs(qapp):
    digests = {digest(render(DrawnDeck(back=name), BACK)) for name in BACKS}
    assert len(digests) == len(BACKS) >= 3


def test_unknown_back_name_draws_the_default_back(qapp):
    assert digest(render(DrawnDeck(back="no-such-back"), BACK)) == digest(render(DrawnDeck(), BACK))


def test_changing_the_deck_drops_pictures_made_with_the_old_one(qapp):
    cache = CardPixmapCache()
    old = cache.pixmap("KH", 60)
    cache.set_deck(DrawnDeck(True))
    assert len(cache) == 0
    assert digest(cache.pixmap("KH", 60).toImage()) != digest(old.toImage())


def test_the_same_deck_chosen_again_keeps_its_pictures(qapp):
    """Each new window applies the look it read from the settings: the same
    deck again must not render every card once more."""
    cache = CardPixmapCache(deck=DrawnDeck(True, "rosette"))
    kept = cache.pixmap("KH", 60)
    cache.set_deck(DrawnDeck(True, "rosette"))
    assert len(cache) == 1 and cache.pixmap("KH", 60) is kept
    cache.set_deck(DrawnDeck(True, "tartan"))  # another back: its own pictures
    assert len(cache) == 0


# --- system themes --------------------------------------------------------------

def test_system_themes_are_listed_from_kde_and_aisleriot_folders(qapp, tmp_path):
    themes = system_themes([make_data_dirs(tmp_path)])
    assert [(t.id, t.name, t.source) for t in themes] == [
        ("aisleriot:tiny_deck", "Tiny Deck", "Aisleriot"), ("kde:svg-fixture", "Fixture Deck", "KDE")]


def test_theme_listing_skips_broken_entries(qapp, tmp_path):
    root = make_data_dirs(tmp_path)
    decks = root / "carddecks"
    (decks / "no-index").mkdir()
    (decks / "missing-svg").mkdir()
    (decks / "missing-svg" / "index.desktop").write_text("[KDE Backdeck]\nName=Gone\nSVG=gone.svgz\n")
    (decks / "escapes").mkdir()
    (decks / "escapes" / "index.desktop").write_text("[KDE Backdeck]\nName=Out\nSVG=../svg-fixture/fixture.svgz\n")
    (decks / "latin1").mkdir()
    (decks / "latin1" / "index.desktop").write_bytes(b"[KDE Backdeck]\nName=Caf\xe9\nSVG=x.svg\n")
    (decks / "not-a-folder").write_text("x")
    ids = [t.id for t in system_themes([root, tmp_path / "does-not-exist"])]
    assert ids == ["aisleriot:tiny_deck", "kde:svg-fixture"]


@pytest.mark.parametrize("theme_id", ["kde:svg-fixture", "aisleriot:tiny_deck"])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_svg_theme_draws_each_card_from_its_own_element(qapp, tmp_path, theme_id, dpr):
    themes = system_themes([make_data_dirs(tmp_path)])
    deck = make_deck(theme_id, "lattice", themes)
    assert isinstance(deck, SvgDeck)
    cache = CardPixmapCache(deck=deck)
    for i, card in enumerate(ALL_CARDS[::7] + (BACK,)):
        image = cache.pixmap(card, 50, dpr=dpr).toImage()
        want = QColor("#ff00ff") if card == BACK else QColor(card_colour(ALL_CARDS.index(card)))
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        assert centre == want, (card, centre.name(), want.name())


def test_svg_theme_missing_a_card_falls_back_to_our_drawn_card(qapp, tmp_path):
    path = tmp_path / "half.svg"
    write_svg_deck(path, "kde", cards=ALL_CARDS[:13], back=False)
    deck = SvgDeck(SystemTheme("kde:half", "Half", path, "KDE"), "tartan")
    assert deck.has_card("AS") and not deck.has_card("AH")
    assert digest(render(deck, "AH")) == digest(render(DrawnDeck(), "AH"))
    assert digest(render(deck, BACK)) == digest(render(DrawnDeck(back="tartan"), BACK))


@pytest.mark.parametrize("content", [b"", b"<svg", b"\x1f\x8b\x08garbage", b"not svg at all"])
def test_damaged_svg_theme_falls_back_to_drawn_cards_without_blanks(qapp, tmp_path, content):
    path = tmp_path / "broken.svgz"
    path.write_bytes(content)
    deck = SvgDeck(SystemTheme("kde:broken", "Broken", path, "KDE"))
    assert deck.renderer is None
    assert digest(render(deck, "QD")) == digest(render(DrawnDeck(), "QD"))


def test_oversized_svg_theme_is_not_parsed(qapp, tmp_path):
    path = tmp_path / "huge.svg"
    with path.open("wb") as f:
        f.truncate(MAX_SVG_BYTES + 1)  # sparse: no disk used, but too big to read
    assert SvgDeck(SystemTheme("kde:huge", "Huge", path, "KDE")).renderer is None


def test_gzip_bomb_theme_is_refused_before_it_is_unpacked_whole(qapp, tmp_path):
    path = tmp_path / "bomb.svgz"
    path.write_bytes(gzip.compress(b"<svg>" + b" " * (MAX_SVG_TEXT + 10), 1))
    assert path.stat().st_size < 1_000_000
    assert read_svg(path) is None
    assert SvgDeck(SystemTheme("kde:bomb", "Bomb", path, "KDE")).renderer is None


def test_unknown_or_uninstalled_theme_id_gives_the_classic_deck(qapp, tmp_path):
    for theme_id in ("kde:uninstalled", "", "classic", "system:../../etc"):
        deck = make_deck(theme_id, "rosette", [])
        assert isinstance(deck, DrawnDeck) and not deck.large and deck.back == "rosette"
    assert make_deck("large", "lattice", []).large


@pytest.mark.parametrize("card_w, stretched", [(46, True), (30, False)])
def test_svg_card_of_another_shape_fills_its_slot_without_a_dark_rim(qapp, tmp_path, card_w, stretched):
    """A near-5:7 theme card is stretched to the slot (else the slot's
    shadow shows beside it); a far-off one sits centred on a blank card."""
    path = tmp_path / "narrow.svg"
    path.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
                    f'<rect id="1_spade" x="0" y="0" width="{card_w}" height="70" fill="#0000ff"/></svg>')
    image = render(SvgDeck(SystemTheme("kde:narrow", "Narrow", path, "KDE")), "AS", 100)
    edge = image.pixelColor(4, image.height() // 2)
    if stretched:
        assert edge == QColor("#0000ff")
    else:
        assert edge.lightness() > 200  # our blank card's white, not felt or shadow
        assert image.pixelColor(50, image.height() // 2) == QColor("#0000ff")
