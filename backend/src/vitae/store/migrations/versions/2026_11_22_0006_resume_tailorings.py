"""resume tailorings

Revision ID: 3f6c2a9d41b7
Revises: 6ab221a3a586
Create Date: 2026-11-22 11:05:00.000000
"""

import sqlalchemy as sa
from alembic import op

import vitae.store.models

revision = '3f6c2a9d41b7'
down_revision = '6ab221a3a586'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('resume_tailorings',
    sa.Column('resume_id', sa.String(length=36), nullable=False),
    sa.Column('key', sa.String(length=64), nullable=False),
    sa.Column('tailored', sa.JSON(), nullable=False),
    sa.Column('engine', sa.String(length=20), nullable=False),
    sa.Column('created_at', vitae.store.models.UTCDateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['resume_id'], ['resumes.id'], name=op.f('fk_resume_tailorings_resume_id_resumes'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('resume_id', name=op.f('pk_resume_tailorings'))
    )


def downgrade() -> None:
    op.drop_table('resume_tailorings')
