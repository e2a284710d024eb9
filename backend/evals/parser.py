"""Parser quality and speed on the public data beside the repository (`../shared/data`).

    uv run python evals/parser.py [--show FIELD [--layout flattened]] [--limit N]
    uv run python evals/parser.py --snapshot DIR       # the parse of every shared document, one JSON each
    uv run python evals/parser.py --compare DIR [--fail-on-change]   # what changed since that snapshot, per field
    uv run python evals/parser.py --check-floors       # exit 1 when a figure fell below its floor
    uv run python evals/parser.py --raise-floors       # evals/parser_floors.yaml to today's figures minus 0.01

tests/unit/test_parser_floors.py runs --check-floors: a figure that falls more than 0.01 below the figure it had when
its floor was set fails the build.

1. resumes-ner: the text is the XML with its <label> tags removed; each field is compared with the labels.
   A value matches a label when, after lower-casing and removing punctuation and legal suffixes (Pvt, Ltd, Inc...),
   the words of one are a contiguous part of the words of the other, at least two words or half of the longer
   (label spans in this set are uneven: 'Phillip Wisozk' for 'Phillip Wisozk Mohapatra', 'ENC North Maharashtra
   University' for the institution 'North Maharashtra University'). Name and email are single
   values: right when matching one of the labels; a value predicted for a resume without a label counts as a false
   positive ('name-exact' asks for the same words). Designation, companies, college, degree and skills are sets of
   entities, micro-averaged: values that match each other are one entity ('Infosys Ltd', 'INFOSYS LIMITED'), and
   each labelled entity is matched at most once. Designation and companies come from the work entries and from the
   job titles and organisations the resume mentions elsewhere (headline, summary, bullets: `resume.mentions`),
   degree and college from the education entries and the degrees and institutions mentioned elsewhere (for college,
   not those of secondary schooling, 'ABC High School', 'CBSE': the set labels colleges; a degree in teaching a
   level of schooling, 'B.A. in Elementary Education', is a university's), skills from the skill
   groups against Tech Tools + Job Specific Skills + Soft Skills. A degree also matches a label it begins with, or
   that begins with it ('MCA' and 'MCA in Computer Applications' are one degree, as 'B.Tech' and 'B.Tech in
   Computer Science' already were, its dot making two words of it), and a joining 'in' or 'of' does not count
   ('BS, Business Management' and 'BS in Business Management').
   The same fields are then scored on a documented clean subset, beside the raw figures, because some labels
   demonstrably mean something else: only resumes with at least one label of the field (the others were not
   annotated for it: 27 resumes name employers and label none); a company label the resume also labels as a
   Location or a Designation ('Bengaluru, Karnataka', 'TECHNICAL SUPPORT ENGINEER') is left out; an employer the
   resume labels as a College Name (the university a lecturer works at) and a college it labels as a company are
   neither right nor wrong, since the set gives each name one type; schools ('Sparta High School', 'St. Mary's
   School', not 'School of Law') are left out of both sides of college, as secondary-school qualifications (SSC,
   Class XII) are of degree, and so are certifications, licences and
   courses ('PMP certification', 'Professional Educator License', 'Course in PHP Programming': 93 of the 714
   Degree labels), which a resume lists apart from its degrees and Vitae reads into its certifications.
2. RenderCV PDFs: name, email, phone (absent in the YAML, so the right answer is none), section titles, and the
   number of entries of the experience, education, projects and skills sections, against the YAML.
3. Every PDF and DOCX in the shared data whose name, email or sections are not recovered: no name found (many of
   the DOCX files are anonymised and have none), an email present in the text missed, a section the text visibly
   has (a short line naming experience, education or skills) not recovered, or fewer than two sections found.
   Each field is also scored apart on the two layouts of the set: 'flattened' resumes, whole documents whose line
   breaks were lost (fewer than one line break per 200 characters; runs of spaces stand where the breaks were), and
   'laid out' ones, so that the effect of restoring a flattened document's structure is visible. 'single-spaced'
   is the flattened resumes again with every run of spaces made one space, as a copy from a web form leaves them:
   nothing then marks where a line ended, and only headings, bullets and dates can restore the lines.
4. Throughput of parse_resume_text on the resumes-ner texts, on one core.
"""

