"""Which role family a job belongs to, from its title (and, when the title says nothing, its posting)."""

import re

from vitae.interview.bank import question_bank
from vitae.interview.models import RoleFamily

# Specific families before broad ones: a 'Product Designer' designs, a 'Financial Analyst' is in finance, a
# 'Sales Engineer' sells; 'engineer' and 'manager' alone say least.
_PRECEDENCE = (
    RoleFamily.HEALTHCARE,
    RoleFamily.DESIGN,
    RoleFamily.PRODUCT,
    RoleFamily.FINANCE,
    RoleFamily.MARKETING,
    RoleFamily.SALES,
    RoleFamily.DATA,
    RoleFamily.SOFTWARE,
    RoleFamily.OPERATIONS,
)


def _mentions(text: str, phrase: str) -> int:
    return len(re.findall(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text))


def role_family(job_title: str, job_description: str = "") -> RoleFamily:
    bank = question_bank()
    title = job_title.lower()
    for family in _PRECEDENCE:
        if any(_mentions(title, phrase) for phrase in bank[family].title_words):
            return family
    posting = job_description.lower()
    counts = {family: sum(_mentions(posting, phrase) for phrase in bank[family].title_words) for family in _PRECEDENCE}
    best = max(_PRECEDENCE, key=lambda family: counts[family])
    return best if counts[best] >= 2 else RoleFamily.GENERAL
