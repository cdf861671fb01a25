"""The "is this play legal?" drills: which rules refuse a play, and the
drill about one play with its right reason among believable wrong ones.

The generator (``generator``) finds the plays on seeded tables; the African
family's worked positions (``african``) are written by hand.  Both make
their reason drills here, so that a worked drill reads like a found one.
"""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Mapping, Sequence
from typing import TypedDict

from ..core import (ADD, BUILD, CAPTURE, NO_CARD, RAISE, TABLE_ADD, TABLE_BUILD, TRAIL, GameState, Move, MoveRule,
                    Rules, Seen, by_kind, makes_build, position_from_json, pretty, registry, rules_in_play,
                    sentences_in_play)
from ..core.templates import N_, Text, fill
from . import drill_sentences, play_words
from .coverage import never_met
from .drill import LEGAL, Drill, options_key
from .walk import match_template


def rule_of_sentence(rules: Rules, template: str) -> str:
    """The name of the first rule in play that gives ``template``."""
    for r in registry():
        if r.active(rules) and template in r.sentences:
            return r.name
    raise KeyError(template)


def _choices(rng: random.Random, right: str | None, others: list[str]) -> tuple[tuple[str, ...], int]:
    """The legal choice, the right reason and up to three other sentences,
    shuffled; with the index of the right one."""
    pool = [s for s in dict.fromkeys(others) if s != right][:3]
    options = pool + ([right] if right is not None else [])
    rng.shuffle(options)
    options.insert(0, drill_sentences.LEGAL_CHOICE)  # always first: the one choice that names no rule
    return tuple(options), (options.index(right) if right is not None else 0)


# The values a card may count as, as the capture rule's own sentence names them
# (the same template and note as ``core.rule_captures``: one catalog entry).
EITHER = N_("{first} or {last}", note="a card's values, such as: 1 or 14")


def _either(values: Sequence[int]) -> str:
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else fill(EITHER, first=", ".join(words[:-1]), last=words[-1])


class _Fields(TypedDict):
    """What the rules' sentences name, filled from one position and play."""

    card: str
    value: int
    max: int
    values: str
    card_value: int
    worth: int
    build: int
    raised: int
    cards: Text
    first: Text
    loose: Text
    left: Text
    equal: Text


def _filled(state: GameState, m: Move, templates: list[str], rng: random.Random) -> list[str]:
    """Other sentences of the rules, filled with the cards and values of
    this position and play: wrong choices where the position's own
    refusals give too few."""
    vt = state.values
    builds = state.builds
    keys = [b.key for b in builds]
    loose = list(m.loose) or [c % 52 for c in state.loose[:1]]
    # A table action plays no hand card: the sentences are filled with a card of the hand.
    f = m.card if m.card != NO_CARD else next((c % 52 for c in state.hands[state.to_move] if c >= 0), 0)
    fields = _Fields(
        card=pretty(f), value=m.value or vt.sum_value[f] or 1, max=vt.max_build,
        values=_either(vt.hand_values[f]), card_value=vt.sum_value[f], worth=vt.sum_value[f],
        build=builds[0].value if builds else (m.value or 1), raised=(m.value or 0) + vt.sum_value[f],
        cards=drill_sentences.cards_text(keys[0] if keys else loose), first=drill_sentences.cards_text(keys[0] if keys else loose),
        loose=drill_sentences.cards_text(loose), left=drill_sentences.cards_text(loose[:1]), equal=drill_sentences.cards_text(loose[:1]))
    splits = _splits_into_groups(state, m)
    out: list[str] = []
    for t in rng.sample(templates, len(templates)):
        if not true_to_table(t, state, fields):
            continue
        if splits and _sentence_rules(state.rules).get(t, ("", 0))[0] == GROUPS_RULE:
            continue
        try:
            sentence = fill(t, **fields)
        except (KeyError, IndexError):
            continue
        if _believable(sentence):
            out.append(sentence)
    return out


# The rule that a capture's cards must split into groups of the card's value.
GROUPS_RULE = "capture_groups"


