"""Frozen-build entry point: PyInstaller needs a script, the game has a function.

Kept tiny so that everything real lives in the package and is tested there.
"""
import multiprocessing
import sys

if __name__ == "__main__":
    # A frozen app that ever uses multiprocessing (e.g. an AI worker pool) must
    # call this first on Windows/macOS, or each worker re-launches the game.
    multiprocessing.freeze_support()
    from casino_desktop.app import main

    sys.exit(main())
