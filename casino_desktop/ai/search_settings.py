"""Every dial of the search player (``search.SearchPlayer``), in one frozen record.

The levels (``levels.py``) and measurement runs build one of these; a
variation is ``dataclasses.replace(MASTER, worlds=100)``.  The engine specs
of the command line (``search:worlds=100,guard=1``) name the same fields.

What the dials that were measured are worth in play is in
``docs/strength.md`` (2-player Casino against Greedy, deal by deal against
Master).  Most are kept for measurement: only ``worlds``, ``candidates``, ``epsilon``,
``time_limit``, ``infer``, ``guard``, ``habits`` and ``read`` differ from
their defaults in a level; the coach's search also sets ``work``,
``nodes`` and ``cpu_clock``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from .dials import dial, ranges_of
from .policy import BUILD_SHARE


# Each dial's range is the last two numbers of its ``dial(default, low,
# high)``: what a spec on the command line may set it to (``dials.py``).
@dataclass(frozen=True)
class SearchSettings:
    # -- how much it thinks -------------------------------------------------
    worlds: int = dial(400, 1, 100_000)
    """Deals it imagines per decision (sampled worlds consistent with what it
    has seen).  More worlds: steadier choices, more thinking time.  The world
    count, not the clock, sets the strength."""
    candidates: int = dial(8, 1, 100)
    """How many of the heuristic's best moves it plays out in those worlds;
    the others are never considered."""
    time_limit: float = dial(0.8, 0.01, 60.0)
    """Longest it may think about one move, in seconds: a safety cap for slow
    machines.  The table's own budget, when smaller, wins."""
    work: int = dial(0, 0, 10 ** 12)
    """The most work the playouts of one decision may do, counted in moves
    weighed: each ply of a playout weighs every move it could play, so this
    follows the time a playout takes in a short Casino deal and in a Swazi
    table of hundreds of builds alike.  Sampling stops before the next world
    once it is reached (never before the first); 0: no cap, ``worlds`` and
    the clock stop it.  A count of work, not of seconds: a search it stops
    reads the same on any machine at any load (the coach's,
    ``coach.grading.COACH``)."""
    cpu_clock: int = dial(0, 0, 1)
    """0: ``time_limit`` is wall time; 1: it is the processor time of the
    thread that searches (``time.thread_time``), which the load of other
    processes does not eat (the coach's far safety bound)."""
    nodes: int = dial(0, 0, 10 ** 12)
    """The most positions the exact solver may visit before it gives up and
    sampling takes over (0: only the clock stops it); like ``playouts``, a
    count of work."""
    solve_plies: int = dial(12, 0, 60)
    """Two sides, stock empty and nothing hidden: when at most this many plies
    are left in the round it plays the rest perfectly (exact solver)."""
    prune: int = dial(1, 0, 1)
    """1: every 16 worlds, drop moves that are clearly behind the leader, so
    easy decisions end early; 0: play every candidate in every world."""
    indifferent: float = dial(0.0, 0.0, 100.0)
    """Points (0: off): at each pruning round, stop sampling once no move
    still in can be better than the leader by more than this (the same
    paired test as ``prune``), since choosing between moves that close
    costs less than the time that would tell them apart.  Without it two
    near-equal moves are sampled until ``worlds`` or the clock."""

    # -- how a sampled world is played out --------------------------------
    horizon: int = dial(0, 0, 10)
    """Further deals each playout goes past the current one (0: it stops at
    the end of this deal)."""
    finish: int = dial(0, 0, 104)
    """With at most this many cards left in the stock (but some), playouts
    run on to the end of the round, not of the deal (0: off): 8 in
    2-player Casino is the deal before the last."""
    extra: int = dial(0, 0, 100)
    """Plies played past the end of the deal, so that a card trailed last
    still meets the next player's reply."""
    depth: int = dial(0, 0, 1000)
    """A cap on a playout's plies (0: none)."""
    epsilon: float = dial(0.1, 0.0, 1.0)
    """Share of the playouts' moves chosen at random instead of greedily (a
    little noise, as the fishing-game literature recommends; the levels use
    0)."""
    reply: int = dial(0, 0, 100)
    """0: one-ply playouts; n > 0: the playouts' n best moves are also charged
    the next rival's best capture in reply (slower; not measurably stronger)."""
    guard: int = dial(0, 0, 2)
    """1: the playouts judge a build or a trail against the next rival's hand
    in the sampled world (a build the rival can take is lost, a trail it can
    match costs twice); 2: also the table cards a move leaves the rival."""
    blind: int = dial(0, 0, 1)
    """With ``guard``, 1: the searching side's own later moves in a
    playout are judged without the rival's hand (the rivals' moves still
    with ours), since no real later move of ours can see it; 0: both sides
    see each other's hands in the sampled world."""
    share: float = dial(BUILD_SHARE, 0.0, 2.0)
    """Unguarded (no ``guard``, or a partner plays next): what a build is
    worth in a playout, as a share of its cards (it may be stolen, and it
    costs a tempo)."""
    keep: float = dial(0.9, 0.0, 2.0)
    """With ``guard``: what a build the rival cannot take is worth, as a share
    of its cards plus the card it will be taken with."""
    learned: int = dial(0, 0, 2)
    """1: the playouts score moves with the weights learnt by self-play
    (``playout_weights.learned_weights``, shipped as data) instead of
    today's; their build shares then replace ``share`` and ``keep``.  2:
    only the other sides' playout moves do (a model of the rival; ours as
    today)."""
    dd: int = dial(0, 0, 60)
    """With two sides, when at most this many plies are left in the deal:
    solve each sampled world to the end of the deal (of the round, once the
    stock is empty) instead of playing it out (0: off)."""

    # -- what it reads from the rival's play ---------------------------------
    infer: float = dial(0.0, 0.0, 100.0)
    """Strength of the evidence of the rival's last trail (0: off): a sampled
    world in which that rival could have taken something valuable instead is
    kept with probability exp(-infer x the take it passed up).  Master uses
    4 (``docs/strength.md``)."""
    recall: float = dial(0.0, 0.0, 100.0)
    """Like ``infer``, for every trail a rival made this deal (the player
    remembers them): the rival's hand is drawn away from the cards that
    would have taken something (0: off)."""
    evidence: float = dial(0.0, 0.0, 100.0)
    """Strength of the evidence of every choice a rival made this deal (0:
    off): each unseen card is weighted exp(-evidence x what the rival gave
    up by not using it), captures read as well as trails
    (``choice_evidence.py``)."""
    pbi: float = dial(0.0, 0.0, 100.0)
    """Sharpness of the policy-based reading of the rival's moves this deal
    (0: off): each sampled world is weighed by how likely its rival hand
    makes those moves under a model of the rival's choices,
    softmax(pbi x the model's move score) (``rival_policy.py``; 1 is the
    model as fitted, more is sharper).  The worlds follow those weights by
    a Metropolis chain (``SearchPlayer._draw``)."""
    pbi_pool: int = dial(0, 0, 1000)
    """With ``pbi``: n > 0 draws n worlds for each world kept, kept in
    proportion to its weight, instead of the chain (n times the cost of
    drawing)."""
    habits: int = dial(0, 0, 100)
    """Once the rival has passed up this many chances to build and never
    built, the playouts let it build no more (0: off)."""
    read: int = dial(0, 0, 100)
    """Once this many of the rival's settled choices were all a greedy
    player's, its choices this deal tell which cards it cannot hold, and the
    worlds give them to it only when nothing else fits (0: off)."""

    # -- measurement only ----------------------------------------------------
    salt: int = dial(0, 0, 2 ** 31 - 1)
    """Re-rolls the search's own random numbers (same strength, other worlds):
    a control for how far the search's luck moves a comparison (0: off)."""


SEARCH_DIALS = ranges_of(SearchSettings)

PLAYOUT_DIALS = ("reply", "guard", "blind", "share", "keep", "learned")  # the fields ``policy.Playout`` takes by name


def playout_dials(settings: SearchSettings) -> dict[str, Any]:
    """The playout policy's keyword dials of ``settings`` (``policy.Playout``)."""
    return {name: getattr(settings, name) for name in PLAYOUT_DIALS}


def settings_with(base: SearchSettings, dials: dict[str, Any]) -> SearchSettings:
    """``base`` with the named dials changed; a name that is no dial is
    refused (``ValueError`` naming it)."""
    known = {f.name for f in fields(SearchSettings)}
    unknown = sorted(set(dials) - known)
    if unknown:
        raise ValueError(f"unknown search dial(s): {', '.join(unknown)}")
    return replace(base, **dials)
