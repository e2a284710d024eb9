"""Account requests and responses. Field checks match the browser's forms word for word (SPEC §5)."""

from datetime import datetime

from email_validator import EmailNotValidError, validate_email
from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic.alias_generators import to_camel

from vitae.store.models import User

EMAIL_MESSAGE = "Please enter a valid email address"
PASSWORD_MESSAGE = "Password must be at least 6 characters"
MIN_PASSWORD_LENGTH = 6
MAX_PASSWORD_LENGTH = 1024


class CamelModel(BaseModel):
    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        json_schema_serialization_defaults_required=True,  # a reply always carries every field
    )


def normalise_email(value: str) -> str:
    try:
        return validate_email(value.strip(), check_deliverability=False).normalized.lower()
    except EmailNotValidError as error:
        raise ValueError(EMAIL_MESSAGE) from error


class Credentials(CamelModel):
    email: str = Field(max_length=320)
    password: str = Field(min_length=MIN_PASSWORD_LENGTH, max_length=MAX_PASSWORD_LENGTH)

    _email = field_validator("email")(normalise_email)


class PersonNames(CamelModel):
    first_name: str = Field(min_length=1, max_length=100)
    last_name: str = Field(min_length=1, max_length=100)

    @field_validator("first_name", "last_name")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("required")
        return value


class Registration(PersonNames, Credentials):  # this order keeps the credentials' fields first
    pass


class UserPublic(CamelModel):
    id: str
    email: str
    first_name: str
    last_name: str
    full_name: str
    name: str
    username: str
    plan_type: str
    created_at: datetime

    @classmethod
    def of(cls, user: User) -> "UserPublic":
        return cls(
            id=user.id,
            email=user.email,
            first_name=user.first_name,
            last_name=user.last_name,
            full_name=user.full_name,
            name=user.full_name,
            username=user.email,
            plan_type=user.plan_type,
            created_at=user.created_at,
        )
