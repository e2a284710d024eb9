from pydantic import Field

from vitae.web.auth.schemas import MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, CamelModel, PersonNames


class ProfileUpdate(PersonNames):
    pass


class PasswordChange(CamelModel):
    current_password: str = Field(min_length=1, max_length=MAX_PASSWORD_LENGTH)
    new_password: str = Field(min_length=MIN_PASSWORD_LENGTH, max_length=MAX_PASSWORD_LENGTH)


class AccountDeletion(CamelModel):
    current_password: str = Field(min_length=1, max_length=MAX_PASSWORD_LENGTH)
