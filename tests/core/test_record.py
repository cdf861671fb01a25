"""Game records (``core/record.py``): versioned JSON move logs that replay to
the identical state; records from damaged or hostile files are refused whole
with one sentence (``RecordError``), never a crash (issue 18, each of those
tests named after its defect)."""

import json
import random

import pytest

from casino_desktop.core import legal_moves, next_round
from casino_desktop.core.play import apply
from casino_desktop.core.record import MAX_MATCH_MOVES, MAX_RECORD_BYTES, MAX_RESUMES, GameRecord, NewerRecord, RecordError, load_record


def _played(variant="casino", players=2, moves=60, seed=9):
    rec = GameRecord(variant=variant, options={"sweep_points": 1} if variant == "casino" else {},
                     players=players, seed=seed, seats=[{"name": "South"}, {"name": "North"}][:players])
    state = rec.new_state()
    rng = random.Random(seed)
    for _ in range(moves):
        if state.phase == "round_over":
            next_round(state)
        if state.phase != "play":
            break
        m = rng.choice(legal_moves(state))
        rec.moves.append(m.text(show_value=True))
        apply(state, m)
    return rec, state


@pytest.mark.parametrize("variant", ["casino", "royal-casino", "mulle", "finnish-kasino"])
def test_record_replays_to_identical_state(variant):
    rec, state = _played(variant)
    loaded, replayed = load_record(rec.to_json())
    assert loaded == rec and replayed == state


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(format="other"), "not a casino game record"),
    (lambda d: d.update(variant="nope"), "variant or house rules this program cannot play"),
    (lambda d: d["moves"].__setitem__(3, "ZZ take 2D"), "move 4"),
    (lambda d: d["moves"].insert(0, "KS take 2D 3H 4C"), "move 1"),
    (lambda d: d.pop("seed"), "no deal number"),
    (lambda d: d.update(players="two"), "must be a whole number"),
])
def test_bad_records_are_refused_whole(mutate, words):
    rec, _ = _played()
    data = json.loads(rec.to_json())
    mutate(data)
    with pytest.raises(RecordError) as err:
        load_record(json.dumps(data))
    assert words in str(err.value).lower()


def test_not_json_is_refused():
    with pytest.raises(RecordError, match="cut off or garbled") as err:
        load_record("{nope")
    assert "JSON" not in str(err.value) and "line 1, column 2" in err.value.detail


# --------------------------------------------------------------------------- damaged or hostile records
def _record(moves=40, seed=3) -> GameRecord:
    rec = GameRecord(variant="casino", players=2, seed=seed, seats=[{"kind": "human", "name": "Zoé"}, {}],
                     match_id="ab12")
    state = rec.new_state()
    rng = random.Random(seed)
    for _ in range(moves):
        if state.phase == "round_over":
            next_round(state)
        m = rng.choice(legal_moves(state))
        rec.moves.append(m.text(show_value=True))
        apply(state, m)
    return rec


def _refused(data, *words) -> str:
    with pytest.raises(RecordError) as err:
        load_record(data)
    text = str(err.value)
    assert text.endswith(".") and "\n" not in text and "Error" not in text and "Traceback" not in text
    for word in words:
        assert word.lower() in text.lower(), (word, text)
    return text


def test_record_read_as_bytes_replays():
    rec = _record()
    loaded, state = load_record(rec.to_json().encode("utf-8"))
    assert loaded == rec and state == rec.replay()


def test_autosave_with_latin1_byte_does_not_lock_out():
    data = _record().to_json().encode("utf-8").replace("Zoé".encode(), "Zo\xe9".encode("latin-1"))
    text = _refused(data, "not text in a known encoding")
    assert "byte" not in text and "UTF" not in text


def test_record_nested_1000_deep_is_refused():
    text = _record().to_json().replace('"seats": [', '"seats": [' + "[" * 1000 + "]" * 1000 + ",", 1)
    _refused(text, "nested")


def test_record_with_integer_of_4301_digits_is_refused():
    text = _record().to_json().replace('"seed": 3', '"seed": ' + "7" * 4301)
    _refused(text, "4,301 digits")


def test_record_with_seed_out_of_range_is_refused():
    data = json.loads(_record().to_json())
    for seed in (-1, 2**63, 1.5, True, "3"):
        data["seed"] = seed
        _refused(json.dumps(data), "deal number")


@pytest.mark.parametrize("players", [0, 1, 5, 10**20, True, None, "2"])
def test_record_with_players_out_of_range_is_refused(players):
    data = json.loads(_record().to_json())
    data["players"] = players
    _refused(json.dumps(data), "number of players")


def test_record_with_superscript_value_in_a_move_is_refused():
    data = json.loads(_record().to_json())
    data["moves"][0] = "AS=\u00b2 take 2D"
    _refused(json.dumps(data), "move 1")


@pytest.mark.parametrize("options", [[1], "x", 7, {"target": "x"}, {"nonsense": 1}, {"target": 10**20}])
def test_record_with_bad_options_is_refused(options):
    data = json.loads(_record().to_json())
    data["options"] = options
    _refused(json.dumps(data))


