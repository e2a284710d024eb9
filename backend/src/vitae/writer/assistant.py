"""The builder's AI assistant, offline engine: answers from the user's own builder data, never inventing a fact.

It writes a professional bio from the entered experience and skills, formats the phone number (which the builder puts
in place), explains how to describe experience with examples made from the user's own entries, answers other
questions from Vitae's resume guide (the section found by meaning, and named), and enhances one section at a time (the
answer then holds a fenced JSON block of items or categories, or plain text for the summary, which the builder
applies).
"""

import json
import re
from dataclasses import dataclass
from enum import StrEnum

import phonenumbers

from vitae.ats import score_resume
from vitae.render.text import resume_to_text
from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import (
    EDUCATION_SECTION_ID,
    PROJECTS_SECTION_ID,
    SKILLS_SECTION_ID,
    SUMMARY_SECTION_ID,
    WORK_SECTION_ID,
    BuilderResume,
    build_builder_resume,
)
from vitae.resume.model import CamelModel, ParsedResume
from vitae.writer.advice_guide import Topic, TopicIndex, default_topics
from vitae.writer.enhancer import enhance_resume
from vitae.writer.guard import find_new_facts

ENGINE = "offline"


class Intent(StrEnum):
    """What a question asks for; the tasks' values are their ids in data/assistant-tasks.md."""

    ENHANCE_SECTION = "enhance_section"
    BIO = "bio"
    PHONE = "phone"
    DESCRIBE_EXPERIENCE = "describe-experience"
    GUIDE = "guide"  # answered from a section of the resume guide
    HELP = "help"  # nothing the assistant knows is near enough: it says so and what it can do


class AssistantReply(CamelModel):
    answer: str
    suggestion: str | None = None  # a follow-up the client offers as a button, e.g. 'Tweak My Resume'
    engine: str = ENGINE
    formatted_phone: str | None = None  # the phone number as it should be written, for the client to put in place


@dataclass(frozen=True)
class Route:
    intent: Intent
    topic: Topic | None = None


# 'Enhance with AI' on a section is a button, not a free question: its wording is fixed, so a cue finds it.
_ENHANCE_CUE = re.compile(r"\b(enhance|improve|strengthen|rewrite|polish)\b", re.IGNORECASE)
_TASKS = {intent.value: intent for intent in (Intent.BIO, Intent.PHONE, Intent.DESCRIBE_EXPERIENCE)}

HELP_ANSWER = (
    "I don't have advice on that in Vitae's resume guide, so I won't guess. I can write a professional bio from your "
    "experience and skills, format your phone number, show how to describe your experience with examples from your "
    "own entries, enhance a section (use 'Enhance with AI' on it), and answer questions on writing a resume: GPA, "
    "employment gaps, dates, length, the summary, skills, certifications, references, photos, file formats, ATS and "
    "tailoring to a job. I only use what you have entered: I never add employers, numbers or skills you did not write."
)


def is_section_enhancement(question: str, section: str) -> bool:
    return bool(section) and _ENHANCE_CUE.search(question) is not None


def route(question: str, section: str, topics: TopicIndex | None = None) -> Route:
    if is_section_enhancement(question, section):
        return Route(Intent.ENHANCE_SECTION)
    match = (topics or default_topics()).find(question)
    if match is None:
        return Route(Intent.HELP)
    return Route(_TASKS.get(match.topic.id, Intent.GUIDE), match.topic)


def intent_of(question: str, section: str) -> Intent:
    return route(question, section).intent


def answer_question(
    question: str, section: str, builder: BuilderResume, topics: TopicIndex | None = None
) -> AssistantReply:
    resume = resume_from_builder(builder)
    routed = route(question, section, topics)
    if routed.intent is Intent.ENHANCE_SECTION:
        return enhance_section(section, resume)
    if routed.intent is Intent.BIO:
        return AssistantReply(answer=_bio_answer(resume))
    if routed.intent is Intent.PHONE:
        return format_phone(resume.personal_info.phone, resume.personal_info.location)
    if routed.intent is Intent.DESCRIBE_EXPERIENCE:
        return AssistantReply(answer=_describe_experience_answer(resume))
    if routed.intent is Intent.GUIDE and routed.topic is not None:
        return guide_answer(routed.topic)
    return AssistantReply(answer=HELP_ANSWER)


def guide_answer(topic: Topic) -> AssistantReply:
    """The guide's advice, with the section it comes from named, so the user knows it is Vitae's general advice."""
    answer = f"From Vitae's resume guide, “{topic.title}”:\n\n{topic.advice}"
    return AssistantReply(answer=answer, suggestion=topic.offers)


