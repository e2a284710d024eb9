"""Print the API's OpenAPI schema as JSON, for the web app's generated types (`npm run api:types` in web/).

    uv run python scripts/export_openapi.py > openapi.json

The app is built with its default settings and a throwaway data folder, so nothing is read from or written to the
real one; the schema depends only on the code."""

import json
import sys
import tempfile
from pathlib import Path

from vitae.settings import Settings
from vitae.web.app import create_app


def main() -> None:
    with tempfile.TemporaryDirectory() as data_dir:
        app = create_app(Settings(data_dir=Path(data_dir), api_docs=True))
        schema = app.openapi()
    json.dump(schema, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
