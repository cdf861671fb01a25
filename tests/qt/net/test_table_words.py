"""The host's question before closing a table mid-match names the whole
menu path that resumes it, as the menus show it, in the player's language."""
from __future__ import annotations

from casino_desktop.qt.net.table_words import close_alone, close_for_everyone, host_again
from casino_desktop.qt.translate import say


def test_the_close_question_names_the_whole_menu_path_to_resume():
    assert say(host_again()) == "Game \u203a Play Over the Network \u203a Host"
    assert close_for_everyone("Bo", 1) == ("Bo is at your table: close it for everyone? You can resume the match "
                                           "later where it stopped with Game \u203a Play Over the Network \u203a Host.")
    assert close_for_everyone("Bo and Cy", 2).startswith("Bo and Cy are at your table")
    assert close_alone() == ("Close your table in the middle of the match? You can resume it later where it stopped "
                             "with Game \u203a Play Over the Network \u203a Host.")


def test_the_menu_path_is_said_in_the_players_language(qtbot, pseudo_language):
    from tests.qt.pseudo_locale import leftover
    question = close_alone()
    assert "Play Over the Network" not in question and leftover(question) == "", question