def _splits_into_groups(state: GameState, m: Move) -> bool:
    """Whether ``m`` is a capture whose cards do split into groups of the
    card's value (a numbered card the grouping rule lets through).  Its
    sentences, filled with this very play's card, cards and value, then
    refute themselves under a question that has just added the cards up:
    "You drop the J♠ on 5♠ + 6♣: 6 + 5 = 11" over "The J♠ cannot take the
    5♠ + 6♣: it takes table cards worth 11, …" (the 23rd stranger's
    play-test of 7 December: in the Nordic games, whose only capture rule
    this is, every legal capture's drill offered such a choice)."""
    if m.kind != CAPTURE or m.card == NO_CARD or state.values.rank_only[m.card]:
        return False
    return GROUPS_RULE not in rules_refusing(state, m)


# Words of the rules' sentences that say a build of the value stands on the table.
_BUILD_STANDS = ("build of {value} is", "build of {value} belongs", "own the build of {value}")


def true_to_table(template: str, state: GameState, fields: _Fields) -> bool:
    """Whether ``template``, filled with ``fields``, says nothing false of
    the cards on screen: a wrong reason is wrong about the rules, never
    about the table ("a build of 9 is on the table" where none is, a card
    in the hand named as the top of a capture pile)."""
    builds = state.builds
    if "capture pile" in template:
        return False   # filled with a card of the hand, never a pile's top
    if not builds and any(f in template for f in ("{build}", "{first}", "build of {cards}")):
        return False
    if any(claim in template for claim in _BUILD_STANDS) and not any(b.value == fields["value"] for b in builds):
        return False
    if "multiple build" in template and not (builds and builds[0].multiple):
        return False
    mine = [b for b in builds if state.side_of(b.controller) == state.side_of(state.to_move)]
    if ("You control the build" in template or "you own the build" in template) and not (
            mine and mine[0] is builds[0]):
        return False
    theirs = ("belongs to an opponent", "opponent's build of {value}")
    return not any(claim in template for claim in theirs) or any(
        b.value == fields["value"] and b not in mine for b in builds)


_SAME_NUMBER_TWICE = re.compile(r"\b(\d+), not \1\b|\b(\d+) makes \2, not|build of (\d+) cannot be taken by a card worth \3\b")


_RAISED_TO = re.compile(r"build of (\d+) to (\d+)")


def _believable(sentence: str) -> bool:
    """A filled sentence a player could take for the reason: not "that build
    is 10, not 10", nor "the build of 4 cannot be taken by a card worth 4",
    nor a raise of a build of 6 to 3."""
    if _SAME_NUMBER_TWICE.search(sentence):
        return False
    raised = _RAISED_TO.search(sentence)
    return raised is None or int(raised.group(2)) > int(raised.group(1))


@functools.lru_cache(maxsize=64)
def _rules_by_kind(rules: Rules) -> dict[str, list[MoveRule]]:
    return by_kind(rules_in_play(rules))


def rules_refusing(state: GameState, m: Move) -> set[str]:
    """The names of every rule in play that refuses ``m``, not only the
    first one, whose sentence ``check`` gives.  A play can break several
    rules; a wrong choice that is just as true of it would make the drill a
    guess.  A later rule may take for granted what an earlier one checks
    and fail on such a play: it then counts as refusing, so that its
    sentences are kept out of the choices too."""
    seen = Seen(state)
    out: set[str] = set()
    for rule in _rules_by_kind(state.rules).get(m.kind, []):
        try:
            refused = bool(rule.refusal(seen, m))
        except Exception:  # noqa: BLE001 (see above: a play the earlier rules would have stopped)
            refused = True
        if refused:
            out.add(rule.name)
    return out


def _fitting(state: GameState, move: Move, sentences: list[str]) -> list[str]:
    """``sentences`` a player could take for the reason ``move`` is refused:
    not one of a rule that refuses it too (two right answers), not one no
    table play meets under these rules (a build where there is no
    building, the command line's "say which cards"), and only one of a rule
    that judges this kind of play (a trail names no cards, so a capture's
    grouping rule says nothing of it)."""
    refusing = templates_refusing(state, move)
    in_play = sentences_in_play(state.rules)
    unmet = _never_met(state.rules)
    judging = _judging(state.rules, move.kind)
    patterns: dict[str, re.Pattern[str]] = {}
    out: list[str] = []
    for s in sentences:
        found = match_template(s, in_play, patterns)
        if (found is not None and found[0] not in refusing and found[0] not in unmet and found[0] in judging
                and plausible(state, move, found[0])):
            out.append(s)
    return out


