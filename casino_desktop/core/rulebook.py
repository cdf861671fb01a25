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

from .i18n import compose, fill
from .rulebook_words import (BUILDING_SENTENCES, DEAL, DEAL_FIRST, DECK, FOUR, HOUSE_RULE,
                             ITEMS, NONE, NOTHING, PLAY, PLAYERS, SCORING_SENTENCES, SECTIONS, TIES,
                             WINNING, YES_NO)
from .variants import RULE_FIELDS, Rules, max_capture_value, needs_met, preset

# Fields a player always needs to know, whatever their value.
_ALWAYS = frozenset({"decks", "hand_size", "table_size", "min_players", "max_players", "deal_order",
                     "dealer_choice", "face_values", "ace_value", "building", "target", "tie_break"})
# With building on, these say how it works whatever their value.
_BUILDING_ALWAYS = frozenset({"build_max", "raise_own_build", "same_value_builds", "owner_obligation"})
_NEUTRAL = (False, 0, "off", "never")


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

    def explained(self) -> set[str]:
        return {f for sec in self.sections for s in sec.sentences for f in s.fields}

    def prose(self) -> str:
        return "\n".join(s.text for sec in self.sections for s in sec.sentences)


def _needs_met(r: Rules, needs: str | None) -> bool:
    return needs_met(lambda name: getattr(r, name), needs)


def applies(r: Rules, name: str, base: Rules) -> bool:
    """Whether the field ``name`` says something about this game: its
    preconditions hold, and it is always part of the rules, or it does
    something here, or a house rule changed it from the preset."""
    meta = next(f.metadata for f in RULE_FIELDS if f.name == name)
    if not _needs_met(r, meta.get("needs")):
        return False
    if name == "three_players":
        return r.min_players <= 3 <= r.max_players
    if name == "four_players_in_partnerships":
        return r.max_players == 4
    if name == "face_builds" and r.face_values != "none":
        return False
    if name in _ALWAYS or (r.building and name in _BUILDING_ALWAYS):
        return True
    value = getattr(r, name)
    return value not in _NEUTRAL or value != getattr(base, name)


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


def _sweep_word(family: str) -> str:
    """The game's own word for a sweep, in the game's own language (shown
    as it is in every language: it is the game's name for the thing)."""
    return {"Swedish": " (tabbe)", "Mulle": " (tabbe)", "Finnish": " (m\u00f6kki)"}.get(family, "")


def _deal(w: _Writer, r: Rules) -> None:
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
    w.say(DECK[r.decks == 2], "decks")
    w.say(DEAL_FIRST[r.dealer_choice], "dealer_choice")
    deal = fill(DEAL[(r.deal_order, bool(r.table_size))], r.hand_size, table=r.table_size)
    w.say(compose("{first} {second}", first=deal, second=fill(DEAL["again"], r.hand_size)),
          "hand_size", "table_size", "deal_order")


def _play(w: _Writer, r: Rules, base: Rules) -> None:
    w.say(PLAY["courts_" + r.face_values], "face_values")
    w.say(PLAY["ace_" + r.ace_value], "ace_value")
    if applies(r, "special_hand_values", base):
        w.say(PLAY[("special", r.special_hand_values)], "special_hand_values")
    w.say(PLAY[("turn", r.building)])
    if applies(r, "face_capture", base):
        w.say(PLAY["court_" + r.face_capture], "face_capture")
    if applies(r, "compulsory_capture", base):
        w.say(PLAY[("compulsory", r.compulsory_capture, r.building)], "compulsory_capture")
    if applies(r, "forced_pairing", base):
        w.say(PLAY[("pairing", r.forced_pairing)], "forced_pairing")
    w.say(PLAY["last"])


