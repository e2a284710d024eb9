"""Question audio for the interview: made on a worker thread (never on the event loop), kept in a bounded LRU cache
per question text, and prepared ahead for the questions that may come next, so a turn rarely waits for a voice."""

import base64
import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
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
        self._lock = threading.Lock()
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="question-audio")

    def _synthesize(self, text: str) -> bytes | None:
        try:
            audio = self.engine.synthesize(text)
        except Exception:
            audio = None  # the interview goes on without a voice rather than failing the turn
        with self._lock:
            self._pending.pop(text, None)
            self._cache[text] = audio
            self._cache.move_to_end(text)
            while len(self._cache) > self._cache_entries:
                self._cache.popitem(last=False)
        return audio

    def _schedule(self, text: str) -> Future[bytes | None] | None:
        """The job making this text's audio; None when the audio is already cached."""
        with self._lock:
            if text in self._cache:
                self._cache.move_to_end(text)
                return None
            pending = self._pending.get(text)
            if pending is None:
                pending = self._worker.submit(self._synthesize, text)
                self._pending[text] = pending
            return pending

    def cached(self, text: str) -> bytes | None:
        with self._lock:
            return self._cache.get(text)

    def prepare(self, texts: list[str]) -> None:
        """Starts making audio for texts that may be asked soon, in order, without waiting."""
        for text in texts:
            self._schedule(text)

    def mp3(self, text: str, wait_seconds: float = DEFAULT_WAIT_SECONDS) -> bytes | None:
        """Blocks the calling thread (call it from a worker thread, not the event loop) until the audio is ready."""
        pending = self._schedule(text)
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
        self._worker.shutdown(wait=False, cancel_futures=True)