@functools.lru_cache(maxsize=64)
def _sentence_rules(rules: Rules) -> dict[str, tuple[str, int]]:
    """Each template of the rules in play: (the first active rule that gives
    it, its index among that rule's sentences)."""
    out: dict[str, tuple[str, int]] = {}
    for r in registry():
        if r.active(rules):
            for i, t in enumerate(r.sentences):
                out.setdefault(t, (r.name, i))
    return out


# Rules whose sentences say one thing in other words: a player reads two of
# them side by side as the same choice twice ("court cards have no number
# here: they cannot be built with" / "...: they cannot go into a build").
_SAME_MEANING = {"court_cards_not_in_builds": "court_cards_cannot_build"}


def meaning_of(rules: Rules, template: str) -> str:
    """What a template says, as a key: the rule that gives it (two sentences
    of one rule are one reason told two ways), rules that say the same thing
    in other words sharing one key."""
    name = _sentence_rules(rules).get(template, (template, 0))[0]
    return _SAME_MEANING.get(name, name)


# Sentences that speak of something only some plays hold: a court card in
# the hand (or among the cards it is dropped on), a build being made, a
# trail.  As a wrong reason for a play without it they are no reason at all
# ("court cards..." on a build of numbered cards, "no build may be made" on
# a capture).  Keyed by (rule, sentence index), or by the rule for all its sentences.
def _court_played(state: GameState, m: Move) -> bool:
    return m.card != NO_CARD and state.values.rank_only[m.card]


def _court_dropped_on(state: GameState, m: Move) -> bool:
    return any(state.values.rank_only[f] for f in m.table_faces())


def _court_in_play(state: GameState, m: Move) -> bool:
    return _court_played(state, m) or _court_dropped_on(state, m)


def _bare_trail(state: GameState, m: Move) -> bool:
    return m.kind == TRAIL and not m.loose and not m.builds


def _not_a_bare_trail(state: GameState, m: Move) -> bool:
    return not _bare_trail(state, m)


def _builds_something(state: GameState, m: Move) -> bool:
    return makes_build(m)


_SPEAKS_OF = {
    ("court_takes_own_rank", 0): _court_played, ("court_takes_own_rank", 1): _court_dropped_on,
    "face_capture": _court_played, "court_cards_cannot_build": _court_played,
    "court_cards_not_in_builds": _court_in_play, "face_builds": _court_in_play, "court_build_target": _court_in_play,
    "no_builds_first_deal": _builds_something, ("one_build_first_deal", 0): _bare_trail,
    ("one_build_first_deal", 1): _builds_something,
    # "To build 5 you must still hold a card that takes 5" judges a trail
    # only where the trail builds too (trail and build): of a bare trail it
    # is a give-away, not a reason a player could believe.  (A card put on
    # table cards may well have been meant as a build: those keep it.)
    "build_value_held": _not_a_bare_trail,
}


# Rules whose sentence is true of a play only where the rule refuses it, so
# never a wrong choice: the cap's names the play's own sum ("this build would
# be worth 7; ... not more than 10" refutes itself, and of a capture or a
# trail calls the play a build).  It is only ever a drill's right answer.
ANSWER_ONLY = frozenset({"build_max"})


def plausible(state: GameState, m: Move, template: str) -> bool:
    """Whether ``template`` could be taken for the reason ``m`` is refused:
    it speaks of what the play holds (``_SPEAKS_OF``)."""
    name, index = _sentence_rules(state.rules).get(template, ("", 0))
    if name in ANSWER_ONLY:
        return False
    holds = _SPEAKS_OF.get((name, index)) or _SPEAKS_OF.get(name)
    return holds is None or holds(state, m)