import argparse
import html
import re
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from _parser_snapshot import compare_snapshot, corpus, print_comparison, write_snapshot

from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.resume.model import Entry, ParsedResume, SectionKind
from vitae.resume.parser import parse_resume, parse_resume_text
from vitae.resume.text_lines import clean_text
from vitae.resume.vocabulary import word_set

SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
_LABEL = re.compile(r'<label type="([^"]+)">(.*?)</label>', re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_LEGAL_SUFFIXES = word_set(
    "pvt private ltd limited inc incorporated llc llp plc corp corporation co company the gmbh pte"
)
_EMAIL = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}")
_SCHOOL_LEVEL = re.compile(
    r"\b(?:high\s+school|(?:higher\s+|senior\s+)?secondary|matric\w*|cbse|icse|state\s+board|board\s+of|"
    r"ssc|hsc|sslc|s\.s\.c|h\.s\.c|10th|12th|class\s+(?:x|xii)|public\s+school|convent|vidyalaya|"
    r"primary|elementary|sixth\s+form|sec\.\s*school|(?:middle|junior|grammar|comprehensive|central|community|"
    r"catholic|christian|private|preparatory|prep)\s+school)\b"
    # A name ending in 'School' ('St. Mary's School', 'Air Force School Jammu') is a school; a college is written
    # 'School of Law', 'Business School', 'Medical School'.
    r"|(?<!\bbusiness\s)(?<!\blaw\s)(?<!\bmedical\s)(?<!\bgraduate\s)\bschool\b(?!\s+of\b)",
    re.IGNORECASE,
)
_HEADING_WORDS = {
    SectionKind.EXPERIENCE: re.compile(r"\b(?:experience|employment|work history|career history)\b"),
    SectionKind.EDUCATION: re.compile(r"\b(?:education|academic)\b"),
    SectionKind.SKILLS: re.compile(r"\b(?:skills|competencies)\b"),
}

_extract_document: Callable[[bytes], ExtractedDocument] | None
try:
    from vitae.documents.extraction import extract_document as _extract_document
except ImportError:  # the extractors are not there yet: plain text from pdfminer or python-docx instead
    _extract_document = None


@dataclass
class Counts:
    true_positive: int = 0
    predicted: int = 0
    expected: int = 0

    def add(self, true_positive: int, predicted: int, expected: int) -> None:
        self.true_positive += true_positive
        self.predicted += predicted
        self.expected += expected

    def scores(self) -> tuple[float, float, float]:
        precision = self.true_positive / self.predicted if self.predicted else 0.0
        recall = self.true_positive / self.expected if self.expected else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return precision, recall, f1


@dataclass
class Mismatch:
    document: str
    predicted: list[str]
    expected: list[str]


@dataclass
class FieldResult:
    counts: Counts = field(default_factory=Counts)
    mismatches: list[Mismatch] = field(default_factory=list)


def normalize(text: str) -> str:
    text = clean_text(text).lower()
    return " ".join(re.sub(r"[^\w+#]+", " ", text).split())


def _words(text: str) -> list[str]:
    return [word for word in normalize(text).split() if word not in _LEGAL_SUFFIXES]


def _contains(longer: list[str], shorter: list[str]) -> bool:
    size = len(shorter)
    return any(longer[start : start + size] == shorter for start in range(len(longer) - size + 1))


def values_match(predicted: str, expected: str) -> bool:
    a, b = _words(predicted), _words(expected)
    if not a or not b:
        return False
    if a == b:
        return True
    longer, shorter = (a, b) if len(a) >= len(b) else (b, a)
    return (len(shorter) >= 2 or len(shorter) * 2 >= len(longer)) and _contains(longer, shorter)


_DEGREE_JOINERS = word_set("in of")


