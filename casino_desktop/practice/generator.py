"""Drills made by the core for chosen rules, from seeded random games.

``generate`` makes one drill of a kind (and, for a reason, of a topic);
``drill_set`` walks one stretch of games and keeps the first drill found
for every refusal sentence, scoring item and kind of play: what the
coverage test and a practice session draw from.  Both are deterministic
per seed and bounded: they look at a fixed number of positions (rounds
for scoring) and return what they found, None or fewer drills when the
situation never came up.
"""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import TypedDict, cast

from ..core import BUILD as BUILD_MOVE, CAPTURE, RAISE as RAISE_MOVE, GameState, Move, Rules, legal_moves, make_rules
from ..core.cards import pretty
from ..core.i18n import N_, Text, fill, join
from ..core.moves import NO_CARD, TABLE_BUILD
from ..core.position import position_from_json
from ..core.predicates import by_kind, registry, rules_in_play, sentences_in_play
from ..core.rule_base import MoveRule, Seen
from ..core.scoring import score_round
from . import play_words, texts
from .coverage import excluded, scoring_items
from .drill import (BUILD, CAPTURES, LEGAL, MOVE_TOPICS, RAISE, SCORE, TABLE_BUILD as TABLE_BUILD_DRILL, TAKE_BUILD,
                    Drill, options_key)
from .table_plays import table_plays
from .walk import finished_rounds, match_template, positions

__all__ = ["generate", "why_none", "drill_set", "reason_drill", "score_drills", "rule_of_sentence", "POSITIONS", "ROUNDS"]

# How far a generator looks before it gives up: positions of play for one
# drill, for a whole drill set (some sentences need rare tables: two single
# builds of one value for "add to the first of two" under single builds as
# cards came up after 234 to 745 positions in three seeds), and finished
# rounds for the scoring drills (a few milliseconds each; a lopsided round
# for a high "spades beyond" limit can take hundreds).
POSITIONS = 600
SET_POSITIONS = 3000
ROUNDS = 2000
MAX_CAPTURES = 6  # a "find every capture" question with more answers is a chore, not a drill


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
    options.insert(0, texts.LEGAL_CHOICE)  # always first: the one choice that names no rule
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
    loose = list(m[3]) or [c % 52 for c in state.loose[:1]]
    # A table action plays no hand card: the sentences are filled with a card of the hand.
    f = m[1] if m[1] != NO_CARD else next((c % 52 for c in state.hands[state.to_move] if c >= 0), 0)
    fields = _Fields(
        card=pretty(f), value=m[2] or vt.sum_value[f] or 1, max=vt.max_build,
        values=_either(vt.hand_values[f]), card_value=vt.sum_value[f], worth=vt.sum_value[f],
        build=builds[0].value if builds else (m[2] or 1), raised=(m[2] or 0) + vt.sum_value[f],
        cards=texts.cards_text(keys[0] if keys else loose), first=texts.cards_text(keys[0] if keys else loose),
        loose=texts.cards_text(loose), left=texts.cards_text(loose[:1]), equal=texts.cards_text(loose[:1]))
    out: list[str] = []
    for t in rng.sample(templates, len(templates)):
        try:
            sentence = fill(t, **fields)
        except (KeyError, IndexError):
            continue
        if _believable(sentence):
            out.append(sentence)
    return out


_SAME_NUMBER_TWICE = re.compile(r"\b(\d+), not \1\b|\b(\d+) makes \2, not")
_RAISED_TO = re.compile(r"build of (\d+) to (\d+)")


def _believable(sentence: str) -> bool:
    """A filled sentence a player could take for the reason: not "that build
    is 10, not 10", nor a raise of a build of 6 to 3."""
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
    for rule in _rules_by_kind(state.rules).get(m[0], []):
        try:
            refused = rule.refusal(seen, m)
        except Exception:  # noqa: BLE001 (see above: a play the earlier rules would have stopped)
            refused = True
        if refused:
            out.add(rule.name)
    return out


