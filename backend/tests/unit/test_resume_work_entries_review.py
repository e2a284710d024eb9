"""Work entries a careful reader of the parsed resume would flag: an employer run into the job title on one line,
an organisation that is a team or a department while the employer was read as the place."""

from vitae.resume.entry_fields import pick_title_and_organization


def test_an_employer_with_its_legal_form_before_the_job_title_is_the_employer() -> None:
    title, organization, _ = pick_title_and_organization(["Brightwave Corporation Cloud Platform Engineer Intern"])
    assert (title, organization) == ("Cloud Platform Engineer Intern", "Brightwave Corporation")
    title, organization, _ = pick_title_and_organization(["Tallow Systems Limited Network Support Engineer"])
    assert (title, organization) == ("Network Support Engineer", "Tallow Systems Limited")


def test_a_job_title_alone_stays_whole() -> None:
    title, organization, _ = pick_title_and_organization(["Senior Software Design Engineer"])
    assert (title, organization) == ("Senior Software Design Engineer", "")
