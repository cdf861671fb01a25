"""Decks the table can be drawn with: our own two drawn decks (classic and
large-index) and the SVG card themes other games have installed on the
system (KDE's ``carddecks``, GNOME Aisleriot's ``cards``).

A deck is anything with ``key``, ``name`` and ``paint(painter, rect, card)``;
the pixmap cache asks it for pictures.  System themes are found by
``system_themes`` (bounded: a few hundred folders at most, files above a
size limit skipped) and drawn with QSvgRenderer, one element per card.  A
theme that fails to load, or lacks a card, falls back to our drawn card
for that picture, so a broken theme can never leave a blank card.
"""
from __future__ import annotations

import functools
import os
import zlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, qInstallMessageHandler
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from casino_desktop.core.templates import N_
from casino_desktop.core.safe_json import InputRefused, decode_text, read_file_bytes
from casino_desktop.qt.cards.backs import DEFAULT_BACK, paint_back
from casino_desktop.qt.cards.face import BACK, blank_card, paint_face, split_card_id

CLASSIC, LARGE_INDEX = "classic", "large"
BUILT_IN = {CLASSIC: N_("Classic", note="our own card theme"),
            LARGE_INDEX: N_("Large Index", note="our own card theme with large corner letters")}
MAX_SVG_BYTES = 40 * 1024 * 1024    # on disk; the largest KDE deck is 3.3 MB compressed
MAX_SVG_TEXT = 64 * 1024 * 1024     # unpacked; that deck is 11.5 MB (a gzip bomb stops here)
MAX_DESKTOP_BYTES = 256 * 1024      # index.desktop: names in many languages, still small
MAX_FOLDERS = 300                   # theme folders looked at per data directory

# Element ids: KDE decks say "king_club", Aisleriot's "club_king"; aces are "1".
_RANK_WORDS = {"A": "1", "J": "jack", "Q": "queen", "K": "king"}
_SUIT_WORDS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}


class DrawnDeck:
    """Our own art (painter, court_figures, backs)."""

    def __init__(self, large: bool = False, back: str = DEFAULT_BACK) -> None:
        self.large, self.back = large, back
        self.key = (LARGE_INDEX if large else CLASSIC, back)
        self.name = BUILT_IN[LARGE_INDEX if large else CLASSIC]

    def paint(self, p: QPainter, rect: QRectF, card: str) -> None:
        if card == BACK:
            paint_back(p, rect, self.back)
        else:
            paint_face(p, rect, card, self.large)


@dataclass(frozen=True)
class SystemTheme:
    """A card theme found on the system: ``id`` is what settings store."""
    id: str
    name: str
    svg: Path
    source: str  # "KDE" or "Aisleriot", shown beside the name in the menu


def element_ids(card: str) -> tuple[str, ...]:
    """The SVG element ids a theme may use for ``card`` (or the back)."""
    if card == BACK:
        return ("back",)
    rank, suit = split_card_id(card)
    r, s = _RANK_WORDS.get(rank, rank), _SUIT_WORDS[suit]
    return (f"{r}_{s}", f"{s}_{r}")


class SvgDeck:
    """A system theme drawn element by element.  The SVG is parsed on first
    use, not when the menu lists it."""

    def __init__(self, theme: SystemTheme, back: str = DEFAULT_BACK) -> None:
        self.theme, self.back = theme, back
        self.key = (theme.id, back)
        self.name = theme.name
        self._fallback = DrawnDeck(False, back)

    @functools.cached_property
    def renderer(self) -> QSvgRenderer | None:
        """The parsed theme, or None if it cannot be read (then every card
        is our drawn one)."""
        data = read_svg(self.theme.svg)
        if data is None:
            return None
        # A damaged theme makes Qt print parse errors meant for developers;
        # the player just gets our cards, so keep those messages quiet.
        previous = qInstallMessageHandler(lambda *_: None)
        try:
            renderer = QSvgRenderer(QByteArray(data))
        finally:
            qInstallMessageHandler(previous)
        return renderer if renderer.isValid() else None

    def has_card(self, card: str) -> bool:
        r = self.renderer
        return r is not None and any(r.elementExists(i) for i in element_ids(card))

    def paint(self, p: QPainter, rect: QRectF, card: str) -> None:
        r = self.renderer
        element = next((i for i in element_ids(card) if r is not None and r.elementExists(i)), None)
        if r is None or element is None:  # no element without a renderer: said for the type checker
            self._fallback.paint(p, rect, card)
            return
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # Themes differ a little from our 5:7 (Bonded is 0.63, ours 0.71).
        # The table's slots, shadows and glows are 5:7, so a near theme is
        # stretched to fill its slot (a narrower card would leave the shadow
        # showing as a dark rim); one far off is fitted on a blank card.
        bounds = r.boundsOnElement(element)
        target = QRectF(rect)
        if bounds.width() > 0 and bounds.height() > 0:
            ratio = (bounds.width() / bounds.height()) / (rect.width() / rect.height())
            if not 0.8 <= ratio <= 1.25:
                scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
                size_w, size_h = bounds.width() * scale, bounds.height() * scale
                target = QRectF(rect.center().x() - size_w / 2, rect.center().y() - size_h / 2,
                                size_w, size_h)
                blank_card(p, rect)
        r.render(p, element, target)
        p.restore()


