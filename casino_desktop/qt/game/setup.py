"""What a new game is made of, and remembering it between runs (QSettings).

The variant and its house rules are stored as the preset id plus only the
options that differ from the preset, so a preset improved in a later version
still reaches players who never touched its options.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from PySide6.QtCore import QSettings

from casino_desktop.core import PRESETS, Rules, VariantError, game_problem, make_rules
from casino_desktop.core.safe_json import InputRefused, parse_json, writable_text
from casino_desktop.qt.catalogs import current_language

from casino_desktop.ai import LEVELS, level_label, make_player  # noqa: F401 (re-exported)

HUMAN, COMPUTER = "human", "computer"
DEFAULT_LEVEL = "skilled" if "skilled" in LEVELS else LEVELS[0]
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
# A seat's name: "Bestemor Ingrid Kristiansen" whole (16 cut it mid-word as it
# was typed).  Where room is short (the felt's plates, the side panel's
# columns) a longer name is cut after a whole word, with "…" (``table.plan``).
NAME_LENGTH = 32

# The game the players of a language know as theirs, dealt (and its guided deal offered) when nothing has been
# chosen yet: a Swede or a Norwegian who has never seen Anglo-American Casino grew up with Kasino, a Finn with
# Finnish Kasino.  Every other language starts with Casino, the English-language game its rules pages describe.
HOME_VARIANTS = {"sv": "kasino", "nb": "kasino", "fi": "finnish-kasino"}


@dataclass(frozen=True)
class SeatSetup:
    kind: str = COMPUTER
    level: str = DEFAULT_LEVEL
    name: str = ""  # a name typed for the seat; empty: "You" (the one person) or the seat's compass point


def clean_name(value) -> str:
    """A seat name as typed or read from a file: one line, trimmed, short."""
    return " ".join(writable_text(value).split())[:NAME_LENGTH] if isinstance(value, str) else ""


def seat_from(kind, level, name=None) -> SeatSetup:
    """A seat read from settings or a saved game: anything this version does
    not know becomes a computer at the default level.  A computer seat keeps
    a name too: a family calls its computer opponents "Grandpa"."""
    kind = kind if kind in (HUMAN, COMPUTER) else COMPUTER
    return SeatSetup(kind, level if level in LEVELS else DEFAULT_LEVEL, clean_name(name))


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
            return err.args[0] if err.args and isinstance(err.args[0], str) else str(err)  # a Text keeps its template
        return game_problem(rules, self.players, self.partnerships)

    def seat_list(self) -> list[SeatSetup]:
        """Exactly ``players`` seats: missing ones are computer players."""
        seats = list(self.seats[:self.players])
        while len(seats) < self.players:
            seats.append(SeatSetup(COMPUTER))
        return seats

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seat_list()) if s.kind == HUMAN]


def preset_ids() -> list[str]:
    return [v.id for v in PRESETS]


# --- QSettings ---------------------------------------------------------------------
# Every stored value is read as untrusted: a settings file can be edited by
# hand, written by another version or damaged, and a value that does not fit
# once stopped the program from starting at all.  Each reader takes only the
# type it expects, through safe_json, and falls back to the default.
MAX_SETTING_CHARS = 64 * 1024   # the largest value we write is a few hundred characters
MAX_OPTIONS = 200


def _stored(s: QSettings, key: str, default=None):
    """The raw value, or ``default`` if reading it fails (Qt converts stored
    lists and variants itself, and a pathological one may not convert)."""
    try:
        return s.value(key, default)
    except (RuntimeError, ValueError, TypeError, OverflowError):
        return default


def _stored_text(s: QSettings, key: str, default: str) -> str:
    value = _stored(s, key, default)
    return writable_text(value) if isinstance(value, str) and len(value) <= MAX_SETTING_CHARS else default


def _stored_json(s: QSettings, key: str):
    """The JSON value stored as text under ``key``, or None."""
    text = _stored_text(s, key, "")
    if not text:
        return None
    try:
        return parse_json(text, "A setting", max_depth=4, max_bytes=MAX_SETTING_CHARS)
    except InputRefused:
        return None


def _stored_bool(s: QSettings, key: str, default: bool) -> bool:
    value = _stored(s, key, default)
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value == 1 if value in (0, 1) else default
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    return default


def _stored_int(s: QSettings, key: str, default: int, lo: int, hi: int) -> int:
    value = _stored(s, key, default)
    if isinstance(value, str) and value.isascii() and value.strip().isdigit() and len(value) <= 6:
        value = int(value)  # ASCII digits only: '²'.isdigit() is true and int() refuses it
    if isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi:
        return value
    return default


def known_options(variant_id: str, stored) -> dict:
    """The stored house rules this version knows and accepts, one by one; {}
    if they are not an object of options, or make no sense together."""
    if not isinstance(stored, dict) or len(stored) > MAX_OPTIONS:
        return {}
    options = {}
    for name, value in stored.items():
        if isinstance(name, str) and isinstance(value, (bool, int, str)):
            try:
                make_rules(variant_id, {name: value})
            except (VariantError, ValueError, TypeError):
                continue  # an option of another version, or a value out of range
            options[name] = value
    try:
        make_rules(variant_id, options)
    except (VariantError, ValueError, TypeError):
        return {}
    return options


def _stored_seats(s: QSettings) -> list[SeatSetup]:
    stored = _stored_json(s, "game/seats")
    if not isinstance(stored, list):
        return []
    return [seat_from(*seat[:3]) for seat in stored[:4]
            if isinstance(seat, list) and 2 <= len(seat) and all(isinstance(x, str) for x in seat[:3])]


def home_variant(language: str) -> str:
    """The variant a first game in ``language`` is dealt in."""
    return HOME_VARIANTS.get(language, GameSetup.variant_id)


def load_setup(settings: QSettings | None = None) -> GameSetup:
    """The last game's setup; anything stored that does not fit falls back to
    the preset's rules or the default, and never stops the program."""
    s = settings or QSettings()
    setup = GameSetup()
    variant = _stored_text(s, "game/variant", home_variant(current_language()))
    if variant in preset_ids():
        setup.variant_id = variant
    setup.options = known_options(setup.variant_id, _stored_json(s, "game/options"))
    setup.players = _stored_int(s, "game/players", 2, 2, 4)
    setup.partnerships = _stored_bool(s, "game/partnerships", False)
    setup.hide_hands = _stored_bool(s, "game/hide_hands", True)
    setup.seats = _stored_seats(s) or setup.seats
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