def degree_values_match(predicted: str, expected: str) -> bool:
    """Degrees also match when one begins with the other ('MCA' and 'MCA in Computer Applications'), and the
    joining 'in' or 'of' does not count ('BS, Business Management' and 'BS in Business Management')."""
    if values_match(predicted, expected):
        return True
    a, b = ([word for word in _words(value) if word not in _DEGREE_JOINERS] for value in (predicted, expected))
    shorter, longer = (a, b) if len(a) <= len(b) else (b, a)
    return bool(shorter) and (longer[: len(shorter)] == shorter or _contains(longer, shorter) and len(shorter) >= 2)


Matcher = Callable[[str, str], bool]


def cluster(values: Iterable[str], same: Matcher = values_match) -> list[list[str]]:
    """Group the spellings of one entity: 'Infosys Limited', 'INFOSYS LTD' and 'Infosys' are one company."""
    clusters: list[list[str]] = []
    for value in values:
        if not normalize(value):
            continue
        home = next((group for group in clusters if any(same(value, member) for member in group)), None)
        if home is None:
            clusters.append([value])
        else:
            home.append(value)
    return clusters


def match_sets(predicted: Iterable[str], expected: Iterable[str], same: Matcher = values_match) -> tuple[int, int, int]:
    """(right, predicted, expected) counted over distinct entities, each expected entity matched at most once."""
    predicted_entities = cluster(predicted, same)
    unmatched = cluster(expected, same)
    expected_count = len(unmatched)
    true_positive = 0
    for entity in predicted_entities:
        for candidate in unmatched:
            if any(same(value, label) for value in entity for label in candidate):
                unmatched.remove(candidate)
                true_positive += 1
                break
    return true_positive, len(predicted_entities), expected_count


def _same_name(predicted: str, expected: str) -> bool:
    return sorted(normalize(predicted).split()) == sorted(normalize(expected).split())


def match_single(predicted: str, expected: list[str], same: Callable[[str, str], bool]) -> tuple[int, int, int]:
    has_expected = bool([value for value in expected if normalize(value)])
    right = bool(predicted) and any(same(predicted, value) for value in expected)
    return int(right), int(bool(predicted)), int(has_expected)


def read_ner_resume(path: Path) -> tuple[str, dict[str, list[str]]]:
    raw = path.read_text(encoding="utf-8")
    body = raw.split("<cv>", 1)[-1].rsplit("</cv>", 1)[0]
    labels: dict[str, list[str]] = {}
    for kind, value in _LABEL.findall(body):
        labels.setdefault(kind, []).append(" ".join(html.unescape(_TAG.sub("", value)).split()))
    return html.unescape(_TAG.sub("", body)), labels


# A degree in teaching a level of schooling: 'B.A. in Elementary Education', 'Bachelor of Education (Primary)' are
# degrees of a university ('Central Board of Secondary Education' is no degree).
_LEVEL_TAUGHT = re.compile(
    r"^(?=.*\b(?:bachelor|master|doctor|associate|majors?|[bm]\.?\s?(?:a|s|sc|ed)|ph\.?\s?d)\b)"
    r"(?=.*\b(?:elementary|primary|secondary)\b)(?=.*\beducation\b)",
    re.IGNORECASE,
)


def _is_school_level(entry: Entry) -> bool:
    """Secondary schooling ('ABC High School', 'CBSE', 'SSC'): the set labels colleges, not schools. A degree in
    teaching a level of schooling ('B.S. in Elementary Education') is no schooling of that level."""
    title = "" if _LEVEL_TAUGHT.search(entry.title) else entry.title
    return bool(_SCHOOL_LEVEL.search(f"{title} {entry.organization}"))


def _is_school_name(name: str) -> bool:
    return bool(_SCHOOL_LEVEL.search(name))


_NOT_A_DEGREE = re.compile(r"\b(?:certif\w*|licen[cs]\w*|course)\b", re.IGNORECASE)


def _is_school_or_certification(value: str) -> bool:
    """Left out of the clean degree subset: secondary schooling and certifications, licences and courses."""
    return (_is_school_name(value) and not _LEVEL_TAUGHT.search(value)) or bool(_NOT_A_DEGREE.search(value))


