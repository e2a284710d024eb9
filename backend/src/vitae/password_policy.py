"""Which new passwords are refused, beyond the 6-character minimum (SPEC §5): those an attacker tries first, and
those made of the account's own email.

'Tried first' means two things. The 100,000 most common passwords of the ten-million-password list (SecLists, MIT
licence, shipped in `data/`; see its NOTICE) are refused outright, in any letter case, because guessing tools try
them and their case variants before anything else. Beyond that list, zxcvbn (MIT, shipped with its package) estimates
how many guesses the patterns that guessing tools walk through would take (repeats such as 'aaaaaa', sequences,
keyboard rows, dates, l33t spellings, common words and names); a password found within the first 100,000 guesses is
refused too."""

import gzip
from functools import cache
from importlib import resources

from zxcvbn import zxcvbn

MIN_GUESSES = 100_000
# zxcvbn refuses longer input; what follows the first 72 characters only makes a password harder to guess.
ESTIMATED_PREFIX = 72
# A local part this short ('al@...') is in too many good passwords to refuse them all.
MIN_LOCAL_PART_TO_REFUSE = 3

COMMON_PASSWORD_MESSAGE = (
    "This password is too common or too easy to guess. Please choose another: a few unrelated words work well."
)
EMAIL_IN_PASSWORD_MESSAGE = "The password must not contain your email address or the part of it before the @."


@cache
def common_passwords() -> frozenset[str]:
    """The shipped list, case-folded; read once, on the first password set (about 7 MB)."""
    listed = resources.files("vitae").joinpath("data", "common-passwords.txt.gz").read_bytes()
    return frozenset(gzip.decompress(listed).decode("utf-8").casefold().splitlines())


def password_problem(password: str, *, email: str, names: tuple[str, ...] = ()) -> str | None:
    """Why `password` may not be used for the account with this email (and these names), or None."""
    local_part = email.partition("@")[0].casefold()
    folded = password.casefold()
    if folded == email.casefold() or folded == local_part:
        return EMAIL_IN_PASSWORD_MESSAGE
    if len(local_part) >= MIN_LOCAL_PART_TO_REFUSE and local_part in folded:
        return EMAIL_IN_PASSWORD_MESSAGE
    if folded in common_passwords():
        return COMMON_PASSWORD_MESSAGE
    personal = [local_part, *(name for name in names if name.strip())]
    if zxcvbn(password[:ESTIMATED_PREFIX], user_inputs=personal)["guesses"] < MIN_GUESSES:
        return COMMON_PASSWORD_MESSAGE
    return None
