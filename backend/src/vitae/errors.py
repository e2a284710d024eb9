"""Domain errors. Core and store raise these; the web layer maps each kind to an HTTP status."""


class VitaeError(Exception):
    """Base class: `message` is safe to show to the user."""

    def __init__(self, message: str, fields: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.fields = fields or {}


class NotFound(VitaeError):
    pass


class Conflict(VitaeError):
    pass


class InvalidInput(VitaeError):
    pass


class NotAuthenticated(VitaeError):
    pass


class Forbidden(VitaeError):
    pass


class UnsupportedFileType(VitaeError):
    pass


class FileTooLarge(VitaeError):
    pass


class StorageFull(VitaeError):
    pass


class ServiceUnavailable(VitaeError):
    """A service this request needs is not configured on this server, or did not answer."""


class ServerBusy(ServiceUnavailable):
    """Every worker that could do this stayed busy: try again after `retry_after_seconds`."""

    def __init__(self, message: str, retry_after_seconds: int) -> None:
        super().__init__(message)
        self.retry_after_seconds = retry_after_seconds


class TextTooLong(VitaeError):
    """More text than Vitae analyses in one request."""


class TooManyAttempts(VitaeError):
    def __init__(self, message: str, retry_after_seconds: int) -> None:
        super().__init__(message)
        self.retry_after_seconds = retry_after_seconds