NER_FIELDS: dict[str, tuple[list[str], Callable[[ParsedResume], list[str]]]] = {
    "designation": (
        ["Designation"],
        lambda resume: [entry.title for entry in resume.work] + resume.mentions.job_titles,
    ),
    "companies": (
        ["Companies worked at"],
        lambda resume: [entry.organization for entry in resume.work] + resume.mentions.organizations,
    ),
    "college": (
        ["College Name"],
        lambda resume: (
            [entry.organization for entry in resume.education if not _is_school_level(entry)]
            + [name for name in resume.mentions.institutions if not _is_school_name(name)]
        ),
    ),
    "degree": (
        ["Degree"],
        lambda resume: [entry.title for entry in resume.education] + resume.mentions.degrees,
    ),
    "skills": (
        ["Tech Tools", "Job Specific Skills", "Soft Skills"],
        lambda resume: [skill for group in resume.skills for skill in group.skills],
    ),
}


FIELD_MATCHERS: dict[str, Matcher] = {"degree": degree_values_match}
# Clean subset (see the module's docstring): labels of these kinds in the same resume mark a company label as a
# place or a title, and an institution as the other kind of institution.
_MISPLACED_LABEL_KINDS = {"companies": ("Location", "Designation")}
_OTHER_INSTITUTION_KIND = {"companies": "College Name", "college": "Companies worked at"}
CLEAN_FIELDS = ("designation", "companies", "college", "degree")


def clean_subset(
    name: str, predicted: list[str], expected: list[str], labels: dict[str, list[str]]
) -> tuple[list[str], list[str]] | None:
    """The predicted and expected values of one field on the clean subset, or None to leave the resume out."""
    if not expected:
        return None
    same = FIELD_MATCHERS.get(name, values_match)
    misplaced = {normalize(value) for kind in _MISPLACED_LABEL_KINDS.get(name, ()) for value in labels.get(kind, [])}
    expected = [value for value in expected if normalize(value) not in misplaced]
    other_kind = labels.get(_OTHER_INSTITUTION_KIND.get(name, ""), [])
    predicted = [
        value
        for value in predicted
        if any(same(value, label) for label in expected) or not any(same(value, label) for label in other_kind)
    ]
    if name == "college":  # schools are left out of the predicted colleges already (NER_FIELDS)
        expected = [value for value in expected if not _is_school_name(value)]
    if name == "degree":
        predicted = [value for value in predicted if not _is_school_or_certification(value)]
        expected = [value for value in expected if not _is_school_or_certification(value)]
    return predicted, expected


_FLATTENED_CHARACTERS_PER_BREAK = 200
LAYOUTS = ("flattened", "laid out", "single-spaced")
_SPACE_RUN = re.compile(r"[ \t]{2,}")
LAYOUT_FIELDS = ("name", "email", "designation", "companies", "college", "degree")


def layout_of(text: str) -> str:
    """'flattened' when the text has (almost) no line breaks for its length, else 'laid out'."""
    lines = [line for line in text.splitlines() if line.strip()]
    return "flattened" if len(text.strip()) > _FLATTENED_CHARACTERS_PER_BREAK * len(lines) else "laid out"


