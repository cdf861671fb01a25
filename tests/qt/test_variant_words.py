"""How the games are named where they are listed or headed.  The
Norwegian's home game was "Kasino (svensk; parti til 16)" in the side panel,
"Kasino — svensk" in Practice, and its rules opened with "Svensk kasino
der…": to a Norwegian, somebody else's game (the seventh stranger's
play-test of 6 December, finding 8).  The family of the Kasino played in
Sweden and Norway is "Nordic", as the sources call it; its rules keep
their own words."""
from __future__ import annotations

import pytest

from casino_desktop.core import PRESETS, make_rulebook, preset
from casino_desktop.qt import catalogs
from casino_desktop.qt.game.setup import home_variant
from casino_desktop.qt.translate import say
from casino_desktop.qt.variant_words import family_differs, listed_name


def test_the_norwegians_home_game_is_named_nordic_not_swedish():
    home = preset(home_variant("nb"))
    assert home.id == "kasino" and listed_name(home) == "Kasino  \u2014  Nordic"
    book = make_rulebook(home.rules, home.id)
    assert "Swedish" not in say(book.summary) and say(book.summary).startswith("The Nordic game")
    rules = " ".join(say(s.text) for sec in book.sections for s in sec.sentences)
    assert "(tabbe)" in rules  # the family's own word for a sweep, which its id chooses


def test_every_game_is_listed_sensibly():
    names = {v.id: listed_name(v) for v in PRESETS}
    assert names["swedish-kasino"] == "Swedish Kasino  \u2014  Nordic"
    assert names["finnish-kasino"] == "Finnish Kasino" and names["mulle"] == "Mulle"
    assert names["casino"] == "Casino  \u2014  Anglo-American"
    assert not family_differs(preset("mulle"))  # not "Mulle — Mulle"


def test_a_family_the_name_already_says_is_not_repeated():
    """"Royal Casino (Royal; game to 21)" in the side panel, "Finnish Kasino — Finnish" in
    New Game (the sixteenth stranger's play-test): the family only where it adds a word."""
    names = {v.id: listed_name(v) for v in PRESETS}
    assert names["royal-casino"] == "Royal Casino" and names["finnish-kasino"] == "Finnish Kasino"
    assert names["dominican-casino"] == "Royal Casino (Dominican)"
    assert names["swazi-casino"] == "Swazi Casino  \u2014  African"  # the name does not say it


@pytest.mark.parametrize("language", ["sv", "es", "ru", "fi", "nb", "id"])
def test_a_family_said_in_another_ending_is_not_repeated(qapp, language):
    """Swedish says the family "finska" and the game "Finskt kasino": the same word."""
    assert catalogs.install_language(language) is None
    try:
        for vid in ("royal-casino", "finnish-kasino", "mulle", "mulle-kortspel"):
            assert not family_differs(preset(vid)), (language, vid, listed_name(preset(vid)))
        assert family_differs(preset("casino")) and family_differs(preset("swedish-kasino"))
    finally:
        catalogs.install_language("en")