def _building(w: _Writer, r: Rules, base: Rules) -> None:
    b = BUILDING_SENTENCES
    if not r.building:
        w.say(b["none"], "building")
        return
    w.say(fill(b["what"], top=r.build_max or max_capture_value(r)), "building", "build_max")
    w.say(b["multiple"])
    w.say(b[("raise_own", r.raise_own_build)], "raise_own_build")
    w.say(b["same_" + r.same_value_builds], "same_value_builds")
    w.say(b[("duty", r.owner_obligation, r.owner_may_trail)],
          *(["owner_obligation", "owner_may_trail"] if applies(r, "owner_may_trail", base) else ["owner_obligation"]))
    for name in ("face_builds", "table_cards_raise_single", "single_build_as_card", "trail_and_build",
                 "build_for_partner"):
        if applies(r, name, base):
            w.say(b[(name, bool(getattr(r, name)))], name)


def _scoring(w: _Writer, r: Rules, base: Rules, family: str) -> None:
    t = SCORING_SENTENCES
    if applies(r, "misere", base):
        w.say(t[("misere", r.misere)], "misere")
    word = _sweep_word(family)
    for name, template in ITEMS.items():
        if not applies(r, name, base):
            continue
        n = getattr(r, name)
        if n:
            w.say(fill(template, n, word=word), name)
        elif name in NONE:
            w.say(fill(NONE[name], word=word), name)
        else:
            label = next(f.metadata["label"] for f in RULE_FIELDS if f.name == name)
            w.say(fill(NOTHING, label=label), name)
    if applies(r, "sweep_left_open", base):
        w.say(t[("left_open", r.sweep_left_open, r.misere)], "sweep_left_open")
    for name in ("sweeps_cancel", "finnish_sweep_limits", "mulle", "immediate_scoring", "score_as_earned"):
        if applies(r, name, base):
            w.say(t[(name, getattr(r, name))], name)


def _winning(w: _Writer, r: Rules, base: Rules) -> None:
    if r.rounds_each:
        w.say(fill(WINNING[("rounds", r.misere)], r.rounds_each), "target", "rounds_each")
    elif r.target:
        w.say(fill(WINNING["target"], r.target), "target")
    else:
        w.say(WINNING[("one_round", r.misere)], "target")
    if r.target and r.score_as_earned:
        w.say(WINNING["at_once"], "score_as_earned")
    if applies(r, "differential", base):
        w.say(WINNING[("differential", r.differential)], "differential")
    if applies(r, "near_target", base):
        w.say(WINNING[("near_target", r.near_target)], "near_target")
    sweeps = bool(r.sweep_points) if r.tie_break == "count_out" else False
    w.say(TIES[(bool(r.target), r.tie_break, sweeps)], "tie_break")


def _value_words(f, value) -> str:
    if isinstance(value, bool):
        return YES_NO[value]
    labels = f.metadata.get("choice_labels")
    return labels[value] if labels else str(value)


def rulebook(rules: Rules, variant_id: str) -> Rulebook:
    v = preset(variant_id)
    base = v.rules
    w = _Writer(rules, base)
    sections = []
    for title, write in ((SECTIONS["deal"], lambda: _deal(w, rules)),
                         (SECTIONS["play"], lambda: _play(w, rules, base)),
                         (SECTIONS["building"], lambda: _building(w, rules, base)),
                         (SECTIONS["scoring"], lambda: _scoring(w, rules, base, v.family)),
                         (SECTIONS["winning"], lambda: _winning(w, rules, base))):
        write()
        sentences = w.take()
        if sentences:
            sections.append(Section(title, sentences))
    details = tuple(Detail(f.metadata["label"], _value_words(f, getattr(rules, f.name)), f.metadata["help"],
                           getattr(rules, f.name) != getattr(base, f.name)) for f in RULE_FIELDS)
    return Rulebook(v.name, v.summary, tuple(sections), details)


def rulebook_markdown(book: Rulebook) -> str:
    """The book as Markdown: prose by section, then every setting."""
    lines = [f"# {book.title}", "", book.summary]
    for sec in book.sections:
        lines += ["", f"## {sec.title}", ""] + [f"- {s.text}" for s in sec.sentences]
    lines += ["", "## Every setting", ""]
    lines += [f"- **{d.label}**: {d.value}{' (house rule)' if d.house_rule else ''}. {d.help}" for d in book.details]
    return "\n".join(lines) + "\n"
