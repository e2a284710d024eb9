from pydantic import Field, field_validator

from vitae.web.auth.schemas import MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, CamelModel


class ProfileUpdate(CamelModel):
    first_name: str = Field(min_length=1, max_length=100)
    last_name: str = Field(min_length=1, max_length=100)

    @field_validator("first_name", "last_name")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("required")
        return value


class PasswordChange(CamelModel):
    current_password: str = Field(min_length=1, max_length=MAX_PASSWORD_LENGTH)
    new_password: str = Field(min_length=MIN_PASSWORD_LENGTH, max_length=MAX_PASSWORD_LENGTH)


class AccountDeletion(CamelModel):
    confirmation: str = Field(max_length=400)
