"""DOCX -> lines in document order: headers, body, footers.

python-docx opens the package and parses its XML; the body is walked on the XML (docx_body) because the
paragraph API skips text boxes, content controls and tracked insertions, which resumes use for layout.
"""

import io
import zipfile

from docx.opc.constants import RELATIONSHIP_TYPE
from docx.opc.package import OpcPackage
from docx.opc.part import Part
from docx.oxml.ns import qn
from docx.oxml.parser import parse_xml
from lxml.etree import _Element

from vitae.documents import messages
from vitae.documents.docx_body import BodyWalker
from vitae.documents.docx_styles import StyleTable, toggle_value
from vitae.documents.limits import MAX_DOCX_PARTS, MAX_DOCX_UNCOMPRESSED_BYTES, MAX_DOCX_XML_PART_BYTES
from vitae.documents.types import ExtractedDocument, FileType
from vitae.errors import InvalidInput, VitaeError


def read_docx(data: bytes) -> ExtractedDocument:
    check_package_size(data)
    try:
        return _read_docx(data)
    except VitaeError:
        raise
    except MemoryError:
        raise InvalidInput(messages.EXTRACTION_OUT_OF_MEMORY) from None
    except RecursionError:
        raise InvalidInput(messages.WORD_TABLES_TOO_DEEP) from None
    except Exception as error:  # python-docx and lxml raise many kinds of errors on damaged packages
        if "depth" in str(error).casefold():
            raise InvalidInput(messages.WORD_TABLES_TOO_DEEP) from error
        raise InvalidInput(messages.WORD_DAMAGED) from error


def check_package_size(data: bytes) -> None:
    """Refuse a zip bomb from its directory, before anything is inflated.

    Python's zipfile stops inflating a member at its declared size, so the declared sizes bound the real ones."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as package:
            members = package.infolist()
    except Exception as error:
        raise InvalidInput(messages.WORD_DAMAGED) from error
    if (
        len(members) > MAX_DOCX_PARTS
        or sum(member.file_size for member in members) > MAX_DOCX_UNCOMPRESSED_BYTES
        or any(member.file_size > MAX_DOCX_XML_PART_BYTES for member in members if member.filename.endswith(".xml"))
    ):
        raise InvalidInput(messages.WORD_TOO_LARGE_UNPACKED)


def _read_docx(data: bytes) -> ExtractedDocument:
    package = OpcPackage.open(io.BytesIO(data))
    main = package.main_document_part
    body = _xml_of(main).find(qn("w:body"))
    if body is None:
        raise InvalidInput(messages.WORD_DAMAGED)
    styles = StyleTable(_related_xml(main, RELATIONSHIP_TYPE.STYLES))
    settings = _related_xml(main, RELATIONSHIP_TYPE.SETTINGS)
    even_pages_apart = settings is not None and bool(toggle_value(settings.find(qn("w:evenAndOddHeaders"))))
    headers, footers = _header_and_footer_parts(main, body, even_pages_apart=even_pages_apart)
    walker = BodyWalker(styles)
    for header, links in headers:
        walker.walk_story(header, links=links)
    walker.walk_story(body, links=_hyperlink_targets(main))
    for footer, links in footers:
        walker.walk_story(footer, page=walker.page, links=links)
    return ExtractedDocument(file_type=FileType.DOCX, lines=walker.lines, page_count=walker.page)


def _xml_of(part: Part) -> _Element:
    element = getattr(part, "element", None)
    if isinstance(element, _Element):
        return element
    # Macro-enabled documents and templates load as plain parts; their XML is the same.
    return parse_xml(part.blob)


def _related_xml(part: Part, relationship_type: str) -> _Element | None:
    for relationship in part.rels.values():
        if relationship.reltype == relationship_type and not relationship.is_external:
            return _xml_of(relationship.target_part)
    return None


def _hyperlink_targets(part: Part) -> dict[str, str]:
    """The addresses of a part's external hyperlinks, by relationship id."""
    return {
        relationship_id: relationship.target_ref
        for relationship_id, relationship in part.rels.items()
        if relationship.is_external and relationship.reltype == RELATIONSHIP_TYPE.HYPERLINK
    }


_Story = tuple[_Element, dict[str, str]]


def _header_and_footer_parts(
    main: Part, body: _Element, *, even_pages_apart: bool
) -> tuple[list[_Story], list[_Story]]:
    """The headers and footers a section's first page shows, in the order sections reference them, each once, with
    their hyperlinks' addresses. Word shows the 'first' ones only where the section has a title page, and then not
    the 'default' ones (later pages repeat the name and a page number), and the 'even' ones only where the document
    sets even pages apart; the others are a template's leftovers no reader sees."""
    headers: list[_Story] = []
    footers: list[_Story] = []
    seen: set[str] = set()
    for section in body.iter(qn("w:sectPr")):
        title_page = bool(toggle_value(section.find(qn("w:titlePg"))))
        shown = {"first"} if title_page else {"default"} | ({"even"} if even_pages_apart else set())
        for reference in section:
            if reference.tag not in (qn("w:headerReference"), qn("w:footerReference")):
                continue
            if reference.get(qn("w:type"), "default") not in shown:
                continue
            relationship_id = reference.get(qn("r:id"))
            if relationship_id is None or relationship_id in seen or relationship_id not in main.rels:
                continue
            seen.add(relationship_id)
            part = main.rels[relationship_id].target_part
            story = (_xml_of(part), _hyperlink_targets(part))
            (headers if reference.tag == qn("w:headerReference") else footers).append(story)
    return headers, footers
