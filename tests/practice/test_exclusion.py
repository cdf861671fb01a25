"""An exclusion names its rule's templates: one by index, or all of them."""
from casino_desktop.core.predicates import registry
from casino_desktop.practice.exclusion import Exclusion


def test_an_exclusion_names_one_template_of_its_rule_or_all_of_them():
    rule = next(r for r in registry() if len(r.sentences) > 1)
    one = Exclusion(rule.name, 1, lambda _r: True, "why")
    every = Exclusion(rule.name, None, lambda _r: True, "why")
    assert one.templates() == (rule.sentences[1],)
    assert every.templates() == tuple(rule.sentences)
