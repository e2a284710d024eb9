"""16-bit mono PCM to MP3, in process (LAME through `lameenc`)."""

import io
import wave

import lameenc

BIT_RATE_KBPS = 48  # speech stays clear at this rate, and a question of 10 s is about 60 KB
QUALITY = 5  # LAME's 2 (best) .. 7 (fastest)


def encode_mp3(pcm: bytes, sample_rate: int) -> bytes:
    encoder = lameenc.Encoder()
    encoder.set_bit_rate(BIT_RATE_KBPS)
    encoder.set_in_sample_rate(sample_rate)
    encoder.set_channels(1)
    encoder.set_quality(QUALITY)
    return bytes(encoder.encode(pcm)) + bytes(encoder.flush())


def wav_to_mp3(data: bytes) -> bytes:
    with wave.open(io.BytesIO(data)) as reader:
        if reader.getsampwidth() != 2 or reader.getnchannels() != 1:
            raise ValueError("expected 16-bit mono audio")
        return encode_mp3(reader.readframes(reader.getnframes()), reader.getframerate())
