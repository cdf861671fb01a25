"""Every sentence of practice, the guided lessons and the coach is marked for
translation: a template left a plain ``str`` would never reach a catalog,
and the window would show it in English whatever the player's language."""
from __future__ import annotations

import ast
import inspect
import string

import pytest

from casino_desktop.coach import coach_sentences
from casino_desktop.core.templates import Plural, Text
from casino_desktop.practice import drill_sentences
from casino_desktop.practice.guided import guide_sentences

# Shown as they are: no word in them.  (The window's own texts are checked
# the same way in ``tests/qt/practice/test_marked_window_texts.py``.)
NOT_WORDS = {"NEVER_ASKED", "CARD_LIST_SEPARATOR", "ITEM_SEPARATOR", "GROUPS_SEPARATOR"}


def _leaves(value, where: str):
    if isinstance(value, dict):
        for key, v in value.items():
            yield from _leaves(v, f"{where}[{key!r}]")
    elif isinstance(value, (tuple, list)):
        for i, v in enumerate(value):
            yield from _leaves(v, f"{where}[{i}]")
    elif isinstance(value, (str, Plural)):
        yield where, value


def _constants(module):
    """The module's own constants (assigned in it, not imported)."""
    tree = ast.parse(inspect.getsource(module))
    own = {t.id for node in tree.body if isinstance(node, (ast.Assign, ast.AnnAssign))
           for t in (node.targets if isinstance(node, ast.Assign) else [node.target]) if isinstance(t, ast.Name)}
    for name in sorted(own):
        if name.isupper() and name not in NOT_WORDS:
            yield from _leaves(getattr(module, name), f"{module.__name__}.{name}")


def _marked(value) -> bool:
    return isinstance(value, Plural) or (isinstance(value, Text) and value.template == str(value))


@pytest.mark.parametrize("module", [drill_sentences, guide_sentences, coach_sentences], ids=lambda m: m.__name__)
def test_every_sentence_is_a_marked_template(module):
    found = list(_constants(module))
    assert len(found) > 10
    assert [where for where, value in found if not _marked(value)] == []


@pytest.mark.parametrize("module", [drill_sentences, guide_sentences, coach_sentences], ids=lambda m: m.__name__)
def test_a_plural_has_the_same_fields_in_both_forms_and_names_its_count(module):
    def fields(t: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(t) if f}
    for where, value in _constants(module):
        if isinstance(value, Plural):
            assert "{count}" in value.other, where
            assert fields(value.one) - {"count"} == fields(value.other) - {"count"}, where
