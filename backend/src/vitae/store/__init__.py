"""Persistence: SQLAlchemy models, repositories and Alembic migrations."""
