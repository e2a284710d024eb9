"""Resume -> JSON Resume file (schema v1.0.0), built by `vitae.resume.json_resume`."""

import json

from vitae.resume.json_resume import to_json_resume
from vitae.resume.model import ParsedResume

JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"
JSON_RESUME_MEDIA_TYPE = "application/json"


def render_json_resume(resume: ParsedResume) -> bytes:
    """UTF-8 JSON, indented for people who open it; `$schema` names the schema version it follows."""
    document = {"$schema": JSON_RESUME_SCHEMA_URL, **to_json_resume(resume)}
    return json.dumps(document, ensure_ascii=False, indent=2).encode()
