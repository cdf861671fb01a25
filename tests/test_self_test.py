"""run_self_test, the app icon and the first-paint probe, unfrozen."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from casino_desktop import self_test
from casino_desktop.qt.app_icon import ICON_SIZES, app_icon

pytestmark = pytest.mark.gui


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """Point the self-test at a scratch data folder with no bundle manifest."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setattr(self_test, "DATA_DIR", folder)
    monkeypatch.setattr(self_test, "BUNDLED_DATA_LIST", tmp_path / "no-manifest.txt")
    return folder


def test_app_icon_has_every_size(qapp):
    icon = app_icon()
    assert not icon.isNull()
    assert {QSize(s, s) for s in ICON_SIZES} <= set(icon.availableSizes())


def test_passes_and_plays_the_round(qapp, data_dir, capsys):
    (data_dir / "rules.json").write_text('{"sweep": 1}')
    (data_dir / "card.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
        '<rect width="10" height="10"/></svg>')
    played = []
    assert self_test.run_self_test(lambda: played.append(True)) == 0
    assert played == [True]
    out = capsys.readouterr().out
    assert out.startswith("Self-test passed") and "2 data file(s)" in out
    assert out.count("\n") == 1


# QtSvg logs the parse error as a warning; here that is the point.
@pytest.mark.qt_log_ignore("Cannot read file")
def test_names_the_broken_data_file(qapp, data_dir, capsys):
    (data_dir / "decks").mkdir()
    (data_dir / "decks" / "broken.svg").write_text("<svg")
    (data_dir / "bad.json").write_text("{")
    assert self_test.run_self_test(None) == 1
    out = capsys.readouterr().out
    assert out.startswith("Self-test failed:")
    assert "decks/broken.svg is not a valid SVG" in out and "bad.json did not load" in out


def test_a_file_missing_from_the_bundle_fails(qapp, data_dir, tmp_path, monkeypatch, capsys):
    manifest = tmp_path / "bundled_data.txt"
    manifest.write_text("cards.svg\n")
    monkeypatch.setattr(self_test, "BUNDLED_DATA_LIST", manifest)
    assert self_test.run_self_test(None) == 1
    assert "data file cards.svg is missing" in capsys.readouterr().out


def test_a_failing_round_fails_and_is_named(qapp, data_dir, capsys):
    def play_round():
        raise ValueError("no cards dealt")

    assert self_test.run_self_test(play_round) == 1
    assert "playing a round raised ValueError: no cards dealt" in capsys.readouterr().out


def test_report_file_for_windowed_builds(qapp, data_dir, tmp_path, monkeypatch):
    report = tmp_path / "report.txt"
    monkeypatch.setenv("CASINO_SELF_TEST_REPORT", str(report))
    assert self_test.run_self_test(None) == 0
    assert report.read_text().startswith("Self-test passed")


def test_first_paint_probe_reports(qtbot, capsys):
    from PySide6.QtWidgets import QLabel

    from casino_desktop.qt.start_probe import report_first_paint

    label = QLabel("table")
    qtbot.addWidget(label)
    report_first_paint(label, quit_after=False)
    label.show()
    qtbot.waitUntil(lambda: "first-paint-epoch=" in capsys.readouterr().out, timeout=5000)


def _catalogs(folder, monkeypatch, texts: dict[str, str]):
    """The game's catalogs replaced by ``texts`` ({code: .ts text}), every other language dropped."""
    import casino_desktop.i18n
    from casino_desktop.qt import catalogs
    # A dict of its own: taking items out of the shared one and putting them
    # back would reorder View › Language for the tests that run after.
    languages = {code: v for code, v in casino_desktop.i18n.LANGUAGES.items() if code in texts}
    monkeypatch.setattr(casino_desktop.i18n, "LANGUAGES", languages)
    for code, text in texts.items():
        (folder / f"casino_{code}.ts").write_text(text, encoding="utf-8")
    monkeypatch.setattr(catalogs, "CATALOGS", folder)


SWEDISH = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="sv_SE">'
           '<context><name>casino</name><message><source>Your turn.</source><translation>Din tur.</translation>'
           '</message></context></TS>\n')


def test_loads_every_language_and_sees_it_translated(qapp, data_dir, tmp_path, monkeypatch, capsys):
    _catalogs(tmp_path, monkeypatch, {"sv": SWEDISH, "fi": SWEDISH.replace("Din tur.", "Sinun vuorosi.")})
    assert self_test.run_self_test(None) == 0
    out = capsys.readouterr().out
    assert "languages sv, fi loaded" in out
    from casino_desktop.qt.catalogs import current_language
    assert current_language() == "en"  # the player's language is not left switched


def test_a_language_left_untranslated_fails(qapp, data_dir, tmp_path, monkeypatch, capsys):
    _catalogs(tmp_path, monkeypatch, {"sv": SWEDISH, "fi": SWEDISH.replace("<translation>Din tur.</translation>",
                                                                         '<translation type="unfinished"/>')})
    assert self_test.run_self_test(None) == 1
    assert "catalog of fi is empty" in capsys.readouterr().out


def test_a_damaged_catalog_fails_and_is_named(qapp, data_dir, tmp_path, monkeypatch, capsys):
    _catalogs(tmp_path, monkeypatch, {"ru": "<TS><context><message>"})
    assert self_test.run_self_test(None) == 1
    assert "catalog of ru" in capsys.readouterr().out
