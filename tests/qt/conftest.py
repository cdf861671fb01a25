"""Qt tests: a question before throwing a match away must be answered by the
test, never left open (an open modal box would hang the whole run)."""
import pytest


@pytest.fixture(autouse=True)
def _no_unanswered_question(request, monkeypatch):
    if request.node.get_closest_marker("real_question_box"):
        yield
        return
    from casino_desktop.qt.dialogs import match_guard
    asked = []

    def unanswered(_parent, title, question, *_rest) -> bool:
        asked.append(f"{title}: {question}")
        return False  # keep playing, as the box's default would

    monkeypatch.setattr(match_guard, "ask", unanswered)
    yield
    assert not asked, f"a question was shown that this test does not answer: {asked}"
