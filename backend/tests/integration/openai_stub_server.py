"""The stub model as a process, for journeys in a browser: `python -m tests.integration.openai_stub_server` serves
`/v1/chat/completions` on 127.0.0.1 (on `--port`, or a free port), answers every AI task validly in words only this
stub writes (to whichever model it is asked for), prints its base URL and those words as one JSON line on stdout, and
serves until stopped.

Rewrites are honest by construction: an edit only swaps an opening verb the resume already has for a plainer one, so
the truthfulness guard keeps it and the journey sees the model's change."""

import argparse
import itertools
import json
import re
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

from tests.integration.openai_stub import OpenAiStub, Step, reply, status, task_of

COMMENTARY = "The stub model reads this resume as clear and well ordered; lead each bullet with its result."
EDIT_REASON = "The stub model prefers a plainer verb."
ASSISTANT_ANSWER = "The stub model suggests opening each bullet with a strong verb and ending it with what changed."
# The interviewer's questions, in turn, so that no two in a row read the same; none names a fact of its own.
QUESTIONS = (
    "Which piece of work are you proudest of, and what was your own part in it?",
    "How did you go about the hardest task you have taken on?",
    "What would your last team say you do better than anyone else?",
    "How do you choose between urgent tasks when you cannot do them all?",
)
FOLLOW_UP = "What changed once that work was done, and how did you know?"
FEEDBACK = "The stub model heard a concrete example; close the answer with what changed because of it."
NARRATIVE = "The stub model found your answers concrete and calm. Practise closing each answer with its result."

# What a journey looks for to know the model answered (announced with the base URL, so it is written only here).
RECOGNISABLE_TEXTS = {
    "commentary": COMMENTARY,
    "editReason": EDIT_REASON,
    "assistantAnswer": ASSISTANT_ANSWER,
    "questions": list(QUESTIONS),
    "followUp": FOLLOW_UP,
    "feedback": FEEDBACK,
    "narrative": NARRATIVE,
}

# Opening verbs and the plainer ones the stub writes instead: none adds a fact.
PLAINER_VERBS = {
    "Calculated": "Computed",
    "Verified": "Checked",
    "Co-authored": "Wrote",
    "Built": "Created",
    "Mentored": "Coached",
    "Led": "Headed",
    "Developed": "Made",
    "Designed": "Planned",
    "Managed": "Ran",
    "Implemented": "Put in place",
    # The verbs above once enhanced, so that tailoring the enhanced version has words to change too.
    "Computed": "Worked out",
    "Checked": "Confirmed",
    "Wrote": "Authored",
    "Created": "Made",
    "Coached": "Guided",
}

_FIELDS = re.compile(r"one per line as `target: text`:\n(.*?)\n\n", re.DOTALL)
_SKILL_GROUPS = re.compile(r"as the candidate grouped them:\n(.*)\Z", re.DOTALL)


def _user_message(body: dict[str, Any]) -> str:
    messages = body.get("messages") or []
    return str(messages[-1].get("content", "")) if messages else ""


def verb_edits(user_message: str) -> dict[str, Any]:
    """An edit for every listed field that opens with a verb the stub knows, in the protocol's edit list shape."""
    found = _FIELDS.search(user_message)
    edits = []
    for line in found.group(1).splitlines() if found else []:
        target, _, text = line.partition(": ")
        first = text.split(" ", 1)[0]
        if first in PLAINER_VERBS:
            edits.append({"target": target, "original": first, "new": PLAINER_VERBS[first], "why": EDIT_REASON})
    return {"edits": edits}


def skill_categories(user_message: str) -> dict[str, Any]:
    """Every skill as written, each once, in one plainly named category."""
    found = _SKILL_GROUPS.search(user_message)
    skills: list[str] = []
    for line in found.group(1).splitlines() if found else []:
        for skill in line.partition(": ")[2].split(", "):
            if skill.strip() and skill.strip().casefold() not in {known.casefold() for known in skills}:
                skills.append(skill.strip())
    return {"categories": [{"name": "Skills", "skills": skills}]}


def stub_answerer() -> Callable[[dict[str, Any]], Step]:
    """Answers each request validly for whichever task it is for, asking the interview's questions in turn."""
    asked = itertools.count()

    def answer(body: dict[str, Any]) -> Step:
        question = QUESTIONS[next(asked) % len(QUESTIONS)] if task_of(body) == "question" else ""
        return stub_answer(body, question)

    return answer


_GUIDE_SECTION = re.compile(r"^## (?P<title>.+)$", re.MULTILINE)


def assistant_answer(user_message: str) -> str:
    """The stub's advice, drawn (as the prompt asks) from the first section of Vitae's guide it is given, if any."""
    section = _GUIDE_SECTION.search(user_message)
    return f"From Vitae's resume guide, “{section['title']}”: {ASSISTANT_ANSWER}" if section else ASSISTANT_ANSWER


def stub_answer(body: dict[str, Any], question: str = QUESTIONS[0]) -> Step:
    """A valid answer to whichever task the request is for."""
    task = task_of(body)
    message = _user_message(body)
    answers: dict[str, Any] = {
        "commentary": {"commentary": COMMENTARY},
        "enhance": verb_edits(message),
        "tailor": verb_edits(message),
        "section": verb_edits(message),
        "skills": skill_categories(message),
        "assistant": assistant_answer(message),
        "question": {"question": question},
        "follow-up": {"question": FOLLOW_UP},
        "feedback": {"feedback": FEEDBACK},
        "report": {"narrative": NARRATIVE},
    }
    if task not in answers:
        return status(400)
    return reply(answers[task])


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve the stub model until stopped.")
    parser.add_argument("--port", type=int, default=0, help="the port to listen on; a free one when 0")
    port: int = parser.parse_args().port
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    signal.signal(signal.SIGINT, lambda *_: stopped.set())
    with OpenAiStub(port) as stub:
        stub.answer_with(stub_answerer())
        print(json.dumps({"baseUrl": stub.base_url, "texts": RECOGNISABLE_TEXTS}), flush=True)
        stopped.wait()
    sys.exit(0)


if __name__ == "__main__":
    main()
