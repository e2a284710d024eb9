from vitae.ats.occupation import default_occupation_index


def test_closed_compounds_find_the_same_occupation_as_o_net_spelling() -> None:
    index = default_occupation_index()
    for written, spelled in [("Backend Engineer", "Back End Engineer"), ("Frontend Developer", "Front End Developer")]:
        found = index.nearest([written], set())
        expected = index.nearest([spelled], set())
        assert found is not None and expected is not None
        assert found.occupation.code == expected.occupation.code


def test_a_software_title_stays_in_computer_occupations() -> None:
    found = default_occupation_index().nearest(["Senior Backend Engineer", "Software Engineer"], set())
    assert found is not None
    assert found.occupation.code.startswith("15-")
    assert "Blockchain" not in found.occupation.title