def evaluate_resumes_ner(
    folder: Path, limit: int | None, *, single_spaced: bool = True
) -> tuple[dict[str, FieldResult], dict[str, dict[str, Counts]], list[str]]:
    results = {name: FieldResult() for name in ["name", "name-exact", "email", *NER_FIELDS]}
    results.update({f"{name}-clean": FieldResult() for name in CLEAN_FIELDS})
    by_layout = {layout: {name: Counts() for name in LAYOUT_FIELDS} for layout in LAYOUTS}
    texts: list[str] = []
    paths = sorted(folder.glob("*.xml"), key=lambda path: int(path.stem) if path.stem.isdigit() else 0)
    for path in paths[:limit]:
        text, labels = read_ner_resume(path)
        texts.append(text)
        layout = by_layout[layout_of(text)]
        resume = parse_resume_text(text)
        singles = {
            "name": (resume.personal_info.name, labels.get("Name", []), values_match),
            "name-exact": (resume.personal_info.name, labels.get("Name", []), _same_name),
            "email": (
                resume.personal_info.email,
                labels.get("Email Address", []),
                lambda a, b: a.lower().strip() == b.lower().strip(),
            ),
        }
        for name, (value, expected, same) in singles.items():
            counts = match_single(value, expected, same)
            results[name].counts.add(*counts)
            if name in layout:
                layout[name].add(*counts)
            if counts[0] != counts[1] or counts[0] != counts[2]:
                results[name].mismatches.append(Mismatch(path.name, [value] if value else [], expected))
        if single_spaced and layout is by_layout["flattened"]:
            _add_single_spaced(by_layout["single-spaced"], text, labels)
        for name, (label_kinds, extract) in NER_FIELDS.items():
            expected = [value for kind in label_kinds for value in labels.get(kind, [])]
            predicted = [value for value in extract(resume) if value]
            same = FIELD_MATCHERS.get(name, values_match)
            counts = _add(results[name], path.name, predicted, expected, same)
            if name in layout:
                layout[name].add(*counts)
            subset = clean_subset(name, predicted, expected, labels) if name in CLEAN_FIELDS else None
            if subset is not None:
                _add(results[f"{name}-clean"], path.name, *subset, same)
    return results, by_layout, texts


def _add_single_spaced(counts: dict[str, Counts], text: str, labels: dict[str, list[str]]) -> None:
    """The figures of a flattened resume whose runs of spaces were made single spaces."""
    resume = parse_resume_text(_SPACE_RUN.sub(" ", text))
    counts["name"].add(*match_single(resume.personal_info.name, labels.get("Name", []), values_match))
    counts["email"].add(
        *match_single(
            resume.personal_info.email,
            labels.get("Email Address", []),
            lambda a, b: a.lower().strip() == b.lower().strip(),
        )
    )
    for name in LAYOUT_FIELDS[2:]:
        label_kinds, extract = NER_FIELDS[name]
        expected = [value for kind in label_kinds for value in labels.get(kind, [])]
        predicted = [value for value in extract(resume) if value]
        counts[name].add(*match_sets(predicted, expected, FIELD_MATCHERS.get(name, values_match)))


def _add(
    result: FieldResult, document: str, predicted: list[str], expected: list[str], same: Matcher
) -> tuple[int, int, int]:
    counts = match_sets(predicted, expected, same)
    result.counts.add(*counts)
    if counts[0] != counts[1] or counts[0] != counts[2]:
        result.mismatches.append(Mismatch(document, predicted, expected))
    return counts


def _plain_document(path: Path) -> ExtractedDocument:
    if path.suffix == ".pdf":
        from pdfminer.high_level import extract_text

        text = extract_text(str(path))
        file_type = FileType.PDF
    else:
        import docx

        document = docx.Document(str(path))
        text = "\n".join(paragraph.text for paragraph in document.paragraphs)
        file_type = FileType.DOCX
    return ExtractedDocument(file_type=file_type, lines=[DocumentLine(text=line) for line in text.split("\n")])


def read_document(path: Path) -> ExtractedDocument:
    if _extract_document is not None:
        return _extract_document(path.read_bytes())
    return _plain_document(path)


def _section_title(key: str) -> str:
    return key.replace("_", " ") if key.islower() else key


@dataclass
class RenderCvResult:
    file: str
    name: bool
    email: bool
    phone: bool
    titles: tuple[int, int, int]
    missing_titles: list[str]
    extra_titles: list[str]
    found_counts: dict[str, int]
    expected_counts: dict[str, int]