def test_record_with_every_scoring_item_zero_is_refused():
    options = {name: 0 for name in ("most_cards", "most_spades", "each_ace", "big_casino", "little_casino")}
    data = json.loads(_record(moves=0).to_json())
    data["options"] = options
    with pytest.raises(RecordError) as err:
        load_record(json.dumps(data))
    assert "cannot play" in str(err.value) and "never end" in err.value.detail


def test_record_of_a_million_moves_is_refused_at_once():
    data = json.loads(_record(moves=0).to_json())
    data["moves"] = ["7H trail"] * (MAX_MATCH_MOVES + 1)
    _refused(json.dumps(data), f"{MAX_MATCH_MOVES:,}")
    _refused(b" " * (MAX_RECORD_BYTES + 1), "too large")


@pytest.mark.parametrize("seats", [[{}] * 5, ["South"], [{"name": ["x"]}], [{"name": "x" * 101}], {"0": {}}])
def test_record_with_bad_seats_is_refused(seats):
    data = json.loads(_record().to_json())
    data["seats"] = seats
    _refused(json.dumps(data), "seat")


@pytest.mark.parametrize("moves", [[7], [None], [""], ["7H trail " + "x" * 1000], "7H trail", ["A\nS trail"],
                                   ["7H\x00trail"]])
def test_record_with_moves_that_are_not_short_texts_is_refused(moves):
    data = json.loads(_record().to_json())
    data["moves"] = moves
    _refused(json.dumps(data), "move")


@pytest.mark.parametrize("match_id", [7, "not hex!", "a" * 65, ["ab"]])
def test_record_with_damaged_match_id_is_refused(match_id):
    data = json.loads(_record().to_json())
    data["match_id"] = match_id
    _refused(json.dumps(data), "match number")


def test_version_1_record_written_before_match_id_still_loads():
    rec = _record()
    data = json.loads(rec.to_json())
    del data["match_id"]
    loaded, state = load_record(json.dumps(data))
    assert loaded.match_id == "" and loaded.moves == rec.moves and state == rec.replay()


def test_moves_after_the_match_is_over_are_refused():
    rec = GameRecord(variant="casino-simple", players=2, seed=1)
    state = rec.new_state()
    rng = random.Random(1)
    while state.phase != "match_over":
        m = rng.choice(legal_moves(state))
        rec.moves.append(m.text(show_value=True))
        apply(state, m)
    load_record(rec.to_json())
    rec.moves.append(rec.moves[-1])
    _refused(rec.to_json(), f"move {len(rec.moves)}")


@pytest.mark.parametrize("text", ["", "null", "[]", "7", '"x"', "{}", '{"format": "casino-desktop-record"}',
                                  "\ufeff{", "\ufeff", "NaN", '{"format": "casino-desktop-record", "version": true}'])
def test_files_that_are_no_record_are_refused(text):
    _refused(text)


def test_record_with_byte_order_mark_loads_as_text_and_as_bytes():
    rec = _record()
    assert load_record("\ufeff" + rec.to_json())[0] == rec
    assert load_record(b"\xef\xbb\xbf" + rec.to_json().encode())[0] == rec


def test_record_with_a_line_break_in_its_variant_is_refused_in_one_line():
    data = json.loads(_record().to_json())
    data["variant"] = "cas\nino"
    with pytest.raises(RecordError) as err:
        load_record(json.dumps(data))
    assert "\n" not in str(err.value) and "Unknown variant" in err.value.detail


def test_a_record_that_plays_a_card_the_forty_card_pack_does_not_hold_is_refused():
    """A save of South African Casino naming a court card cannot be replayed:
    the deal never gives one, so the move is refused whole with its sentence."""
    rec = GameRecord(variant="south-african-casino", players=2, seed=5, seats=[{}, {}], moves=["KS trail"])
    with pytest.raises(RecordError, match="its move 1 cannot be played") as err:
        load_record(rec.to_json())
    assert "You do not hold the K♠" in err.value.detail


@pytest.mark.parametrize("version, newer", [(2, True), (99, True), (0, False), ("1", False), (True, False)])
def test_a_record_of_a_newer_version_is_told_apart_from_a_damaged_one(version, newer):
    """Only a whole-number version above this program's is a newer program's
    record (``NewerRecord``); any other wrong version is a plain refusal."""
    rec, _ = _played()
    data = json.loads(rec.to_json())
    data["version"] = version
    with pytest.raises(RecordError) as err:
        load_record(json.dumps(data))
    assert isinstance(err.value, NewerRecord) is newer
    assert "version" in str(err.value)


def test_a_match_resumed_more_often_than_the_reader_takes_still_opens():
    """Each resumption of a network match is kept (``resumed_at``): the
    record written after the 1001st was refused by its own reader (fuzz39).
    The latest are kept."""
    rec = GameRecord(variant="casino", players=2, seed=3, seats=[{}, {}], resumed_at=[0] * (MAX_RESUMES + 1))
    again, _ = load_record(rec.to_json())
    assert again.resumed_at == [0] * MAX_RESUMES
