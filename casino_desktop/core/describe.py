"""Words about the game: the rules text of a variant, a state summary.

The Rules window shows ``rules_text``; it is generated from the same field
metadata the engine enforces, so the text cannot drift from the rules.
"""

from __future__ import annotations

from .cards import pretty
from .variants import RULE_FIELDS, Rules, max_capture_value, preset


def _value_text(f, value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    labels = f.metadata.get("choice_labels")
    return labels[value] if labels else str(value)


def rules_text(rules: Rules, variant_id: str) -> str:
    """Plain text (Markdown-ish) rules of this variant and its house rules."""
    v = preset(variant_id)
    lines = [f"# {v.name}", "", v.summary, ""]
    lines += _overview(rules)
    groups: dict[str, list[str]] = {}
    for f in RULE_FIELDS:
        value = getattr(rules, f.name)
        meta = f.metadata
        needs = meta.get("needs")
        if needs and not _applies(rules, needs):
            continue
        if meta["group"] == "Scoring" and isinstance(value, int) and not isinstance(value, bool) and value == 0:
            continue
        changed = " (house rule)" if value != getattr(v.rules, f.name) else ""
        groups.setdefault(meta["group"], []).append(
            f"- **{meta['label']}**: {_value_text(f, value)}{changed}. {meta['help']}")
    for group in ("Deal", "Capturing", "Building", "Scoring", "Match"):
        if group in groups:
            lines += ["", f"## {group}", ""] + groups[group]
    return "\n".join(lines) + "\n"


def _applies(rules: Rules, needs: str) -> bool:
    if "=" in needs:
        name, _, want = needs.partition("=")
        return str(getattr(rules, name)) == want
    return bool(getattr(rules, needs))


def _overview(r: Rules) -> list[str]:
    out = ["## How to play", ""]
    deck = "two 52-card decks (104 cards)" if r.decks == 2 else "one 52-card deck"
    out.append(f"- Played with {deck}. Each player gets {r.hand_size} cards and {r.table_size} go face up to the "
               "table; when every hand is empty, the same dealer deals again, but never to the table.")
    courts = ("J, Q and K count 11, 12 and 13" if r.face_values == "numeric"
              else "J, Q and K have no number: each takes only cards of its own rank")
    ace = {"1": "the ace counts 1", "1_or_14": "the ace counts 1 or 14, as you choose (on the table too)",
           "1_or_14_in_hand": "the ace you play counts 1 or 14, as you choose; aces on the table count 1",
           "14_in_hand_1_on_table": "the ace counts 14 when you play it and 1 on the table"}[r.ace_value]
    out.append(f"- Numbers count their value; {courts}; {ace}.")
    if r.special_hand_values:
        out.append("- Played from the hand, 10\u2666 counts 16 and 2\u2660 counts 15.")
    out.append("- On your turn play one card: take table cards of its value, or groups of cards that add up "
               "to it (several groups at once, each card in one group only)"
               + (", build, " if r.building else ", ") + "or trail it face up on the table.")
    if r.building:
        out.append(f"- A build combines your card with table cards; it is taken only whole, by a card of its "
                   f"value, and you must hold such a card. Builds go up to {r.build_max or max_capture_value(r)}.")
    out.append("- Taking every card on the table is a sweep. At the end the last player to capture takes what "
               "is left (that is never a sweep).")
    if r.compulsory_capture:
        out.append("- You must capture when you can; you may trail only when no card of yours takes anything.")
    if r.rounds_each:
        each = "once" if r.rounds_each == 1 else f"{r.rounds_each} times"
        target = f"The match ends when every player has dealt {each}; the higher total wins."
    else:
        target = f"The game is played to {r.target} points." if r.target else "One round is the game."
    if r.misere:
        target += (" Every point you take is a penalty and counts as a minus point, so the player who "
                   "takes the fewest points wins.")
    if r.target and r.score_as_earned:
        target += " Points are scored as they are earned, and the game ends the moment a side reaches the target."
    out.append(f"- {target}")
    return out


def match_length(rules: Rules, players: int) -> str:
    """How long a match is, in a few words: "game to 21", "one round",
    "4 rounds" (the side panel and the score sheet)."""
    if rules.rounds_each:
        return f"{rules.rounds_each * players} rounds"
    return f"game to {rules.target}" if rules.target else "one round"


def describe_state(s) -> str:
    hands = " | ".join(" ".join(pretty(c) if c >= 0 else "??" for c in h) for h in s.hands)
    table = " ".join(pretty(c) for c in s.loose)
    builds = "; ".join(f"[{' '.join(pretty(c) for c in b.cards)}]={b.value}{'m' if b.multiple else ''}@{b.controller}"
                       for b in s.builds)
    return (f"<GameState round {s.round_index} {s.phase} to_move={s.to_move} hands: {hands} table: {table} "
            f"builds: {builds} stock={len(s.stock)} scores={s.match_scores}>")
