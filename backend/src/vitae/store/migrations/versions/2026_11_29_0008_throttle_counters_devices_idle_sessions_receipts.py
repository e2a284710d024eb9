"""throttle counters, known devices, idle sessions, upload receipts

Revision ID: 5a1f7c3e9b20
Revises: 8d0e5b7c2f14
Create Date: 2026-11-29 09:20:00.000000
"""

import sqlalchemy as sa
from alembic import op

import vitae.store.models

revision = "5a1f7c3e9b20"
down_revision = "8d0e5b7c2f14"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # The old sign-in counters are short-lived: starting the new counters empty loses at most one window of them.
    op.drop_table("login_throttle")
    op.create_table(
        "throttle_counters",
        sa.Column("key", sa.String(length=400), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("window_started_at", vitae.store.models.UTCDateTime(timezone=True), nullable=False),
        sa.Column("last_counted_at", vitae.store.models.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_throttle_counters")),
    )
    with op.batch_alter_table("throttle_counters") as batch_op:
        batch_op.create_index(batch_op.f("ix_throttle_counters_last_counted_at"), ["last_counted_at"], unique=False)

    op.create_table(
        "known_devices",
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=36), nullable=False),
        sa.Column("created_at", vitae.store.models.UTCDateTime(timezone=True), nullable=False),
        sa.Column("expires_at", vitae.store.models.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_known_devices_user_id_users"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("token_hash", name=op.f("pk_known_devices")),
    )
    with op.batch_alter_table("known_devices") as batch_op:
        batch_op.create_index(batch_op.f("ix_known_devices_user_id"), ["user_id"], unique=False)

    op.create_table(
        "upload_receipts",
        sa.Column("owner", sa.String(length=64), nullable=False),
        sa.Column("idempotency_key", sa.String(length=200), nullable=False),
        sa.Column("resume_id", sa.String(length=36), nullable=False),
        sa.Column("created_at", vitae.store.models.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["resume_id"], ["resumes.id"], name=op.f("fk_upload_receipts_resume_id_resumes"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("owner", "idempotency_key", name=op.f("pk_upload_receipts")),
    )
    with op.batch_alter_table("upload_receipts") as batch_op:
        batch_op.create_index(batch_op.f("ix_upload_receipts_resume_id"), ["resume_id"], unique=False)

    # Sessions open at the upgrade count as seen when they began.
    with op.batch_alter_table("user_sessions") as batch_op:
        batch_op.add_column(sa.Column("last_seen_at", vitae.store.models.UTCDateTime(timezone=True), nullable=True))
    op.execute("UPDATE user_sessions SET last_seen_at = created_at")
    with op.batch_alter_table("user_sessions") as batch_op:
        batch_op.alter_column(
            "last_seen_at", existing_type=vitae.store.models.UTCDateTime(timezone=True), nullable=False
        )


def downgrade() -> None:
    with op.batch_alter_table("user_sessions") as batch_op:
        batch_op.drop_column("last_seen_at")
    with op.batch_alter_table("upload_receipts") as batch_op:
        batch_op.drop_index(batch_op.f("ix_upload_receipts_resume_id"))
    op.drop_table("upload_receipts")
    with op.batch_alter_table("known_devices") as batch_op:
        batch_op.drop_index(batch_op.f("ix_known_devices_user_id"))
    op.drop_table("known_devices")
    with op.batch_alter_table("throttle_counters") as batch_op:
        batch_op.drop_index(batch_op.f("ix_throttle_counters_last_counted_at"))
    op.drop_table("throttle_counters")
    op.create_table(
        "login_throttle",
        sa.Column("key", sa.String(length=400), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("window_started_at", vitae.store.models.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_login_throttle")),
    )
