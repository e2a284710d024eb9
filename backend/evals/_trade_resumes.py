"""The resumes the matching eval tailors besides the labelled one, chosen by a rule, not by their results.

From ../shared/data/resumes-ner (the text with its entity tags removed) and ../shared/data/resume-docx, in file order
(folder, then the number in the name), a resume qualifies when the product's parser reads at least two dated jobs
with at least two bullets each: what rewording and ordering work on. Each qualifying resume's trade is the SOC major
group of the occupation the product reads from its titles and bullets; the first qualifying resume of each trade is
taken. So the set spans every trade the data has resumes of, software and others alike, whatever tailoring does with
them.
"""

import html
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vitae.ats.dates import entry_range
from vitae.ats.facts import gather_facts
from vitae.ats.matcher import default_matcher
from vitae.ats.occupation_meaning import default_occupation_reader
from vitae.ats.scoring import occupation_evidence
from vitae.documents.extraction import extract_document
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume, parse_resume_text

MIN_DATED_JOBS = 2
MIN_BULLETS = 2
_TAG = re.compile(r"<[^>]+>")
_NUMBER = re.compile(r"\d+")


@dataclass(frozen=True)
class TradeResume:
    file: str  # relative to the shared data folder
    trade: str  # SOC major group and the occupation read: '15 Software Developers'
    resume: ParsedResume
    text: str


def _order(path: Path) -> tuple[str, int, str]:
    number = _NUMBER.search(path.stem)
    return (path.parent.name, int(number.group()) if number else 0, path.name)


def _read(path: Path) -> tuple[ParsedResume, str]:
    if path.suffix == ".docx":
        document = extract_document(path.read_bytes())
        return parse_resume(document), document.text
    body = path.read_text(encoding="utf-8").split("<cv>", 1)[-1].rsplit("</cv>", 1)[0]
    text = html.unescape(_TAG.sub("", body))
    return parse_resume_text(text), text


def _qualifies(resume: ParsedResume) -> bool:
    dated = [entry for entry in resume.work if entry_range(entry) is not None and len(entry.bullets) >= MIN_BULLETS]
    return len(dated) >= MIN_DATED_JOBS


def _trade(resume: ParsedResume, text: str) -> str | None:
    facts = gather_facts(resume, text, matcher=default_matcher(), page_count=None, file_issues=(), today=date.today())
    estimate = default_occupation_reader().read(*occupation_evidence(facts))
    return f"{estimate.occupation.code[:2]} {estimate.occupation.title}" if estimate else None


def trade_resumes(shared_data: Path) -> list[TradeResume]:
    files = sorted(
        [*(shared_data / "resumes-ner").glob("*.xml"), *(shared_data / "resume-docx").glob("*.docx")], key=_order
    )
    chosen: dict[str, TradeResume] = {}
    for path in files:
        resume, text = _read(path)
        if not _qualifies(resume):
            continue
        trade = _trade(resume, text)
        if trade is not None and trade[:2] not in chosen:
            chosen[trade[:2]] = TradeResume(str(path.relative_to(shared_data)), trade, resume, text)
    return list(chosen.values())
