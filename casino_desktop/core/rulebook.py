"""The rules of one game as a player reads them: the deal, playing a card,
building, scoring, winning; in sentences, generated from the same rule
values the engine enforces, so the book cannot drift from the game.

Only what applies to this game is said ("Mulle: nothing" has no place in
Royal Casino); every sentence names the rule fields it explains, so a test
can check that no field that applies is left unexplained and none that does
not is mentioned (``applies``).  The full list of settings, with their
values, stays available as ``details`` for the reader who wants it.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import rulebook_african as afr
from .i18n import N_, compose, fill
from .rulebook_words import (BUILDING_SENTENCES, DEAL, DEAL_FIRST, DECK, FOUR, HOUSE_RULE,
                             ITEMS, NONE, NOTHING, PLAY, PLAYERS, SCORING_SENTENCES, SECTIONS, TIES,
                             WINNING, YES_NO)
from .dealing import whole_pack_hands
from .near_target import dominican
from .rule_spec import (ALWAYS, SECTION_BUILDING, SECTION_DEAL, SECTION_PLAY, SECTION_SCORING, SECTION_WINNING,
                        WITH_BUILDING, RuleSpec)
from .rule_units import RULE_SPECS, SPEC_BY_ID
from .units_deal import partnerships_possible
from .variants import Rules, max_capture_value, needs_met, preset
from .units_african_building import TURN_SEVERAL
from .units_match import TIES_COUNT_OUT
from .units_piles import TOPS_NONE
from .units_scoring import MULLE_OFF

@dataclass(frozen=True)
class Sentence:
    text: str
    fields: frozenset[str]


@dataclass(frozen=True)
class Section:
    title: str
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class Detail:
    """One setting for the details fold: its label, value in words, help."""
    label: str
    value: str
    help: str
    house_rule: bool


@dataclass(frozen=True)
class Rulebook:
    title: str
    summary: str
    sections: tuple[Section, ...]
    details: tuple[Detail, ...]
    family: str = ""  # the variant's family: its glossary (``glossary.terms_for``)

    def explained(self) -> set[str]:
        return {f for sec in self.sections for s in sec.sentences for f in s.fields}

    def prose(self) -> str:
        return "\n".join(s.text for sec in self.sections for s in sec.sentences)


def _needs_met(r: Rules, needs: str | None) -> bool:
    return needs_met(lambda name: getattr(r, name), needs)


def applies(r: Rules, name: str, base: Rules) -> bool:
    """Whether the field ``name`` says something about this game, as its
    spec (``rule_units``) tells: its preconditions hold, and its own test
    (``mentioned``) says yes, or it is always part of the rules, or it does
    something here, or a house rule changed it from the preset."""
    spec = SPEC_BY_ID[name]
    if not _needs_met(r, spec.needs):
        return False
    if spec.mentioned is not None:
        verdict = spec.mentioned(r)
        if verdict is not None:
            return verdict
    if spec.said == ALWAYS or (spec.said == WITH_BUILDING and r.building):
        return True
    value = getattr(r, name)
    return value not in spec.quiet or value != getattr(base, name)


def _own_sentences(w: _Writer, r: Rules, base: Rules, section: str) -> None:
    """The sentences the specs of ``section`` write themselves (a rule
    added as one unit), for those that apply, in the specs' order: each
    section's writer says where they go."""
    for spec in RULE_SPECS:
        if spec.section == section and spec.sentence is not None and applies(r, spec.id, base):
            w.say(spec.sentence(r), spec.id)


class _Writer:
    """Collects the sentences of one section, marking house rules."""

    def __init__(self, r: Rules, base: Rules):
        self.r, self.base, self.out = r, base, []

    def say(self, text: str, *fields: str) -> None:
        if any(getattr(self.r, f) != getattr(self.base, f) for f in fields):
            text = fill(HOUSE_RULE, sentence=text)
        self.out.append(Sentence(text, frozenset(fields)))

    def take(self) -> tuple[Sentence, ...]:
        out, self.out = tuple(self.out), []
        return out


