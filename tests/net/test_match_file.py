"""The host's autosave: an ordinary record that replays, with what a
network table needs to seat its players again, and no token in clear."""
from __future__ import annotations

import pytest

from casino_desktop.ai.levels import level_label
from casino_desktop.storage.atomic_file import write_atomically
from casino_desktop.core.record import GameRecord, RecordError
from casino_desktop.net import auth
from casino_desktop.net.match_file import COMPUTER, DEFAULT_LEVEL, REMOTE, SeatPlan, load_match, match_bytes, new_record


def test_a_saved_match_loads_with_its_seats(tmp_path):
    token = auth.new_token()
    plans = [SeatPlan(REMOTE, "casual", "Ann", auth.token_hash(token)), SeatPlan(COMPUTER, "skilled")]
    record = new_record("casino", {}, 2, False, 7, plans)
    record.moves = []
    path = tmp_path / "match.json"
    write_atomically(path, match_bytes(record, plans))
    assert token not in path.read_text()
    loaded, state, again = load_match(path)
    assert again == plans and loaded.match_id == record.match_id and not state.is_over


def test_a_record_of_a_game_on_one_screen_is_not_a_network_match(tmp_path):
    record = GameRecord(variant="casino", players=2, seed=1, seats=[{"kind": "human"}, {"kind": "computer"}])
    path = tmp_path / "match.json"
    path.write_text(record.to_json())
    with pytest.raises(RecordError) as caught:
        load_match(path)
    # Said of the file, as its other damage is, not in the code's word "record" (stranger 17).
    assert str(caught.value) == "The network match's file is damaged: its seats are not those of a network table."


def test_a_damaged_file_is_one_sentence(tmp_path):
    path = tmp_path / "match.json"
    path.write_bytes(b'{"players": [')  # cut short
    with pytest.raises(RecordError) as caught:
        load_match(path)
    assert "damaged" in str(caught.value) and "UTF-8" not in str(caught.value)


@pytest.mark.parametrize("level", ["grandmaster", "", "Master", "casu\nal", "search:worlds=100000", "master-2026-12"])
def test_a_seat_of_a_level_the_window_does_not_offer_is_played_at_the_default_one(tmp_path, level):
    """A newer program's level, or a damaged one: the resumed host names the
    stand-in's level to the table (``level_label``), and one it could not
    name stopped the table at the first turn it played for someone (fuzz39)."""
    plans = [SeatPlan(REMOTE, level, "Ann"), SeatPlan(COMPUTER, level), SeatPlan(REMOTE, "expert", "Bo")]
    path = tmp_path / "match.json"
    write_atomically(path, match_bytes(new_record("casino", {}, 3, False, 7, plans), plans))
    _, state, again = load_match(path)
    assert [p.level for p in again] == [DEFAULT_LEVEL, DEFAULT_LEVEL, "expert"] and not state.is_over
    assert all(level_label(p.level) for p in again)


def test_a_name_no_guest_could_give_is_left_out_and_the_seat_goes_by_its_place(tmp_path):
    """A damaged match file could put a line break (or a name of 100
    characters) into the seat list (fuzz39); a guest's name is one printable
    line of at most 24 characters, and the file is read by the same test."""
    plans = [SeatPlan(REMOTE, "expert", "Ann\nBo"), SeatPlan(REMOTE, "expert", "x" * 60),
             SeatPlan(REMOTE, "expert", "Bo")]
    path = tmp_path / "match.json"
    write_atomically(path, match_bytes(new_record("casino", {}, 3, False, 7, plans), plans))
    _, _, again = load_match(path)
    assert [p.name for p in again] == ["", "", "Bo"]
