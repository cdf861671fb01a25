"""Write every icon file the installers need from casino_desktop.qt.app_icon.

    .venv/bin/python packaging/make_icons.py          # (re)write resources/icons/
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if the files are stale

Outputs (committed, so building a package never needs this script):
    resources/icons/hicolor/scalable/apps/<APP_ID>.svg   via QSvgGenerator
    resources/icons/hicolor/<N>x<N>/apps/<APP_ID>.png    N in ICON_SIZES
    resources/icons/casino-desktop.ico                   Windows (EXE + NSIS)
    resources/icons/casino-desktop.icns                  macOS .app bundle

ICO and ICNS are written here by hand: both are a small header plus PNG
blobs, which Windows Vista+ and macOS 10.7+ read. That keeps Pillow (or
icnsutils) out of the tool chain; only PySide6 is needed.
"""
from __future__ import annotations

import argparse
import os
import re
import struct
import sys
import tempfile
from pathlib import Path

# Offscreen before Qt loads: icon making must work on a head-less CI box.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize  # noqa: E402  (after the offscreen platform and sys.path are set)
from PySide6.QtGui import QGuiApplication, QPainter  # noqa: E402  (after the offscreen platform and sys.path are set)
from PySide6.QtSvg import QSvgGenerator  # noqa: E402  (after the offscreen platform and sys.path are set)

from casino_desktop.qt.app_icon import APP_ID, ICON_SIZES, paint_app_icon, render_icon_image  # noqa: E402  (after the offscreen platform and sys.path are set)

OUT = REPO / "resources" / "icons"
ICO_NAME = "casino-desktop.ico"
ICNS_NAME = "casino-desktop.icns"

# ICNS element types that hold PNG data, with their pixel size. The @2x
# types (ic11-ic14) are what Retina screens pick; without them Finder
# upscales a blurry 1x image.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


def png_bytes(size: int) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    if not render_icon_image(size).save(buf, "PNG"):
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    buf.close()
    return bytes(data)


def svg_bytes() -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buf)
    gen.setSize(QSize(256, 256))
    gen.setViewBox(QRectF(0, 0, 256, 256))
    gen.setTitle("Casino")
    gen.setDescription("Two fanned playing cards, a diamond and a spade, on green felt")
    painter = QPainter(gen)
    paint_app_icon(painter, QRectF(0, 0, 256, 256))
    painter.end()
    buf.close()
    # QSvgGenerator states the size in millimetres (from its 72 dpi default);
    # icon themes and AppStream expect a pixel size, so say 256 plainly.
    text = re.sub(r'<svg width="[^"]*" height="[^"]*"', '<svg width="256" height="256"',
                  bytes(data).decode("utf-8"), count=1)
    return text.encode("utf-8")


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size + the PNG blobs (width 0 means 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32,
                               len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + entries + blobs


def icns_bytes(png_of) -> bytes:
    """'icns' + total length, then (type, length incl. 8-byte header, PNG) per element."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = png_of(size)
        body += kind + struct.pack(">I", len(blob) + 8) + blob
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def build(out: Path) -> list[Path]:
    """Write all outputs under ``out``; returns the files written."""
    cache: dict[int, bytes] = {}

    def png_of(size: int) -> bytes:
        if size not in cache:
            cache[size] = png_bytes(size)
        return cache[size]

    files: dict[Path, bytes] = {
        out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg": svg_bytes(),
        out / ICO_NAME: ico_bytes({s: png_of(s) for s in ICON_SIZES}),
        out / ICNS_NAME: icns_bytes(png_of),
    }
    for size in ICON_SIZES:
        files[out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = png_of(size)
    for path, blob in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(blob)
    return sorted(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare fresh output with resources/icons instead of writing")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841  (the application must exist while the icons are painted)
    if not args.check:
        for path in build(OUT):
            print(path.relative_to(REPO))
        return 0
    # Byte comparison is fair because the build venv pins one Qt version;
    # a Qt upgrade that changes anti-aliasing shows up here as "stale".
    with tempfile.TemporaryDirectory() as tmp:
        stale = [p.relative_to(tmp) for p in build(Path(tmp))
                 if not (OUT / p.relative_to(tmp)).is_file()
                 or (OUT / p.relative_to(tmp)).read_bytes() != p.read_bytes()]
    for rel in stale:
        print(f"stale or missing: resources/icons/{rel}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
