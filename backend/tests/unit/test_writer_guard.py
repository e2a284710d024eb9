"""The truthfulness guard: every kind of fact, written differently or newly made up, and the changes that state one
reverted; random resumes through the enhancer never gain a fact, and a lying rewrite is always caught."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vitae.ats.models import CategoryScores, ResumeAnalysis
from vitae.render.text import resume_to_text
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, SkillGroup
from vitae.resume.vocabulary import word_set
from vitae.writer import FactKind, Improvement, ImprovementKind, TextEdit, enhance_resume, find_new_facts, guard_changes
from vitae.writer.role_claims import raised_claims

SOURCE = """Jordan Rivera
jordan@example.com | +1 415 555 0142 | linkedin.com/in/jordan
Senior Backend Engineer, Stripe — San Francisco, CA
01/2020 - till date
• Responsible for managing a team of five engineers and a budget of $1,200,000
• Helped with migrating the database to AWS, cutting costs by 40 percent
• Worked at Acme Corp. 2019–2021
B.S. in Computer Science, University of California, Berkeley
Skills: JS, Python, Kubernetes
"""


def new_facts(rewrite: str, source: str = SOURCE) -> list[tuple[FactKind, str]]:
    return [(fact.kind, fact.text) for fact in find_new_facts(source, rewrite)]


@pytest.mark.parametrize(
    "rewrite",
    [
        "Managed a team of 5 engineers and a $1.2M budget",  # '5' is 'five', '$1.2M' is '$1,200,000'
        "Supported the migration of the database to Amazon Web Services, cutting costs by 40%",  # AWS, 40 percent
        "Jan 2020 – Present",  # '01/2020 - till date'
        "Worked at Acme Corp 2019 - 2021",  # '2019–2021'
        "Bachelor of Science in Computer Science",  # 'B.S.'
        "Skills: JavaScript, Python, k8s",  # aliases of skills the source names
        "Senior Backend Engineer, Stripe — San Francisco, CA",
        "Experience",  # a standard heading
        "Backend engineer. Experienced in Python and Kubernetes.",  # an adjective opening a sentence is no name
    ],
)
def test_the_same_facts_written_differently_are_not_new(rewrite: str) -> None:
    assert new_facts(rewrite) == []


@pytest.mark.parametrize(
    ("rewrite", "kind", "text"),
    [
        ("Managed a team of 6 engineers", FactKind.NUMBER, "6"),
        ("Supervised twelve engineers", FactKind.NUMBER, "twelve"),
        ("Doubled revenue", FactKind.NUMBER, "Doubled"),
        ("Cut costs by 45%", FactKind.PERCENTAGE, "45%"),
        ("Managed a $2M budget", FactKind.MONEY, "$2M"),
        ("Jan 2018 – Present", FactKind.DATE, "Jan 2018 – Present"),
        ("Built search tools at Google", FactKind.ORGANIZATION, "Google"),
        ("Studied at Stanford University", FactKind.ORGANIZATION, "Stanford University"),
        ("Promoted to Director of Engineering", FactKind.JOB_TITLE, "Director"),
        ("Managed a team of five engineers as senior manager", FactKind.JOB_TITLE, "manager"),
        ("Earned an MBA", FactKind.DEGREE, "MBA"),
        ("Holds the CISSP", FactKind.CERTIFICATION, "CISSP"),
        ("Led migration to Azure", FactKind.SKILL, "Azure"),
        ("Reach me at jordan@other.com", FactKind.CONTACT, "jordan@other.com"),
    ],
)
def test_a_fact_the_source_lacks_is_new(rewrite: str, kind: FactKind, text: str) -> None:
    assert (kind, text) in new_facts(rewrite)


def test_an_ongoing_role_is_a_fact_too() -> None:
    assert new_facts("Jan 2020 – Present", "Engineer, Acme\nJan 2020 – Mar 2021") == [
        (FactKind.DATE, "Jan 2020 – Present")
    ]


def _change(change_id: str, before: str, addition: str) -> Improvement:
    return Improvement(
        id=change_id,
        section="Experience",
        location="Experience › Senior Backend Engineer, Stripe › bullet 1",
        kind=ImprovementKind.ACTION_VERB,
        before=before,
        after=before + addition,
        reason="test",
        target="work.0.bullets.0",
        edit=TextEdit(start=len(before), end=len(before), text=addition),
    )


def _resume() -> ParsedResume:
    return ParsedResume(
        personal_info=PersonalInfo(name="Jordan Rivera", email="jordan@example.com"),
        work=[
            Entry(
                title="Senior Backend Engineer",
                organization="Stripe",
                dates="Jan 2020 – Present",
                bullets=["Managed a team of 5 engineers on Python services"],
            )
        ],
        skills=[SkillGroup(name="Skills", skills=["Python", "SQL"])],
    )


def test_guard_changes_reverts_each_lie_and_keeps_the_truth() -> None:
    resume = _resume()
    bullet = resume.work[0].bullets[0]
    honest = _change("honest", bullet, " for 5 years")
    lies = [
        _change("employer", bullet, " at Google"),
        _change("number", bullet, " serving 300 clients"),
        _change("skill", bullet, " on Kubernetes"),
    ]
    kept, reverted = guard_changes(resume, [honest, *lies])
    assert [change.id for change in kept] == ["honest"]
    assert {(violation.improvement_id, violation.kind) for violation in reverted} == {
        ("employer", FactKind.ORGANIZATION),
        ("number", FactKind.NUMBER),
        ("skill", FactKind.SKILL),
    }
    assert all(violation.reason and violation.fact for violation in reverted)


@pytest.mark.parametrize(
    "added", [" [add a number]", " by X%", " saving $XM", " for [Company]", " <metric>", " (TBD)", " by XX users"]
)
def test_a_placeholder_for_someone_to_fill_in_is_reverted(added: str) -> None:
    resume = _resume()
    bullet = resume.work[0].bullets[0]
    kept, reverted = guard_changes(resume, [_change("prompt", bullet, added)])
    assert kept == []
    placeholders = [violation.fact for violation in reverted if violation.kind == "placeholder"]
    assert len(placeholders) == 1 and placeholders[0] in added


def test_brackets_the_resume_itself_wrote_are_no_placeholder() -> None:
    resume = _resume()
    resume.work[0].bullets[0] = "Shipped the search service [internal codename Atlas]"
    bullet = resume.work[0].bullets[0]
    kept, _ = guard_changes(resume, [_change("same", bullet, ".")])
    assert [change.id for change in kept] == ["same"]


# Random resumes ---------------------------------------------------------------------------------------------------

_OPENINGS = [
    "Responsible for",
    "Helped with",
    "I was responsible for",
    "Worked on",
    "Involved in",
    "Successfully",
    "Handling",
    "Manage",
    "Managing",
    "Developed",
    "Creation of",
    "",
]
_VOCABULARY = word_set(
    """the a team various projects database migration reports clients vendors budget python java aws sql
    kubernetes excel customers tickets services pipelines etc. my I in order to utilized five twelve percent
    dollars creating maintaining designing testing and with for of"""
)
_WORDS = st.sampled_from(sorted(_VOCABULARY))
_NAMES = st.sampled_from(["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark"])


@st.composite
def resumes(draw: st.DrawFn) -> ParsedResume:
    entries = []
    for index in range(draw(st.integers(1, 3))):
        bullets = []
        for _ in range(draw(st.integers(1, 4))):
            opening = draw(st.sampled_from(_OPENINGS))
            body = draw(st.lists(st.one_of(_WORDS, st.integers(1, 999).map(str), _NAMES), min_size=2, max_size=14))
            bullets.append(" ".join([opening, *body]).strip())
        start = draw(st.integers(2000, 2020))
        entries.append(
            Entry(
                title=draw(st.sampled_from(["Software Engineer", "Analyst", "Project Manager", "Consultant"])),
                organization=f"{draw(_NAMES)} {draw(st.sampled_from(['Inc.', 'LLC', 'Corp', 'Labs']))}",
                dates=f"{start} - {start + index + 1}" if index else f"01/{start} - till date",
                bullets=bullets,
            )
        )
    skills = draw(st.lists(st.sampled_from(["Python", "JS", "JavaScript", "AWS", "SQL", "Excel", "k8s"]), max_size=6))
    return ParsedResume(
        personal_info=PersonalInfo(name="Alex Morgan", email="alex@example.com"),
        summary=" ".join(draw(st.lists(_WORDS, min_size=0, max_size=12))),
        work=entries,
        skills=[SkillGroup(name="Skills", skills=skills)] if skills else [],
    )


def _analysis() -> ResumeAnalysis:
    scores = CategoryScores(ats_compliance=50, keyword_density=50, recruiter_friendliness=50, conciseness_impact=50)
    return ResumeAnalysis(
        overall_score=50,
        category_scores=scores,
        findings=[],
        detected_skills=[],
        ai_title="",
        ai_subtitle="",
        industry="",
        specialization="",
        occupation=None,
        years_of_experience=None,
    )


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(resumes())
def test_random_resumes_never_gain_a_fact(resume: ParsedResume) -> None:
    enhancement = enhance_resume(resume, _analysis())
    assert find_new_facts(resume_to_text(resume), enhancement.enhanced_content) == []


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    resumes(),
    st.sampled_from(["employer", "number", "skill"]),
    st.integers(1000, 9999),
    st.sampled_from(["Salesforce", "Kubernetes", "Terraform", "Tableau"]),
)
def test_a_lying_rewrite_is_caught(resume: ParsedResume, lie: str, number: int, skill: str) -> None:
    bullet = resume.work[0].bullets[0]
    source = resume_to_text(resume).lower()
    addition = {
        "employer": " at Zyxwvutsr Holdings",
        "number": f" for {number} customers",
        "skill": f" with {skill}",
    }[lie]
    if lie == "skill" and (skill.lower() in source or (skill == "Kubernetes" and "k8s" in source)):
        addition = " with Salesforce" if "salesforce" not in source else " with Tableau"
    if lie == "number" and str(number) in source:
        addition = " for 123456 customers"
    kept, reverted = guard_changes(resume, [_change("lie", bullet, addition)])
    assert kept == []
    assert reverted and reverted[0].improvement_id == "lie"


@pytest.mark.parametrize(
    ("before", "after", "raised"),
    [
        ("Helped with the migration to AWS", "Led the migration to AWS", ["Led"]),
        ("Assisted the data team", "Spearheaded the data team's work", ["Spearheaded"]),
        ("Participated in the redesign", "Owned the redesign", ["Owned"]),
        ("Was part of the platform team", "Headed the platform team", ["Headed"]),
        ("Tested several services", "Tested all services", ["all"]),
        ("Reviewed some of the reports", "Reviewed every report", ["every"]),
    ],
)
def test_a_rewrite_that_raises_the_persons_part_is_reverted(before: str, after: str, raised: list[str]) -> None:
    change = _change("raised", before, "").model_copy(update={"before": before, "after": after, "edit": None})
    assert raised_claims(before, after) == raised
    kept, reverted = guard_changes(_resume(), [change])
    assert kept == [] and "raised_role" in {violation.kind for violation in reverted}


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Helped with the migration to AWS", "Supported the migration to AWS"),
        ("Participated in the redesign", "Contributed to the redesign"),
        ("Responsible for the billing system", "Managed the billing system"),  # the original says they were in charge
        ("Responsible for leading the team", "Led the team"),
        ("Managing all releases", "Managed all releases"),
    ],
)
def test_the_same_part_said_more_strongly_is_no_raised_claim(before: str, after: str) -> None:
    assert raised_claims(before, after) == []
