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


@pytest.fixture(scope="session")
def pseudo_catalog(tmp_path_factory):
    """The pseudo-language's catalog (``tests/qt/pseudo_locale.py``), written once."""
    from tests.qt.pseudo_locale import write_pseudo_catalog
    return write_pseudo_catalog(tmp_path_factory.mktemp("pseudo"))


@pytest.fixture
def pseudo_language(pseudo_catalog):
    """The app speaks the pseudo-language for the test, English after it."""
    from casino_desktop.qt.catalogs import install_language
    assert install_language("xx", pseudo_catalog) is None
    yield
    install_language("en")


@pytest.fixture
def pseudo_as_a_language(pseudo_catalog, monkeypatch):
    """The pseudo-language offered in View › Language as if it were one of ours."""
    import casino_desktop.i18n
    from casino_desktop.qt import catalogs
    monkeypatch.setitem(casino_desktop.i18n.LANGUAGES, "xx", ("en_US", 2, "Pseudo"))
    install = catalogs.install_language
    monkeypatch.setattr(catalogs, "install_language",
                        lambda code, ts=None: install(code, pseudo_catalog if code == "xx" else ts))
    yield
    install("en")


@pytest.fixture(autouse=True)
def _no_modal_window_left_open():
    """A modal window a test leaves open (a question, a dialog; the score
    sheet at a round's end is not modal) would make the next test in the same process
    think the player is busy answering it (``second_start`` then only brings
    the window forward): it is closed after each test."""
    yield
    from PySide6.QtWidgets import QApplication
    if QApplication.instance() is None:
        return
    for _ in range(20):  # a window closing may show none, or one more
        left = QApplication.activeModalWidget()
        if left is None:
            break
        left.close()
        QApplication.processEvents()


@pytest.fixture(autouse=True)
def _high_contrast_off_after_each_test():
    """View › High Contrast is the application's (its palette, its style
    sheet, and the switch the card painter reads), not a window's: a test
    that turned it on left every later test in the same process drawn with
    its style sheet, whose scroll bars are wider, and New Game's
    measurements then failed in a whole run only (the test passed alone)."""
    yield
    from casino_desktop.qt.access.contrast import apply_palette, high_contrast, set_high_contrast
    if high_contrast():
        set_high_contrast(False)
        apply_palette(False)
