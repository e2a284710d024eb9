"""The signals of a job match beyond its skill lists, each 0-1: is the resume about the same kind of work as the
posting, at the right level?

- role: where the posting (its title and what it says of the job) and the resume sit among O*NET occupations, by
  their words, and how much those placements agree. A machine-learning posting lands near Data Scientists and
  research occupations, a web resume near Web and Software Developers, whatever tools either names.
- tools: the same, by the tools each names, through the occupations O*NET lists them under.
- title: how much of the job title's wording the resume uses ('Machine Learning Engineer' against a resume that never
  says 'machine learning'), each word weighed by how telling it is.
- statements: TF-IDF cosine between the posting's job statements (duties, requirements, nice-to-haves, overview; the
  company blurb and benefits excluded) and the resume's own statements (summary, bullets, skills).
- evidence: how closely the resume answers the few posting statements it answers best, statement against statement.
- seniority: the posting's level against the resume's years of work, both ways.

The resume side is read from the parsed resume, not its raw text, so that a tailored version, rendered anew, is
compared like for like with the original.
"""

import math
import re
from collections.abc import Iterable
from functools import lru_cache

from vitae.ats.job_description import JobDescription
from vitae.ats.occupation import OccupationIndex
from vitae.ats.posting_sections import JOB_PARTS
from vitae.ats.requirements import YEARS_OF_LEVEL, Seniority
from vitae.ats.term_vectors import OccupationVocabulary, TermVector, cosine, term_counts
from vitae.ats.text import STOPWORDS, stem, words
from vitae.resume.model import ParsedResume

# The placements are sharpened before they are compared, so that agreeing on the few nearest occupations counts and
# a long tail of faint likenesses (every text is a little like every occupation) does not.
ROLE_SHARPNESS = 4
EVIDENCE_STATEMENTS = 3  # posting statements whose best answers in the resume are averaged
SENIORITY_SLACK_YEARS = 2.0  # years outside a level's usual range that cut its fit to 1/e
_GRADUATE_LEVELS = frozenset({Seniority.INTERN, Seniority.ENTRY})
# Words of a title that say how senior or what contract, not what the work is.
TITLE_RANK_WORDS = frozenset(
    [
        "senior",
        "sr",
        "junior",
        "jr",
        "lead",
        "principal",
        "staff",
        "intern",
        "entry",
        "level",
        "mid",
        "new",
        "grad",
        "graduate",
        "associate",
        "remote",
        "hybrid",
        "onsite",
        "fulltime",
        "full",
        "time",
        "contract",
        "i",
        "ii",
        "iii",
        "iv",
        "v",
    ]
)
# Coverage also skips the pieces of 'on-site', 'FT/PT' and 'only', which never name the work.
_TITLE_NOISE = TITLE_RANK_WORDS | {"site", "ft", "pt", "only"}
_TITLE_PRIOR = 1.0  # pseudo-weight of a half-covered word, so that a one-word title does not decide alone
# Sentences of a summary or description are statements of their own, as bullets are.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9])")
# Closed compounds are written both ways ('Back End Developer', 'backend'); one spelling for both sides.
_COMPOUNDS = re.compile(r"\b(back|front|full)[\s-]+(end|stack)\b", re.IGNORECASE)


def _joined(text: str) -> str:
    return _COMPOUNDS.sub(lambda match: match.group(1) + match.group(2), text)


def resume_statement_list(resume: ParsedResume) -> list[str]:
    """What the resume says of its work, statement by statement: summary, descriptions, bullets and skills lists.
    Titles are left out: 'Software Engineer' answers every software posting's 'We are hiring a Software Engineer'."""
    parts = _SENTENCE_END.split(resume.summary)
    for entry in (*resume.work, *resume.projects):
        parts.extend((*_SENTENCE_END.split(entry.description), *entry.bullets))
    parts.extend(", ".join(group.skills) for group in resume.skills)
    return [part.strip() for part in parts if part.strip()]


def resume_statements(resume: ParsedResume) -> str:
    """The resume's statements as one text, with its headline and titles."""
    titles = [entry.title for entry in (*resume.work, *resume.projects)]
    return "\n".join(part for part in (resume.personal_info.headline, *titles, *resume_statement_list(resume)) if part)


def resume_wording(resume: ParsedResume) -> str:
    """Every field of the parsed resume that can carry the words of a role, education and certifications included."""
    parts = [resume_statements(resume)]
    for entry in (*resume.education, *resume.certifications):
        parts.extend((entry.title, entry.organization, entry.description, *entry.bullets))
    parts.extend(line for section in resume.sections for line in section.lines)
    return "\n".join(part for part in parts if part.strip())


