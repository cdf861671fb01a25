"""screen-*.png: the main window mid-game (Royal Casino, four players, deal 3)
and the New Game dialog, on the real window system under Xvfb:

    xvfb-run -a -s "-screen 0 1024x768x24" .venv/bin/python docs/screenshots/screen_sizes.py docs/screenshots/screen-1024x768

writes PREFIX-main.png and PREFIX-newgame.png (committed as screen-WxH.png and
screen-WxH-new-game.png).  Xvfb has no window manager: the
strip under the window is the room left for a title bar."""
import subprocess
import sys
import tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from casino_desktop.app import _make_app
from casino_desktop.core import legal_moves
from casino_desktop.qt.game.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from casino_desktop.qt.main_window import MainWindow
from tests.qt.screen_probe import settle, wait_until
out = sys.argv[1]
app = _make_app(sys.argv[:1], migrate=False)
seats = [SeatSetup(HUMAN)] + [SeatSetup(COMPUTER, "random")] * 3
setup = GameSetup("royal-casino", {}, 4, True, seats, 3)
w = MainWindow(setup, settings=QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat))
w.set_speed_quietly("instant")
w.show()
w.start_game(seed=3)
for _ in range(4):
    wait_until(lambda: w.input.enabled)
    w.play_move(legal_moves(w.controller.state)[0])
wait_until(lambda: w.input.enabled)
settle(800)
subprocess.run(["import", "-window", "root", f"{out}-main.png"])
from casino_desktop.qt.dialogs.new_game import SetupDialog  # noqa: E402  (a script: imported where it is first used)
d = SetupDialog(GameSetup("krypkasino", {}, 4, True, seats), w)
d.show()
settle(800)
subprocess.run(["import", "-window", "root", f"{out}-newgame.png"])
d.close()
w.close()
