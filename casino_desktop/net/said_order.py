"""The order in which the table said its news, kept beside the news.

The match file keeps each kind of news in a field of its own: who went and
came back (``absences``), a player's silence and renewed connection
(``renewals``), the host's stillness (``host_still``), each by the moves
played when it was said.  A log rebuilt from them (a player coming back,
a resumed host) said the news of one move by kind, not in the order the
table said it (stranger 25, finding 6: "Mikael lost the connection" before
"nothing has come from Mikael for a minute", which the live log had said
first).

So each piece of news is numbered as it is said, across the table, and
each field keeps the numbers in a list of its own beside its items
(``KEY``), which an older program ignores.  A number missing (news said by
an older program, or an older file) or a list that does not fit (damage:
skipped with a line in the program's log, never a file refused for it)
leaves that move's news in the order by kind, as before.
"""
from __future__ import annotations

import logging
from typing import Any, Callable, Iterable

log = logging.getLogger("casino_desktop.net")

KEY = "order"           # beside each field's list of news
MOST = 10 ** 9          # far above any match's news


def orders_json(orders: list[Any]) -> list | None:
    """The numbers to keep beside a field's items (None: none is known, and
    nothing is written, as before)."""
    return orders if any(o is not None for o in _flat(orders)) else None


def _flat(orders: Iterable[Any]) -> Iterable[Any]:
    for o in orders:
        yield from (o if isinstance(o, list) else [o])


def _number(value: Any) -> bool:
    return value is None or (type(value) is int and 0 <= value <= MOST)


def orders_of(value: Any, count: int, width: int = 1) -> list[Any]:
    """The numbers kept beside ``count`` items (each a number or None, or,
    with ``width`` 2, a pair of them); all None when missing or damaged."""
    missing: list[Any] = [None] * count if width == 1 else [[None] * width for _ in range(count)]
    if value is None:
        return missing
    if isinstance(value, list) and len(value) == count and all(
            _number(o) if width == 1 else isinstance(o, list) and len(o) == width and all(map(_number, o))
            for o in value):
        return value
    log.warning("The match file's order of news is damaged: its news is said by kind (the moves are whole).")
    return missing


def in_order(told: list[tuple[int, int | None, Any]]) -> dict[int, list]:
    """Each move's news, from (moves played then, number or None, sentence)
    items listed by kind: in the order said when every item there has a
    number, else by kind as listed."""
    news: dict[int, list[tuple[int | None, Any]]] = {}
    for where, order, what in sorted(told, key=lambda item: item[0]):   # stable: a kind's own order is kept
        news.setdefault(where, []).append((order, what))
    for items in news.values():
        if all(order is not None for order, _ in items):
            items.sort(key=lambda item: item[0] or 0)
    return {where: [what for _, what in items] for where, items in news.items()}


def last_said(plans: Iterable[Any]) -> int:
    """The number after the highest any seat's news kept (a resumed table
    numbers on from it)."""
    numbers = [0]
    for plan in plans:
        for a in plan.away:
            numbers += [o + 1 for o in (a.went_order, a.back_order) if o is not None]
        numbers += [s.order + 1 for s in list(plan.renewals) + list(plan.stills) if s.order is not None]
    return max(numbers)


def news_json(version: int, items: list[tuple[int, Any, int | None]], most: int) -> dict:
    """A field of news for the match file: its version, the latest ``most``
    items as [moves played then, what], and their order beside the list
    (an older program ignores it)."""
    items = items[-most:]
    out: dict = {"version": version, "said": [[at, what] for at, what, _ in items]}
    orders = orders_json([order for _, _, order in items])
    if orders is not None:
        out[KEY] = orders
    return out


def news_of(value: Any, moves: int, version: int, most: int, fits: Callable[[Any], bool],
            what: str) -> list[tuple[int, Any, int | None]]:
    """A field of news read back from the match file (parsed by
    ``safe_json``): (moves played then, what, order) each, the moves never
    going back and never past ``moves``, each ``what`` one that ``fits``;
    none when the field is missing (an older file), of a newer version
    (said in the program's log), or damaged (a warning naming ``what``):
    it is only the match's news, and the moves are whole."""
    if value is None:
        return []
    found = value.get("version") if isinstance(value, dict) else None
    if type(found) is int and found > version:
        log.info("The match file's %s are of version %s; this program reads %s: skipped.", what, found, version)
        return []
    raw = value.get("said") if found == version and type(found) is int else None
    items: list[tuple[int, Any]] = []
    if isinstance(raw, list) and len(raw) <= most:
        for item in raw:
            if (not isinstance(item, list) or len(item) != 2 or type(item[0]) is not int or not fits(item[1])
                    or not (items[-1][0] if items else 0) <= item[0] <= moves):
                break
            items.append((item[0], item[1]))
        else:
            orders = orders_of(value.get(KEY), len(items))
            return [(at, said, order) for (at, said), order in zip(items, orders)]
    log.warning("The match file's %s are damaged: skipped (the moves are whole).", what)
    return []
