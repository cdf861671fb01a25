"""Every worked example of the rules digest RULES.md (§3 captures, §4 builds; the digest is kept
outside this repository, docs/sources.md compares it with the sources), legal and not."""

from casino_desktop.core import apply, legal_moves, parse_card

from .helpers import illegal, legal, maximal_captures, position, texts


def faces(text):
    return frozenset(parse_card(t) for t in text.split())


# --- §3 captures -------------------------------------------------------------------

def test_eight_takes_disjoint_groups_never_all_six():
    s = position("casino", "8S", "AC 2D 3H 5S 6C 8D")
    assert maximal_captures(s, "8S") == {faces("8D 6C 2D 5S 3H"), faces("8D 5S 2D AC")}
    illegal(s, "8S take AC 2D 3H 5S 6C 8D", "groups")
    legal(s, "8S take 2D 6C")          # any part of a legal capture is legal too
    legal(s, "8S take 2D 3H 5S 6C 8D")


def test_nordic_ten_takes_two_three_five_or_two_eight():
    s = position("swedish-kasino", "10H KC", "2C 3D 5S 8H")
    assert maximal_captures(s, "10H") == {faces("2C 3D 5S"), faces("2C 8H")}
    illegal(s, "10H take 2C 3D 5S 8H", "groups")


def test_nordic_nine_takes_everything_is_a_tabbe():
    s = position("swedish-kasino", "9D 5H", "9S 4D 3C 2C")
    m = legal(s, "9D take 2C 3C 4D 9S")
    apply(s, m)
    assert s.loose == [] and len(s.sweeps[0]) == 1


def test_swedish_ace_as_fourteen_takes_ace_and_sum():
    s = position("swedish-kasino", "AH 2C", "AS AD 5C 8C")
    legal(s, "AH=14 take AS AD 5C 8C")   # one ace as 14, the other as 1 with 5 + 8
    apply(s, resolve_text(s, "AH=14 take AS AD 5C 8C"))
    assert len(s.sweeps[0]) == 1


def resolve_text(s, text):
    from casino_desktop.core import resolve
    return resolve(s, text)


def test_swedish_king_or_ace_on_a_4_9_k():
    s = position("swedish-kasino", "AH KD", "AC 4S 9D KS")
    legal(s, "KD take 4S 9D KS")
    legal(s, "AH=14 take AC 4S 9D")
    illegal(s, "KD take AC 4S 9D KS", "groups")


def test_court_card_takes_one_of_its_rank():
    s = position("casino", "QD 5S", "QC QS")
    legal(s, "QD take QC")
    illegal(s, "QD take QC QS", "only one")
    s_all = position("casino", "QD 5S", "QC QS", options={"face_capture": "all"})
    legal(s_all, "QD take QC QS")
    s3 = position("casino", "QD 5S", "QC QS QH", options={"face_capture": "one_or_three"})
    legal(s3, "QD take QC QH QS")
    illegal(s3, "QD take QC QS", "three")


def test_numberless_court_cards_do_not_sum():
    s = position("casino", "KD 3C", "JS 2H")
    illegal(s, "3C take 2H JS", "court")
    assert texts(s, "KD") == {"KD trail"}


def test_capturing_is_optional_unless_compulsory():
    s = position("casino", "7H 2C", "7D")
    legal(s, "7H trail")
    forced = position("casino", "7H 2C", "7D", options={"compulsory_capture": True})
    illegal(forced, "7H trail", "compulsory")
    legal(forced, "7H take 7D")


def test_hand_only_values_cannot_take_their_table_twin():
    s = position("finnish-kasino", "AS 2S 10D", "AH 2H 10C 6C 9D 4H")
    assert not any(m.kind == "capture" and m.card == parse_card("AS") and m.loose == (parse_card("AH"),)
                   for m in legal_moves(s))
    illegal(s, "2S take 2H", "cannot")
    legal(s, "10D take 6C 10C")          # 16 = 10 + 6
    legal(s, "2S take 6C 9D")            # 15 = 6 + 9
    legal(s, "AS take 4H 10C")           # 14 = 10 + 4

def test_royal_ace_takes_king_and_ace():
    s = position("royal-casino", "AH 5C", "KS AD")
    legal(s, "AH=14 take AD KS")
    s2 = position("royal-casino", "AH 5C", "8D 5S AC")
    legal(s2, "AH=14 take AC 5S 8D")
