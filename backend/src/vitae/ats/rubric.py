"""The published rubric: every check, the category it scores, the most points it can take, and why it matters.

docs/scoring.md explains the same checks in prose; a unit test keeps the two in step.
"""

from dataclasses import dataclass

from vitae.ats.models import Category, FileIssueKind

# How the overall score weighs the categories (they add up to 1).
CATEGORY_WEIGHTS: dict[Category, float] = {
    Category.ATS_COMPLIANCE: 0.30,
    Category.KEYWORD_DENSITY: 0.25,
    Category.RECRUITER_FRIENDLINESS: 0.25,
    Category.CONCISENESS_IMPACT: 0.20,
}


@dataclass(frozen=True)
class Check:
    id: str
    category: Category
    max_points: int  # the most this check can take from its category, however often it fires
    why: str


_ATS = Category.ATS_COMPLIANCE
_KEYWORDS = Category.KEYWORD_DENSITY
_RECRUITER = Category.RECRUITER_FRIENDLINESS
_IMPACT = Category.CONCISENESS_IMPACT

_CHECKS = (
    # ATS compliance: can a machine read the file and find who you are and what you did?
    Check("ats.name_missing", _ATS, 10, "An application without a readable name cannot be filed under you."),
    Check("ats.email_missing", _ATS, 15, "Recruiters and ATS reply by email; without one you cannot be contacted."),
    Check("ats.phone_missing", _ATS, 8, "Many recruiters call first; ATS forms ask for a phone number."),
    Check("ats.profile_link_missing", _ATS, 2, "A LinkedIn or portfolio link lets a recruiter check your work fast."),
    Check(
        "ats.placeholder_contact", _ATS, 8, "Sample contact details (555 numbers, 'your.name@email.com') reach no one."
    ),
    Check("ats.experience_heading_missing", _ATS, 12, "ATS find your jobs by a standard heading such as 'Experience'."),
    Check("ats.education_heading_missing", _ATS, 6, "ATS find degrees under a standard heading such as 'Education'."),
    Check("ats.skills_heading_missing", _ATS, 5, "ATS read skills best from a section headed 'Skills'."),
    Check("ats.nonstandard_heading", _ATS, 6, "Creative headings ('My Journey') are not recognised by ATS."),
    Check(
        "ats.dates_unreadable", _ATS, 8, "ATS compute your experience from dates they can read ('Jan 2020 - Present')."
    ),
    Check("ats.layout_artifacts", _ATS, 12, "Icons, tables, columns and odd glyphs come out of ATS text as noise."),
    Check("ats.garbled_text", _ATS, 36, "Words split apart, run together or read across columns are lost to an ATS."),
    Check("ats.too_little_text", _ATS, 25, "Very little readable text usually means a scan or an image-based file."),
    Check("ats.file_" + FileIssueKind.NO_TEXT_LAYER, _ATS, 40, "A scan has no text for an ATS to read at all."),
    Check("ats.file_" + FileIssueKind.TABLES, _ATS, 6, "Table cells are read out of order by many ATS."),
    Check("ats.file_" + FileIssueKind.TEXT_BOXES, _ATS, 6, "Text in text boxes is skipped or misplaced by many ATS."),
    Check("ats.file_" + FileIssueKind.MULTIPLE_COLUMNS, _ATS, 6, "Side-by-side columns are often read across."),
    Check("ats.file_" + FileIssueKind.IMAGES, _ATS, 3, "Pictures and charts carry no text an ATS can read."),
    Check("ats.file_" + FileIssueKind.HEADER_FOOTER_CONTENT, _ATS, 5, "Many ATS ignore page headers and footers."),
    Check("ats.file_" + FileIssueKind.UNREADABLE_CHARACTERS, _ATS, 6, "Glyphs without text mapping become gibberish."),
    # Keyword density: does the resume name the skills the job or the field asks for?
    Check("keywords.few_skills", _KEYWORDS, 25, "ATS rank resumes by the skills they name; a handful is too few."),
    Check("keywords.field_coverage", _KEYWORDS, 30, "Without a job description, the skills typical of your field."),
    Check("keywords.job_skills_missing", _KEYWORDS, 50, "With a job description, ATS rank by the skills it asks for."),
    Check("keywords.skills_section_missing", _KEYWORDS, 10, "A skills section is where ATS and recruiters look first."),
    Check("keywords.skills_not_in_context", _KEYWORDS, 6, "A skill shown in a bullet proves it; a bare list does not."),
    Check("keywords.stuffing", _KEYWORDS, 15, "Repeating keywords to game an ATS is penalised by ATS and people."),
    # Recruiter friendliness: can a person take it in within the few seconds of a first read?
    Check("recruiter.experience_missing", _RECRUITER, 25, "Experience is what recruiters read first."),
    Check("recruiter.education_missing", _RECRUITER, 6, "Most postings ask for a degree or training."),
    Check("recruiter.summary_missing", _RECRUITER, 6, "A two-line summary tells the reader who you are at once."),
    Check("recruiter.summary_too_long", _RECRUITER, 4, "A summary longer than a few lines is skipped."),
    Check("recruiter.not_reverse_chronological", _RECRUITER, 10, "Readers expect the latest job first."),
    Check("recruiter.bullets_missing", _RECRUITER, 15, "Bullets are scanned; paragraphs are skipped."),
    Check("recruiter.too_many_bullets", _RECRUITER, 6, "More than six or seven bullets per role bury the best."),
    Check("recruiter.dates_missing", _RECRUITER, 8, "Jobs without dates look like something is being hidden."),
    Check("recruiter.inconsistent_dates", _RECRUITER, 5, "Mixed date formats look careless."),
    Check("recruiter.section_order", _RECRUITER, 4, "Experienced candidates should lead with experience, not school."),
    Check("recruiter.too_long", _RECRUITER, 10, "Recruiters read one or two pages; the rest is rarely seen."),
    Check("recruiter.too_short", _RECRUITER, 10, "A very short resume leaves out what the reader needs."),
    Check("recruiter.wall_of_text", _RECRUITER, 15, "Long unbroken blocks of text are hard to scan."),
    # Conciseness and impact: does each line show a result, in few words?
    Check(
        "impact.achievements_missing", _IMPACT, 50, "Without bullets or descriptions there is nothing to show impact."
    ),
    Check(
        "impact.too_little_substance", _IMPACT, 50, "A handful of lines is too little to show impact, however tight."
    ),
    Check("impact.no_action_verb", _IMPACT, 20, "Bullets that open with a strong verb show what you did."),
    Check("impact.weak_opening", _IMPACT, 12, "'Responsible for' lists duties, not results."),
    Check("impact.not_quantified", _IMPACT, 20, "Numbers (%, $, counts, time) make results concrete and credible."),
    Check("impact.long_bullet", _IMPACT, 10, "Bullets over about 30 words are not read to the end."),
    Check("impact.first_person", _IMPACT, 8, "Resumes leave out 'I' and 'my': the reader knows who is meant."),
    Check("impact.filler", _IMPACT, 8, "Buzzwords and fillers ('team player', 'various') take room and say nothing."),
    Check("impact.repeated_words", _IMPACT, 6, "Opening many bullets with the same verb reads as monotone."),
    Check("impact.passive_voice", _IMPACT, 8, "Passive voice hides who did the work; say 'Led', not 'Was led'."),
)

CHECKS: dict[str, Check] = {check.id: check for check in _CHECKS}


def rubric() -> list[Check]:
    """Every check in publication order, e.g. for a 'How is this scored?' page."""
    return list(_CHECKS)
