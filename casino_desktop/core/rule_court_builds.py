"""The court-card building rules (seed 004's ``face_builds``, and the
numberless court cards that build nothing elsewhere): where court cards
have no number, whether one may build at all, on what, and what goes
onto a court-card build.  Apart from ``rule_builds``, whose rules judge
the builds of numbers; the predicates list both (``predicates``)."""
from __future__ import annotations

from .moves import ADD, BUILD, RAISE, Move
from .rule_base import MoveRule, Seen
from .templates import N_
from .units_capturing import COURT_TAKES_ONE_OR_THREE, COURTS_NONE

_SHAPES = (BUILD, RAISE, ADD)


COURT_NO_NUMBER = N_("Court cards have no number here: they cannot be built with.")
COURT_ON_LOOSE = N_("A court card builds only on loose table cards of its own rank.")
COURT_RANK = N_("A court card builds only on table cards of its own rank, to be taken by another of that rank.")
COURT_HOLD = N_("To build with a court card you must still hold another card of its rank to take the build.")
COURT_THREE = N_("A court-card build must then hold three cards of its rank, to be taken by the fourth.")
COURT_ADD_ONLY = N_("A court card is added only to a court-card build of its own rank.")
ONTO_COURT_BUILD = N_("Only a court card of its rank is added to a court-card build, and nothing raises it.")


def _court_no_number(seen: Seen, m: Move) -> str | None:
    return COURT_NO_NUMBER if m.kind in _SHAPES and seen.values.rank_only[m.card] else None


def _court_build(seen: Seen, m: Move) -> str | None:
    """Seed 004's court-card builds (``face_builds``): a court card on loose
    court cards of its rank, or alone onto a court build of its rank, taken
    later by another of that rank."""
    kind, f, value, loose, keys = m
    ro = seen.values.rank_only
    if kind not in _SHAPES or not ro[f]:
        return None
    if kind == RAISE:
        return COURT_ADD_ONLY
    rank = f >> 2
    if kind == BUILD and (keys or not loose):
        return COURT_ON_LOOSE
    named = seen.named(keys)
    if any(x >> 2 != rank for x in loose) or value != rank + 1 or any(b.key[0] >> 2 != rank for b in named):
        return COURT_RANK
    if kind == ADD and (loose or len(named) != 1 or named[0].value != value):
        return COURT_ADD_ONLY
    if not any(g >> 2 == rank for g in seen.rest(f)):
        return COURT_HOLD
    if seen.rules.face_capture == COURT_TAKES_ONE_OR_THREE:
        size = len(loose) + 1 if kind == BUILD else len(named[0].cards) + 1
        if size != 3:
            return COURT_THREE
    return None


def _onto_court_build(seen: Seen, m: Move) -> str | None:
    if m.kind in (RAISE, ADD) and not seen.values.rank_only[m.card]:
        target = seen.target(m)
        if target is not None and seen.values.rank_only[target.key[0]]:
            return ONTO_COURT_BUILD
    return None


COURT_CANNOT_BUILD = MoveRule(
    "court_cards_cannot_build", ("face_values", "face_builds"),
    lambda r: r.face_values == COURTS_NONE and not r.face_builds, _court_no_number, (COURT_NO_NUMBER,),
    kinds=_SHAPES, judges="play")
COURT_BUILDS = MoveRule(
    "face_builds", ("face_values", "face_builds", "face_capture"),
    lambda r: r.face_values == COURTS_NONE and r.face_builds, _court_build,
    (COURT_ON_LOOSE, COURT_RANK, COURT_ADD_ONLY, COURT_HOLD, COURT_THREE), kinds=_SHAPES)
COURT_BUILD_TARGET = MoveRule(
    "court_build_target", ("face_values", "face_builds"), lambda r: r.face_values == COURTS_NONE and r.face_builds,
    _onto_court_build, (ONTO_COURT_BUILD,), kinds=(RAISE, ADD))