# Plays alike enough that a rule about one is a believable wrong reason for
# another: a card from the hand put onto table cards; or a build made or
# added to with table cards alone, which the building rules judge too.  A
# trail names no table cards and End Turn nothing: only their own rules.
_ALIKE = {k: (CAPTURE, BUILD, RAISE, ADD) for k in (CAPTURE, BUILD, RAISE, ADD)} | {
    k: (TABLE_BUILD, TABLE_ADD, BUILD, RAISE, ADD) for k in (TABLE_BUILD, TABLE_ADD)}


@functools.lru_cache(maxsize=256)
def _judging(rules: Rules, kind: str) -> frozenset[str]:
    """The templates of the rules in play that judge plays like ``kind``."""
    kinds = _ALIKE.get(kind, (kind,))
    by_kind = _rules_by_kind(rules)
    return frozenset(t for k in kinds for r in by_kind.get(k, []) for t in r.sentences)


def askable(rules: Rules, kind: str) -> frozenset[str]:
    """The templates a "legal?" drill about a play of ``kind`` may offer
    under ``rules`` (right answer or wrong): of rules judging such plays
    that some table play meets."""
    return _judging(rules, kind) - _never_met(rules)


@functools.lru_cache(maxsize=64)
def _never_met(rules: Rules) -> frozenset[str]:
    return frozenset(never_met(rules))


def templates_refusing(state: GameState, m: Move) -> set[str]:
    """The sentence templates of the rules that refuse ``m`` (two rules may
    share a template, so the rule's name alone does not say it)."""
    names = rules_refusing(state, m)
    return {t for r in registry() if r.name in names for t in r.sentences}


def _one_per_rule_sentence(state: GameState, theirs: list[str], mine: list[str],
                           right: str | None = None) -> list[str]:
    """One wrong choice per reason of the rules: three "cannot be split
    into groups of 11 / 10 / 6" read as one choice thrice, about other
    plays, and two sentences of one rule (or of two rules that say the same,
    ``meaning_of``) as one reason twice; none that says what the right
    answer's template ``right`` says.  Where both lists say a reason, the
    sentence filled with this play's own cards and values (``mine``) is
    kept; the order is the first appearance, ``theirs`` (refusals met on
    this position) first."""
    in_play = sentences_in_play(state.rules)
    patterns: dict[str, re.Pattern[str]] = {}
    taken = {meaning_of(state.rules, right)} if right is not None else set()
    chosen: dict[str, str] = {}
    for s in theirs + mine:
        found = match_template(s, in_play, patterns)
        if found is not None and meaning_of(state.rules, found[0]) not in taken:
            chosen.setdefault(meaning_of(state.rules, found[0]), s)
    for s in mine:
        found = match_template(s, in_play, patterns)
        key = meaning_of(state.rules, found[0]) if found is not None else None
        if key in chosen and chosen[key] in theirs:
            chosen[key] = s
    return list(chosen.values())


def drill_of_play(variant: str, options: Mapping[str, object], seed: int, data: Mapping[str, object], move: Move,
                  sentence: str | None, template: str | None, topic: str, others: list[str], rng: random.Random,
                  state: GameState | None = None, templates: Sequence[str] = ()) -> Drill:
    """The "is this play legal?" drill about ``move`` on the position
    ``data``: ``sentence`` (the rule's refusal, None for a legal play) among
    ``others`` (sentences of other refusals met), topped up with other
    sentences of the rules filled with this position's cards; never a
    sentence that is just as true of the play."""
    if state is None:
        state = position_from_json(data)
    theirs = _fitting(state, move, [s for s in dict.fromkeys(others) if s != sentence])
    mine = _fitting(state, move, _filled(state, move, [t for t in templates if t != template], rng))
    if len(_one_per_rule_sentence(state, theirs, mine, template)) < 3:
        # Rules with few refusals a table play meets (no building): any other sentence of the rules.
        every = [t for t in sentences_in_play(state.rules) if t != template and t not in templates]
        mine += _fitting(state, move, _filled(state, move, every, rng))
    choices, answer = _choices(rng, sentence, _one_per_rule_sentence(state, theirs, mine, template))
    return Drill(LEGAL, variant, options_key(options), seed, json.dumps(data, ensure_ascii=False),
                 play_words.question(state, move), choices, answer, topic, template, (tuple(move),))
