"""ATS compliance: can a machine read the file and find who the candidate is and what they did?"""

import re

from vitae.ats.dates import parse_range
from vitae.ats.facts import (
    ResumeFacts,
    is_recognised_heading,
    words_split_apart,
)
from vitae.ats.findings import finding, quote, quote_examples
from vitae.ats.models import FileIssueKind, Finding, Severity
from vitae.ats.read_across import read_across
from vitae.language.written_in import ENGLISH
from vitae.resume.model import SectionKind

# These are only searched for; each is written so that it is tried once per run of name characters, not once per
# character of the run, which on a long run ('.....', 'aBaB...') costs the square of its length.
EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]++@[\w-]+(?:\.[\w-]+)+")
# Ten to fifteen digits with the usual separators, optionally after '+': a phone number, not a date range.
PHONE = re.compile(r"(?<![\w+])\+?(?:\(?\d[\d\s().-]{8,20}\d)(?!\w)")
URL = re.compile(
    r"(?i)\b(?:https?://|www\.)\S+|\b(?:linkedin|github|gitlab)\.com/\S*|(?<![\w-])-*+\w[\w-]*+\.(?:com|io|dev|me|net|org)\b"
)
_ICON_GLYPHS = re.compile(r"[\ue000-\uf8ff\ufffd]|\(cid:\d+\)")
_WIDE_GAPS = re.compile(r"\S(?: {4,}|\t+)\S")
_LETTER_SPACED = re.compile(r"^\s*(?:[A-Za-z] ){3,}[A-Za-z]\s*$")
_HEADER_LINES = 8  # contact details belong at the top
# Email addresses of templates and samples: 'your.name@…', 'john.doe@…', '…@example.com', '…@email.com'.
_PLACEHOLDER_EMAIL = re.compile(
    r"(?i)(?<![\w.+-])(?:your[._-]?(?:full[._-]?)?name|yourname|your[._-]?email|first[._-]?name(?:[._-]?last[._-]?name)?"
    r"|name|email|john[._-]?doe|jane[._-]?doe|username)@[\w-]+(?:\.[\w-]+)+"
    r"|(?<![\w.+-])[\w.+-]+@(?:example|email|domain|yourdomain|yourcompany)\.(?:com|org|net)\b"
)
_NANP_SAMPLE_EXCHANGE = "555"
# As much as a missing phone number: a sample detail reaches no one, though the layout shows where the real one goes.
_PLACEHOLDER_POINTS = 8  # North American numbers 555-01xx are reserved for fiction and samples


_FILE_ISSUE_TEXT: dict[FileIssueKind, tuple[str, str]] = {
    FileIssueKind.NO_TEXT_LAYER: (
        "The file has no selectable text: it is a scan or a picture.",
        "Export the resume from your editor as a text PDF or Word file instead of scanning or printing it to an image.",
    ),
    FileIssueKind.TABLES: (
        "Content sits in tables.",
        "Move the content out of tables into plain paragraphs and bullets; use tab stops for alignment.",
    ),
    FileIssueKind.TEXT_BOXES: (
        "Content sits in text boxes.",
        "Move text out of text boxes and shapes into the body of the document.",
    ),
    FileIssueKind.MULTIPLE_COLUMNS: (
        "The layout has side-by-side columns.",
        "Use a single-column layout; put side-bar content (skills, contact) into ordinary sections.",
    ),
    FileIssueKind.IMAGES: (
        "The file contains pictures or charts.",
        "Remove photos, logos and skill charts; state the same information in words.",
    ),
    FileIssueKind.HEADER_FOOTER_CONTENT: (
        "Text sits in the page header or footer.",
        "Move your name and contact details from the page header into the first lines of the body.",
    ),
    FileIssueKind.UNREADABLE_CHARACTERS: (
        "Some characters have no readable text behind them.",
        "Use a standard font (Arial, Calibri, Georgia, ...) and re-export; avoid icon fonts for contact details.",
    ),
}


