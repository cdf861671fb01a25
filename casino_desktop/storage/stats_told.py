"""What the player is told of her statistics file when it cannot be used as
it is (``stats_store``): kept by a newer version, not to be opened, or
damaged and set aside, and then what could be read from it and kept
(``stats_salvage.Kept``), and what of her practice could not.

The file holds her practice too (``stats_practice``): its records, shown in
Practice Progress, and the practice session she had open, which comes back
at the next start (``qt.practice.comeback``).  A salvage that lost them said
only how many matches it kept, or that her statistics started afresh, and
she found her progress gone, or her practice window not back, without a
word.  Each sentence is whole, with its own plural forms; the notice is the
one about matches, then those about practice, each a sentence of its own.
No Qt here.
"""
from __future__ import annotations

from casino_desktop.core.templates import N_, N_plural, Text, fill, join
from casino_desktop.storage.stats_salvage import Kept

NEWER_NOTICE = N_("Your statistics were kept by a newer version of Casino; this version leaves them "
                  "as they are and counts nothing.")
UNAVAILABLE_NOTICE = N_("Statistics cannot be kept this time: the statistics file cannot be opened.")
# Nothing kept: no match, and no practice record.
DAMAGED_NOTICE = N_("Your statistics file was damaged, so it was put aside; your statistics start afresh from "
                    "this match, and your practice progress starts afresh too.")
# No match kept, but every practice record (if there were any).
MATCHES_LOST_NOTICE = N_("Your statistics file was damaged, so it was put aside and your statistics "
                         "start afresh from this match.")
DAMAGED_KEPT_NOTICE = N_plural("Your statistics file was damaged, so it was put aside; the {count} match that could "
                               "still be read from it is kept in your statistics.",
                               "Your statistics file was damaged, so it was put aside; the {count} matches that "
                               "could still be read from it are kept in your statistics.")
# Said after one of the above.
PRACTICE_LOST = N_("Your practice progress could not be read from it, and starts afresh.",
                   note="said after: Your statistics file was damaged, so it was put aside; ... "
                        "(\"it\" is that file)")
PRACTICE_PART_KEPT = N_plural(
    "Only part of your practice progress could be read from it: your record of {count} topic is kept, "
    "the rest starts afresh.",
    "Only part of your practice progress could be read from it: your records of {count} topics are kept, "
    "the rest starts afresh.",
    note="said after: Your statistics file was damaged, so it was put aside; ... (\"it\" is that file; "
         "a topic is a rule practised, in any game)")
SESSION_LOST = N_("The practice you had open could not be read from it, so it does not come back.",
                  note="said after: Your statistics file was damaged, so it was put aside; ... "
                       "(\"it\" is that file; the practice window open when the game was last quit)")


def damaged_notice(kept: Kept) -> Text:
    """The sentences that tell the player what a salvage kept (``kept``)."""
    practice = fill(PRACTICE_PART_KEPT, count=kept.practice) if kept.practice else PRACTICE_LOST
    if kept.matches:
        told = [fill(DAMAGED_KEPT_NOTICE, count=kept.matches), *([practice] if kept.practice_lost else [])]
    elif kept.practice or not kept.practice_lost:
        told = [MATCHES_LOST_NOTICE, *([practice] if kept.practice_lost else [])]
    else:
        told = [DAMAGED_NOTICE]    # which says the practice starts afresh too
    if kept.session_lost:
        told.append(SESSION_LOST)
    return told[0] if len(told) == 1 else join(" ", told)