def _not_also_true(state: GameState, move: Move, sentences: list[str]) -> list[str]:
    """``sentences`` without those of a rule that refuses ``move`` too."""
    refusing = templates_refusing(state, move)
    in_play = sentences_in_play(state.rules)
    patterns: dict[str, re.Pattern[str]] = {}
    out: list[str] = []
    for s in sentences:
        found = match_template(s, in_play, patterns)
        if found is not None and found[0] not in refusing:
            out.append(s)
    return out


def templates_refusing(state: GameState, m: Move) -> set[str]:
    """The sentence templates of the rules that refuse ``m`` (two rules may
    share a template, so the rule's name alone does not say it)."""
    names = rules_refusing(state, m)
    return {t for r in registry() if r.name in names for t in r.sentences}


def _reason_drill(variant: str, options: Mapping[str, object], seed: int, data: Mapping[str, object], move: Move,
                  sentence: str | None, template: str | None, topic: str, others: list[str], rng: random.Random,
                  state: GameState | None = None, templates: Sequence[str] = ()) -> Drill:
    others = list(dict.fromkeys(s for s in others if s != sentence))
    if state is None:
        state = position_from_json(data)
    others = _not_also_true(state, move, others)
    if len(others) < 3:
        others += _not_also_true(state, move, _filled(state, move, [t for t in templates if t != template], rng))
    if len(dict.fromkeys(others)) < 3:
        # Rules with few refusals a table play meets (no building): any other sentence of the rules.
        every = [t for t in sentences_in_play(state.rules) if t != template and t not in templates]
        others += _not_also_true(state, move, _filled(state, move, every, rng))
    choices, answer = _choices(rng, sentence, others)
    return Drill(LEGAL, variant, options_key(options), seed, json.dumps(data, ensure_ascii=False),
                 play_words.question(state, move), choices, answer, topic, template, (tuple(move),))


def _move_drills(variant: str, options: Mapping[str, object], seed: int, data: Mapping[str, object], state: GameState,
                 legal: list[Move], rng: random.Random) -> dict[str, Drill]:
    """The drills about plays this position offers: every capture of one
    card, a build of a value, taking a build, raising one."""
    found: dict[str, Drill] = {}
    okey = options_key(options)
    pos = json.dumps(data, ensure_ascii=False)
    if getattr(legal, "complete", True):
        by_card: dict[int, set[str]] = {}
        for m in legal:
            if m[0] == CAPTURE:
                by_card.setdefault(m[1], set()).add(m.text())
        fine = [f for f, caps in sorted(by_card.items()) if len(caps) <= MAX_CAPTURES]
        # A card with one capture makes "find every capture" a "find the capture"; ask
        # about a card with several where the position has one.
        several = [f for f in fine if len(by_card[f]) > 1]
        if fine:
            f = rng.choice(several or fine)
            found[CAPTURES] = Drill(CAPTURES, variant, okey, seed, pos,
                                    fill(texts.CAPTURES_QUESTION, card=pretty(f)),
                                    answer=frozenset(by_card[f]), topic=MOVE_TOPICS[CAPTURES], subject=(f,))
    builds = [m for m in legal if m[0] == BUILD_MOVE]
    if builds:
        m = rng.choice(builds)
        found[BUILD] = Drill(BUILD, variant, okey, seed, pos, fill(texts.BUILD_QUESTION, value=m[2]),
                             answer=m.text(), topic=MOVE_TOPICS[BUILD], subject=(m[2],))
    table_builds = [m for m in legal if m[0] == TABLE_BUILD]
    if table_builds and state.turn_played:
        m = rng.choice(table_builds)
        found[TABLE_BUILD_DRILL] = Drill(TABLE_BUILD_DRILL, variant, okey, seed, pos,
                                         fill(texts.TABLE_BUILD_QUESTION, value=m[2]), answer=m.text(),
                                         topic=MOVE_TOPICS[TABLE_BUILD_DRILL], subject=(m[2],))
    by_key = {b.key: b for b in state.builds}
    takes = [m for m in legal if m[0] == CAPTURE and m[4]]
    if takes:
        m = rng.choice(takes)
        b = by_key[m[4][0]]
        found[TAKE_BUILD] = Drill(TAKE_BUILD, variant, okey, seed, pos,
                                  fill(texts.TAKE_BUILD_QUESTION, cards=texts.cards_text(b.key), value=b.value),
                                  answer=m.text(), topic=MOVE_TOPICS[TAKE_BUILD], subject=(b.key,))
    raises = [m for m in legal if m[0] == RAISE_MOVE]
    if raises:
        m = rng.choice(raises)
        b = by_key[m[4][0]]
        found[RAISE] = Drill(RAISE, variant, okey, seed, pos,
                             fill(texts.RAISE_QUESTION, cards=texts.cards_text(b.key), value=b.value),
                             answer=m.text(), topic=MOVE_TOPICS[RAISE], subject=(b.key,))
    return found


