"""`casino-desktop`: start the game window (or autoplay, or the self-test).

    casino-desktop                         play, with the last game's settings
    casino-desktop --autoplay --variant casino --players 3 --seed 7 \\
                   --screenshot out.png --exit-after round
    casino-desktop --self-test             check the build, play a round offscreen
"""
from __future__ import annotations

import argparse
import os
import sys

from casino_desktop.core import PRESETS, VariantError, game_problem, make_rules
from casino_desktop.core.safe_json import writable_text
from casino_desktop.gc_tuning import tune_collector

# Each step of the start imports what it needs when it comes, inside its
# function: Qt and the window only once the command line is read (``--help``
# and a bad argument need neither), the language before any window is made,
# the self-test's pieces only for the self-test, the tooling's hooks only
# when asked for (the bundle leaves them out).


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="casino-desktop", description="The fishing card game Casino.")
    p.add_argument("--variant", choices=[v.id for v in PRESETS], help="variant preset")
    p.add_argument("--players", type=int, choices=(2, 3, 4), help="number of players")
    p.add_argument("--partnerships", action="store_true", help="four players in two partnerships")
    p.add_argument("--seed", type=int, help="deal number (the same seed deals the same cards)")
    from casino_desktop.ai.levels import LEVELS  # the levels' names for --help and the check below
    p.add_argument("--level", metavar="LEVEL",
                   help=f"computer level for every computer seat: {', '.join(LEVELS[:-1])} or {LEVELS[-1]}")
    p.add_argument("--autoplay", action="store_true", help="computer players fill every seat")
    p.add_argument("--exit-after", choices=("round", "match"), default="round",
                   help="with --autoplay: stop after the first round or the whole match")
    p.add_argument("--screenshot", metavar="PNG", help="with --autoplay: save a screenshot of the window")
    p.add_argument("--screenshot-ply", type=int, metavar="N",
                   help="take the screenshot after N moves instead of at the end")
    p.add_argument("--speed", choices=("slow", "normal", "fast", "instant"),
                   help="animation speed (autoplay defaults to fast)")
    p.add_argument("--size", default=None, type=_window_size, metavar="WxH",
                   help="window size, e.g. 1024x768 (at most what fits the screen)")
    p.add_argument("--self-test", action="store_true", help="check resources and play a round, then exit")
    p.add_argument("--measure-start", action="store_true", help=argparse.SUPPRESS)
    # Test hooks (the kill -9 test): a computer plays the person's seat, saving stays on.
    p.add_argument("--computer-plays-human", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--report-moves", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.level is not None:
        _check_level(p, args.level)
    return args


def _check_level(p: argparse.ArgumentParser, level: str) -> None:
    """A level no player can be made of is refused here, with the levels'
    names, before any window: it went through to the first deal and ended
    the program there with a traceback (the 26th stranger's install test,
    finding 2).  The engine specs ``make_player`` also takes stay accepted."""
    from casino_desktop.ai.levels import make_player  # with the line above: only when a level is given
    try:
        make_player(level)
    except ValueError as err:
        p.error(str(err))


def _window_size(text: str) -> tuple[int, int]:
    """``--size``'s WxH as two numbers."""
    w, _, h = text.lower().partition("x")
    if not (w.isdigit() and h.isdigit() and int(w) > 0 and int(h) > 0):
        raise argparse.ArgumentTypeError(f"{text!r} is not a width and height such as 1024x768")
    return int(w), int(h)


def setup_from_args(args: argparse.Namespace, base=None):
    """The remembered setup with the command line's choices on top."""
    from casino_desktop.qt.game.setup import COMPUTER, GameSetup, SeatSetup
    setup = base or GameSetup()
    if args.variant:
        setup.variant_id = args.variant
        setup.options = {}
    if args.players:
        setup.players = args.players
    setup.partnerships = bool(args.partnerships) or (setup.partnerships and setup.players == 4)
    rules = make_rules(setup.variant_id, setup.options)
    if setup.players == 4 and not setup.partnerships and game_problem(rules, 4, False):
        setup.partnerships = True  # e.g. Kortspelshandboken's Mulle: four play in pairs
    if setup.players != 4:
        setup.partnerships = False
    seats = setup.seat_list()
    if args.autoplay:
        seats = [SeatSetup(COMPUTER, s.level) for s in seats]
    if args.level:
        # An argument the system could not decode holds lone surrogates; the
        # level is written into every save, which must stay writable.
        level = writable_text(args.level)
        seats = [SeatSetup(s.kind, level) if s.kind == COMPUTER else s for s in seats]
    setup.seats = seats
    if args.seed is not None:
        setup.seed = args.seed
    return setup


FEW_CORES = 2  # at most this many processors: Qt's fills stay on the window's thread


def keep_fills_on_few_cores(environ=os.environ, cores: int | None = None) -> bool:
    """On a machine of two processors or fewer, Qt's raster engine paints
    without its thread pool (``QT_NO_GUI_THREADPOOL``), unless the player
    set that variable.  The pool splits every fill taller than about a
    hundred lines over threads; with the computer player thinking on the
    other core they wait for it, and a full repaint of the table took 1.4
    to 3 times as long with the pool at 1280x800 and 1920x1080 on two
    cores (2.3 against 6.6 ms, 3.9 against 7.7-9.0 ms), and about as long
    at 3840x2160 (``scripts/table_repaint.py``).  True if it was set here."""
    if "QT_NO_GUI_THREADPOOL" in environ:
        return False
    if cores is None:
        try:
            cores = len(os.sched_getaffinity(0))
        except (AttributeError, OSError):  # not Linux: the processors of the machine
            cores = os.cpu_count() or 1
    if cores > FEW_CORES:
        return False
    environ["QT_NO_GUI_THREADPOOL"] = "1"
    return True


def _make_app(argv: list[str], migrate: bool = True, claim: list | None = None):
    """The application, named so that settings and data have a folder of their
    own (without an organisation Qt files them under "Unknown Organization"),
    and, once, what older versions kept there brought over.

    With ``claim`` (a list), this start first becomes the one instance of
    the data folder, before the migration touches any file; ``claim``
    receives (lock, exit code) from ``second_start.start_alone``."""
    from PySide6.QtWidgets import QApplication
    from casino_desktop.storage.user_folders import APPLICATION, ORGANIZATION, ORGANIZATION_DOMAIN
    if migrate:  # the self-test leaves the player's files alone
        from casino_desktop.storage.data_files import set_aside_damaged_settings
        _Language.settings_problem = set_aside_damaged_settings()  # before any QSettings reads the file
    keep_fills_on_few_cores()  # before Qt makes its pool
    app = QApplication.instance() or QApplication(argv[:1])
    from casino_desktop.qt.gui_collector import install
    install(app)  # cycles die on the window's thread, never on a worker's
    app.setOrganizationName(ORGANIZATION)
    app.setOrganizationDomain(ORGANIZATION_DOMAIN)
    app.setApplicationName(APPLICATION)
    installed = None
    if claim is not None:
        from casino_desktop.qt.game.second_start import start_alone
        installed = _install_language()  # a later start's words are in the player's language too
        claim.extend(start_alone(argv[1:], _asked_for_a_game(argv[1:])))
        if claim[1] is not None:
            return app
    if migrate:
        from casino_desktop.qt.game.migration import migrate_once
        migrate_once()
    # The language before any window: every text is translated when it is made.
    _install_language(installed)  # the application's display name is said in it too (install_language)
    try:
        from casino_desktop.qt.app_icon import APP_ID, app_icon
        app.setDesktopFileName(APP_ID)
        app.setWindowIcon(app_icon())
    except ImportError:  # pragma: no cover - the icon module ships with the package
        pass
    return app


def _install_language(done: str | None = None) -> str:
    """Install the chosen language, unless it is ``done`` already (the
    migration may have brought an older version's choice meanwhile)."""
    from PySide6.QtCore import QSettings
    from casino_desktop.qt.catalogs import chosen_language, install_language
    code = chosen_language(QSettings())
    if code != done:
        _Language.problem = install_language(code)
    return code


class _Language:
    """Why the chosen language could not be loaded (None: it was), and
    whether the settings file had to be set aside, for the status line and
    the play log once the window is up."""

    problem: str | None = None
    settings_problem = None  # a sentence of ``data_files``: the settings file was set aside


def _say_language_problem(window) -> None:
    if _Language.settings_problem:
        window.tell_at_start(_Language.settings_problem)
    if _Language.problem:  # not said again after a language change: the language chosen then is another
        window.tell_at_start(_Language.problem, again=False)


def play_round_offscreen(variant: str = "casino", players: int = 2, seed: int = 1) -> None:
    """One autoplay round in a real (unshown) window; raises if it fails.
    The self-test calls this, so a frozen build proves it can play."""
    from casino_desktop.qt.game.autoplay import Autoplay
    from casino_desktop.qt.main_window import MainWindow
    args = parse_args(["--autoplay", "--variant", variant, "--players", str(players), "--seed", str(seed)])
    app = _make_app(sys.argv, migrate=False)  # the self-test leaves the player's files alone
    window = MainWindow(setup_from_args(args), watch=True)
    window.set_speed_quietly("instant")
    window.controller.budget = 0.05
    driver = Autoplay(window, exit_after="round", timeout_s=120)
    window.start_game()
    code = app.exec()
    if code != 0 or driver.errors:
        raise RuntimeError("; ".join(driver.errors) or f"autoplay ended with code {code}")


# Said before Qt exists, so in English, like the command line's own errors.
NO_PYSIDE = ("casino-desktop: this Python ({python}) has no Qt for Python (PySide6), which the game needs: "
             "start the game with the command the installation made (.venv/bin/casino-desktop in a clone), "
             "or install it as the README's \"Play it\" says.")
NO_QT_LIBRARY = ("casino-desktop: Qt cannot start because a library of the system is missing ({why}); "
                 "on Debian or Ubuntu, scripts/system-deps.sh in the game's source installs them.")


def qt_problem(importer=None) -> str | None:
    """Why Qt cannot be loaded, in a sentence, or None.  A stranger who
    typed ``python -m casino_desktop`` with the system's Python, as the
    README let them, got a traceback ending in "No module named 'PySide6'"
    (the 26th stranger's install test, finding 3); a machine without
    Qt's system libraries one ending in "libEGL.so.1: cannot open shared
    object file"."""
    import importlib  # only the start's check needs it
    try:
        (importer or importlib.import_module)("PySide6.QtWidgets")
    except ModuleNotFoundError as err:
        if (err.name or "").split(".")[0] == "PySide6":
            return NO_PYSIDE.format(python=sys.executable)
        return NO_QT_LIBRARY.format(why=err)
    except ImportError as err:
        return NO_QT_LIBRARY.format(why=err)
    return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    tune_collector()
    args = parse_args(argv)
    problem = qt_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    if args.self_test:
        from casino_desktop.self_test import run_self_test
        return run_self_test(play_round_offscreen)
    # Autoplay keeps no files, so it may run beside a game; a start that
    # keeps them must be the only one on the data folder.
    claim: list | None = None if args.autoplay else []
    # Nor does it bring older versions' files over, or mark that it did (the
    # once-only mark it wrote to the settings: install test 26).
    app = _make_app([sys.argv[0]] + argv, migrate=not args.autoplay, claim=claim)
    if claim and claim[1] is not None:
        return claim[1]  # Casino was already open: its window came forward
    if args.measure_start:
        from casino_desktop.qt import start_probe  # noqa: F401 (stamps its import time)
    from casino_desktop.qt.game.setup import load_setup
    from casino_desktop.qt.main_window import MainWindow
    from casino_desktop.qt.net.window import NetWindow
    try:
        setup = setup_from_args(args, load_setup())
        problem = setup.problem()
    except VariantError as err:
        problem = str(err)
    if problem:
        print(f"casino-desktop: {problem}", file=sys.stderr)
        return 2
    window = MainWindow(setup, watch=args.autoplay, network_window=NetWindow)
    if claim:
        from casino_desktop.qt.game.second_start import listen_for_later_starts
        listen_for_later_starts(window, claim[0], _asked_setup)  # the lock stays held in ``claim`` until exit
    if args.size:
        from PySide6.QtCore import QSize  # Qt is imported only once the command line is read
        window.ask_size(QSize(*args.size))  # cut to the screen, the frame with it
    if args.autoplay:
        from casino_desktop.qt.game.autoplay import Autoplay
        window.set_speed_quietly(args.speed or "fast")
        window.controller.budget = 0.2
        Autoplay(window, exit_after=args.exit_after, screenshot=args.screenshot,
                 screenshot_ply=args.screenshot_ply)
    elif args.speed:
        window.set_speed(args.speed)
    if args.computer_plays_human:
        # A test hook from the developer tooling, which the bundle leaves out.
        from casino_desktop.tools.stand_in import StandIn
        StandIn(window, report=args.report_moves)
    window.show()
    if args.measure_start:
        from casino_desktop.qt.start_probe import report_first_paint
        report_first_paint(window)
    _first_game(window, args, argv)
    return app.exec()


def _first_game(window, args, argv: list[str]) -> None:
    """The start's news, then the game: the one asked for, else the
    unfinished one (or a new deal), and the guided deal's offer once it is up."""
    # Said before any game is laid out, so that they head its play log
    # (told once it was shown, they came after the deal's heading).
    _say_language_problem(window)
    if not args.autoplay:  # a network match waiting for this player (host or joiner) is said at start
        from casino_desktop.qt.net.comeback import tell_at_start as tell_network_matches
        tell_network_matches(window)
    if args.autoplay or _asked_for_a_game(argv):
        window.start_game()
    else:
        from PySide6.QtCore import Qt
        from casino_desktop.qt.practice.guide_offer import offer_on_first_launch
        # Once the game is back (not over the table still filling), heard of
        # before the look starts: the reader, finding no save, may be done
        # on its thread before the next line here runs, and its ``finished``
        # then went unheard and the guided deal was never offered.
        if not args.computer_plays_human:  # no person at the table to answer it (it holds the computers' moves)
            window.comeback.came_back.connect(lambda: offer_on_first_launch(window),
                                              Qt.ConnectionType.SingleShotConnection)
        window.resume_or_start()


def _asked_setup(argv: list[str]):
    """For a later start's command line: None if it names no game, else
    (setup, None), or (None, the sentence why that game cannot be played)."""
    if not _asked_for_a_game(argv):
        return None
    from casino_desktop.qt.game.setup import load_setup
    try:
        args = parse_args(argv)
    except SystemExit:  # the later start parsed it before sending, so this is not ours
        return None
    try:
        setup = setup_from_args(args, load_setup())
        problem = setup.problem()
    except VariantError as err:
        return None, str(err)
    return (None, problem) if problem else (setup, None)


def _asked_for_a_game(argv: list[str]) -> bool:
    """A variant, table or seed on the command line means a new game, not the saved one."""
    return any(a.split("=")[0] in ("--variant", "--players", "--partnerships", "--seed", "--level") for a in argv)


if __name__ == "__main__":
    sys.exit(main())