def load_house_rules(settings: QSettings | None = None) -> dict[str, dict]:
    """The house rules last chosen for each game (``save_house_rules``), as
    its options, so that New Game offers them again when that game is
    chosen, in a later run too.  Each game's are read as the last game's
    are (``known_options``): a game this version does not know is dropped,
    and so is a rule or value of another version (a preset changed since),
    the rest kept."""
    stored = _stored_json(settings or QSettings(), "game/house_rules")
    if not isinstance(stored, dict):
        return {}
    return {game: known_options(game, options) for game, options in stored.items() if game in preset_ids()}


def save_house_rules(by_game: dict[str, dict], settings: QSettings | None = None) -> None:
    """Each game's house rules as last chosen: a game without any is left
    out (its preset's rules are what it offers then)."""
    s = settings or QSettings()
    s.setValue("game/house_rules", json.dumps({game: options for game, options in by_game.items() if options},
                                              sort_keys=True))
    s.sync()


def load_speed(settings: QSettings | None = None) -> str:
    value = _stored_text(settings or QSettings(), "view/speed", "normal")
    return value if value in SPEEDS else "normal"


def save_speed(speed: str, settings: QSettings | None = None) -> None:
    (settings or QSettings()).setValue("view/speed", speed)


def load_text(key: str, default: str, settings: QSettings | None = None) -> str:
    """A short text setting, read as every setting is (too long or not text: ``default``)."""
    return _stored_text(settings or QSettings(), key, default)


def load_flag(key: str, default: bool, settings: QSettings | None = None) -> bool:
    return _stored_bool(settings or QSettings(), key, default)


def save_flag(key: str, value: bool, settings: QSettings | None = None) -> None:
    (settings or QSettings()).setValue(key, bool(value))
