"""Every network window in these tests answers the question asked before
leaving a table (a modal box would wait for a player who is not there):
Yes, as a player who means to close it; a test that checks the question
gives its own answer."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _leave_without_asking(monkeypatch):
    monkeypatch.setattr("casino_desktop.qt.net.window.ask_to_leave", lambda window, question: True)
