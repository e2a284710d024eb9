"""Bounds on what Vitae agrees to read. A resume is small; anything far beyond these is refused early and cheaply."""

MAX_UPLOAD_BYTES = 10 * 1024 * 1024

MAX_PDF_PAGES = 50
# Indirect objects written out in the file ('12 0 obj'): resumes have a few thousand at most; a file with hundreds of
# thousands would keep a reader busy for seconds before any refusal could be made.
MAX_PDF_OBJECTS = 50_000
# Characters drawn on all pages together: a dense two-page resume draws about 10,000.
MAX_PDF_CHARACTERS = 300_000

# A DOCX is a zip: refuse it before inflating when the parts would expand beyond these.
MAX_DOCX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024
MAX_DOCX_PARTS = 2_000
# The XML of one part (the body, a header): a long resume's body is well under 1 MB; lxml needs ~10x in memory.
MAX_DOCX_XML_PART_BYTES = 16 * 1024 * 1024
MAX_TABLE_NESTING = 12

# Text handed to the parser and the scorers: a long resume has about 15,000 characters.
MAX_TEXT_CHARACTERS = 200_000
# Before clean-up (which only removes characters), text beyond this is refused without cleaning it first.
MAX_RAW_TEXT_CHARACTERS = 2 * MAX_TEXT_CHARACTERS

DEFAULT_TIMEOUT_SECONDS = 10.0
DEFAULT_MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024
