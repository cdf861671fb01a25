"""Garbage cycles holding Qt objects are destroyed on the window's thread,
never on a worker's (``qt/gui_collector``).  Run in a fresh interpreter:
the test session itself runs with the automatic collector off."""
import subprocess
import sys

_PROBE = r"""
import gc, os, sys, threading
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QWidget
app = QApplication([])
if sys.argv[1] == "installed":
    from casino_desktop.qt.gui_collector import install
    assert install(app) is install(app)  # one per application
died_on = []

class Item(QGraphicsRectItem):
    def __del__(self):
        died_on.append(threading.current_thread().name)

class Panel(QWidget):
    def __del__(self):
        died_on.append(threading.current_thread().name)

def drop_cycles():
    item, panel = Item(), Panel()
    item.me, panel.me = item, panel  # each is garbage only a collection finds

gc.collect()
drop_cycles()
kept = []  # a search's tables: what a worker makes and keeps for a while
worker = threading.Thread(target=lambda: kept.extend([i] for i in range(200_000)), name="worker")
worker.start(); worker.join()  # it allocated far past every threshold
QTimer.singleShot(500, app.quit)
app.exec()
print(",".join(died_on))
"""


def _died_on(mode: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", _PROBE, mode], capture_output=True, text=True, check=True, timeout=60)
    return out.stdout.strip().split(",")


def test_cycles_die_on_the_windows_thread():
    assert _died_on("installed") == ["MainThread", "MainThread"]


def test_without_it_a_worker_destroys_them():
    # What the collector is for: CPython collects on the allocating thread.
    assert _died_on("plain") == ["worker", "worker"]


_HELD_PROBE = r"""
import sys, threading, time
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from casino_desktop.qt.gui_collector import hold_until_done, install
install(app)
died_on = []

class Loader(QObject):
    def run(self):
        time.sleep(0.2)  # the window lets go of it meanwhile

    def __del__(self):
        died_on.append(threading.current_thread().name)

loader = Loader()
worker = threading.Thread(target=loader.run, name="worker")
if sys.argv[1] == "held":
    hold_until_done(loader, worker)
worker.start()
del loader  # the window closed: only the thread holds it now
QTimer.singleShot(600, app.quit)
app.exec()
print(",".join(died_on))
"""


def _loader_died_on(mode: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", _HELD_PROBE, mode], capture_output=True, text=True, check=True,
                         timeout=60)
    return out.stdout.strip().split(",")


def test_an_object_held_for_a_thread_dies_on_the_windows_thread():
    assert _loader_died_on("held") == ["MainThread"]


def test_without_holding_the_thread_lets_it_go_last():
    assert _loader_died_on("plain") == ["worker"]