# The game's own word for a sweep, after "sweep" in brackets: a template of
# its own, so that a language that writes another alphabet can spell it.
_TABBE = N_(" (tabbe)", note="the Swedish game's own word for a sweep, in brackets after the word sweep")
_MOKKI = N_(" (m\u00f6kki)", note="the Finnish game's own word for a sweep, in brackets after the word sweep")
_VIRADO = N_(" (virado)", note="the Dominican game's own word for a sweep, in brackets after the word sweep")


def _sweep_word(family: str, rules: Rules) -> str:
    """The game's own word for a sweep, in brackets ("" for a game without
    one).  The Dominican game shares the Royal family, so its own rule names it."""
    if dominican(rules):
        return _VIRADO
    return {"Swedish": _TABBE, "Mulle": _TABBE, "Finnish": _MOKKI}.get(family, "")


def _deal(w: _Writer, r: Rules, base: Rules) -> None:
    fields = ["min_players", "max_players"]
    if r.min_players <= 3 <= r.max_players and not r.three_players:
        players = (fill(PLAYERS["or_four"], r.min_players) if r.min_players < 3 else PLAYERS["four_only"])
        fields.append("three_players")
    else:
        if r.min_players == r.max_players:
            players = fill(PLAYERS["exactly"], r.min_players)
        else:
            players = fill(PLAYERS["range"], r.max_players, lowest=r.min_players)
        if r.min_players <= 3 <= r.max_players:
            fields.append("three_players")
    if r.max_players == 4:
        fields.append("four_players_in_partnerships")
        players = compose("{first} {second}", first=players, second=FOUR[r.four_players_in_partnerships])
    w.say(players, *fields)
    w.say(afr.DECK_FORTY if r.forty_cards else DECK[r.decks == 2], "decks", *_if(r, base, "forty_cards"))
    if applies(r, "anticlockwise", base):
        first = (afr.DEAL_FIRST_RIGHT if r.anticlockwise else DEAL_FIRST)[r.dealer_choice]
        w.say(first, "dealer_choice", "anticlockwise")
        w.say(afr.DIRECTION[r.anticlockwise], "anticlockwise")
    else:
        w.say(DEAL_FIRST[r.dealer_choice], "dealer_choice")
    if r.deal_whole_pack:
        _deal_whole_pack(w, r)
        _own_sentences(w, r, base, SECTION_DEAL)
        return
    deal = fill(DEAL[(r.deal_order, bool(r.table_size))], r.hand_size, table=r.table_size)
    w.say(compose("{first} {second}", first=deal, second=fill(DEAL["again"], r.hand_size)),
          "hand_size", "table_size", "deal_order", *_if(r, base, "deal_whole_pack"))
    _own_sentences(w, r, base, SECTION_DEAL)


def _if(r: Rules, base: Rules, *names: str) -> list[str]:
    """Those of ``names`` that apply: a sentence that can also speak of
    them names them only when they are part of this game."""
    return [name for name in names if applies(r, name, base)]


def _deal_whole_pack(w: _Writer, r: Rules) -> None:
    if r.table_size:
        w.say(fill(afr.WHOLE_PACK[True], r.table_size), "table_size", "deal_whole_pack")
    else:
        w.say(afr.WHOLE_PACK[False], "table_size", "deal_whole_pack")
    for players in range(r.min_players, r.max_players + 1):
        if players == 3 and not r.three_players:
            continue
        _, each, left = whole_pack_hands(r, players)
        hands = fill(afr.HANDS[players], each)
        if left:
            hands = compose("{first} {second}", first=hands, second=fill(afr.LEFT_OVER, left))
        w.say(hands, "deal_whole_pack")


def _play(w: _Writer, r: Rules, base: Rules) -> None:
    if r.forty_cards:
        w.say(afr.COURTS_FORTY, "forty_cards")
    else:
        w.say(PLAY["courts_" + r.face_values], "face_values")
    w.say(PLAY["ace_" + r.ace_value], "ace_value")
    if applies(r, "special_hand_values", base):
        w.say(PLAY[("special", r.special_hand_values)], "special_hand_values")
    w.say(PLAY[("turn", r.building)])
    _own_sentences(w, r, base, SECTION_PLAY)  # court-card captures, compulsory capture, equal cards
    if applies(r, "turn_actions", base):
        several = r.turn_actions == TURN_SEVERAL
        w.say(afr.TURN_ACTIONS[("several", r.pile_tops != TOPS_NONE) if several else "one"], "turn_actions")
    _piles(w, r, base)
    if applies(r, "insist", base):
        w.say(afr.INSIST[(r.insist, r.turn_actions)], "insist", *_if(r, base, "turn_actions"))
    w.say(PLAY["last"])