def posting_statements(job: JobDescription) -> str:
    return "\n".join(section.text for section in job.sections if section.kind in JOB_PARTS)


def seniority_fit(level: Seniority | None, years: float | None, *, graduating: bool = False) -> float:
    """1 when the resume's years suit the posting's level, falling off by the years outside the usual range (both
    ways: a staff role for two years of work, a new-graduate role for ten); 1 when either is unknown. Someone
    finishing a degree fits an entry-level or intern role whatever work came before it."""
    if level is None or years is None or (graduating and level in _GRADUATE_LEVELS):
        return 1.0
    low, high = YEARS_OF_LEVEL[level]
    return math.exp(-max(low - years, years - high, 0.0) / SENIORITY_SLACK_YEARS)


def _sharpened(scores: dict[str, float]) -> dict[str, float]:
    return {key: value**ROLE_SHARPNESS for key, value in scores.items() if value > 0}


@lru_cache(maxsize=64)
def _text_placement(vocabulary: OccupationVocabulary, text: str) -> dict[str, float]:
    return _sharpened(vocabulary.occupation_affinity(vocabulary.vector(_joined(text))))


def role_similarity(job: JobDescription, resume: ParsedResume, vocabulary: OccupationVocabulary) -> float:
    posting = _text_placement(vocabulary, f"{job.title}\n{posting_statements(job)}")
    own = _text_placement(vocabulary, resume_statements(resume))
    return cosine(posting, own)


def tools_similarity(job_skill_ids: Iterable[int], resume_skill_ids: Iterable[int], index: OccupationIndex) -> float:
    """Cosine of the occupations that use the posting's tools and those that use the resume's."""
    posting = {str(key): value for key, value in index.skill_scores(set(job_skill_ids)).items()}
    own = {str(key): value for key, value in index.skill_scores(set(resume_skill_ids)).items()}
    return cosine(posting, own)


@lru_cache(maxsize=64)
def _stems_of(text: str) -> frozenset[str]:
    return frozenset(term_counts(_joined(text)))


def title_coverage(job_title: str, resume: ParsedResume, vocabulary: OccupationVocabulary) -> float:
    """The share of the job title's telling words that the resume uses, weighed by rarity; 0.5 with no title."""
    title_stems = {
        stem(word)
        for word in words(_joined(job_title))
        if word.isalpha() and len(word) > 1 and word not in STOPWORDS and word not in _TITLE_NOISE
    }
    if not title_stems:
        return 0.5
    known = _stems_of(resume_wording(resume))
    total = sum(vocabulary.idf(term) for term in title_stems)
    covered = sum(vocabulary.idf(term) for term in title_stems if term in known)
    return (covered + 0.5 * _TITLE_PRIOR) / (total + _TITLE_PRIOR)


@lru_cache(maxsize=64)
def _statement_vector(vocabulary: OccupationVocabulary, text: str) -> TermVector:
    return vocabulary.vector(_joined(text))


def statement_similarity(job: JobDescription, resume: ParsedResume, vocabulary: OccupationVocabulary) -> float:
    return cosine(
        _statement_vector(vocabulary, posting_statements(job)),
        _statement_vector(vocabulary, resume_statements(resume)),
    )


@lru_cache(maxsize=64)
def _statement_vectors(vocabulary: OccupationVocabulary, statements: tuple[str, ...]) -> tuple[TermVector, ...]:
    return tuple(vector for vector in (vocabulary.vector(_joined(text)) for text in statements) if vector)


def best_evidence(job: JobDescription, resume: ParsedResume, vocabulary: OccupationVocabulary) -> float:
    """How closely the resume answers the posting statements it answers best: for each job statement, its TF-IDF
    cosine with the closest statement of the resume; the mean of the EVIDENCE_STATEMENTS best. A recruiter looks for
    a few lines of the resume that say what the posting says, not for every line of the posting."""
    posting = _statement_vectors(vocabulary, tuple(posting_statements(job).split("\n")))
    own = _statement_vectors(vocabulary, tuple(resume_statement_list(resume)))
    if not posting or not own:
        return 0.0
    best = sorted((max(cosine(line, answer) for answer in own) for line in posting), reverse=True)
    return sum(best[:EVIDENCE_STATEMENTS]) / len(best[:EVIDENCE_STATEMENTS])
