"""Chinese and Japanese in a resume: runs of characters with no spaces between words, so that a title, a firm, a
school or a degree is known by how its run ends or what it holds ('高级后端工程师' ends in 'engineer', '清华大学' holds
'university'), from the lexicon's `words/cjk-*` lists."""

import re
from functools import cache

from vitae import lexicon

# Chinese characters and Japanese kana.
CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
_RUN = re.compile(rf"[{CJK}]+")
_HAN = "\u3400-\u4dbf\u4e00-\u9fff"
# A name in Chinese characters, alone on its line: two to four characters, or a family and a given name apart
# ('山田 太郎'); after the label '姓名' (name) when a form gives it.
_NAME = re.compile(rf"^(?:姓\s*名\s*[:：]\s*)?(?P<name>[{_HAN}]{{2,4}}|[{_HAN}]{{1,3}}\s[{_HAN}]{{1,3}})$")


@cache
def _words(kind: str) -> tuple[str, ...]:
    return tuple(lexicon.words(f"words/cjk-{kind}"))


def runs(text: str) -> list[str]:
    return _RUN.findall(text)


def ends_in(text: str, kind: str) -> bool:
    """Whether a run of the text ends in a word of the kind ('title', 'place')."""
    return any(run.endswith(_words(kind)) for run in runs(text))


def names_organization(text: str) -> bool:
    """A firm's or a body's name: a run that ends in a word for one ('阿里巴巴集团'), or opens with a Japanese legal
    form ('株式会社サクラ商事')."""
    return ends_in(text, "organization") or any(run.startswith(_LEGAL_FORMS_FIRST) for run in runs(text))


_LEGAL_FORMS_FIRST = ("株式会社", "有限会社", "合同会社")


def holds(text: str, kind: str) -> bool:
    """Whether a run of the text holds a word of the kind ('institution', 'degree')."""
    return any(word in run for run in runs(text) for word in _words(kind))


def name_in(line: str) -> str:
    """The name a line in Chinese characters gives ('李明', '姓名：李明'), or ''; not a place ('北京市'), a title
    ('工程师') or a degree ('本科') written alone."""
    found = _NAME.match(line.strip())
    if found is None or any(ends_in(found["name"], kind) for kind in ("place", "title")) or holds(line, "degree"):
        return ""
    return found["name"]
