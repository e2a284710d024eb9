"""Skill extraction from job postings against expert annotations: SkillSpan (kris927b/SkillSpan, MIT), job-posting
sentences with skill spans and knowledge spans in BIO tags.

    uv run python evals/skillspan.py

For each file, the spans the posting analysis extracts (hard skills and soft skills), and the skills the resume
analysis recognises (the taxonomy matcher, disowned mentions dropped), are compared with the gold spans (skill and
knowledge together): precision, recall and F1 with exact matching (same tokens) and with overlap
matching (ours overlaps theirs), plus recall of each gold type alone. Reads ../shared/data/skillspan.
"""

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from vitae.ats.matcher import default_matcher
from vitae.ats.posting_skills import default_posting_skill_reader, find_soft_skills
from vitae.ats.skill_claims import claimed

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
SKILLSPAN = SHARED_DATA / "skillspan"
FILES = ("house_dev", "tech_dev", "house_train", "tech_train")

Span = tuple[int, int]  # character offsets in the sentence joined with single spaces


@dataclass
class Sentence:
    text: str
    gold: dict[str, list[Span]]  # 'Skill' / 'Knowledge' -> spans


def _spans(tags: list[str], offsets: list[Span]) -> list[Span]:
    spans: list[Span] = []
    start: int | None = None
    end = 0
    for tag, (token_start, token_end) in zip(tags, offsets, strict=True):
        if tag.startswith("B-") or (tag.startswith("I-") and start is None):
            if start is not None:
                spans.append((start, end))
            start, end = token_start, token_end
        elif tag.startswith("I-"):
            end = token_end
        else:
            if start is not None:
                spans.append((start, end))
            start = None
    if start is not None:
        spans.append((start, end))
    return spans


def read_conll(path: Path) -> list[Sentence]:
    sentences: list[Sentence] = []
    rows: list[list[str]] = []
    for line in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        if line.strip():
            rows.append(line.split("\t"))
            continue
        if rows:
            tokens = [row[0] for row in rows]
            offsets: list[Span] = []
            position = 0
            for token in tokens:
                offsets.append((position, position + len(token)))
                position += len(token) + 1
            gold = {
                "Skill": _spans([row[1] if len(row) > 1 else "O" for row in rows], offsets),
                "Knowledge": _spans([row[2] if len(row) > 2 else "O" for row in rows], offsets),
            }
            sentences.append(Sentence(" ".join(tokens), gold))
            rows = []
    return sentences


def predicted(text: str) -> list[Span]:
    reader = default_posting_skill_reader()
    spans = [(mention.start, mention.end) for mention in reader.find(text)]
    spans.extend((start, end) for _, start, end in find_soft_skills(text))
    return sorted(set(spans))


def recognised_in_resume(text: str) -> list[Span]:
    """What the resume analysis counts as the candidate's skills in a text."""
    return sorted({(mention.start, mention.end) for mention in claimed(text, default_matcher().find(text))})


def _overlaps(span: Span, others: list[Span]) -> bool:
    return any(span[0] < other[1] and other[0] < span[1] for other in others)


def _f1(precision: float, recall: float) -> float:
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def evaluate(sentences: list[Sentence], predict: Callable[[str], list[Span]] = predicted) -> dict[str, float]:
    counts = dict.fromkeys(("pred", "gold", "tp_exact_p", "tp_exact_r", "tp_overlap_p", "tp_overlap_r"), 0)
    by_type = {kind: [0, 0] for kind in ("Skill", "Knowledge")}  # gold spans, overlapped
    for sentence in sentences:
        ours = predict(sentence.text)
        gold = sentence.gold["Skill"] + sentence.gold["Knowledge"]
        counts["pred"] += len(ours)
        counts["gold"] += len(gold)
        counts["tp_exact_p"] += sum(span in gold for span in ours)
        counts["tp_overlap_p"] += sum(_overlaps(span, gold) for span in ours)
        counts["tp_exact_r"] += sum(span in ours for span in gold)
        counts["tp_overlap_r"] += sum(_overlaps(span, ours) for span in gold)
        for kind, spans in sentence.gold.items():
            by_type[kind][0] += len(spans)
            by_type[kind][1] += sum(_overlaps(span, ours) for span in spans)
    result: dict[str, float] = {}
    for mode in ("exact", "overlap"):
        precision = counts[f"tp_{mode}_p"] / counts["pred"] if counts["pred"] else 0.0
        recall = counts[f"tp_{mode}_r"] / counts["gold"] if counts["gold"] else 0.0
        result[f"{mode} P"], result[f"{mode} R"], result[f"{mode} F1"] = precision, recall, _f1(precision, recall)
    for kind, (total, found) in by_type.items():
        result[f"{kind} R"] = found / total if total else 0.0
    return result


def main() -> None:
    if not SKILLSPAN.is_dir():
        print(f"skipped: no shared data at {SKILLSPAN}")
        return
    for reader, predict in (("posting", predicted), ("resume", recognised_in_resume)):
        print(f"-- {reader} analysis")
        for name in FILES:
            path = SKILLSPAN / f"{name}.conll"
            if path.is_file():
                show(name, evaluate(read_conll(path), predict))


def show(name: str, figures: dict[str, float]) -> None:
    print(
        f"{name:<12} exact P {figures['exact P']:.3f} R {figures['exact R']:.3f} F1 {figures['exact F1']:.3f} | "
        f"overlap P {figures['overlap P']:.3f} R {figures['overlap R']:.3f} F1 {figures['overlap F1']:.3f} | "
        f"recall of knowledge spans {figures['Knowledge R']:.3f}, of skill spans {figures['Skill R']:.3f}"
    )


if __name__ == "__main__":
    main()
