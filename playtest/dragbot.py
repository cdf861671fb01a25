"""Play my turns by DRAGGING the card the hint shows (a helper for the play-test, not product code).

Each turn: press H, take a screenshot, find the cyan hint glow around the hinted hand card and
the hinted table cards, drag the hand card onto the first hinted table card (or onto empty felt
for a trail), then press 1 in case a choice pop-up appeared.  Stops when a dialog opens.
Run with DISPLAY/XAUTHORITY of the game's Xvfb (see drive.sh).  Usage: dragbot.py MAXTURNS SHOTDIR
"""
import subprocess
import sys
import time

import numpy as np


def sh(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True).stdout


def grab() -> np.ndarray:
    raw = subprocess.run(["import", "-window", "root", "-depth", "8", "ppm:-"], capture_output=True).stdout
    # P6\nW H\n255\n
    parts = raw.split(b"\n", 3)
    w, h = map(int, parts[1].split())
    return np.frombuffer(parts[3][: w * h * 3], dtype=np.uint8).reshape(h, w, 3)


def cyan_columns(img: np.ndarray, y0: int, y1: int, x1: int) -> list[tuple[int, int]]:
    """Centres (x, y) of runs of columns holding the cyan hint glow in the band y0..y1."""
    band = img[y0:y1, :x1].astype(int)
    r, g, b = band[..., 0], band[..., 1], band[..., 2]
    mask = (r < 140) & (g > 190) & (b > 190)
    cols = mask.sum(axis=0) >= 2
    runs, start = [], None
    for x, on in enumerate(list(cols) + [False]):
        if on and start is None:
            start = x
        elif not on and start is not None:
            if x - start > 20:
                ys = np.nonzero(mask[:, start:x].any(axis=1))[0]
                runs.append(((start + x) // 2, y0 + int(ys.mean())))
            start = None
    return runs


def dialogs() -> int:
    return len(sh("xdotool", "search", "--onlyvisible", "--name", ".").split())


def drag(x0: int, y0: int, x1: int, y1: int) -> None:
    sh("xdotool", "mousemove", str(x0), str(y0), "mousedown", "1")
    time.sleep(0.2)
    sh("xdotool", "mousemove", str((x0 + x1) // 2), str((y0 + y1) // 2))
    time.sleep(0.2)
    sh("xdotool", "mousemove", str(x1), str(y1))
    time.sleep(0.3)
    sh("xdotool", "mouseup", "1")


def main() -> None:
    turns, shots = int(sys.argv[1]), sys.argv[2]
    h = grab().shape[0]
    hand_y0, hand_y1 = int(h * 0.70), int(h * 0.86)
    felt_x1 = int(grab().shape[1] * 0.73)
    done = 0
    while done < turns:
        if dialogs() > 1:
            print("dialog open after", done, "turns")
            return
        sh("xdotool", "key", "h")
        time.sleep(0.8)
        img = grab()
        hand = cyan_columns(img, hand_y0, hand_y1, felt_x1)
        if not hand:
            time.sleep(1.5)
            continue
        table = cyan_columns(img, int(h * 0.12), hand_y0 - 10, felt_x1)
        hx, hy = hand[0]
        if table:
            tx, ty = table[0]
        else:
            tx, ty = felt_x1 - 60, hand_y0 - 60   # empty felt, right of the table row
        drag(hx, hy, tx, ty)
        time.sleep(0.8)
        sh("xdotool", "key", "1")
        done += 1
        print(f"turn {done}: drag ({hx},{hy}) -> ({tx},{ty}) targets={len(table)}", flush=True)
        sh("import", "-window", "root", f"{shots}/bot-{done:03d}.png")
        time.sleep(2.5)
    print("stopped after", done, "turns")


if __name__ == "__main__":
    main()
