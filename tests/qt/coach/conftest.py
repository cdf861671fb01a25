"""The coach's table tests' fixtures: pytest finds them here without an import."""
import pytest

from .helpers import Gate


@pytest.fixture
def gate(monkeypatch):
    g = Gate(monkeypatch)
    yield g
    g.open()  # never leave the worker waiting
