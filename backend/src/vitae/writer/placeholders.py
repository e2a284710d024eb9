"""Placeholders a writer leaves for someone to fill in ('[add a number]', '[Company]', 'X%', '<metric>', 'TBD'):
they are never text of a resume. Advice that needs the candidate's input is shown beside the line instead."""

import re

PLACEHOLDER = re.compile(
    r"\[[^\[\]\n]{1,60}\]|\{[^{}\n]{1,40}\}|<[^<>\n]{1,40}>|(?<![\w$])\$?X{1,3}(?:[,.]X+)*\s?(?:%|[KMB]\b)|\bXX+\b|\bTBD\b"
)


def new_placeholders(source: str, text: str) -> list[str]:
    """The placeholders of `text` that `source` does not hold (a resume may itself write '[2019]' or '<b>')."""
    known = {match.group() for match in PLACEHOLDER.finditer(source)}
    return [match.group() for match in PLACEHOLDER.finditer(text) if match.group() not in known]