def _judged(state: GameState, rng: random.Random, templates: list[str],
            patterns: dict[str, re.Pattern[str]]) -> tuple[list[Move], list[tuple[Move, str, str]]]:
    """The table plays of the position (``table_plays``): the legal ones,
    and (move, sentence, template) for each refused one; only plays whose
    value is the sum of their cards, as the drill's words say it."""
    legal: list[Move] = []
    refused: list[tuple[Move, str, str]] = []
    for p in table_plays(state, rng):
        if not play_words.arithmetic_agrees(state, p.move):
            continue
        if p.sentence is None:
            legal.append(p.move)
            continue
        found = match_template(p.sentence, templates, patterns)
        if found is not None:
            refused.append((p.move, p.sentence, found[0]))
    return legal, refused


def _alone(state: GameState, m: Move) -> bool:
    """Whether ``m`` breaks one rule only, so that its answer is the only
    true choice (asked only of the play a drill is about: it is slow)."""
    return len(rules_refusing(state, m)) == 1


def drill_set(variant: str, options: dict[str, object] | None = None, seed: int = 0, limit: int = SET_POSITIONS,
              rounds: int = ROUNDS, enough: int = 150) -> dict[str, Drill]:
    """One drill for every refusal sentence a table play can meet (keyed by
    its template), every kind of play (keyed by kind) and every scoring
    item (keyed ``score:<id>``) met in ``limit`` positions and ``rounds``
    rounds of seeded random games; no two drills on one position or round,
    so that a session never shows the same cards twice.  The walk stops
    early, after ``enough`` positions at least, once every sentence that
    can occur in a drill (``coverage.excluded``) has one."""
    options = dict(options or {})
    rules = make_rules(variant, options)
    templates = sentences_in_play(rules)
    skip = excluded(rules)
    wanted = [t for t in templates if t not in skip]
    patterns: dict[str, re.Pattern[str]] = {}
    out: dict[str, Drill] = {}
    shown: set[str] = set()
    for data, state, rng in positions(variant, options, seed, limit):
        key = _position_key(data)
        if key in shown:
            continue
        drill = _first_new(variant, options, seed, data, state, rng, rules, templates, wanted, patterns, out)
        if drill is not None:
            out[drill[0]] = drill[1]
            shown.add(key)
        enough -= 1
        if enough <= 0 and all(t in out for t in wanted):
            break
    for item, d in score_drills(variant, options, seed, rounds, scoring_items(rules)).items():
        out["score:" + item] = d
    from .african import worked_drills  # it builds its drills with this module's helpers
    out.update(worked_drills(variant, options, seed))
    return out


def _position_key(data: Mapping[str, object]) -> str:
    """A position as a player sees it, whatever the walk's game or seat."""
    return json.dumps({k: data[k] for k in ("hands", "table", "piles") if k in data}, sort_keys=True)


