"""Shared test set-up: Qt runs offscreen, settings and data go to a temp folder."""
import os

# Must happen before any Qt import anywhere in the test session.  The
# offscreen screen is a laptop's 1280x800 (Qt's default is 800x800): the
# window fits itself to the screen, and folds its side panel on one that
# narrow.  tests/qt/test_screen_sizes.py tries the other screens.
_SCREEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "offscreen-1280x800.json")
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={_SCREEN}")
# Qt's raster engine splits every fill taller than about a hundred lines
# over a pool of threads.  In a test run two workers already keep both
# cores busy, so each split only hands work to a thread that must wait
# for a core, and back: on three of the table's test files, 19.2 CPU-s
# with the pool, 14.6 without (and 21.5 s of wall time against 15.0).
# The game turns it off only on two processors or fewer
# (``app.keep_fills_on_few_cores``); a test run turns it off whatever the
# machine, its workers taking every core (``-n auto``).
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")

import gc  # noqa: E402  (kept with the imports below, after QT_QPA_PLATFORM is set)
import sys  # noqa: E402
import tempfile  # noqa: E402

# A machine that turns Python's bytecode cache off (PYTHONDONTWRITEBYTECODE:
# this project's CI machines do) makes every process of a run compile the
# whole package again: each worker, and each of the some twenty games,
# probes and hosts the tests start.  Measured on the tests that start
# processes, that was a quarter of their CPU.  The run keeps the cache in a
# folder of its own outside the tree, so the tree stays as clean as the
# setting meant it to, and each module is compiled once a run (once at all,
# while its source is unchanged).  The workers and the children inherit the
# environment; this process starts using the cache for what it imports next.
if os.environ.pop("PYTHONDONTWRITEBYTECODE", None):
    os.environ.setdefault("PYTHONPYCACHEPREFIX", os.path.join(
        tempfile.gettempdir(), f"casino-tests-pycache-{getattr(os, 'getuid', lambda: 0)()}"))
    sys.dont_write_bytecode = False
    sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"]

import pytest  # noqa: E402  (after QT_QPA_PLATFORM is set, before any Qt import)

from casino_desktop.gc_tuning import collect_due  # noqa: E402  (imports no Qt)
from tests.costly import COSTLY_IDS, stale  # noqa: E402  (imports no Qt)
from tests.tiers import in_this_run, rotation_turns, slice_wanted  # noqa: E402  (imports no Qt)


def pytest_configure(config):
    """As in the game (``qt/gui_collector``): no collection ever runs on a
    worker thread, where it would destroy the Qt objects of earlier tests'
    windows (a test run once died of it); the main thread collects what is
    due after each test."""
    gc.disable()


@pytest.fixture(autouse=True)
def _collect_on_the_main_thread():
    yield
    held = sys.modules.get("casino_desktop.qt.gui_collector")
    if held is not None:  # the window's tick, which no test's event loop may have run
        held.release_finished()
    collect_due()


@pytest.fixture(scope="session")
def _shared_cache_home(tmp_path_factory):
    """The cache holds only catalogs compiled from the .ts files, each named
    by a hash of its source (``qt/catalogs``), so the tests of one process
    share it: with a cache of its own, each test that changed the language
    compiled the catalog again (221 compilations in a run)."""
    return tmp_path_factory.mktemp("xdg_cache_home")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path, monkeypatch, _shared_cache_home):
    """Keep QSettings, saves and caches of the tests out of the real home."""
    # The folders are named, not made: the game makes what it writes to, as
    # on a new account, and four empty folders for each of 4,000 tests were
    # 17,000 directories to make and remove a run.
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    monkeypatch.setenv("XDG_CACHE_HOME", str(_shared_cache_home))
    # Qt reads XDG_CONFIG_HOME once per process: point QSettings at this
    # test's folder explicitly, or every test after the first shares one.
    from PySide6.QtCore import QSettings
    config = str(tmp_path / "xdg_config_home")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, config)


# --------------------------------------------------------------------------- test tiers
# The default run leaves out ``slow`` tests (pyproject's addopts).  CI also
# runs a rotating slice of the slow tests marked ``ci_slice`` (docs/testing.md):
# ``--slice K/N`` keeps the tests whose id falls in share K of N, by a hash
# of the id that does not change between runs or machines.  A parametrised
# test is hashed by its file and parameters, not its name, so that the tests
# of one case share a slice: the two screen-size tests of one screen and
# language read one probe process, which then runs in one slice only.
# A test marked ``slice_order(i)`` falls in share i % N instead: the random
# simulation numbers its runs of matches so that each share gets as many.
#
# A test marked ``rotation(n)`` is too long for a quarter of CI's time (the
# 896 cases of one house rule each in the drill coverage: about half an hour
# of CPU): with ``--turn T`` (CI gives its commit count) it runs in one turn
# of n, the case at place i of those marked with n in the turns T where
# T % n == i % n, whatever ``--slice`` says.  Without ``--turn`` (``-m slow``
# before a release) every case runs.  The shares are worked out in tests/tiers.py.
def pytest_addoption(parser):
    parser.addoption("--slice", metavar="K/N", default=None,
                     help="keep only the share K of N of the selected tests (by a stable hash of their ids)")
    parser.addoption("--turn", metavar="T", type=int, default=None,
                     help="keep a test marked rotation(n) only in its turn: T %% n (CI passes its commit count)")


#
# The default run's costliest cases (``tests/costly.py``) are marked ``slow``
# and ``ci_every`` as they are collected: CI runs each at every commit,
# whatever ``--slice`` says.
_COLLECTED = pytest.StashKey[set]()


def pytest_itemcollected(item):
    if item.nodeid in COSTLY_IDS:
        item.add_marker(pytest.mark.slow)
        item.add_marker(pytest.mark.ci_every)
    item.config.stash.setdefault(_COLLECTED, set()).add(item.nodeid)


def pytest_collection_finish(session):
    """A whole run that misses a listed costly case stops: the case was
    renamed or removed, and the list must say so, not skip it silently."""
    config = session.config
    tests_dir = os.path.join(str(config.rootpath), "tests")
    if [os.path.abspath(a) for a in config.args] != [tests_dir]:
        return
    lost = stale(config.stash.get(_COLLECTED, set()))
    if lost:
        raise pytest.UsageError("tests/costly.py lists cases no test has: " + ", ".join(lost))


def pytest_collection_modifyitems(config, items):
    wanted, turn = config.getoption("--slice"), config.getoption("--turn")
    if not wanted and turn is None:
        return
    k, n = slice_wanted(wanted)
    rotating = rotation_turns(items)
    kept, dropped = [], []
    for item in items:
        (kept if in_this_run(item, k, n, turn, rotating) else dropped).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
