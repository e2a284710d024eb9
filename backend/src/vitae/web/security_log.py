"""Security events as one JSON object per line on the `vitae.security` logger: sign-ins, failures, throttling,
sign-ups, password changes and deletions. Never a password, token or cookie; an email appears only as a short
digest, enough to see guesses aimed at one account without keeping the address in the logs."""

import hashlib
import json
import logging
from datetime import UTC, datetime

LOGGER_NAME = "vitae.security"
logger = logging.getLogger(LOGGER_NAME)


def email_digest(email: str) -> str:
    return hashlib.sha256(email.encode()).hexdigest()[:16]


def security_event(event: str, **fields: str | int | float | bool | None) -> None:
    record: dict[str, str | int | float | bool] = {
        "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
        "event": event,
    }
    record.update({name: value for name, value in fields.items() if value is not None})
    logger.info(json.dumps(record))
