"""The rules of one game as a player reads them: the deal, playing a card,
building, scoring, winning; in sentences, generated from the same rule
values the engine enforces, so the book cannot drift from the game.

Only what applies to this game is said ("Mulle: nothing" has no place in
Royal Casino); every sentence names the rule fields it explains, so a test
can check that no field that applies is left unexplained and none that does
not is mentioned (``applies``).  The full list of settings, with their
values, stays available as ``details`` for the reader who wants it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .variants import RULE_FIELDS, Rules, max_capture_value, preset

# Fields a player always needs to know, whatever their value.
_ALWAYS = frozenset({"decks", "hand_size", "table_size", "min_players", "max_players", "deal_order",
                     "dealer_choice", "face_values", "ace_value", "building", "target", "tie_break"})
# With building on, these say how it works whatever their value.
_BUILDING_ALWAYS = frozenset({"build_max", "raise_own_build", "same_value_builds", "owner_obligation"})
_NEUTRAL = (False, 0, "off", "never")


@dataclass(frozen=True)
class Sentence:
    text: str
    fields: frozenset[str]


@dataclass(frozen=True)
class Section:
    title: str
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class Detail:
    """One setting for the details fold: its label, value in words, help."""
    label: str
    value: str
    help: str
    house_rule: bool


@dataclass(frozen=True)
class Rulebook:
    title: str
    summary: str
    sections: tuple[Section, ...]
    details: tuple[Detail, ...]

    def explained(self) -> set[str]:
        return {f for sec in self.sections for s in sec.sentences for f in s.fields}

    def prose(self) -> str:
        return "\n".join(s.text for sec in self.sections for s in sec.sentences)


def _needs_met(r: Rules, needs: str | None) -> bool:
    if not needs:
        return True
    if "=" in needs:
        name, _, want = needs.partition("=")
        return str(getattr(r, name)) == want
    return bool(getattr(r, needs))


def applies(r: Rules, name: str, base: Rules) -> bool:
    """Whether the field ``name`` says something about this game: its
    preconditions hold, and it is always part of the rules, or it does
    something here, or a house rule changed it from the preset."""
    meta = next(f.metadata for f in RULE_FIELDS if f.name == name)
    if not _needs_met(r, meta.get("needs")):
        return False
    if name == "three_players":
        return r.min_players <= 3 <= r.max_players
    if name == "four_players_in_partnerships":
        return r.max_players == 4
    if name == "face_builds" and r.face_values != "none":
        return False
    if name in _ALWAYS or (r.building and name in _BUILDING_ALWAYS):
        return True
    value = getattr(r, name)
    return value not in _NEUTRAL or value != getattr(base, name)


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


class _Writer:
    """Collects the sentences of one section, marking house rules."""

    def __init__(self, r: Rules, base: Rules):
        self.r, self.base, self.out = r, base, []

    def say(self, text: str, *fields: str) -> None:
        if any(getattr(self.r, f) != getattr(self.base, f) for f in fields):
            text = text[:-1] + " (house rule)." if text.endswith(".") else text + " (house rule)"
        self.out.append(Sentence(text, frozenset(fields)))

    def take(self) -> tuple[Sentence, ...]:
        out, self.out = tuple(self.out), []
        return out


def _sweep_word(family: str) -> str:
    """The game's own word for a sweep, in the game's own language."""
    return {"Swedish": " (tabbe)", "Mulle": " (tabbe)", "Finnish": " (m\u00f6kki)"}.get(family, "")


def _deal(w: _Writer, r: Rules) -> None:
    if r.min_players == r.max_players:
        players = f"exactly {r.min_players} players"
    else:
        players = f"{r.min_players} to {r.max_players} players"
    fields = ["min_players", "max_players"]
    if r.min_players <= 3 <= r.max_players and not r.three_players:
        players = f"{r.min_players} players, or 4 in two partnerships" if r.min_players < 3 else "4 players in two partnerships"
        fields.append("three_players")
    elif r.min_players <= 3 <= r.max_players:
        fields.append("three_players")
    if r.max_players == 4:
        fields.append("four_players_in_partnerships")
        four = {"optional": " Four may play each for themselves or in two partnerships, partners sitting "
                            "opposite and pooling their captures.",
                "required": " Four always play in two partnerships, partners sitting opposite and pooling "
                            "their captures.",
                "never": " Four play each for themselves, never in partnerships."}[r.four_players_in_partnerships]
    else:
        four = ""
    w.say(f"The game is for {players}.{four}", *fields)
    deck = ("two 52-card decks shuffled together (104 cards), so every card has an identical twin"
            if r.decks == 2 else "one 52-card deck")
    w.say(f"It is played with {deck}.", "decks")
    first = {"random": "The first dealer is chosen at random",
             "highest_card": "Everyone draws a card and the highest card deals first",
             "lowest_card": "Everyone draws a card and the lowest card deals first"}[r.dealer_choice]
    w.say(f"{first}; the deal then passes to the left each round.", "dealer_choice")
    order = {"players_then_table": "round the players first, then to the table",
             "others_table_dealer": "to the other players, then to the table, then to the dealer"}[r.deal_order]
    table = f"{r.table_size} face up on the table" if r.table_size else "none on the table"
    w.say(f"The dealer gives each player {r.hand_size} cards and puts {table}, dealing {order}. When every "
          f"hand is empty the same dealer deals {r.hand_size} more to each player, but never to the table, "
          "until the stock runs out.", "hand_size", "table_size", "deal_order")


def _play(w: _Writer, r: Rules, base: Rules) -> None:
    courts = ("J, Q and K count 11, 12 and 13, in sums and builds too" if r.face_values == "numeric"
              else "J, Q and K have no number: each takes only cards of its own rank")
    w.say(f"Number cards count their value; {courts}.", "face_values")
    ace = {"1": "An ace counts 1.",
           "1_or_14": "An ace counts 1 or 14, as you choose, on the table too.",
           "1_or_14_in_hand": "The ace you play counts 1 or 14, as you choose; aces on the table count 1.",
           "14_in_hand_1_on_table": "An ace counts 14 when you play it and 1 on the table."}[r.ace_value]
    w.say(ace, "ace_value")
    if applies(r, "special_hand_values", base):
        w.say("Played from the hand, the 10\u2666 counts 16 and the 2\u2660 counts 15 (on the table, 10 and 2)."
              if r.special_hand_values else "The 10\u2666 and the 2\u2660 count 10 and 2, also from the hand.",
              "special_hand_values")
    build = ", build" if r.building else ""
    w.say("On your turn you play one card from your hand: take the table cards of its value, or groups of "
          f"cards that add up to it (several groups at once, each card in one group only){build}, or trail it: "
          "put it face up on the table.")
    if applies(r, "face_capture", base):
        w.say({"one": "A court card takes one table card of its own rank at a time.",
               "all": "A court card takes every table card of its own rank at once.",
               "one_or_three": "A court card takes one table card of its own rank; when three of a rank lie on "
                               "the table, the fourth takes all three."}[r.face_capture], "face_capture")
    if applies(r, "compulsory_capture", base):
        still = " (building is still allowed)" if r.building else ""
        w.say("You must capture when you can: you may trail only when no card of yours takes anything"
              f"{still}." if r.compulsory_capture else
              "You may always trail, even when you could capture.", "compulsory_capture")
    if applies(r, "forced_pairing", base):
        w.say("A card equal in value to a loose table card may not be trailed, and when you capture with it "
              "you must take every loose card of that value; it may still go into a build."
              if r.forced_pairing else "A card equal to a loose table card may be trailed.", "forced_pairing")
    w.say("At the end of the round the last player to capture takes the cards still on the table.")


def _building(w: _Writer, r: Rules, base: Rules) -> None:
    if not r.building:
        w.say("There is no building: every card played either captures or is trailed.", "building")
        return
    top = r.build_max or max_capture_value(r)
    w.say("A build puts your card together with table cards as one pile of a value you announce; it is "
          "taken only whole, by a card of that value, and you must hold such a card when you make it. "
          f"Builds go up to {top}.", "building", "build_max")
    w.say("A multiple build holds several groups of the same value (two 4s and a 3 + 5 as a build of 8); "
          "you make one by adding a group of that value to a build.")
    own = ("You may raise a single build, yours or another's, by adding a card from your hand to it; "
           "a multiple build cannot be raised." if r.raise_own_build else
           "You may raise another player's single build by adding a card from your hand to it, but never "
           "your own; a multiple build cannot be raised.")
    w.say(own, "raise_own_build")
    w.say({"allowed": "Two builds of the same value may stand side by side on the table.",
           "merge": "A new build of a value already built merges with that build into one multiple build."}
          [r.same_value_builds], "same_value_builds")
    duty = {("pagat", False): "While you own a build you may not trail.",
            ("pagat", True): "Owning a build puts no limit on what you play: you may even trail and leave "
                             "your build on the table.",
            ("simple", False): "While you own a build you may only take it, capture something else or raise a "
                               "build: no trailing, no new build and no adding.",
            ("simple", True): "While you own a build you may only take it, capture something else, raise a "
                              "build or trail: no new build and no adding."}[(r.owner_obligation, r.owner_may_trail)]
    w.say(duty, *(["owner_obligation", "owner_may_trail"] if applies(r, "owner_may_trail", base)
                  else ["owner_obligation"]))
    extras = (("face_builds", "A court card may be put on a table court card of its rank, to be taken later "
                              "by another card of that rank."),
              ("table_cards_raise_single", "Loose table cards may help raise a single build, provided a card "
                                           "from your hand also adds to its value."),
              ("single_build_as_card", "A single build counts as one card of its value in sums, when capturing "
                                       "and when building on."),
              ("trail_and_build", "You may trail a card and at the same time build from other table cards "
                                  "(not the trailed card), if you hold a card of the build's value."),
              ("build_for_partner", "In partnerships you may build to a value your partner holds."))
    for name, text in extras:
        if applies(r, name, base):
            w.say(text if getattr(r, name) else f"Not allowed: {text[0].lower()}{text[1:]}", name)


_ITEMS = (("most_cards", "Taking the most cards scores {p}; a tie scores nothing."),
          ("most_spades", "Taking the most spades scores {p}; a tie scores nothing."),
          ("overspader", "Every spade you take beyond {n} scores 1 point (\u00f6verspader)."),
          ("each_spade", "Every spade scores {p}."),
          ("each_ace", "Every ace scores {p}."),
          ("big_casino", "The 10\u2666 (big casino) scores {p}."),
          ("little_casino", "The 2\u2660 (little casino) scores {p}."),
          ("ace_of_spades", "The A\u2660 scores {p} more."),
          ("jack_of_spades", "The J\u2660 scores {p} more."),
          ("last_capture", "The last capture of the round (sistan) scores {p}."),
          ("sweep_points", "Taking every card on the table is a sweep{word}, and every sweep scores {p} (taking "
                           "the cards left at the end of the round is never a sweep)."))
_NONE = {"overspader": "No spade scores beyond a threshold.",
         "sweep_points": "Taking every card on the table is a sweep{word}; sweeps score nothing."}


def _scoring(w: _Writer, r: Rules, base: Rules, family: str) -> None:
    if applies(r, "misere", base):
        w.say("Every point you take is a penalty: it counts as a minus point, so the fewest taken win."
              if r.misere else "Points count for the side that takes them.", "misere")
    word = _sweep_word(family)
    for name, text in _ITEMS:
        if not applies(r, name, base):
            continue
        n = getattr(r, name)
        if n:
            w.say(text.format(p=_points(n), n=n, word=word), name)
        else:
            label = next(f.metadata["label"] for f in RULE_FIELDS if f.name == name)
            w.say(_NONE.get(name, f"{label} scores nothing.").format(word=word), name)
    if applies(r, "sweep_left_open", base):
        left = ("as many penalty points are taken off them." if r.misere else "they lose what the sweep scores.")
        w.say("A sweep also counts for the player who played just before it and so left the table open: "
              + left if r.sweep_left_open else "A sweep counts only for its maker.", "sweep_left_open")
    if applies(r, "sweeps_cancel", base):
        w.say({"never": "Sweeps never cancel out.",
               "one_each": "At the end of a round, if every side swept, each loses one sweep.",
               "minimum": "At the end of a round the sides' sweeps cancel out: each loses as many as the side "
                          "with the fewest sweeps made."}[r.sweeps_cancel], "sweeps_cancel")
    if applies(r, "finnish_sweep_limits", base):
        w.say("No sweep counts in the last deal, nor once any side has 10 or more points."
              if r.finnish_sweep_limits else "Sweeps count in every deal, whatever the score.",
              "finnish_sweep_limits")
    if applies(r, "mulle", base):
        w.say({"off": "Taking a card's identical twin scores nothing special.",
               "alone_5": "Taking the identical twin of the card you play, and nothing else with it, is a mulle "
                          "and scores 5 points.",
               "capture_value": "Taking the identical twin of the card you play, alone or with other cards, is "
                                "a mulle and scores the played card's value."}[r.mulle], "mulle")
    if applies(r, "immediate_scoring", base):
        w.say("Aces, the 10\u2666 and the 2\u2660 score the moment they are taken, so a game can end in the "
              "middle of a round." if r.immediate_scoring else "Every point is counted at the end of the round.",
              "immediate_scoring")
    if applies(r, "score_as_earned", base):
        w.say("Points are scored as they are earned: sweeps, mulles and cards the moment they are made or "
              "taken, most spades once a side holds 7 of the 13, most cards once it holds 27 of the 52; the "
              "last capture and a majority nobody reached are scored at the end of the round."
              if r.score_as_earned else "Points are counted at the end of each round.", "score_as_earned")


def _winning(w: _Writer, r: Rules, base: Rules) -> None:
    if r.rounds_each:
        each = "once" if r.rounds_each == 1 else f"{r.rounds_each} times"
        best = "the fewest penalties win" if r.misere else "the higher total wins"
        w.say(f"The match ends when every player has dealt {each}; {best}.", "target", "rounds_each")
    elif r.target:
        w.say(f"The first side to reach {r.target} points wins the match; rounds are played until then.",
              "target")
    else:
        w.say("One round is the whole game; " + ("the fewest penalties win." if r.misere else
                                                 "the higher total wins."), "target")
    if r.target and r.score_as_earned:
        w.say("A side that reaches the target during play wins at once, even in the middle of a round.",
              "score_as_earned")
    if applies(r, "differential", base):
        w.say("Each round only the side with more points scores, and only the difference." if r.differential
              else "Each round every side scores what it took.", "differential")
    if applies(r, "near_target", base):
        w.say("Near the target: a side that needs exactly the points of most cards (18 of 21), of the 10\u2666 "
              "(19) or of most spades (20) reaches the target only by winning that item, and then wins outright. "
              "Until then its other points stop one short of the target, and its sweeps score nothing."
              if r.near_target == "dominican" else "Any points reach the target.", "near_target")
    several = ("If several sides reach the target in the same round" if r.target else "If the totals are equal")
    tie = {"higher_total": "the higher total wins; equal totals play another round.",
           "count_out": "the round's points are counted out item by item (cards, spades, 10\u2666, 2\u2660, the "
                        f"aces \u2660\u2663\u2665\u2666{', sweeps' if r.sweep_points else ''}) and the first to "
                        "reach the target wins.",
           "most_spades": "the higher total wins, then the side that took more spades in the round; "
                          "otherwise another round is played.",
           "finnish": "the higher total wins, then the most points for aces and casinos, then the most spades, "
                      "then the most cards; otherwise another round is played."}[r.tie_break]
    if not r.target:
        tie = tie.replace("the higher total wins; equal totals play another round.", "another round is played.")
    w.say(f"{several}, {tie}", "tie_break")


def _value_words(f, value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    labels = f.metadata.get("choice_labels")
    return labels[value] if labels else str(value)


def rulebook(rules: Rules, variant_id: str) -> Rulebook:
    v = preset(variant_id)
    base = v.rules
    w = _Writer(rules, base)
    sections = []
    for title, write in (("The deal", lambda: _deal(w, rules)),
                         ("Playing a card", lambda: _play(w, rules, base)),
                         ("Building", lambda: _building(w, rules, base)),
                         ("Scoring", lambda: _scoring(w, rules, base, v.family)),
                         ("Winning", lambda: _winning(w, rules, base))):
        write()
        sentences = w.take()
        if sentences:
            sections.append(Section(title, sentences))
    details = tuple(Detail(f.metadata["label"], _value_words(f, getattr(rules, f.name)), f.metadata["help"],
                           getattr(rules, f.name) != getattr(base, f.name)) for f in RULE_FIELDS)
    return Rulebook(v.name, v.summary, tuple(sections), details)


def rulebook_markdown(book: Rulebook) -> str:
    """The book as Markdown: prose by section, then every setting."""
    lines = [f"# {book.title}", "", book.summary]
    for sec in book.sections:
        lines += ["", f"## {sec.title}", ""] + [f"- {s.text}" for s in sec.sentences]
    lines += ["", "## Every setting", ""]
    lines += [f"- **{d.label}**: {d.value}{' (house rule)' if d.house_rule else ''}. {d.help}" for d in book.details]
    return "\n".join(lines) + "\n"
