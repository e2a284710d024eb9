"""What the writer learnt from O*NET (compiled by scripts/build_writer_lexicon.py, see data/ATTRIBUTION.md): which
stewardship verb goes with which object, and which resume group each tool or technology belongs to."""

import gzip
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

DATA_FILE = "lexicon.json.gz"
FORMAT_VERSION = 1
DEFAULT_STEWARDSHIP_VERB = "manage"
# Verbs that claim responsibility for something and nothing more: what 'Responsible for X' may become.
# In order of preference when task statements pair two of them with a noun equally often.
STEWARDSHIP_VERBS = ("manage", "maintain", "supervise", "oversee", "coordinate", "direct", "administer", "lead")
_MIN_PAIR_COUNT = 2  # a verb is chosen for a noun only when task statements pair them at least this often

# O*NET commodity titles -> the groups resumes use. Names that the skills matcher would read as a skill are avoided,
# so that a group name never adds a skill to a resume (tests check it).
COMMODITY_GROUPS: dict[str, str] = {
    "Object or component oriented development software": "Languages and Frameworks",
    "Development environment software": "Development Tools",
    "Program testing software": "Development Tools",
    "Configuration management software": "Development Tools",
    "File versioning software": "Development Tools",
    "Application server software": "Platforms",
    "Enterprise application integration software": "Platforms",
    "Operating system software": "Platforms",
    "Cloud-based data access and sharing software": "Platforms",
    "Cloud-based management software": "Platforms",
    "Web platform development software": "Web Development",
    "Web page creation and editing software": "Web Development",
    "Data base management system software": "Databases",
    "Data base user interface and query software": "Databases",
    "Data base reporting software": "Databases",
    "Object oriented data base management software": "Databases",
    "Analytical or scientific software": "Analytics",
    "Business intelligence and data analysis software": "Analytics",
    "Data mining software": "Analytics",
    "Word processing software": "Office Tools",
    "Spreadsheet software": "Office Tools",
    "Office suite software": "Office Tools",
    "Presentation software": "Office Tools",
    "Electronic mail software": "Office Tools",
    "Calendar and scheduling software": "Office Tools",
    "Document management software": "Office Tools",
    "Video conferencing software": "Office Tools",
    "Instant messaging software": "Office Tools",
    "Desktop communications software": "Office Tools",
    "Enterprise resource planning ERP software": "Business Applications",
    "Customer relationship management CRM software": "Business Applications",
    "Accounting software": "Business Applications",
    "Financial analysis software": "Business Applications",
    "Human resources software": "Business Applications",
    "Project management software": "Business Applications",
    "Sales and marketing software": "Business Applications",
    "Inventory management software": "Business Applications",
    "Point of sale POS software": "Business Applications",
    "Materials requirements planning logistics and supply chain software": "Business Applications",
    "Computer aided design CAD software": "Design Tools",
    "Computer aided manufacturing CAM software": "Design Tools",
    "Graphics or photo imaging software": "Design Tools",
    "Video creation and editing software": "Design Tools",
    "Desktop publishing software": "Design Tools",
    "Music or sound editing software": "Design Tools",
    "Network monitoring software": "Networks and Security",
    "Transaction security and virus protection software": "Networks and Security",
    "Network security and virtual private network VPN equipment software": "Networks and Security",
    "Network security or virtual private network VPN management software": "Networks and Security",
}
# Where O*NET's commodity says little about how resumes group a tool ('Amazon Web Services' is filed under database
# query software), by canonical skill name.
SKILL_GROUP_OVERRIDES: dict[str, str] = {
    "amazon web services": "Cloud Platforms",
    "microsoft azure": "Cloud Platforms",
    "google cloud platform": "Cloud Platforms",
    "heroku": "Cloud Platforms",
    "docker": "Cloud Platforms",
    "kubernetes": "Cloud Platforms",
    "terraform": "Cloud Platforms",
    "python": "Languages and Frameworks",
    "java": "Languages and Frameworks",
    "javascript": "Languages and Frameworks",
    "typescript": "Languages and Frameworks",
    "go": "Languages and Frameworks",
    "c": "Languages and Frameworks",
    "c++": "Languages and Frameworks",
    "c#": "Languages and Frameworks",
    "ruby": "Languages and Frameworks",
    "rust": "Languages and Frameworks",
    "kotlin": "Languages and Frameworks",
    "swift": "Languages and Frameworks",
    "scala": "Languages and Frameworks",
    "php": "Languages and Frameworks",
    "r": "Languages and Frameworks",
    "sql": "Databases",
    "jira": "Development Tools",
    "confluence": "Development Tools",
    "git": "Development Tools",
    "github": "Development Tools",
}
TOOLS_GROUP = "Tools"  # a technology of another commodity
COMPETENCE_GROUP = "Professional Skills"  # know-how rather than a tool
UNKNOWN_GROUP = "Other Skills"  # written in the skills section but not in the taxonomy
GROUP_NAMES = frozenset(
    {*COMMODITY_GROUPS.values(), *SKILL_GROUP_OVERRIDES.values(), TOOLS_GROUP, COMPETENCE_GROUP, UNKNOWN_GROUP}
)


@dataclass(frozen=True)
class WriterLexicon:
    stewardship: dict[str, dict[str, int]]  # noun -> verb -> task statements that pair them
    skill_groups: dict[str, str]  # lower-case canonical skill name -> group

    def stewardship_verb(self, noun: str) -> str:
        """The verb task statements most often use with this object ('staff' -> 'supervise'), else 'manage'."""
        counts = self.stewardship.get(noun_key(noun), {})
        candidates = [
            (counts[verb], -index, verb)
            for index, verb in enumerate(STEWARDSHIP_VERBS)
            if counts.get(verb, 0) >= _MIN_PAIR_COUNT
        ]
        return max(candidates)[2] if candidates else DEFAULT_STEWARDSHIP_VERB


def noun_key(word: str) -> str:
    """Lower case and singular, the way nouns are looked up: 'Policies' -> 'policy', 'staff' -> 'staff'."""
    lowered = word.lower()
    if len(lowered) > 4 and lowered.endswith("ies"):
        return lowered[:-3] + "y"
    if len(lowered) > 4 and lowered.endswith(("sses", "ches", "shes", "xes")):
        return lowered[:-2]
    if len(lowered) > 3 and lowered.endswith("s") and not lowered.endswith(("ss", "us", "is")):
        return lowered[:-1]
    return lowered


@cache
def writer_lexicon() -> WriterLexicon:
    payload = json.loads(gzip.decompress(resources.files("vitae.writer").joinpath("data", DATA_FILE).read_bytes()))
    if payload.get("version") != FORMAT_VERSION:
        raise ValueError(f"unsupported writer lexicon format {payload.get('version')!r}")
    return WriterLexicon(stewardship=payload["stewardship"], skill_groups=payload["skillGroups"])
