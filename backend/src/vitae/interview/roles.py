"""Which role family a job belongs to, from its title (and, when the title says nothing, its posting)."""

import re

from vitae.interview.bank import question_bank
from vitae.interview.models import RoleFamily

# On a tie, specific families before broad ones: 'engineer' and 'manager' alone say least.
_PRECEDENCE = (
    RoleFamily.HEALTHCARE,
    RoleFamily.EDUCATION,
    RoleFamily.DESIGN,
    RoleFamily.PRODUCT,
    RoleFamily.FINANCE,
    RoleFamily.MARKETING,
    RoleFamily.SALES,
    RoleFamily.DATA,
    RoleFamily.TRADES,
    RoleFamily.SOFTWARE,
    RoleFamily.OPERATIONS,
)


def _mentions(text: str, phrase: str) -> int:
    return len(re.findall(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text))


def _longest_match(title: str, family: RoleFamily) -> int:
    return max((len(phrase) for phrase in question_bank()[family].title_words if _mentions(title, phrase)), default=0)


def role_family(job_title: str, job_description: str = "") -> RoleFamily:
    """The family whose longest title phrase the title holds ('Security Analyst' is IT, not data; 'Sales Manager'
    sells); when the title says nothing, the family the posting's words name most often."""
    bank = question_bank()
    title = job_title.lower()
    lengths = {family: _longest_match(title, family) for family in _PRECEDENCE}
    best = max(_PRECEDENCE, key=lambda family: (lengths[family], -_PRECEDENCE.index(family)))
    if lengths[best]:
        return best
    posting = job_description.lower()
    counts = {family: sum(_mentions(posting, phrase) for phrase in bank[family].title_words) for family in _PRECEDENCE}
    best = max(_PRECEDENCE, key=lambda family: counts[family])
    return best if counts[best] >= 2 else RoleFamily.GENERAL