def _contact_findings(facts: ResumeFacts) -> list[Finding]:
    info = facts.resume.personal_info
    top = " / ".join(line.strip() for line in facts.lines[:_HEADER_LINES] if line.strip()) or "(empty)"
    findings = []
    if not info.name.strip():
        findings.append(
            finding(
                "ats.name_missing",
                Severity.HIGH,
                "No name could be read at the top of the resume.",
                f"First lines read: {quote(top)}",
                "Put your full name alone on the first line, in plain text (not in a page header, image or table).",
                10,
            )
        )
    if not info.email.strip() and not EMAIL.search(facts.text):
        findings.append(
            finding(
                "ats.email_missing",
                Severity.HIGH,
                "No email address found.",
                f"Header reads: {quote(top)}",
                "Add a professional email address (e.g. firstname.lastname@example.com) under your name.",
                15,
            )
        )
    if not info.phone.strip() and not _has_phone(facts.text):
        findings.append(
            finding(
                "ats.phone_missing",
                Severity.MEDIUM,
                "No phone number found.",
                f"Header reads: {quote(top)}",
                "Add a phone number with its country code (e.g. +1 415 555 0100) next to your email.",
                8,
            )
        )
    # A missing location is not reported: the places an ATS-readable header may name (any town, in any form) are more
    # than the project's list of places, and a finding that is not true must not cost points.
    if not (info.linkedin or info.github or info.portfolio) and not URL.search(facts.text):
        findings.append(
            finding(
                "ats.profile_link_missing",
                Severity.LOW,
                "No LinkedIn, GitHub or portfolio link found.",
                f"Header reads: {quote(top)}",
                "Add the address of your LinkedIn profile (linkedin.com/in/your-name) or of a portfolio.",
                2,
            )
        )
    return findings


def _placeholder_phone(digits: str) -> bool:
    """Digits of a sample number: 000-000-0000, one digit over and over, a counting run (123-456-7890), or the 555
    exchange of North American samples."""
    national = digits[-10:]
    steps = sum((int(after) - int(before)) % 10 == 1 for before, after in zip(digits, digits[1:], strict=False))
    most_common = max(digits.count(digit) for digit in set(digits))
    return (
        most_common >= len(digits) - 2
        or steps >= len(digits) - 3
        or (len(national) == 10 and national[3:6] == _NANP_SAMPLE_EXCHANGE)
    )


def _placeholder_findings(facts: ResumeFacts) -> list[Finding]:
    samples = [match.group() for match in _PLACEHOLDER_EMAIL.finditer(facts.text)]
    for match in PHONE.finditer(facts.text):
        digits = re.sub(r"\D", "", match.group())
        if 9 <= len(digits) <= 15 and parse_range(match.group()) is None and _placeholder_phone(digits):
            samples.append(match.group().strip())
    if not samples:
        return []
    return [
        finding(
            "ats.placeholder_contact",
            Severity.HIGH,
            "The contact details look copied from a template.",
            quote_examples(samples),
            "Replace the sample phone number and email address with your own, so that a recruiter can reach you.",
            _PLACEHOLDER_POINTS,
        )
    ]


def _has_phone(text: str) -> bool:
    for match in PHONE.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        if 10 <= len(digits) <= 15 and parse_range(match.group()) is None:
            return True
    return False


_HEADING_CHECKS = (
    (SectionKind.EXPERIENCE, "ats.experience_heading_missing", "Experience", "Work Experience", 12),
    (SectionKind.EDUCATION, "ats.education_heading_missing", "Education", "Education", 6),
    (SectionKind.SKILLS, "ats.skills_heading_missing", "Skills", "Skills", 5),
)


def _heading_findings(facts: ResumeFacts) -> list[Finding]:
    findings = []
    for kind, check_id, name, suggestion, points in _HEADING_CHECKS:
        if kind in facts.heading_kinds:
            continue
        found = [section.heading for section in facts.resume.sections if section.kind == kind]
        evidence = (
            f"The section headed {quote(found[0])} is not a heading ATS recognise."
            if found
            else f"No line of the text reads like an '{name}' heading."
        )
        findings.append(
            finding(
                check_id,
                Severity.HIGH if kind == SectionKind.EXPERIENCE else Severity.MEDIUM,
                f"No standard '{name}' section heading found.",
                evidence,
                f"Start that section with a heading on its own line that reads exactly '{suggestion}'.",
                points,
            )
        )
    # A resume in another language is read by an ATS set up for that language: its own standard headings
    # ('BERUFSERFAHRUNG', '工作经历'), which the parser knows, are recognised there.
    unusual = [
        section.heading
        for section in facts.resume.sections
        if not is_recognised_heading(section.heading) and not (facts.language != ENGLISH and section.known_heading)
    ]
    if unusual:
        findings.append(
            finding(
                "ats.nonstandard_heading",
                Severity.LOW,
                f"{len(unusual)} section heading(s) an ATS will not recognise.",
                quote_examples(unusual),
                "Rename creative headings to standard ones such as 'Summary', 'Experience', 'Education', 'Skills', "
                "'Projects', 'Certifications', 'Awards' or 'Publications'.",
                2 * len(unusual),
            )
        )
    return findings


def _date_findings(facts: ResumeFacts) -> list[Finding]:
    unreadable = [
        entry.dates
        for entry, dates in zip(facts.resume.work, facts.work_ranges, strict=True)
        if entry.dates.strip() and dates is None
    ]
    if not unreadable:
        return []
    return [
        finding(
            "ats.dates_unreadable",
            Severity.MEDIUM,
            f"{len(unreadable)} job date(s) could not be read as dates.",
            quote_examples(unreadable),
            "Write dates as month and year, e.g. 'Jan 2020 – Mar 2023' or 'Jan 2020 – Present'.",
            3 * len(unreadable),
        )
    ]


