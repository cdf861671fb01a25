"""``scripts/i18n_review.py``: a language's templates as players read them,
each plural at 1, 2, 5 and 21 in the language's own forms."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from casino_desktop.i18n.extract import collect

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("i18n_review", ROOT / "scripts" / "i18n_review.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_page_renders_each_plural_in_the_languages_forms_and_a_seat_by_name(qapp):
    review = _script()
    messages = [m for m in collect(ROOT / "casino_desktop")[0]
                if m.source.startswith("The match ends when every player has dealt {count} times; the higher")
                or m.source.startswith("None of {name}'s choices")]
    page = review.review_page("ru", messages)
    assert "сдал 1 раз;" in page and "сдал 2 раза;" in page and "сдал 5 раз;" in page and "сдал 21 раз;" in page
    assert "Север" in page and "Anna" in page  # a seat's own name and a typed one
    assert "(untranslated)" not in page
