"""The parse of every document of the shared data, written down (`--snapshot DIR`) and compared with a later parse
(`--compare DIR`), so that a change to the parser shows exactly which fields of which documents it changed.

A snapshot holds one JSON file per document, named after the document's path under the shared data with `.json`
added (`resumes-ner/12.xml.json`): the parsed resume as the API returns it, in the model's field order.
"""

import json
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vitae.resume.model import ParsedResume

Parse = Callable[[Path], ParsedResume]
_SHOWN_PER_FIELD = 3
_SHOWN_CHARACTERS = 160


def corpus(data: Path, parse_text: Parse, parse_file: Parse) -> Iterator[tuple[str, Parse, Path]]:
    """(name, how to parse it, path) of every document: the resumes-ner texts, the PDF and DOCX resumes and the
    resume of the job-matching set."""
    ner = sorted((data / "resumes-ner").glob("*.xml"), key=lambda path: (len(path.stem), path.stem))
    files = [
        *sorted((data / "resume-pdfs").glob("*.pdf")),
        *sorted((data / "resume-docx").glob("*.docx")),
        *sorted((data / "jobs").glob("*.pdf")),
    ]
    for path in ner:
        yield str(path.relative_to(data)), parse_text, path
    for path in files:
        yield str(path.relative_to(data)), parse_file, path


def serialise(resume: ParsedResume) -> str:
    return json.dumps(resume.model_dump(mode="json"), ensure_ascii=False, indent=1) + "\n"


def write_snapshot(documents: Iterator[tuple[str, Parse, Path]], folder: Path) -> int:
    for old in folder.glob("**/*.json"):
        old.unlink()
    count = 0
    for name, parse, path in documents:
        target = folder / f"{name}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(serialise(parse(path)), encoding="utf-8")
        count += 1
    return count


def fields_of(value: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """The resume as field -> value: 'personal_info.name' -> 'Ada Brook'; a list of entries gives its length under
    its own name and one list per field of its entries ('work.title' -> ['Cook', 'Baker']); a field of entries
    that are not there is an empty list."""
    fields: dict[str, Any] = {}
    for key, item in value.items():
        path = f"{prefix}{key}"
        if isinstance(item, dict):
            fields.update(fields_of(item, f"{path}."))
        elif isinstance(item, list) and item and all(isinstance(element, dict) for element in item):
            fields[path] = len(item)
            for name in dict.fromkeys(name for element in item for name in element):
                fields[f"{path}.{name}"] = [element.get(name) for element in item]
        else:
            fields[path] = item
    return fields


@dataclass
class Comparison:
    documents: int = 0
    identical: int = 0
    not_in_snapshot: list[str] = field(default_factory=list)
    not_in_corpus: list[str] = field(default_factory=list)
    changes: dict[str, list[tuple[str, Any, Any]]] = field(default_factory=dict)

    @property
    def changed(self) -> int:
        return len({document for changes in self.changes.values() for document, _, _ in changes})

    @property
    def any_change(self) -> bool:
        return bool(self.changes or self.not_in_snapshot or self.not_in_corpus)


def compare_snapshot(documents: Iterator[tuple[str, Parse, Path]], folder: Path) -> Comparison:
    comparison = Comparison()
    seen: set[str] = set()
    for name, parse, path in documents:
        comparison.documents += 1
        seen.add(name)
        snapshot = folder / f"{name}.json"
        current = serialise(parse(path))
        if not snapshot.is_file():
            comparison.not_in_snapshot.append(name)
            continue
        before = snapshot.read_text(encoding="utf-8")
        old, new = fields_of(json.loads(before)), fields_of(json.loads(current))
        # A field the model gained since the snapshot, empty in every entry of the parse, is no change of it.
        changed = [
            key
            for key in dict.fromkeys([*old, *new])
            if old.get(key, []) != new.get(key, []) and (key in old or not _empty(new[key]))
        ]
        if not changed:
            comparison.identical += 1
        for key in changed:
            comparison.changes.setdefault(key, []).append((name, old.get(key, []), new.get(key, [])))
    comparison.not_in_corpus = sorted(
        name
        for path in folder.glob("**/*.json")
        if (name := str(path.relative_to(folder))[: -len(".json")]) not in seen
    )
    return comparison


def _empty(value: Any) -> bool:
    if isinstance(value, list):
        return all(_empty(element) for element in value)
    return value in (None, "", [], {}, False)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= _SHOWN_CHARACTERS else text[: _SHOWN_CHARACTERS - 1] + "…"


def describe_change(before: Any, after: Any) -> str:
    """A list's change as what it lost and gained; any other value as before -> after."""
    if isinstance(before, list) and isinstance(after, list):
        old, new = Counter(map(_short, before)), Counter(map(_short, after))
        lost, gained = list((old - new).elements()), list((new - old).elements())
        if not lost and not gained:
            return f"same {len(after)} values in another order"
        return "; ".join(
            part
            for part in (f"lost {', '.join(lost)}" if lost else "", f"gained {', '.join(gained)}" if gained else "")
            if part
        )
    return f"{_short(before)} -> {_short(after)}"


def print_comparison(comparison: Comparison) -> None:
    print(
        f"{comparison.documents} documents: {comparison.identical} identical, {comparison.changed} changed, "
        f"{len(comparison.not_in_snapshot)} not in the snapshot, {len(comparison.not_in_corpus)} no longer in the "
        "corpus"
    )
    for name in comparison.not_in_snapshot:
        print(f"  not in the snapshot: {name}")
    for name in comparison.not_in_corpus:
        print(f"  no longer in the corpus: {name}")
    if not comparison.changes:
        return
    print(f"\n{'field':<32} documents changed (first {_SHOWN_PER_FIELD} shown)")
    for key, changes in sorted(comparison.changes.items(), key=lambda item: (-len(item[1]), item[0])):
        print(f"{key:<32} {len(changes)}")
        for document, before, after in changes[:_SHOWN_PER_FIELD]:
            print(f"    {document}: {describe_change(before, after)}")