def _piles(w: _Writer, r: Rules, base: Rules) -> None:
    """Capture piles: how a capture lies on one, whose piles partners
    keep, what another player may do with the top card."""
    if not applies(r, "pile_tops", base):
        return
    if r.pile_tops == TOPS_NONE:
        w.say(afr.PILES_NONE, "pile_tops")
        return
    w.say(afr.PILE_ORDER[r.pile_order], "pile_order")
    if applies(r, "partner_piles", base):
        w.say(afr.PARTNER_PILES[r.partner_piles], "partner_piles")
    w.say(afr.PILE_TOPS[r.pile_tops], "pile_tops")
    w.say(afr.NEXT_TOP[r.turn_actions], "pile_tops", *_if(r, base, "turn_actions"))


def _building(w: _Writer, r: Rules, base: Rules, family: str) -> None:
    b = BUILDING_SENTENCES
    if not r.building:
        w.say(b["none"], "building")
        return
    w.say(fill(b["what"], top=r.build_max or max_capture_value(r)), "building", "build_max")
    # The African games' own name for a multiple build (glossary: augmented build).
    w.say(afr.MULTIPLE_AUGMENTED if family == "African" else b["multiple"])
    w.say(b["same_" + r.same_value_builds], "same_value_builds")
    if applies(r, "join_opponents_build", base):  # says whose a build is, before raising makes it yours
        join = afr.JOIN[(False, r.same_value_builds) if not r.join_opponents_build else True]
        w.say(join, "join_opponents_build")
    if applies(r, "raise_partners_build", base) and not r.raise_partners_build:
        w.say(afr.RAISE[(r.raise_own_build, False)], "raise_own_build", "raise_partners_build")
    else:
        w.say(b[("raise_own", r.raise_own_build)], "raise_own_build", *_if(r, base, "raise_partners_build"))
    w.say(b[("duty", r.owner_obligation, r.owner_may_trail)], "owner_obligation", *_if(r, base, "owner_may_trail"))
    if applies(r, "owner_trails_second_deal", base):
        w.say(afr.SECOND_DEAL[r.owner_trails_second_deal], "owner_trails_second_deal")
    if applies(r, "one_build_first_deal", base):
        first = afr.FIRST_DEAL[(True, r.owner_may_trail) if r.one_build_first_deal else False]
        w.say(first, "one_build_first_deal", *_if(r, base, "owner_may_trail"))
    _own_sentences(w, r, base, SECTION_BUILDING)  # court-card builds, trail and build, ... the newer rules


def _scoring(w: _Writer, r: Rules, base: Rules, family: str) -> None:
    t = SCORING_SENTENCES
    if applies(r, "misere", base):
        w.say(t[("misere", r.misere)], "misere")
    word = _sweep_word(family, r)
    for name, template in ITEMS.items():
        if applies(r, name, base):
            n = getattr(r, name)
            if n and name in afr.TIED and r.ties_split:
                w.say(fill(afr.TIED[name], n), name, "ties_split")
            elif n:
                w.say(fill(template, n, own_word=word), name, *(_if(r, base, "ties_split") if name in afr.TIED else []))
            elif name in NONE:
                w.say(fill(NONE[name], own_word=word), name)
            else:
                w.say(_nothing(name), name)
        if name == "most_spades" and applies(r, "spade_quota", base):
            quota = r.spade_quota
            w.say(fill(afr.SPADE_QUOTA, quota) if quota else _nothing("spade_quota"), "spade_quota")
    if applies(r, "sweep_left_open", base):
        w.say(t[("left_open", r.sweep_left_open, r.misere)], "sweep_left_open")
    _own_sentences(w, r, base, SECTION_SCORING)  # sweeps cancelling, mulles, when points are scored ...
    total = _two_side_total(r) if r.ties_split else None
    if total:
        lowest, highest = total
        w.say(fill(afr.TOTAL["fixed"], highest) if lowest == highest
              else fill(afr.TOTAL["range"], highest, lowest=lowest))