def evaluate_rendercv(folder: Path) -> list[RenderCvResult]:
    results: list[RenderCvResult] = []
    for pdf in sorted(folder.glob("rendercv-*.pdf")):
        truth = yaml.safe_load(pdf.with_suffix(".yaml").read_text(encoding="utf-8"))["cv"]
        resume = parse_resume(read_document(pdf))
        sections = truth["sections"]
        expected_titles = [normalize(_section_title(key)) for key in sections]
        found_titles = [normalize(section.heading) for section in resume.sections]
        expected_phone = re.sub(r"\D", "", str(truth.get("phone") or ""))
        results.append(
            RenderCvResult(
                file=pdf.name,
                name=normalize(resume.personal_info.name) == normalize(truth["name"]),
                email=resume.personal_info.email.lower() == str(truth["email"]).lower(),
                phone=re.sub(r"\D", "", resume.personal_info.phone)[-10:] == expected_phone[-10:],
                titles=match_sets(found_titles, expected_titles),
                missing_titles=[title for title in expected_titles if title not in found_titles],
                extra_titles=[title for title in found_titles if title not in expected_titles],
                found_counts={
                    "experience": len(resume.work),
                    "education": len(resume.education),
                    "projects": len(resume.projects),
                    "skills": len(resume.skills),
                },
                expected_counts={
                    key: len(sections.get(key, [])) for key in ("experience", "education", "projects", "skills")
                },
            )
        )
    return results


def _written_heading_kinds(text: str) -> set[SectionKind]:
    """The core sections a document visibly has: a short line naming one ('WORK EXPERIENCE', 'Education:')."""
    kinds: set[SectionKind] = set()
    for line in text.splitlines():
        words = normalize(line).split()
        if not 1 <= len(words) <= 5:
            continue
        for kind, pattern in _HEADING_WORDS.items():
            if pattern.search(" ".join(words)):
                kinds.add(kind)
    return kinds


def unrecovered_documents(data: Path) -> list[tuple[str, list[str]]]:
    """Documents where no name was found, an email in the text was missed, or a section the text visibly has
    (a short line naming it) was not recovered, or fewer than two sections were found at all."""
    paths = sorted([*data.glob("**/*.pdf"), *data.glob("**/*.docx")])
    problems: list[tuple[str, list[str]]] = []
    for path in paths:
        try:
            document = read_document(path)
        except Exception as error:  # noqa: BLE001 - a file the extractor refuses is itself a finding
            problems.append((str(path.relative_to(data)), [f"not extracted: {type(error).__name__}"]))
            continue
        resume = parse_resume(document)
        issues: list[str] = []
        if not resume.personal_info.name:
            issues.append("no name found")
        text = document.text
        if _EMAIL.search(text) and not resume.personal_info.email:
            issues.append("email missed")
        found = {section.kind for section in resume.sections}
        missed = sorted(kind.value for kind in _written_heading_kinds(text) - found)
        if missed:
            issues.append("section missed: " + ", ".join(missed))
        if len(resume.sections) < 2:
            issues.append(f"{len(resume.sections)} section(s) found")
        if issues:
            problems.append((str(path.relative_to(data)), issues))
    return problems


def measure_throughput(texts: list[str], seconds: float = 3.0) -> tuple[float, int]:
    """Resumes parsed per second of CPU time of this process (one core), so other load on the machine does not
    count against the parser."""
    parsed = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        for text in texts:
            parse_resume_text(text)
            parsed += 1
    elapsed = time.process_time() - started
    return parsed / elapsed, sum(len(text) for text in texts) // max(len(texts), 1)


def labelled_figures(data: Path) -> dict[str, float]:
    """The figures the floors guard: F1 of every resumes-ner field, and on the RenderCV PDFs the share of names,
    emails and phones right, the F1 of the section titles and the share of entry counts right."""
    results, _, _ = evaluate_resumes_ner(data / "resumes-ner", None, single_spaced=False)
    figures = {f"resumes-ner {name}": result.counts.scores()[2] for name, result in results.items()}
    rows = evaluate_rendercv(data / "resume-pdfs")
    titles = Counts()
    for row in rows:
        titles.add(*row.titles)
    counts_right = sum(row.found_counts[key] == value for row in rows for key, value in row.expected_counts.items())
    figures.update(
        {
            "rendercv name": sum(row.name for row in rows) / len(rows),
            "rendercv email": sum(row.email for row in rows) / len(rows),
            "rendercv phone": sum(row.phone for row in rows) / len(rows),
            "rendercv section titles": titles.scores()[2],
            "rendercv entry counts": counts_right / sum(len(row.expected_counts) for row in rows),
        }
    )
    return figures


