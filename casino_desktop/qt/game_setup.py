"""What a new game is made of, and remembering it between runs (QSettings).

The variant and its house rules are stored as the preset id plus only the
options that differ from the preset, so a preset improved in a later version
still reaches players who never touched its options.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QSettings

from casino_desktop.core import PRESETS, Rules, VariantError, make_rules
from casino_desktop.core.variants import game_problem

from casino_desktop.ai import LEVELS, level_label, make_player  # noqa: F401 (re-exported)

HUMAN, COMPUTER = "human", "computer"
DEFAULT_LEVEL = "skilled" if "skilled" in LEVELS else LEVELS[0]
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
NAME_LENGTH = 16  # a seat's name fits its caption on the table


@dataclass(frozen=True)
class SeatSetup:
    kind: str = COMPUTER
    level: str = DEFAULT_LEVEL
    name: str = ""  # a person's own name; empty: "You" or the seat's compass point


def clean_name(value) -> str:
    """A seat name as typed or read from a file: one line, trimmed, short."""
    return " ".join(str(value).split())[:NAME_LENGTH] if isinstance(value, str) else ""


def seat_from(kind, level, name=None) -> SeatSetup:
    """A seat read from settings or a saved game: anything this version does
    not know becomes a computer at the default level, and only people keep
    a name."""
    kind = kind if kind in (HUMAN, COMPUTER) else COMPUTER
    return SeatSetup(kind, level if level in LEVELS else DEFAULT_LEVEL, clean_name(name) if kind == HUMAN else "")


@dataclass
class GameSetup:
    variant_id: str = "casino"
    options: dict = field(default_factory=dict)
    players: int = 2
    partnerships: bool = False
    seats: list[SeatSetup] = field(default_factory=lambda: [SeatSetup(HUMAN), SeatSetup(COMPUTER)])
    seed: int | None = None  # None: a fresh random deal each game
    hide_hands: bool = True  # several people at one screen: each sees only their own hand

    def rules(self) -> Rules:
        return make_rules(self.variant_id, self.options)

    def problem(self) -> str | None:
        """Why this setup cannot be played (a sentence), or None."""
        try:
            rules = self.rules()
        except VariantError as err:
            return str(err)
        return game_problem(rules, self.players, self.partnerships)

    def seat_list(self) -> list[SeatSetup]:
        """Exactly ``players`` seats: missing ones are computer players."""
        seats = list(self.seats[:self.players])
        while len(seats) < self.players:
            seats.append(SeatSetup(COMPUTER))
        return seats

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seat_list()) if s.kind == HUMAN]

    def all_computers(self) -> "GameSetup":
        return replace(self, seats=[SeatSetup(COMPUTER, s.level) for s in self.seat_list()])


def preset_ids() -> list[str]:
    return [v.id for v in PRESETS]


# --- QSettings ---------------------------------------------------------------------
def load_setup(settings: QSettings | None = None) -> GameSetup:
    s = settings or QSettings()
    setup = GameSetup()
    variant = str(s.value("game/variant", setup.variant_id))
    if variant in preset_ids():
        setup.variant_id = variant
    try:
        options = json.loads(str(s.value("game/options", "{}")))
        make_rules(setup.variant_id, options)  # drop options this version no longer knows
        setup.options = options
    except (ValueError, VariantError):
        setup.options = {}
    setup.players = _int(s.value("game/players", 2), 2, 2, 4)
    setup.partnerships = str(s.value("game/partnerships", "false")).lower() == "true"
    setup.hide_hands = str(s.value("game/hide_hands", "true")).lower() == "true"
    try:
        seats = json.loads(str(s.value("game/seats", "[]")))
        known = [seat_from(*seat[:3]) for seat in seats if isinstance(seat, list) and len(seat) >= 2]
        setup.seats = known or setup.seats
    except (ValueError, TypeError):
        pass
    if setup.problem():
        return GameSetup()
    return setup


def save_setup(setup: GameSetup, settings: QSettings | None = None) -> None:
    s = settings or QSettings()
    s.setValue("game/variant", setup.variant_id)
    s.setValue("game/options", json.dumps(setup.options, sort_keys=True))
    s.setValue("game/players", setup.players)
    s.setValue("game/partnerships", "true" if setup.partnerships else "false")
    s.setValue("game/hide_hands", "true" if setup.hide_hands else "false")
    s.setValue("game/seats", json.dumps([[x.kind, x.level, x.name] for x in setup.seats]))
    s.sync()


def load_speed(settings: QSettings | None = None) -> str:
    value = str((settings or QSettings()).value("view/speed", "normal"))
    return value if value in SPEEDS else "normal"


def save_speed(speed: str, settings: QSettings | None = None) -> None:
    (settings or QSettings()).setValue("view/speed", speed)


def load_flag(key: str, default: bool, settings: QSettings | None = None) -> bool:
    value = (settings or QSettings()).value(key, default)
    return value in (True, "true", "1", 1) if value is not None else default


def save_flag(key: str, value: bool, settings: QSettings | None = None) -> None:
    (settings or QSettings()).setValue(key, bool(value))


def _int(value, default: int, lo: int, hi: int) -> int:
    try:
        v = int(value)
    except (TypeError, ValueError):
        return default
    return v if lo <= v <= hi else default
