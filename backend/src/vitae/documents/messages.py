"""What the user reads when a file is refused. Each says what is wrong and what to do about it."""

from vitae.documents.limits import MAX_PDF_PAGES, MAX_TABLE_NESTING, MAX_TEXT_CHARACTERS

UNSUPPORTED_FILE_TYPE = "Invalid file type: please upload a PDF, Word or TXT file"
FILE_TOO_LARGE = "The file is larger than 10 MB. Please upload a smaller file: a resume is usually well under 1 MB."
EMPTY_FILE = "The file is empty. Please choose your resume file and upload it again."

PDF_DAMAGED = (
    "This PDF is damaged or incomplete and could not be read. "
    "Please export it again from your editor and upload the new file."
)
PDF_ENCRYPTED = (
    "This PDF is password-protected, so its text cannot be read. "
    "Please save a copy without a password and upload that instead."
)
PDF_WITHOUT_TEXT_LAYER = (
    "This PDF has no text layer: it looks like a scanned image, or its text was turned into shapes. "
    "Applicant tracking systems (ATS) cannot read it either. "
    "Export your resume as a PDF from your word processor (File > Save as PDF) or upload the Word file instead."
)
PDF_UNDECODABLE_FONTS = (
    "The text in this PDF cannot be decoded because its fonts carry no character map, "
    "so applicant tracking systems (ATS) cannot read it either. "
    "Export the resume again with standard fonts, or upload the Word file instead."
)
PDF_TOO_MANY_PAGES = (
    f"This PDF has more than {MAX_PDF_PAGES} pages, far more than a resume. "
    "Please upload your resume on its own (one to three pages is usual)."
)
PDF_TOO_COMPLEX = (
    "This PDF is built from far more parts than a resume needs, so it was not read. "
    "Please export your resume again as a simple PDF from your word processor or resume builder."
)
PDF_TOO_MUCH_TEXT = (
    "This PDF contains far more text than a resume. Please upload your resume on its own (one to three pages is usual)."
)

WORD_DAMAGED = (
    "This Word document is damaged or incomplete and could not be read. "
    "Please save it again in Word (or export it as PDF) and upload the new file."
)
WORD_ENCRYPTED = (
    "This Word document is password-protected, so its text cannot be read. "
    "Please save a copy without a password and upload that instead."
)
WORD_TOO_LARGE_UNPACKED = (
    "This Word document unpacks to far more data than a resume needs, so it was not processed. "
    "Please remove large embedded objects, or upload a PDF instead."
)
WORD_TABLES_TOO_DEEP = (
    f"This Word document has tables nested more than {MAX_TABLE_NESTING} levels deep and could not be read safely. "
    "Please simplify its layout, or upload a PDF instead."
)

TEXT_BINARY_CONTENT = (
    "This text file contains binary data, so it is not a plain text document. "
    "Please upload your resume as a PDF, Word or plain text file."
)
TEXT_UNKNOWN_ENCODING = (
    "The character encoding of this text file could not be recognised. Please save it as UTF-8 and upload it again."
)

NO_READABLE_TEXT = (
    "No readable text was found in this document. "
    "Please check that it is your resume and that its text can be selected, then upload it again."
)
TOO_MUCH_TEXT = (
    f"This document contains more than {MAX_TEXT_CHARACTERS:,} characters of text, far more than a resume. "
    "Please upload your resume on its own."
)

EXTRACTION_TIMED_OUT = (
    "Reading this document took too long, so it was stopped. "
    "The file may be damaged or unusually complex: please export it again as a simple PDF or Word file."
)
EXTRACTION_OUT_OF_MEMORY = (
    "Reading this document needed too much memory, so it was stopped. "
    "The file may be damaged or unusually complex: please export it again as a simple PDF or Word file."
)
EXTRACTION_FAILED = (
    "This document could not be read. "
    "The file may be damaged: please export it again as a PDF or Word file and upload the new file."
)
