"""resume file page count

Revision ID: 7c4e2a91d5f3
Revises: 5a1f7c3e9b20
Create Date: 2026-11-29 13:20:00.000000
"""

import sqlalchemy as sa
from alembic import op

revision = "7c4e2a91d5f3"
down_revision = "5a1f7c3e9b20"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Files stored earlier keep no count (their exports are not held to a length): re-reading every stored file
    # in a migration would take as long as the uploads did.
    with op.batch_alter_table("resume_files") as batch_op:
        batch_op.add_column(sa.Column("page_count", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("resume_files") as batch_op:
        batch_op.drop_column("page_count")
