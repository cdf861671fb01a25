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

import itertools
import json
import random
import re
from collections.abc import Collection, Mapping
from typing import cast

from ..core import (BUILD as BUILD_MOVE, CAPTURE, RAISE as RAISE_MOVE, TABLE_BUILD, TURN_SEVERAL, GameState, Move,
                    Rules, legal_moves, make_rules, pretty, score_round, sentences_in_play)
from ..core.templates import fill
from . import drill_sentences, play_words
from .african import worked_drills
from .coverage import excluded, scoring_items
from .drill import (BUILD, CAPTURES, LEGAL, MOVE_TOPICS, RAISE, SCORE, TABLE_BUILD as TABLE_BUILD_DRILL, TAKE_BUILD,
                    Drill, options_key)
from .finished_round import round_inputs, round_json, score_question
from .reasons import askable, drill_of_play, rule_of_sentence, rules_refusing
from .table_plays import table_plays
from .walk import finished_rounds, match_template, positions

__all__ = ["generate", "why_none", "drill_set", "first_drills", "reason_drill", "score_drills", "move_drills", "POSITIONS",
           "ROUNDS"]

# How far a generator looks before it gives up: positions of play for one
# drill, for a whole drill set (some sentences need rare tables: two single
# builds of one value for "add to the first of two" under single builds as
# cards came up after 234 to 745 positions in three seeds), and finished
# rounds for the scoring drills (a few milliseconds each; a lopsided round
# for a high "spades beyond" limit can take hundreds).
POSITIONS = 600
SET_POSITIONS = 3000
# How much further a drill set's walk goes past ``SET_POSITIONS``, only while a
# sentence still lacks a drill, twice: the same games on, then games that
# build nine times in ten.  Some house rules make a sentence rare: the owner's
# kept card under Casino-simple with insisting opponents and a merge with the
# partner's build in Sotho with trail-and-build came up in the first, a raise
# of an opponent's build in the first deal under the simple owner's duty only
# in the second, and a merge with the partner's build in Sotho under the
# simple owner's duty only past 3,000.  A walk that has found everything
# stops before either.
EXTRA_POSITIONS = 6000
EXTRA_BUILD_BIAS = 0.9
ROUNDS = 2000
# Rounds in which one side takes what it can and the other trails, played
# past ``ROUNDS`` only while a scoring item has no drill: a quota of all 13
# spades is not met in thousands of random rounds.
LOPSIDED_ROUNDS = 200
MAX_CAPTURES = 6  # a "find every capture" question with more answers is a chore, not a drill


