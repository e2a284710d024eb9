"""interview session version

Revision ID: 8d0e5b7c2f14
Revises: 3f6c2a9d41b7
Create Date: 2026-11-22 11:20:00.000000
"""

import sqlalchemy as sa
from alembic import op

revision = '8d0e5b7c2f14'
down_revision = '3f6c2a9d41b7'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('interview_sessions') as batch_op:
        batch_op.add_column(sa.Column('version', sa.Integer(), server_default='1', nullable=False))


def downgrade() -> None:
    with op.batch_alter_table('interview_sessions') as batch_op:
        batch_op.drop_column('version')
