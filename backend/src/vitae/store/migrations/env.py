from alembic import context
from sqlalchemy import create_engine

from vitae.store.models import Base

config = context.config
database_url: str = config.attributes.get("database_url") or config.get_main_option("sqlalchemy.url") or ""


def run_migrations() -> None:
    if context.is_offline_mode():
        context.configure(url=database_url, target_metadata=Base.metadata, literal_binds=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(database_url)
    with engine.connect() as connection:
        context.configure(
            connection=connection,
            target_metadata=Base.metadata,
            render_as_batch=connection.dialect.name == "sqlite",
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run_migrations()