def _nothing(name: str) -> str:
    label = SPEC_BY_ID[name].label
    return fill(NOTHING, label=label)


def _two_side_total(r: Rules) -> tuple[int, int] | None:
    """The fewest and most points a round gives two sides together, when
    every point is sure to be scored by one side or the other (tied
    majorities shared evenly, no sweeps or other chance items), else None:
    the African games count "11 a deal"."""
    if (r.sweep_points or r.overspader or r.mulle != MULLE_OFF or r.last_capture or r.misere
            or r.most_cards % 2 or r.most_spades % 2 or not _two_sides(r)):
        return None
    spades = (10 if r.forty_cards else 13) * r.decks
    total = (r.most_cards + r.most_spades + r.each_spade * spades + 4 * r.decks * r.each_ace + r.big_casino
             + r.little_casino + r.ace_of_spades + (0 if r.forty_cards else r.jack_of_spades))
    q = r.spade_quota
    if not q or q > spades:
        return total, total
    if 2 * q <= spades:  # one side surely reaches the quota, both may
        return total + 1, total + 2
    return total, total + 1  # at most one side can reach it


def _two_sides(r: Rules) -> bool:
    return r.min_players == 2 or partnerships_possible(r)


def _winning(w: _Writer, r: Rules, base: Rules) -> None:
    if r.rounds_each:
        w.say(fill(WINNING[("rounds", r.misere)], r.rounds_each), "target", "rounds_each")
    elif r.target:  # a house rule that took a preset's fixed number of rounds away is said here
        w.say(fill(WINNING["target"], r.target), "target", *_if(r, base, "rounds_each"))
    else:
        w.say(WINNING[("one_round", r.misere)], "target", *_if(r, base, "rounds_each"))
    if r.target and r.score_as_earned:
        w.say(WINNING["at_once"], "score_as_earned")
    _own_sentences(w, r, base, SECTION_WINNING)  # differential scoring, the rule near the target
    sweeps = bool(r.sweep_points) if r.tie_break == TIES_COUNT_OUT else False
    w.say(TIES[(bool(r.target), r.tie_break, sweeps)], "tie_break")


def _value_words(spec: RuleSpec, value) -> str:
    if isinstance(value, bool):
        return YES_NO[value]
    return spec.choices[value] if spec.choices else str(value)


def rulebook(rules: Rules, variant_id: str) -> Rulebook:
    v = preset(variant_id)
    base = v.rules
    w = _Writer(rules, base)
    sections = []
    for section, write in ((SECTION_DEAL, lambda: _deal(w, rules, base)),
                           (SECTION_PLAY, lambda: _play(w, rules, base)),
                           (SECTION_BUILDING, lambda: _building(w, rules, base, v.family)),
                           (SECTION_SCORING, lambda: _scoring(w, rules, base, v.family)),
                           (SECTION_WINNING, lambda: _winning(w, rules, base))):
        write()
        sentences = w.take()
        if sentences:
            sections.append(Section(SECTIONS[section], sentences))
    details = tuple(Detail(s.label, _value_words(s, getattr(rules, s.id)), s.help,
                           getattr(rules, s.id) != getattr(base, s.id)) for s in RULE_SPECS)
    return Rulebook(v.name, v.summary, tuple(sections), details, v.family)


def rulebook_markdown(book: Rulebook) -> str:
    """The book as Markdown: prose by section, then every setting."""
    lines = [f"# {book.title}", "", book.summary]
    for sec in book.sections:
        lines += ["", f"## {sec.title}", ""] + [f"- {s.text}" for s in sec.sentences]
    lines += ["", "## Every setting", ""]
    lines += [f"- **{d.label}**: {d.value}{' (house rule)' if d.house_rule else ''}. {d.help}" for d in book.details]
    return "\n".join(lines) + "\n"