def professional_bio(resume: ParsedResume) -> str:
    """Three to five sentences, every fact taken from the resume itself."""
    sentences: list[str] = []
    jobs = [entry for entry in resume.work if entry.title or entry.organization]
    if jobs:
        latest = jobs[0]
        employers = _join([entry.organization for entry in jobs if entry.organization][:3])
        role = latest.title or "Professional"
        sentences.append(f"{role} with experience at {employers}." if employers else f"{role}.")
    skills = [skill for group in resume.skills for skill in group.skills][:5]
    if skills:
        sentences.append(f"Works with {_join(skills)}.")
    highlight = next((bullet for entry in jobs for bullet in entry.bullets if len(bullet.split()) >= 5), "")
    if highlight:
        employer = next(entry.organization for entry in jobs if highlight in entry.bullets)
        sentence = _sentence(highlight)
        sentences.append(f"At {employer}, {sentence}" if employer else sentence[:1].upper() + sentence[1:])
    degree = next((entry for entry in resume.education if entry.title), None)
    if degree:
        sentences.append(f"Holds a {degree.title}{f' from {degree.organization}' if degree.organization else ''}.")
    return " ".join(sentences)


def _bio_answer(resume: ParsedResume) -> str:
    bio = professional_bio(resume)
    if not bio:
        return (
            "Add your work experience and skills first: I write the bio only from what you have entered, so that "
            "every claim in it is yours."
        )
    if find_new_facts(resume_to_text(resume), bio):  # the sentences are built from the entries, so this holds
        return "I could not write a bio that states only your own facts. Add more detail to your experience first."
    return (
        f"Here is a professional bio built only from your entries (3 to 5 sentences work best):\n\n{bio}\n\n"
        "Use 'Enhance with AI' on the Professional Summary to put it in place, then adjust the wording to your voice."
    )


def format_phone(phone: str, location: str) -> AssistantReply:
    """The number in international format (libphonenumber), handed back for the builder to put in the phone field."""
    if not phone.strip():
        return AssistantReply(answer="Enter your phone number in Personal Information first, then ask again.")
    region = "GB" if re.search(r"\b(UK|United Kingdom|London)\b", location) else "US"
    try:
        number = phonenumbers.parse(phone, region)
    except phonenumbers.NumberParseException:
        return AssistantReply(
            answer=f"“{phone}” does not read as a phone number. Include the country code, e.g. +1 415 555 0142."
        )
    if not phonenumbers.is_valid_number(number):
        return AssistantReply(
            answer=f"“{phone}” is not a valid phone number for its country. Check the digits and the country code."
        )
    international = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    national = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    done = "is already written" if phone.strip() == international else "now reads"
    return AssistantReply(
        answer=(
            f"Your phone number {done} {international}: the international format every recruiter and ATS can dial.\n"
            f"National display: {national}. Machine format (E.164): {e164}."
        ),
        formatted_phone=international,
    )


def _describe_experience_answer(resume: ParsedResume) -> str:
    advice = (
        "Describe each job with 3 to 5 bullets. Start each with a strong past-tense verb (present tense for your "
        "current job), say what you did and for whom, and end with a measurable result: how many, how much, how fast."
    )
    examples = _bullet_examples(resume)
    if not examples:
        return advice + "\n\nAdd a job with a bullet or two and I will show the rewrite on your own words."
    lines = [f"• Before: {before}\n  After: {after}" for before, after in examples]
    return advice + "\n\nFrom your own entries:\n" + "\n".join(lines)


def _bullet_examples(resume: ParsedResume) -> list[tuple[str, str]]:
    enhanced = _enhanced(resume)
    examples = []
    for original, improved in zip(resume.work, enhanced.work, strict=False):
        for before, after in zip(original.bullets, improved.bullets, strict=False):
            if before != after:
                examples.append((before, after))
    return examples[:3]


def enhance_section(section: str, resume: ParsedResume, enhanced: ParsedResume | None = None) -> AssistantReply:
    """The section improved by the enhancement engine (guarded), as the builder applies it; `enhanced` is the
    resume as another engine improved it, already guarded."""
    if enhanced is None:
        enhanced = _enhanced(resume)
    if section == SUMMARY_SECTION_ID:
        summary = enhanced.summary or professional_bio(resume)
        if not summary:
            return AssistantReply(answer="Add your experience and skills first: the summary is written from them.")
        return AssistantReply(answer=summary)
    shaped = build_builder_resume(enhanced)
    chosen = next((item for item in shaped.sections if item.id == section), None)
    if chosen is None or section not in (WORK_SECTION_ID, EDUCATION_SECTION_ID, SKILLS_SECTION_ID, PROJECTS_SECTION_ID):
        return AssistantReply(answer="Choose a section to enhance: summary, experience, education, skills or projects.")
    if section == SKILLS_SECTION_ID:
        payload = {"categories": [category.model_dump(by_alias=True) for category in chosen.categories or []]}
    else:
        payload = {"items": [item.model_dump(by_alias=True) for item in chosen.items or []]}
    return AssistantReply(
        answer=(
            "Here is the section with stronger wording, using only what you wrote:\n\n```json\n"
            + json.dumps(payload, indent=2, ensure_ascii=False)
            + "\n```"
        )
    )


def _enhanced(resume: ParsedResume) -> ParsedResume:
    text = resume_to_text(resume)
    return enhance_resume(resume, score_resume(resume, text), source_text=text).enhanced_resume


def _join(parts: list[str]) -> str:
    return ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else "".join(parts)


def _sentence(text: str) -> str:
    text = text.strip().rstrip(".")
    return text[:1].lower() + text[1:] + "." if text[:2] != text[:2].upper() else text + "."