def _first_new(variant: str, options: dict[str, object], seed: int, data: dict[str, object], state: GameState,
               rng: random.Random, rules: Rules, templates: list[str], wanted: list[str],
               patterns: dict[str, re.Pattern[str]], out: dict[str, Drill]) -> tuple[str, Drill] | None:
    """(key, drill): the one drill this position gives a drill set, about a
    sentence or a kind of play the set lacks (a sentence first: they are
    the rarer); None when it has nothing new."""
    legal_plays, refused = _judged(state, rng, templates, patterns)
    for m, sentence, template in refused:
        if template not in out and template in wanted and _alone(state, m):
            others = [s for _, s, t in refused if t != template]
            return template, _reason_drill(variant, options, seed, data, m, sentence, template,
                                           rule_of_sentence(rules, template), others, rng, state, wanted)
    for kind, d in _move_drills(variant, options, seed, data, state, legal_moves(state), rng).items():
        if kind not in out and (kind != CAPTURES or len(cast(frozenset[str], d.answer)) > 1):
            return kind, d
    # A few "the play is legal" drills, so that the first choice is sometimes the right one.
    legal_keys = [k for k in out if k.startswith(LEGAL_PLAY + ":")]
    if legal_plays and len(legal_keys) < LEGAL_PLAYS and rng.random() < 0.2:
        m = rng.choice(legal_plays)
        others = [s for _, s, _ in refused]
        d = _reason_drill(variant, options, seed, data, m, None, None, LEGAL_PLAY, others, rng, state, wanted)
        return f"{LEGAL_PLAY}:{len(legal_keys)}", d
    return None


# The topic of a "legal?" drill whose play is legal, and how many a drill set keeps.
LEGAL_PLAY = "legal_play"
LEGAL_PLAYS = 6


def reason_drill(variant: str, options: dict[str, object] | None = None, seed: int = 0, topic: str | None = None,
                 limit: int = POSITIONS) -> Drill | None:
    """An "is this play legal?" drill about a table play: a refusal by the
    rule named ``topic`` (or with that sentence template), else, without a
    topic, a refused or a legal play at random.  None if none was met in
    ``limit`` positions."""
    options = dict(options or {})
    rules = make_rules(variant, options)
    templates = sentences_in_play(rules)
    skip = excluded(rules)
    wanted = [t for t in templates if t not in skip]
    patterns: dict[str, re.Pattern[str]] = {}
    for data, state, rng in positions(variant, options, seed, limit):
        legal, refused = _judged(state, rng, templates, patterns)
        if topic is None and legal and (not refused or rng.random() < 0.25):
            m = rng.choice(legal)
            others = [s for _, s, _ in refused]
            return _reason_drill(variant, options, seed, data, m, None, None, LEGAL_PLAY, others, rng, state,
                                 wanted)
        if topic is None and refused:
            # Every kind of refusal alike, not the commonest one most often.
            by_template: dict[str, tuple[Move, str, str]] = {}
            for r in refused:
                by_template.setdefault(r[2], r)
            refused = [by_template[t] for t in rng.sample(sorted(by_template), len(by_template))]
        for m, sentence, template in refused:
            name = rule_of_sentence(rules, template)
            if (topic is None or topic in (name, template)) and _alone(state, m):
                others = [s for _, s, t in refused if t != template]
                return _reason_drill(variant, options, seed, data, m, sentence, template, name, others, rng,
                                     state, wanted)
    return None