FLOORS_FILE = Path(__file__).with_name("parser_floors.yaml")
FLOOR_MARGIN = 0.01
_FLOORS_HEADER = (
    "# Figures the parser must keep on the labelled shared data (evals/parser.py): each is the figure measured\n"
    "# when it was set, minus 0.01. Checked by `evals/parser.py --check-floors`, which\n"
    "# tests/unit/test_parser_floors.py runs; raised, never lowered, by `evals/parser.py --raise-floors`.\n"
)


def read_floors() -> dict[str, float]:
    floors: dict[str, float] = yaml.safe_load(FLOORS_FILE.read_text(encoding="utf-8"))
    return floors


def raise_floors(figures: dict[str, float]) -> dict[str, float]:
    """Each floor at the figure minus the margin where that is higher than the floor it had."""
    old = read_floors() if FLOORS_FILE.is_file() else {}
    floors = {name: max(old.get(name, 0.0), round(figure - FLOOR_MARGIN, 4)) for name, figure in figures.items()}
    FLOORS_FILE.write_text(_FLOORS_HEADER + yaml.safe_dump(floors, sort_keys=False), encoding="utf-8")
    return floors


def check_floors(figures: dict[str, float], *, raise_them: bool) -> int:
    """Prints each figure beside its floor; 1 when one is below its floor or has none (and floors were not raised)."""
    floors = raise_floors(figures) if raise_them else read_floors()
    failed = False
    print(f"{'figure':<30} {'now':>6} {'floor':>6}")
    for name in dict.fromkeys([*floors, *figures]):
        figure, floor = figures.get(name), floors.get(name)
        verdict = "ok"
        if figure is None or floor is None:
            verdict = "FAILED: no figure" if figure is None else "FAILED: no floor (run --raise-floors)"
        elif figure < floor:
            verdict = f"FAILED: {floor - figure:.4f} below its floor"
        failed = failed or verdict != "ok"
        print(
            f"{name:<30} {figure if figure is not None else float('nan'):6.4f} {floor or float('nan'):6.4f}  {verdict}"
        )
    return 1 if failed else 0


def _parse_ner_file(path: Path) -> ParsedResume:
    return parse_resume_text(read_ner_resume(path)[0])


def _parse_document_file(path: Path) -> ParsedResume:
    return parse_resume(read_document(path))