def move_drills(variant: str, options: Mapping[str, object], seed: int, data: Mapping[str, object], state: GameState,
                 legal: list[Move], rng: random.Random) -> dict[str, Drill]:
    """The drills about plays this position offers: every capture of one
    card, a build of a value, taking a build, raising one."""
    found: dict[str, Drill] = {}
    okey = options_key(options)
    pos = json.dumps(data, ensure_ascii=False)
    if getattr(legal, "complete", True):
        by_card: dict[int, set[str]] = {}
        for m in legal:
            if m.kind == CAPTURE:
                by_card.setdefault(m.card, set()).add(m.text())
        fine = [f for f, caps in sorted(by_card.items()) if len(caps) <= MAX_CAPTURES]
        # A card with one capture makes "find every capture" a "find the capture"; ask
        # about a card with several where the position has one.
        several = [f for f in fine if len(by_card[f]) > 1]
        if fine:
            f = rng.choice(several or fine)
            found[CAPTURES] = Drill(CAPTURES, variant, okey, seed, pos,
                                    fill(drill_sentences.CAPTURES_QUESTION, card=pretty(f)),
                                    answer=frozenset(by_card[f]), topic=MOVE_TOPICS[CAPTURES], subject=(f,))
    builds = [m for m in legal if m.kind == BUILD_MOVE]
    if builds:
        m = rng.choice(builds)
        found[BUILD] = Drill(BUILD, variant, okey, seed, pos, fill(drill_sentences.BUILD_QUESTION, value=m.value),
                             answer=m.text(), topic=MOVE_TOPICS[BUILD], subject=(m.value,))
    table_builds = [m for m in legal if m.kind == TABLE_BUILD]
    if table_builds and state.turn_played:
        m = rng.choice(table_builds)
        found[TABLE_BUILD_DRILL] = Drill(TABLE_BUILD_DRILL, variant, okey, seed, pos,
                                         fill(drill_sentences.TABLE_BUILD_QUESTION, value=m.value), answer=m.text(),
                                         topic=MOVE_TOPICS[TABLE_BUILD_DRILL], subject=(m.value,))
    by_key = {b.key: b for b in state.builds}
    takes = [m for m in legal if m.kind == CAPTURE and m.builds]
    if takes:
        m = rng.choice(takes)
        b = by_key[m.builds[0]]
        alone = any(t.builds == (b.key,) and not t.loose for t in takes)
        question = drill_sentences.TAKE_BUILD_QUESTION if alone else drill_sentences.TAKE_BUILD_WITH_MORE
        found[TAKE_BUILD] = Drill(TAKE_BUILD, variant, okey, seed, pos,
                                  fill(question, cards=drill_sentences.cards_text(b.key), value=b.value),
                                  answer=m.text(), topic=MOVE_TOPICS[TAKE_BUILD], subject=(b.key,))
    raises = [m for m in legal if m.kind == RAISE_MOVE]
    if raises:
        m = rng.choice(raises)
        b = by_key[m.builds[0]]
        found[RAISE] = Drill(RAISE, variant, okey, seed, pos,
                             fill(drill_sentences.RAISE_QUESTION, cards=drill_sentences.cards_text(b.key), value=b.value),
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
            # A legal play no rule of the game could refuse (a trail in Swedish
            # Kasino) would be a question with one answer.
            if askable(state.rules, p.move.kind):
                legal.append(p.move)
            continue
        found = match_template(p.sentence, templates, patterns)
        if found is not None:
            refused.append((p.move, p.sentence, found[0]))
    return legal, refused


def _rules_broken(state: GameState, m: Move) -> int:
    """How many rules ``m`` breaks: one, and its answer is the only true
    reason (asked only of the play a drill is about: it is slow)."""
    return len(rules_refusing(state, m))


# A play the walk met whose sentence the set still lacks, which breaks other
# rules too: (rules broken, position, state, play, sentence, other sentences).
_Near = tuple[int, dict[str, object], GameState, Move, str, list[str]]


def drill_set(variant: str, options: dict[str, object] | None = None, seed: int = 0, limit: int = SET_POSITIONS,
              rounds: int = ROUNDS, enough: int = 150, extra: int = EXTRA_POSITIONS,
              lopsided: int = LOPSIDED_ROUNDS, near_plays: bool = True) -> dict[str, Drill]:
    """One drill for every refusal sentence a table play can meet (keyed by
    its template), every kind of play (keyed by kind) and every scoring
    item (keyed ``score:<id>``) met in ``limit`` positions and ``rounds``
    rounds of seeded random games; no two drills on one position or round,
    so that a session never shows the same cards twice.  The walk stops
    early, after ``enough`` positions at least, once every sentence that
    can occur in a drill (``coverage.excluded``) has one; past ``limit`` it
    goes on, up to ``extra`` more positions and then ``extra`` of games that
    build more, only while one has none."""
    options = dict(options or {})
    rules = make_rules(variant, options)
    templates = sentences_in_play(rules)
    skip = excluded(rules)
    wanted = [t for t in templates if t not in skip]
    patterns: dict[str, re.Pattern[str]] = {}
    out: dict[str, Drill] = {}
    shown: set[str] = set()
    kinds = _kinds_expected(rules)
    looked = 0
    # The first walk goes on first (a merge with a partner's build came up
    # there, in Sotho Casino where trailing builds), then the building one.
    walk = itertools.chain(positions(variant, options, seed, limit + extra),
                           positions(variant, options, seed, extra, build_bias=EXTRA_BUILD_BIAS))
    near: dict[str, _Near] = {}
    rng = random.Random(seed)
    for walked, (data, state, rng) in enumerate(walk):
        if walked >= limit and all(t in out for t in wanted):
            break
        key = _position_key(data)
        if key in shown:
            continue
        drill = _first_new(variant, options, seed, data, state, rng, rules, templates, wanted, patterns, out, near)
        if drill is not None:
            out[drill[0]] = drill[1]
            shown.add(key)
        looked += 1
        if looked >= enough and all(t in out for t in wanted) and (
                all(k in out for k in kinds) or looked >= KINDS_PATIENCE * enough):
            break
    if near_plays:
        out.update(_from_near(variant, options, seed, rules, wanted, near, out, shown, rng))
    for item, d in score_drills(variant, options, seed, rounds, scoring_items(rules), lopsided).items():
        out["score:" + item] = d
    out.update(worked_drills(variant, options, seed))
    return out


# How much longer than ``enough`` a drill set's walk looks for a kind of play
# drill it still lacks once every sentence has one (a raise can be rare).
KINDS_PATIENCE = 3


def _kinds_expected(rules: Rules) -> tuple[str, ...]:
    """The kinds of play drill a session of these rules should offer."""
    kinds = (CAPTURES,) + ((BUILD, TAKE_BUILD, RAISE) if rules.building else ())
    return kinds + ((TABLE_BUILD_DRILL,) if rules.building and rules.turn_actions == TURN_SEVERAL else ())


# Positions walked for a session's first drills (``first_drills``).
FIRST_POSITIONS = 24


def first_drills(variant: str, options: dict[str, object] | None = None, seed: int = 0) -> dict[str, Drill]:
    """The start of ``drill_set``'s set of the same seed, from its first
    ``FIRST_POSITIONS`` positions and no finished round: a session can ask
    its first drill while the whole set is made (a Swazi set walks hundreds
    of positions with hands of up to ten cards).  The same walk, so the
    whole set holds these same drills under the same keys; not those made
    at the walk's end from plays that break other rules too (``_from_near``):
    the whole walk may find a better play for the sentence further on."""
    return drill_set(variant, options, seed, limit=FIRST_POSITIONS, rounds=0, extra=0, lopsided=0, near_plays=False)


def _position_key(data: Mapping[str, object]) -> str:
    """A position as a player sees it, whatever the walk's game or seat."""
    return json.dumps({k: data[k] for k in ("hands", "table", "piles") if k in data}, sort_keys=True)


def _first_new(variant: str, options: dict[str, object], seed: int, data: dict[str, object], state: GameState,
               rng: random.Random, rules: Rules, templates: list[str], wanted: list[str],
               patterns: dict[str, re.Pattern[str]], out: dict[str, Drill],
               near: dict[str, _Near]) -> tuple[str, Drill] | None:
    """(key, drill): the one drill this position gives a drill set, about a
    sentence or a kind of play the set lacks (a sentence first: they are
    the rarer); None when it has nothing new.  A lacking sentence's play
    that breaks other rules too is kept in ``near``, the one breaking the
    fewest, for ``_from_near``."""
    legal_plays, refused = _judged(state, rng, templates, patterns)
    for m, sentence, template in refused:
        if template not in out and template in wanted:
            broken = _rules_broken(state, m)
            others = [s for _, s, t in refused if t != template]
            if broken == 1:
                return template, drill_of_play(variant, options, seed, data, m, sentence, template,
                                               rule_of_sentence(rules, template), others, rng, state, wanted)
            if template not in near or broken < near[template][0]:
                near[template] = (broken, dict(data), state.clone(), m, sentence, others)
    for kind, d in move_drills(variant, options, seed, data, state, legal_moves(state), rng).items():
        if kind not in out and (kind != CAPTURES or len(cast(frozenset[str], d.answer)) > 1):
            return kind, d
    # A few "the play is legal" drills, so that the first choice is sometimes the right one.
    legal_keys = [k for k in out if k.startswith(LEGAL_PLAY + ":")]
    if legal_plays and len(legal_keys) < LEGAL_PLAYS and rng.random() < 0.2:
        legal_drill = _legal_play_drill(variant, options, seed, data, legal_plays, refused, rng, state, wanted)
        if legal_drill is not None:
            return f"{LEGAL_PLAY}:{len(legal_keys)}", legal_drill
    return None


def _from_near(variant: str, options: dict[str, object], seed: int, rules: Rules, wanted: list[str],
               near: Mapping[str, _Near], out: Mapping[str, Drill], shown: set[str],
               rng: random.Random) -> dict[str, Drill]:
    """Drills for the sentences a walk met only in plays that break other
    rules too (the first deal's one build under Casino-simple's owner's
    duty: a raise of the opponent's build that keeps a card for one's own
    is rare in random games).  The sentence is the one the table shows for
    the play, and the wrong choices are never another rule the play breaks
    (``drill_of_play``), so its answer is still the only true one offered;
    a drill with fewer than three choices asks too little and is left out."""
    found: dict[str, Drill] = {}
    for template in wanted:
        if template in out or template not in near:
            continue
        _, data, state, m, sentence, others = near[template]
        key = _position_key(data)
        if key in shown:
            continue
        d = drill_of_play(variant, options, seed, data, m, sentence, template, rule_of_sentence(rules, template),
                          others, rng, state, wanted)
        if len(d.choices) >= 3:
            found[template] = d
            shown.add(key)
    return found


def _legal_play_drill(variant: str, options: Mapping[str, object], seed: int, data: Mapping[str, object],
                      legal: list[Move], refused: list[tuple[Move, str, str]], rng: random.Random,
                      state: GameState, wanted: list[str]) -> Drill | None:
    """The "is this play legal?" drill about one of the ``legal`` plays at
    random; None where no believable wrong reason fits it (a bare trail
    where no build stands): a question with one choice asks nothing, and
    another position asks it better."""
    m = rng.choice(legal)
    others = [s for _, s, _ in refused]
    d = drill_of_play(variant, options, seed, data, m, None, None, LEGAL_PLAY, others, rng, state, wanted)
    return d if len(d.choices) >= 2 else None


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
            d = _legal_play_drill(variant, options, seed, data, legal, refused, rng, state, wanted)
            if d is not None:
                return d
        if topic is None and refused:
            # Every kind of refusal alike, not the commonest one most often.
            by_template: dict[str, tuple[Move, str, str]] = {}
            for r in refused:
                by_template.setdefault(r[2], r)
            refused = [by_template[t] for t in rng.sample(sorted(by_template), len(by_template))]
        for m, sentence, template in refused:
            name = rule_of_sentence(rules, template)
            if (topic is None or topic in (name, template)) and _rules_broken(state, m) == 1:
                others = [s for _, s, t in refused if t != template]
                return drill_of_play(variant, options, seed, data, m, sentence, template, name, others, rng,
                                     state, wanted)
    return None


def score_drills(variant: str, options: dict[str, object] | None = None, seed: int = 0, rounds: int = ROUNDS,
                 wanted: Collection[str] | None = None, lopsided: int = 0) -> dict[str, Drill]:
    """One "score this round" drill for every scoring item that gave points
    in ``rounds`` random rounds of two sides, keyed by the item's id, each
    on a round of its own; the walk stops early once every item of
    ``wanted`` has one, and goes on with up to ``lopsided`` lopsided rounds
    while one has none."""
    options = dict(options or {})
    rules = make_rules(variant, options)
    out: dict[str, Drill] = {}
    # Random rounds first; lopsided ones (the loop stops once every wanted
    # item has a drill) only while one is still unseen.
    taker = finished_rounds(variant, options, seed, lopsided, lopsided=True) if wanted is not None else ()
    for state, cut_short in itertools.chain(finished_rounds(variant, options, seed, rounds), taker):
        if cut_short:
            continue  # a round cut short by a win scores only its immediate items
        data = round_json(state, variant, options)
        result = score_round(rules, *round_inputs(data, rules))
        answer = tuple((it["id"], tuple(it["points"])) for it in result["items"])
        new = [it for it in result["items"] if any(it["points"]) and it["id"] not in out]
        if new:
            it = new[0]
            out[it["id"]] = Drill(SCORE, variant, options_key(options), seed,
                                  json.dumps(data, ensure_ascii=False), score_question(result["items"], rules, it["id"]),
                                  answer=answer, topic=it["id"])
        if wanted is not None and all(i in out for i in wanted):
            break
    return out


BUILDING_KINDS = (BUILD, TAKE_BUILD, RAISE, TABLE_BUILD_DRILL)


def why_none(variant: str, options: Mapping[str, object] | None, kind: str) -> str | None:
    """Why no drill of ``kind`` can ever come up under the rules (a sentence
    of ``drill_sentences``), or None when one may come up with another seed."""
    if kind in BUILDING_KINDS and not make_rules(variant, dict(options or {})).building:
        return drill_sentences.NO_BUILDING
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
        found = score_drills(variant, options, seed, ROUNDS, [] if topic is None else [topic], LOPSIDED_ROUNDS)
        if topic is not None:
            return found.get(topic)
        return found[sorted(found)[random.Random(seed).randrange(len(found))]] if found else None
    for data, state, rng in positions(variant, options, seed, limit):
        d = move_drills(variant, options, seed, data, state, legal_moves(state), rng).get(kind)
        if d is not None:
            return d
    return None
