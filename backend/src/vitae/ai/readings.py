"""The words Vitae writes around its own numbers when no model does: a reading of a resume analysis and the narrative
of an interview report. Both quote only figures the analysis or the report already holds."""

from vitae.ats import ResumeAnalysis
from vitae.ats.models import Category
from vitae.interview.models import InterviewReport, QuestionSource, Turn
from vitae.interview.report import OVERALL_PERFORMANCE, performance_of

CATEGORY_NAMES = {
    Category.ATS_COMPLIANCE: "ATS compliance",
    Category.KEYWORD_DENSITY: "keyword density",
    Category.RECRUITER_FRIENDLINESS: "recruiter friendliness",
    Category.CONCISENESS_IMPACT: "conciseness and impact",
}


def category_scores(analysis: ResumeAnalysis) -> dict[str, int]:
    scores = analysis.category_scores
    return {
        CATEGORY_NAMES[Category.ATS_COMPLIANCE]: scores.ats_compliance,
        CATEGORY_NAMES[Category.KEYWORD_DENSITY]: scores.keyword_density,
        CATEGORY_NAMES[Category.RECRUITER_FRIENDLINESS]: scores.recruiter_friendliness,
        CATEGORY_NAMES[Category.CONCISENESS_IMPACT]: scores.conciseness_impact,
    }


def analysis_reading(analysis: ResumeAnalysis) -> str:
    """Two or three sentences: the score, the strongest and the weakest category, and the fix worth most points."""
    scores = category_scores(analysis)
    strongest = max(scores, key=lambda name: scores[name])
    weakest = min(scores, key=lambda name: scores[name])
    sentences = [f"This resume scores {analysis.overall_score} out of 100."]
    if scores[strongest] != scores[weakest]:
        sentences.append(
            f"Its strongest side is {strongest} ({scores[strongest]}); {weakest} ({scores[weakest]}) has most to gain."
        )
    costliest = max(analysis.findings, key=lambda finding: finding.points_lost, default=None)
    if costliest is not None and costliest.fix:
        sentences.append(f"Start here: {costliest.fix}")
    return " ".join(sentences)


def report_narrative(report: InterviewReport) -> str:
    """The interview in a few sentences, from the report's own scores."""
    answered = sum(1 for question in report.questions if question.answer.strip())
    if not answered:
        return "No question was answered, so there is nothing to assess yet. Answer in full sentences next time."
    categories = {name: score for name, score in report.scores.items() if name != OVERALL_PERFORMANCE}
    sentences = [
        f"Overall performance: {report.overall_score} out of 100 ({performance_of(report.overall_score).value}), "
        f"over {answered} of {len(report.questions)} questions answered."
    ]
    if categories:
        strongest = max(categories, key=lambda name: categories[name])
        weakest = min(categories, key=lambda name: categories[name])
        if categories[strongest] != categories[weakest]:
            sentences.append(
                f"Strongest: {strongest} ({categories[strongest]}). To work on: {weakest} ({categories[weakest]})."
            )
    return " ".join(sentences)


def with_stored_feedback(report: InterviewReport, turns: list[Turn]) -> InterviewReport:
    """The report with each answer's observation replaced by the feedback written when it was answered, where one
    was; the report's questions are the turns that were asked, closing line left out, in order."""
    asked = [turn for turn in turns if turn.question.source is not QuestionSource.CLOSING]
    questions = [
        question.model_copy(update={"observation": turn.feedback})
        if turn.feedback and turn.answer.strip()
        else question
        for question, turn in zip(report.questions, asked, strict=False)
    ]
    return report.model_copy(update={"questions": questions})