def main() -> int:
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--show", help="print the mismatches of one resumes-ner field")
    arguments.add_argument("--layout", choices=LAYOUTS, help="with --show: only the resumes of this layout")
    arguments.add_argument("--limit", type=int, help="only the first N resumes-ner files")
    arguments.add_argument("--skip-documents", action="store_true", help="skip the PDF and DOCX files")
    arguments.add_argument("--snapshot", type=Path, metavar="DIR", help="write the parse of every shared document")
    arguments.add_argument("--compare", type=Path, metavar="DIR", help="print what changed since a --snapshot")
    arguments.add_argument("--fail-on-change", action="store_true", help="with --compare: exit 1 on any change")
    arguments.add_argument("--check-floors", action="store_true", help=f"exit 1 below a floor of {FLOORS_FILE.name}")
    arguments.add_argument("--raise-floors", action="store_true", help=f"raise {FLOORS_FILE.name} to today's figures")
    options = arguments.parse_args()
    if not SHARED_DATA.is_dir():
        print(f"shared data not found at {SHARED_DATA}: nothing to evaluate")
        return 0
    documents = corpus(SHARED_DATA, _parse_ner_file, _parse_document_file)
    if options.snapshot:
        started = time.perf_counter()
        count = write_snapshot(documents, options.snapshot)
        print(f"{count} parsed documents written to {options.snapshot} in {time.perf_counter() - started:.1f} s")
        return 0
    if options.compare:
        comparison = compare_snapshot(documents, options.compare)
        print_comparison(comparison)
        return 1 if options.fail_on_change and comparison.any_change else 0
    if options.raise_floors or options.check_floors:
        return check_floors(labelled_figures(SHARED_DATA), raise_them=options.raise_floors)

    print("== resumes-ner: field-level precision / recall / F1")
    results, by_layout, texts = evaluate_resumes_ner(SHARED_DATA / "resumes-ner", options.limit)
    print(f"{'field':<17} {'P':>6} {'R':>6} {'F1':>6}   (predicted / labelled / right; '-clean': the clean subset)")
    for name, result in results.items():
        precision, recall, f1 = result.counts.scores()
        counts = result.counts
        print(
            f"{name:<17} {precision:6.3f} {recall:6.3f} {f1:6.3f}   "
            f"({counts.predicted} / {counts.expected} / {counts.true_positive})"
        )
    documents = {layout: sum(1 for text in texts if layout_of(text) == layout) for layout in LAYOUTS[:2]}
    print(
        "\nF1 by layout: "
        + ", ".join(f"{layout} {documents[layout]} resumes" for layout in LAYOUTS[:2])
        + "; single-spaced: the flattened ones with runs of spaces made single"
    )
    print(f"{'field':<17} " + " ".join(f"{layout:>13}" for layout in LAYOUTS))
    for name in LAYOUT_FIELDS:
        print(f"{name:<17} " + " ".join(f"{by_layout[layout][name].scores()[2]:13.3f}" for layout in LAYOUTS))
    if options.show:
        for mismatch in results[options.show].mismatches:
            document_text = read_ner_resume(SHARED_DATA / "resumes-ner" / mismatch.document)[0]
            if options.layout and layout_of(document_text) != options.layout:
                continue
            print(f"  {mismatch.document}: predicted {mismatch.predicted} expected {mismatch.expected}")

    if not options.skip_documents:
        print("\n== RenderCV PDFs against their YAML")
        rows = evaluate_rendercv(SHARED_DATA / "resume-pdfs")
        title_counts = Counts()
        exact_counts = 0
        count_total = 0
        for row in rows:
            title_counts.add(*row.titles)
            exact_counts += sum(1 for key, value in row.expected_counts.items() if row.found_counts[key] == value)
            count_total += len(row.expected_counts)
            print(
                f"{row.file:<34} name {'ok' if row.name else 'WRONG'}  email {'ok' if row.email else 'WRONG'}"
                f"  phone {'ok' if row.phone else 'WRONG'}  entries {row.found_counts} expected {row.expected_counts}"
            )
            if row.missing_titles or row.extra_titles:
                print(f"{'':<34} sections missing {row.missing_titles} extra {row.extra_titles}")
        precision, recall, f1 = title_counts.scores()
        names = sum(1 for row in rows if row.name)
        emails = sum(1 for row in rows if row.email)
        phones = sum(1 for row in rows if row.phone)
        print(
            f"name {names}/{len(rows)}  email {emails}/{len(rows)}  phone {phones}/{len(rows)}  "
            f"section titles P {precision:.3f} R {recall:.3f} F1 {f1:.3f}  "
            f"entry counts exact {exact_counts}/{count_total}"
        )

        print("\n== PDF and DOCX files whose name, email or sections are not recovered")
        problems = unrecovered_documents(SHARED_DATA)
        for path, issues in problems:
            print(f"  {path}: {', '.join(issues)}")
        total = len([*SHARED_DATA.glob("**/*.pdf"), *SHARED_DATA.glob("**/*.docx")])
        print(f"{total - len(problems)}/{total} fully recovered")

    print("\n== Throughput of parse_resume_text (one core)")
    per_second, average_length = measure_throughput(texts)
    print(f"{per_second:.0f} resumes/second (average {average_length} characters)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