def _layout_findings(facts: ResumeFacts) -> list[Finding]:
    signals: list[str] = []
    glyphs = _ICON_GLYPHS.findall(facts.text)
    if glyphs:
        signals.append(f"{len(glyphs)} icon or unreadable glyph(s) such as {quote(glyphs[0])}")
    gapped = [line for line in facts.lines if len(_WIDE_GAPS.findall(line)) >= 2]
    if len(gapped) >= 3:
        signals.append(f"{len(gapped)} lines split into table-like cells, e.g. {quote(gapped[0])}")
    spaced = [line for line in facts.lines if _LETTER_SPACED.match(line)]
    if spaced:
        signals.append(f"letter-spaced words that read as single letters, e.g. {quote(spaced[0])}")
    if not signals:
        return []
    return [
        finding(
            "ats.layout_artifacts",
            Severity.MEDIUM,
            "The extracted text shows signs of icons, tables or columns.",
            "; ".join(signals),
            "Use plain text for contact details instead of icons, drop tables and columns, and write headings "
            "without extra letter spacing.",
            4 * len(signals),
        )
    ]


# Signs that the text an ATS reads is garbled, besides words split apart (facts.words_split_apart).
_RUN_TOGETHER = re.compile(r"(?<![\w@/.:-])[a-z]{22,}(?![\w@/.-])")  # 'managedateamofengineers': no word is this long
_RUN_TOGETHER_COUNT = 3
_SCRAMBLED_LINES = 2
_GARBLE_POINTS = 12
_POINTS_PER_SCRAMBLED_LINE = 2  # beyond the first two: the more of the text is read across, the less an ATS gets


def _garble_findings(facts: ResumeFacts) -> list[Finding]:
    signs: list[str] = []
    if split := words_split_apart(facts.text):
        signs.append(f"{len(split)} words split apart, e.g. {quote_examples(split[:3])}")
    joined = _RUN_TOGETHER.findall(facts.text)
    if len(joined) >= _RUN_TOGETHER_COUNT:
        signs.append(f"{len(joined)} words run together, e.g. {quote_examples(joined[:3])}")
    scrambled = [line for line in facts.lines if read_across(line)]
    extra = 0
    if len(scrambled) >= _SCRAMBLED_LINES:
        signs.append(f"{len(scrambled)} lines mix text read across columns, e.g. {quote_examples(scrambled[:2])}")
        extra = _POINTS_PER_SCRAMBLED_LINE * (len(scrambled) - _SCRAMBLED_LINES)
    if not signs:
        return []
    return [
        finding(
            "ats.garbled_text",
            Severity.HIGH if len(signs) > 1 else Severity.MEDIUM,
            "The text an ATS reads from this file is garbled.",
            "; ".join(signs),
            "Export the resume as a single-column PDF or Word file with a standard font, then copy its text out to "
            "check that it reads in order, word by word.",
            _GARBLE_POINTS * len(signs) + extra,
        )
    ]


def _length_findings(facts: ResumeFacts) -> list[Finding]:
    count = len(facts.words)
    if count >= 200:
        return []
    return [
        finding(
            "ats.too_little_text",
            Severity.HIGH if count < 80 else Severity.MEDIUM,
            f"Only {count} words of text could be read.",
            f"Readable text: {quote(facts.text or '(none)')}",
            "Make sure the file holds real text (not a picture of text) and that every section is filled in.",
            25 if count < 80 else 10,
        )
    ]


def _file_findings(facts: ResumeFacts) -> list[Finding]:
    findings: list[Finding] = []
    for issue in sorted(facts.file_issues, key=lambda item: list(FileIssueKind).index(item.kind)):
        message, fix = _FILE_ISSUE_TEXT[issue.kind]
        check_id = "ats.file_" + issue.kind
        high = issue.kind == FileIssueKind.NO_TEXT_LAYER
        if any(existing.id == check_id for existing in findings):
            continue
        findings.append(
            finding(
                check_id,
                Severity.HIGH if high else Severity.MEDIUM,
                message,
                issue.evidence or "the uploaded file",
                fix,
                40 if high else 6,
            )
        )
    return findings


def check_ats_compliance(facts: ResumeFacts) -> list[Finding]:
    return [
        *_file_findings(facts),
        *_contact_findings(facts),
        *_placeholder_findings(facts),
        *_heading_findings(facts),
        *_date_findings(facts),
        *_layout_findings(facts),
        *_garble_findings(facts),
        *_length_findings(facts),
    ]