def score_drills(variant: str, options: dict[str, object] | None = None, seed: int = 0, rounds: int = ROUNDS,
                 wanted: Collection[str] | None = None) -> dict[str, Drill]:
    """One "score this round" drill for every scoring item that gave points
    in ``rounds`` random rounds of two sides, keyed by the item's id, each
    on a round of its own; the walk stops early once every item of
    ``wanted`` has one."""
    options = dict(options or {})
    rules = make_rules(variant, options)
    out: dict[str, Drill] = {}
    for state, cut_short in finished_rounds(variant, options, seed, rounds):
        if cut_short:
            continue  # a round cut short by a win scores only its immediate items
        data = round_json(state, variant, options)
        result = score_round(rules, *round_inputs(data, rules))
        answer = tuple((it["id"], tuple(it["points"])) for it in result["items"])
        new = [it for it in result["items"] if any(it["points"]) and it["id"] not in out]
        if new:
            it = new[0]
            out[it["id"]] = Drill(SCORE, variant, options_key(options), seed,
                                  json.dumps(data, ensure_ascii=False), score_question(result["items"]),
                                  answer=answer, topic=it["id"])
        if wanted is not None and all(i in out for i in wanted):
            break
    return out


def score_question(items: Iterable[Mapping[str, object]]) -> str:
    """The scoring question, naming every item of the round's table."""
    return fill(texts.SCORE_QUESTION, items=join(texts.ITEM_SEPARATOR, [it["label"] for it in items]))


class RoundJson(TypedDict):
    """A finished round as ``round_json`` writes it (per side, keyed by the side's number)."""

    variant: str
    options: dict[str, object]
    captured: dict[str, list[str]]
    sweeps: dict[str, int]
    opened: dict[str, int]
    mulles: dict[str, list[int]]
    last_capturer: int | None


def round_json(state: GameState, variant: str, options: Mapping[str, object]) -> RoundJson:
    """A finished round as the ``cli score`` command reads it."""
    from ..core.cards import card_text
    sides = range(len(state.captured))
    last = None if state.last_capturer is None else state.side_of(state.last_capturer)
    return {"variant": variant, "options": dict(options),
            "captured": {str(i): [card_text(c) for c in state.captured[i]] for i in sides},
            "sweeps": {str(i): len(state.sweeps[i]) for i in sides},
            "opened": {str(i): len(state.opened[i]) for i in sides},
            "mulles": {str(i): list(state.mulles[i]) for i in sides},
            "last_capturer": last}


def round_inputs(data: RoundJson,
                 rules: Rules) -> tuple[list[list[int]], list[int], list[list[int]], int | None, list[int]]:
    """``score_round``'s arguments from ``round_json``."""
    from ..core.cards import parse_card
    sides = [str(i) for i in range(len(data["captured"]))]
    piles = [[parse_card(t) for t in data["captured"][k]] for k in sides]
    return (piles, [data["sweeps"][k] for k in sides], [data["mulles"][k] for k in sides],
            data["last_capturer"], [data["opened"][k] for k in sides])


BUILDING_KINDS = (BUILD, TAKE_BUILD, RAISE, TABLE_BUILD_DRILL)


def why_none(variant: str, options: Mapping[str, object] | None, kind: str) -> str | None:
    """Why no drill of ``kind`` can ever come up under the rules (a sentence
    of ``texts``), or None when one may come up with another seed."""
    if kind in BUILDING_KINDS and not make_rules(variant, dict(options or {})).building:
        return texts.NO_BUILDING
    return None


def generate(variant: str, options: dict[str, object] | None = None, kind: str = LEGAL, seed: int = 0,
             topic: str | None = None, limit: int = POSITIONS) -> Drill | None:
    """One drill of ``kind`` under the rules, deterministic per seed; None
    when the situation it needs was not met within ``limit`` positions."""
    options = dict(options or {})
    if why_none(variant, options, kind) is not None:
        return None
    if kind == LEGAL:
        return reason_drill(variant, options, seed, topic, limit)
    if kind == SCORE:
        # Without a topic, the first finished round will do.
        found = score_drills(variant, options, seed, ROUNDS, [] if topic is None else [topic])
        if topic is not None:
            return found.get(topic)
        return found[sorted(found)[random.Random(seed).randrange(len(found))]] if found else None
    for data, state, rng in positions(variant, options, seed, limit):
        d = _move_drills(variant, options, seed, data, state, legal_moves(state), rng).get(kind)
        if d is not None:
            return d
    return None
