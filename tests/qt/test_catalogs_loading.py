"""The catalogs load through Qt and pick each language's plural form."""
from __future__ import annotations

from casino_desktop.core.templates import N_plural, fill
from casino_desktop.i18n.extract import Message
from casino_desktop.i18n.ts_file import merge, write_ts
from casino_desktop.qt import catalogs
from casino_desktop.qt.translate import say, tr, tr_n


def _catalog(tmp_path, language, entries):
    messages = [Message(src, None, one, [("x.py", 1)]) for src, one, _t in entries]
    done = merge(messages, {}, 3)
    for e, (_s, _o, t) in zip(done, entries):
        e.translations, e.finished = (t if isinstance(t, list) else [t]), True
    path = tmp_path / "casino_test.ts"
    write_ts(path, language, done)
    return path


def test_russian_plural_forms_follow_russian_counting(qapp, tmp_path):
    ts = _catalog(tmp_path, "ru_RU", [("{count} cards", "{count} card", ["{count} карта", "{count} карты", "{count} карт"]),
                                     ("Your turn.", None, "Ваш ход.")])
    try:
        assert catalogs.install_language("ru", ts) is None
        cards = N_plural("{count} card", "{count} cards")
        said = {n: say(fill(cards, n)) for n in (1, 2, 5, 11, 21, 22, 25)}
        assert said == {1: "1 карта", 2: "2 карты", 5: "5 карт", 11: "11 карт", 21: "21 карта", 22: "22 карты",
                        25: "25 карт"}
        assert tr("Your turn.") == "Ваш ход."
        assert tr_n("{count} card", "{count} cards", 3) == "3 карты"
        assert tr("Not in the catalog {x}.", x=1) == "Not in the catalog 1."
        assert catalogs.current_language() == "ru"
    finally:
        catalogs.install_language("en")
    assert tr("Your turn.") == "Your turn." and tr_n("{count} card", "{count} cards", 1) == "1 card"


def test_a_damaged_catalog_leaves_the_game_in_english_with_a_sentence(qapp, tmp_path):
    ts = tmp_path / "casino_bad.ts"
    ts.write_bytes(b"\x00\xffnot a catalog <TS")
    try:
        why = catalogs.install_language("sv", ts)
        assert why and why.startswith("The language could not be loaded")
        assert catalogs.current_language() == "en" and tr("Your turn.") == "Your turn."
    finally:
        catalogs.install_language("en")


def test_the_system_language_is_one_we_speak():
    assert catalogs.system_language() in {c for c, _ in catalogs.language_names()}


def _system_says(monkeypatch, languages: list[str]) -> None:
    class _System:
        @staticmethod
        def uiLanguages() -> list[str]:  # noqa: N802 - Qt's name
            return languages

    monkeypatch.setattr(catalogs.QLocale, "system", staticmethod(lambda: _System()))


def test_a_nynorsk_or_plain_norwegian_system_starts_in_bokmal_not_english(monkeypatch):
    for languages in (["nn-NO", "nn"], ["no-NO", "no"], ["nn-Latn-NO", "de-DE"]):
        _system_says(monkeypatch, languages)
        assert catalogs.system_language() == "nb", languages
    _system_says(monkeypatch, ["de-DE", "de"])
    assert catalogs.system_language() == "en"
    _system_says(monkeypatch, ["de-DE", "sv-SE"])  # the second language the system lists is one we speak
    assert catalogs.system_language() == "sv"
