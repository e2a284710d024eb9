"""Contact details written the usual way: links without 'https://www.', e-mail domains in lower case, a phone
with one kind of separator, a name not in capitals."""

import re
from collections.abc import Callable

from vitae.resume.model import PersonalInfo

_SCHEME = re.compile(r"^(?:https?://)?(?:www\.)?", re.IGNORECASE)
_PHONE_SEPARATORS = re.compile(r"(?<=\d)[\s.\-–]*[.\-–][\s.\-–]*(?=\d)|(?<=\d)\s{2,}(?=\d)")
_NAME_PARTICLES = frozenset({"de", "da", "del", "van", "von", "der", "la", "le", "di"})


def _link(value: str) -> str:
    return _SCHEME.sub("", value.strip()).rstrip("/")


def _email(value: str) -> str:
    local, at, domain = value.strip().partition("@")
    return f"{local}{at}{domain.lower()}" if at else value


def _phone(value: str) -> str:
    """'415.555.0142' -> '415-555-0142': dots and mixed separators become hyphens; grouping is kept."""
    return _PHONE_SEPARATORS.sub("-", value.strip())


def _name(value: str) -> str:
    letters = [character for character in value if character.isalpha()]
    if len(letters) < 4 or not value.isupper():
        return value
    words = [word.lower() if word.lower() in _NAME_PARTICLES else word.capitalize() for word in value.split()]
    return " ".join(words)


FORMATTERS: dict[str, tuple[Callable[[str], str], str]] = {
    "name": (_name, "A name in capitals reads as shouting and some ATS store it that way."),
    "email": (_email, "E-mail domains are written in lower case."),
    "phone": (_phone, "One kind of separator makes a phone number easy to read and to dial."),
    "linkedin": (_link, "Profile links read best without 'https://www.'."),
    "github": (_link, "Profile links read best without 'https://www.'."),
    "portfolio": (_link, "Links read best without 'https://www.'."),
}


def contact_changes(info: PersonalInfo) -> list[tuple[str, str, str, str]]:
    """(field, before, after, reason) for each contact detail that is not in the usual form."""
    changes = []
    for field_name, (formatter, reason) in FORMATTERS.items():
        value: str = getattr(info, field_name)
        formatted = formatter(value) if value.strip() else value
        if formatted != value and formatted.strip():
            changes.append((field_name, value, formatted, reason))
    return changes
