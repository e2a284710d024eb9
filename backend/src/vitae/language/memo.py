"""Results of a batch computation over texts, kept per text.

The tagger is the costly part of scoring, and the scorings of one upload (the original, its enhanced version, a
tailored one) read mostly the same lines: each line is tagged once, and the texts not yet seen go through the
pipeline together, as a batch is faster than one text at a time."""

from collections import OrderedDict
from collections.abc import Callable, Sequence
from threading import Lock
from typing import Generic, TypeVar

Value = TypeVar("Value")


class PerText(Generic[Value]):
    """`compute` maps a list of texts to one value each; the last `size` texts' values are kept."""

    def __init__(self, compute: Callable[[list[str]], list[Value]], size: int = 4096) -> None:
        self._compute = compute
        self._size = size
        self._known: OrderedDict[str, Value] = OrderedDict()
        self._lock = Lock()

    def __call__(self, texts: Sequence[str]) -> list[Value]:
        with self._lock:
            found = {text: self._known[text] for text in texts if text in self._known}
            for text in found:
                self._known.move_to_end(text)
        missing = [text for text in dict.fromkeys(texts) if text not in found]
        if missing:
            computed = dict(zip(missing, self._compute(missing), strict=True))
            found.update(computed)
            with self._lock:
                self._known.update(computed)
                while len(self._known) > self._size:
                    self._known.popitem(last=False)
        return [found[text] for text in texts]