def read_svg(path: Path) -> bytes | None:
    """The SVG text of ``path`` (unpacked if gzipped), or None when it is
    unreadable, damaged or larger than we are willing to parse."""
    try:
        data = read_file_bytes(path, "The card theme", MAX_SVG_BYTES)
    except InputRefused:
        return None
    if len(data) > MAX_SVG_BYTES:
        return None
    if data[:2] == b"\x1f\x8b":  # .svgz: unpack here, with a bound on the output
        unpack = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            text = unpack.decompress(data, MAX_SVG_TEXT + 1)
        except zlib.error:
            return None
        if len(text) > MAX_SVG_TEXT or not unpack.eof:
            return None
        data = text
    return data if b"<svg" in data else None


# --- finding system themes ---------------------------------------------------------

def data_dirs() -> list[Path]:
    """Where installed programs keep shared data, in XDG order (the user's first)."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    shared = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    seen, out = set(), []
    for d in [home, *shared.split(os.pathsep)]:
        if d and d not in seen:
            seen.add(d)
            out.append(Path(d))
    return out


def _desktop_value(path: Path, key: str) -> str | None:
    """``key`` of the [KDE Backdeck] group of an index.desktop, untranslated."""
    try:
        text = decode_text(read_file_bytes(path, "The theme description", MAX_DESKTOP_BYTES),
                           "The theme description", MAX_DESKTOP_BYTES)
    except InputRefused:
        return None
    for line in text.splitlines():
        name, sep, value = line.partition("=")
        if sep and name.strip() == key:
            return value.strip()[:80] or None
    return None


def _kde_themes(root: Path) -> list[SystemTheme]:
    out: list[SystemTheme] = []
    try:
        folders = sorted(root.iterdir())[:MAX_FOLDERS]
    except OSError:
        return out
    for folder in folders:
        index = folder / "index.desktop"
        svg_name = _desktop_value(index, "SVG") if index.is_file() else None
        # A bare file name only: an index may not point outside its folder.
        if not svg_name or Path(svg_name).name != svg_name:
            continue
        svg = folder / svg_name
        if svg.is_file():
            name = _desktop_value(index, "Name") or folder.name
            out.append(SystemTheme(f"kde:{folder.name}", name, svg, "KDE"))
    return out


def _aisleriot_themes(root: Path) -> list[SystemTheme]:
    out: list[SystemTheme] = []
    try:
        files = sorted(root.iterdir())[:MAX_FOLDERS]
    except OSError:
        return out
    for svg in files:
        if svg.suffix in (".svg", ".svgz") and svg.is_file():
            stem = svg.name.split(".")[0]
            name = stem.replace("_", " ").replace("-", " ").title()
            out.append(SystemTheme(f"aisleriot:{stem}", name, svg, "Aisleriot"))
    return out


def system_themes(dirs: list[Path] | None = None) -> list[SystemTheme]:
    """Installed SVG card themes, each once (the first data directory wins)."""
    found: dict[str, SystemTheme] = {}
    for d in dirs if dirs is not None else data_dirs():
        for theme in _kde_themes(d / "carddecks") + _aisleriot_themes(d / "aisleriot" / "cards"):
            found.setdefault(theme.id, theme)
    return sorted(found.values(), key=lambda t: (t.source, t.name.lower()))


def make_deck(theme_id: str, back: str, themes: list[SystemTheme]):
    """The deck for a stored choice; anything unknown gives the classic deck."""
    if theme_id == LARGE_INDEX:
        return DrawnDeck(True, back)
    for theme in themes:
        if theme.id == theme_id:
            return SvgDeck(theme, back)
    return DrawnDeck(False, back)


@functools.cache
def default_deck() -> DrawnDeck:
    return DrawnDeck()
