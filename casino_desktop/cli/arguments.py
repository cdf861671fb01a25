"""The command line's own parser: a wrong option, a missing value, an
unknown command or option refused in one sentence, in the language asked
for with ``--lang``, with exit status 2 like every other refusal.

argparse refused them with a usage block and an English line of its own
("error: argument --lang: invalid choice: 'xx' (choose from 'en', ...)"),
whatever ``--lang`` said.  Its ``error`` is where every such refusal goes;
here it raises ``InputError`` with one of our templates instead, filled
with what argparse knew (the option, the value, the choices).

One line, no usage after it: every other refusal of the command line is
one line, which programs that call it read as the reason; and the usage is
argparse's English, which ``--lang`` could not say in another language.
``--help`` still prints it, and the sentences about options say so."""
from __future__ import annotations

import argparse
import ast
import re
import sys
from gettext import gettext
from typing import Any, NoReturn, Sequence

from ..core.templates import N_, fill, join
from .stdin_input import InputError

NO_COMMAND = N_("Name a command to run: {commands}.")
UNKNOWN_COMMAND = N_("'{command}' is not a command; the commands are: {commands}.")
NOT_AN_OPTION = N_("'{argument}' is not an option of this command; its --help lists the options.")
CHOICE = N_("The option {option} takes one of: {choices}.")
NEEDS_VALUE = N_("The option {option} needs a value after it.")
NO_VALUE = N_("The option {option} takes no value.")
AMBIGUOUS = N_("The option {option} is short for more than one option: {options}.")
REQUIRED = N_("These options must be given: {options}.")
# Any other refusal of argparse (none is known to reach a user): its own
# English words in a sentence of ours, rather than a usage block.
UNREADABLE = N_("The command line cannot be read ({problem}); --help shows how it is written.")

MAX_SHOWN = 20  # a word quoted back is cut here: an argument may be a whole file's text


def shown(text: str) -> str:
    """``text`` on one line and cut to ``MAX_SHOWN`` characters, to quote it back."""
    one_line = " ".join(str(text).split())
    return one_line if len(one_line) <= MAX_SHOWN else one_line[:MAX_SHOWN] + "..."


def _pattern(message_format: str) -> re.Pattern[str]:
    """A regular expression matching what argparse makes of ``message_format``
    (looked up through gettext as argparse does, so a catalog of argparse's
    own would still match): each ``%(name)s`` or ``%r`` becomes a group."""
    parts = re.split(r"(%\(\w+\)[rs]|%[rs])", gettext(message_format))
    regex = ""
    for part in parts:
        name = re.fullmatch(r"%\((\w+)\)[rs]", part)
        if name:
            regex += f"(?P<{name.group(1)}>.*)"
        elif part in ("%r", "%s"):
            regex += "(?P<value>.*)"
        else:
            regex += re.escape(part)
    return re.compile(regex, re.DOTALL)


# The formats of argparse 3.11 to 3.13 that a user can meet.
_INVALID_CHOICE = _pattern("invalid choice: %(value)r (choose from %(choices)s)")
_EXPECTED_ONE = _pattern("expected one argument")
_EXPLICIT = _pattern("ignored explicit argument %r")
_AMBIGUOUS = _pattern("ambiguous option: %(option)s could match %(matches)s")
_REQUIRED = _pattern("the following arguments are required: %s")


def _unquoted(text: str) -> str:
    """A value argparse wrote with ``repr``, as the user typed it."""
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text
    return value if isinstance(value, str) else text


def _choices(text: str) -> list[str]:
    """argparse's "'a', 'b'" as ["a", "b"]."""
    try:
        values = ast.literal_eval("[" + text + "]")
    except (ValueError, SyntaxError):
        return [text]
    return [str(v) for v in values]


class CommandLineParser(argparse.ArgumentParser):
    """argparse, whose refusals are ``InputError`` with one sentence."""

    def add_subparsers(self, **kwargs: Any) -> Any:
        action = super().add_subparsers(**kwargs)
        self.commands_action = action
        return action

    def command_names(self) -> list[str]:
        action = getattr(self, "commands_action", None)
        return list(action.choices) if action is not None else []

    def parse_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                   namespace: Any = None) -> argparse.Namespace:
        parsed, extra = self.parse_known_args(args, namespace)
        if extra:  # argparse listed them all in English; the first is enough to see the mistake
            raise InputError(fill(NOT_AN_OPTION, argument=shown(extra[0])))
        return parsed

    def error(self, message: str) -> NoReturn:
        """argparse's refusal ``message`` as one of our sentences (the
        ``ArgumentError`` being handled, if any, names the option)."""
        err = sys.exc_info()[1]
        option = getattr(err, "argument_name", None) if isinstance(err, argparse.ArgumentError) else None
        text = err.message if isinstance(err, argparse.ArgumentError) else message
        raise InputError(self._sentence(option, text)) from None

    def _names_the_command(self, name: str | None) -> bool:
        """Whether argparse's ``name`` for an argument is the subcommand's
        (its metavar when it has one, else its dest)."""
        action = getattr(self, "commands_action", None)
        return action is not None and name is not None and name in (action.metavar, action.dest)

    def _sentence(self, option: str | None, text: str) -> str:
        commands = join(", ", self.command_names())
        found = _INVALID_CHOICE.fullmatch(text)
        if found and self._names_the_command(option):
            return fill(UNKNOWN_COMMAND, command=shown(_unquoted(found["value"])), commands=commands)
        if found:
            return fill(CHOICE, option=option, choices=join(", ", _choices(found["choices"])))
        if option and _EXPECTED_ONE.fullmatch(text):
            return fill(NEEDS_VALUE, option=option)
        if option and _EXPLICIT.fullmatch(text):
            return fill(NO_VALUE, option=option)
        found = _AMBIGUOUS.fullmatch(text)
        if found:
            return fill(AMBIGUOUS, option=shown(found["option"]), options=found["matches"])
        found = _REQUIRED.fullmatch(text)
        if found:
            names = found["value"].split(", ")
            if any(self._names_the_command(name) for name in names):
                return fill(NO_COMMAND, commands=commands)
            return fill(REQUIRED, options=join(", ", names))
        problem = f"{option}: {text}" if option else text
        return fill(UNREADABLE, problem=shown(problem) if len(problem) > 200 else problem)


def requested_language(argv: Sequence[str], codes: Sequence[str]) -> str:
    """The ``--lang`` of ``argv`` when it names one of ``codes``, else "en":
    a refusal of the command line itself is said before it is parsed."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv) and argv[i + 1] in codes:
            return argv[i + 1]
        if arg.startswith("--lang=") and arg[len("--lang="):] in codes:
            return arg[len("--lang="):]
    return "en"
