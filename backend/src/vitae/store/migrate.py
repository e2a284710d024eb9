"""Apply Alembic migrations programmatically (used by `vitae migrate`, `vitae serve` and the tests)."""

from pathlib import Path

from alembic import command
from alembic.config import Config

from vitae.store.database import protect_sqlite_files

MIGRATIONS_DIR = Path(__file__).parent / "migrations"


def alembic_config(database_url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.set_main_option("file_template", "%%(year)d_%%(month).2d_%%(day).2d_%%(slug)s")
    config.attributes["database_url"] = database_url
    return config


def upgrade_to_head(database_url: str) -> None:
    protect_sqlite_files(database_url)  # before the migrations create the file
    command.upgrade(alembic_config(database_url), "head")
