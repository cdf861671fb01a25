"""Each match's deal (schema version 7, ``stats_deals``): Statistics showed
the matches but not their deal numbers, so a past deal could not be played
again (the sixteenth stranger's play-test of 7 December).  Kept with what
it was dealt for, read back as the deal the core deals, forgotten with its
match, bounded; every older file migrated with every row, and a damaged
deal read as none without losing anything else."""
from __future__ import annotations

import pytest

from casino_desktop.core import make_rules, new_game
from casino_desktop.core.record import GameRecord
from casino_desktop.storage.stats_deals import MAX_DEALS, MAX_GAME_TEXT, MatchDeal
from casino_desktop.storage.stats_scores import FinalScore
from casino_desktop.storage.stats_store import DB_NAME, SCHEMA_VERSION, StatsStore
from .old_stats import failing_migration_leaves_the_file_whole, file_contents, write_old_file

KIND = "kasino|3|mixed"
SEATS = [{"kind": "computer", "level": "expert"}, {"kind": "human", "level": "skilled"},
         {"kind": "computer", "level": "beginner", "name": "Mormor"}]
# Kasino for three, to 11, the person in the second seat: a number alone deals other cards at another table.
DEAL = GameRecord("kasino", {"target": 11}, 3, False, 654554096, SEATS)
ROWS = [("b-first", "casino|2|expert", "won", "2026-12-01T10:00:00+00:00", "2026-12-01T10:30:00+00:00"),
        ("a-second", "casino|2|expert", "lost", "2026-12-02T10:00:00+00:00", "2026-12-02T10:05:00+00:00")]


def _played(store: StatsStore, match_id: str, deal: GameRecord | None = DEAL, won: bool = False) -> None:
    assert store.start_match(match_id, KIND, deal=deal)
    assert store.finish_match(match_id, KIND, won=won, score=FinalScore((12, 9, 3), 1, 1) if won else None)


def test_a_matchs_deal_is_kept_and_deals_the_same_cards_again(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    _played(store, "m1")
    store.close()
    deal = StatsStore(tmp_path / DB_NAME).last_matches(5)[0].deal
    assert deal is not None and deal.number == 654554096 and deal.game is not None
    game = deal.game
    assert (game.variant, game.options, game.players, game.partnerships, game.seats) == ("kasino", {"target": 11}, 3,
                                                                                      False, SEATS)
    again = game.new_state()
    dealt = new_game(make_rules("kasino", {"target": 11}), 3, False, 654554096)
    assert again.hands == dealt.hands and again.loose == dealt.loose and again.stock == dealt.stock
    assert again.rules == dealt.rules and again.dealer == dealt.dealer


def test_a_match_resumed_keeps_the_deal_it_began_with(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    assert store.start_match("m1", KIND, deal=DEAL)
    other = GameRecord("casino", {}, 2, False, 7, SEATS[:2])
    assert not store.start_match("m1", KIND, deal=other)  # resumed: its row is kept as it is
    store.finish_match("m1", KIND, won=False)
    assert store.last_matches(5)[0].deal.number == DEAL.seed


def test_a_deal_that_does_not_fit_is_not_kept_and_the_match_still_counts(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    _played(store, "moves", GameRecord("casino", {}, 2, False, 5, SEATS[:2], ["AS trail"]))  # not a deal: a game
    _played(store, "long", GameRecord("casino", {}, 2, False, 5, [{"name": "x" * MAX_GAME_TEXT}]))
    _played(store, "negative", GameRecord("casino", {}, 2, False, -1, SEATS[:2]))
    _played(store, "none", None)
    assert [m.deal for m in store.last_matches(5)] == [None] * 4
    assert [o for _id, o in store.match_outcomes()] == ["lost"] * 4


def test_a_deal_is_forgotten_with_its_match_and_the_deals_kept_are_bounded(tmp_path):
    store = StatsStore(tmp_path / DB_NAME)
    store.start_match("left", KIND, moved=False, deal=DEAL)
    assert store.forget_match("left")  # New Game before a person's first move: nothing counted
    store.start_match("lost", KIND, moved=False, deal=DEAL)
    store.close_lost_matches()  # its save gone before a person's move: forgotten
    assert store._read("SELECT count(*) FROM match_deals") == [(0,)]
    for i in range(MAX_DEALS + 3):
        store.start_match(f"m{i}", KIND, deal=DEAL)
    kept = [row[0] for row in store._read("SELECT match_id FROM match_deals ORDER BY rowid")]
    assert len(kept) == MAX_DEALS and kept[0] == "m3" and kept[-1] == f"m{MAX_DEALS + 2}"  # the oldest went
    assert store.reset() and store._read("SELECT count(*) FROM match_deals") == [(0,)]


@pytest.mark.parametrize("version", [1, 3, 6])
def test_an_older_file_keeps_every_row_its_matches_without_a_deal(tmp_path, version):
    path = tmp_path / DB_NAME
    write_old_file(path, version, ROWS, score="26,7" if version >= 3 else None)
    _version, _tables, rows = file_contents(path)
    store = StatsStore(path)
    assert store.notice == "" and store.available
    finished = store.last_matches(5)
    assert [(m.kind, m.outcome, m.deal) for m in finished] == [("casino|2|expert", "won", None),
                                                                ("casino|2|expert", "lost", None)]
    if version >= 3:
        assert finished[0].score == FinalScore((26, 7), 0, 0)
    _played(store, "new")
    assert store.last_matches(5)[-1].deal.number == DEAL.seed
    store.close()
    version_now, tables, after = file_contents(path)
    assert version_now == SCHEMA_VERSION == 7 and "match_deals" in tables and after[:2] == rows
    again = StatsStore(path)  # today's schema to the letter: read as it is, not put aside
    assert again.notice == "" and again.last_matches(5)[-1].deal.number == DEAL.seed


def test_a_migration_to_7_that_fails_half_way_leaves_the_version_6_file_whole(tmp_path, monkeypatch):
    failing_migration_leaves_the_file_whole(tmp_path / DB_NAME, monkeypatch, 6, ROWS, "match_deals")


def test_a_damaged_deal_is_read_as_none_and_nothing_else_is_lost(tmp_path):
    """Rows written past the table's checks (bytes changed on the disk): the
    deal that cannot be true is not read, its match's result and score are,
    and the other matches' deals are read as they were."""
    store = StatsStore(tmp_path / DB_NAME)
    for match_id in ("text", "garbled", "other-number", "later-game", "good"):
        _played(store, match_id, won=True)
    later = GameRecord("a-later-game", {}, 3, False, DEAL.seed, SEATS).to_json()

    def damage(c) -> bool:
        c.execute("PRAGMA ignore_check_constraints = ON")
        c.execute("UPDATE match_deals SET seed = 'x' WHERE match_id = 'text'")
        c.execute("UPDATE match_deals SET game = '{\"format\": ' WHERE match_id = 'garbled'")
        c.execute("UPDATE match_deals SET seed = 1 WHERE match_id = 'other-number'")
        c.execute("UPDATE match_deals SET game = ? WHERE match_id = 'later-game'", (later,))
        return True
    assert store._write(damage)
    finished = store.last_matches(5)
    assert [m.deal for m in finished[:4]] == [None, MatchDeal(DEAL.seed, None), MatchDeal(1, None),
                                              MatchDeal(DEAL.seed, None)]
    assert finished[4].deal is not None and finished[4].deal.game is not None
    assert all(m.outcome == "won" and m.score == FinalScore((12, 9, 3), 1, 1) for m in finished)
