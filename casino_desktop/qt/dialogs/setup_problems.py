"""Why the New Game form's choice cannot be played, as one sentence, or
None when it can.

The form (``new_game.SetupDialog``) shows the sentence and keeps Start off
until it is fixed.  The rules are the core's to judge (``make_rules``;
the table under them, ``GameSetup.problem``): these functions only ask it
and say its answer.  Two seats with one name is the form's own refusal:
the play log tells the seats apart by their names.
"""
from __future__ import annotations

from casino_desktop.core import VariantError, make_rules
from casino_desktop.qt.game.setup import GameSetup
from casino_desktop.qt.translate import tr


def rules_problem(setup: GameSetup) -> str | None:
    """What is wrong with the game and its house rules, whoever plays:
    all that Practice asks, as its drills have no table."""
    try:
        make_rules(setup.variant_id, setup.options)
    except VariantError as err:
        return _reason(err)
    return None


def same_names(names: list[str]) -> str | None:
    """Two seats with one name would make the play log ambiguous ("Anna"
    and "anna" are one name to a reader)."""
    seen = set()
    for name in names:
        if name.casefold() in seen:
            return tr("Two seats are both called {name}: give each seat a name of its own.", name=name)
        seen.add(name.casefold())
    return None


def _reason(err: VariantError):
    """The core's sentence (a ``Text`` that can be said in any language)."""
    return err.args[0] if err.args and isinstance(err.args[0], str) else str(err)
