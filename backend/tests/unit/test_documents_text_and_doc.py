"""Plain text in any common encoding, and legacy Word documents with their fallback."""

import pytest

from tests.unit.documents_builders import word97_document
from vitae.documents import FileType, extract_document, messages
from vitae.documents.doc_text import recover_text_runs
from vitae.errors import InvalidInput, UnsupportedFileType

RESUME_LINES = ["Jane Smith", "Ingénieure – café résumé", "", "Experience", "Engineer at Initech"]


def _refusal(data: bytes) -> str:
    with pytest.raises(InvalidInput) as refusal:
        extract_document(data)
    return refusal.value.message


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "cp1252", "utf-32"])
@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_text_in_common_encodings(encoding: str, newline: str) -> None:
    document = extract_document(newline.join(RESUME_LINES).encode(encoding))
    assert document.file_type is FileType.TXT
    assert [line.text for line in document.lines] == [
        "Jane Smith",
        "Ingénieure – café résumé",
        "Experience",
        "Engineer at Initech",
    ]
    assert [line.block for line in document.lines] == [0, 0, 1, 1]
    assert document.lines[0].font_size is None and document.lines[0].x0 is None


def test_text_with_binary_content_is_refused() -> None:
    data = ("Jane Smith\nEngineer\n" * 5000).encode() + bytes(range(32)) * 20 + b"\nMore text\n" * 50
    assert _refusal(data) == messages.TEXT_BINARY_CONTENT


def test_binary_with_a_text_name_is_not_text() -> None:
    with pytest.raises(UnsupportedFileType):
        extract_document(b"Jane Smith\n" + bytes(range(256)) * 4)


def test_a_stray_control_character_is_cleaned_not_refused() -> None:
    document = extract_document(("Jane Smith\x0c\nEngineer\x1b at Initech\n" + "Python, SQL\n" * 100).encode())
    assert document.lines[1].text == "Engineer at Initech"


def test_whitespace_only_text_has_no_readable_text() -> None:
    assert _refusal(b"   \n\n\t\n") == messages.NO_READABLE_TEXT


def test_empty_file() -> None:
    assert _refusal(b"") == messages.EMPTY_FILE


def test_legacy_word_document() -> None:
    document = extract_document(word97_document(["Jane Smith", "jane@example.com", "", "Experience", "Initech"]))
    assert document.file_type is FileType.DOC
    assert [line.text for line in document.lines] == ["Jane Smith", "jane@example.com", "Experience", "Initech"]


def test_legacy_word_document_with_a_broken_piece_table_falls_back_to_text_runs() -> None:
    data = bytearray(word97_document(["Jane Smith, software engineer", "Experience at Initech since 2019"]))
    piece_table_marker = data.index(b"\x02\x10\x00\x00\x00")
    data[piece_table_marker] = 0x07
    document = extract_document(bytes(data))
    assert document.file_type is FileType.DOC
    assert "Jane Smith, software engineer" in document.text
    assert "Experience at Initech since 2019" in document.text


def test_text_run_recovery_reads_utf16_text() -> None:
    data = b"\x00\x01\x02" + "Jane Smith, engineer in Zürich".encode("utf-16-le") + b"\xff\xfe\x00"
    assert recover_text_runs(data) == "Jane Smith, engineer in Zürich"


def test_password_protected_word_document_is_refused() -> None:
    data = word97_document(["Jane Smith"], extra_streams={"EncryptedPackage": b"\x00" * 64})
    assert _refusal(data) == messages.WORD_ENCRYPTED


def test_ole_word_file_without_any_text_is_damaged() -> None:
    assert _refusal(word97_document([""])) == messages.WORD_DAMAGED


def test_single_byte_cyrillic_is_detected() -> None:
    text = "Анна Иванова\nИнженер-программист, Москва\n\nОпыт работы\nРазработка серверных приложений на Python\n"
    document = extract_document((text * 3).encode("cp1251"))
    assert document.lines[0].text == "Анна Иванова"


def test_huge_text_is_refused_without_reading_it_all() -> None:
    assert _refusal(b"word " * 2_000_000) == messages.TOO_MUCH_TEXT
