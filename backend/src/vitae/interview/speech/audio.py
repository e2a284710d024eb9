"""Question audio for the interview: made on a worker thread (never on the event loop), kept in a bounded LRU cache
per question text, and prepared ahead for the questions that may come next, so a turn rarely waits for a voice.

One worker makes one text at a time (a neural voice already uses every core). A text a turn is waiting for jumps
ahead of those only prepared in case."""

import base64
import threading
from collections import OrderedDict, deque
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout

from vitae.interview.speech.engines import SpeechEngine

DEFAULT_CACHE_ENTRIES = 512
DEFAULT_WAIT_SECONDS = 20.0


class QuestionAudio:
    def __init__(self, engine: SpeechEngine, *, cache_entries: int = DEFAULT_CACHE_ENTRIES) -> None:
        self.engine = engine
        self._cache_entries = cache_entries
        self._cache: OrderedDict[str, bytes | None] = OrderedDict()
        self._pending: dict[str, Future[bytes | None]] = {}
        self._queue: deque[str] = deque()
        self._condition = threading.Condition()
        self._worker: threading.Thread | None = None
        self._closed = False

    def _run(self) -> None:
        while True:
            with self._condition:
                while not self._queue and not self._closed:
                    self._condition.wait()
                if self._closed:
                    return
                text = self._queue.popleft()
            try:
                audio = self.engine.synthesize(text)
            except Exception:
                audio = None  # the interview goes on without a voice rather than failing the turn
            with self._condition:
                self._cache[text] = audio
                self._cache.move_to_end(text)
                while len(self._cache) > self._cache_entries:
                    self._cache.popitem(last=False)
                future = self._pending.pop(text)
            future.set_result(audio)

    def _schedule(self, text: str, *, urgent: bool) -> Future[bytes | None] | None:
        """The job making this text's audio, queued or moved to the front when `urgent`; None when cached."""
        with self._condition:
            if self._closed or text in self._cache:
                if text in self._cache:
                    self._cache.move_to_end(text)
                return None
            existing = self._pending.get(text)
            if existing is not None:
                if urgent and text in self._queue:
                    self._queue.remove(text)
                    self._queue.appendleft(text)
                return existing
            pending: Future[bytes | None] = Future()
            self._pending[text] = pending
            if urgent:
                self._queue.appendleft(text)
            else:
                self._queue.append(text)
            if self._worker is None and not self._closed:
                self._worker = threading.Thread(target=self._run, name="question-audio", daemon=True)
                self._worker.start()
            self._condition.notify()
            return pending

    def cached(self, text: str) -> bytes | None:
        with self._condition:
            return self._cache.get(text)

    def prepare(self, texts: list[str]) -> None:
        """Starts making audio for texts that may be asked soon, in this order, without waiting."""
        for text in texts:
            self._schedule(text, urgent=False)

    def mp3(self, text: str, wait_seconds: float = DEFAULT_WAIT_SECONDS) -> bytes | None:
        """Blocks the calling thread (call it from a worker thread, not the event loop) until the audio is ready."""
        pending = self._schedule(text, urgent=True)
        if pending is None:
            return self.cached(text)
        try:
            return pending.result(timeout=wait_seconds)
        except FutureTimeout:
            return None

    def base64_mp3(self, text: str, wait_seconds: float = DEFAULT_WAIT_SECONDS) -> str | None:
        audio = self.mp3(text, wait_seconds)
        return base64.b64encode(audio).decode("ascii") if audio else None

    def close(self) -> None:
        """Stops the worker after the text it is making; whoever waits for a queued text gets no audio."""
        with self._condition:
            self._closed = True
            waiting = [self._pending.pop(text) for text in self._queue]
            self._queue.clear()
            self._condition.notify_all()
        for future in waiting:
            future.set_result(None)
