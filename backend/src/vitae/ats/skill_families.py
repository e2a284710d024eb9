"""Families of interchangeable tools: a recruiter who asks for React gives part credit for Angular, one who asks
for AWS part credit for Google Cloud, because the know-how carries over in weeks, not years. And categories: a
posting that asks for 'version control' is answered by Git.

Curated from how job postings group tools ('a modern front-end framework such as React or Vue', 'AWS, GCP or
Azure'); names are the taxonomy's canonical ones. A skill may sit in more than one family (Node.js is both a
JavaScript runtime and a backend framework).
"""

from functools import cache

SKILL_FAMILIES: dict[str, frozenset[str]] = {
    "front-end frameworks": frozenset({"React", "Angular", "Vue.js", "Next.js", "Backbone.js", "jQuery"}),
    "back-end frameworks": frozenset(
        {"Django", "Flask", "FastAPI", "Spring Boot", "Spring Framework", "Ruby on Rails", "Node.js", "ASP.NET"}
    ),
    "JavaScript": frozenset({"JavaScript", "TypeScript", "Node.js"}),
    "web pages": frozenset({"HTML", "CSS", "JavaScript"}),
    "cloud platforms": frozenset({"Amazon Web Services", "Google Cloud Platform", "Google Cloud", "Microsoft Azure"}),
    "containers": frozenset({"Docker", "Kubernetes", "Red Hat OpenShift", "Amazon Elastic Container Service"}),
    "relational databases": frozenset(
        {"SQL", "MySQL", "PostgreSQL", "Microsoft SQL Server", "Oracle Database", "SQLite", "MariaDB"}
    ),
    "NoSQL databases": frozenset({"NoSQL", "MongoDB", "Amazon DynamoDB", "Redis", "Apache Cassandra", "Elasticsearch"}),
    "continuous integration": frozenset({"Continuous integration and delivery", "Jenkins", "GitHub Actions", "GitLab"}),
    "message queues": frozenset({"RabbitMQ", "Apache Kafka"}),
    "infrastructure as code": frozenset({"Terraform", "Ansible", "Puppet", "Chef"}),
    "machine learning frameworks": frozenset({"PyTorch", "TensorFlow", "Keras", "Scikit-learn", "JAX"}),
    "monitoring": frozenset({"Prometheus", "Grafana", "Splunk Enterprise", "Elasticsearch"}),
    "version control": frozenset({"Git", "GitHub", "GitLab", "Version control"}),
    "web APIs": frozenset(
        {"Representational state transfer", "RESTful API", "Application programming interfaces", "GraphQL"}
    ),
    "service architecture": frozenset({"Microservices", "Microservices Architecture"}),
    "Unix": frozenset({"Linux", "Bash", "UNIX"}),
}

_LANGUAGES = frozenset(
    {
        "Python",
        "Java",
        "JavaScript",
        "TypeScript",
        "C++",
        "C",
        "C#",
        "Go",
        "Rust",
        "Ruby",
        "PHP",
        "Scala",
        "Kotlin",
        "Swift",
        "R",
        "Perl",
        "Objective-C",
        "Haskell",
        "Julia",
        "MATLAB",
        "Lua",
        "Erlang",
        "Groovy",
    }
)
# A posting that asks for a kind of tool ('experience with version control') is answered by any tool of that kind
# ('Git'): the category on the left is shown by each skill on the right, not the other way round.
SKILL_CATEGORIES: dict[str, frozenset[str]] = {
    "Programming languages": _LANGUAGES,
    "Object-oriented programming": frozenset({"Java", "C++", "C#", "Python", "Kotlin", "Scala", "Ruby", "Swift"}),
    "Version control": frozenset({"Git", "GitHub", "GitLab", "Apache Subversion", "Atlassian Bitbucket"}),
    "Continuous integration and delivery": frozenset({"Jenkins", "GitHub Actions", "GitLab", "Atlassian Bamboo"}),
    "Application programming interfaces": frozenset({"Representational state transfer", "RESTful API", "GraphQL"}),
    "NoSQL": frozenset({"MongoDB", "Redis", "Amazon DynamoDB", "Apache Cassandra", "Elasticsearch"}),
    "Cloud computing": frozenset({"Amazon Web Services", "Google Cloud Platform", "Google Cloud", "Microsoft Azure"}),
    "Unit testing": frozenset({"JUnit"}),
    "SQL": frozenset({"MySQL", "PostgreSQL", "Microsoft SQL Server", "Oracle Database", "SQLite", "MariaDB"}),
}


# Names the taxonomy keeps apart for one and the same thing: each shows the others in full.
SKILL_SYNONYMS: tuple[frozenset[str], ...] = (
    frozenset({"Representational state transfer", "RESTful API"}),
    frozenset({"Microservices", "Microservices Architecture"}),
    frozenset({"Google Cloud Platform", "Google Cloud"}),
)


@cache
def category_members(name: str) -> frozenset[str]:
    """The skills that each show a skill in full: the tools of a category ('Git' for 'Version control') and the
    skill's synonyms; empty for most skills."""
    synonyms = set().union(*(group for group in SKILL_SYNONYMS if name in group))
    synonyms.discard(name)
    return SKILL_CATEGORIES.get(name, frozenset()) | frozenset(synonyms)


@cache
def relatives(name: str) -> frozenset[str]:
    """The skills that share a family with a skill, itself excluded."""
    related = set().union(*(family for family in SKILL_FAMILIES.values() if name in family))
    related.discard(name)
    return frozenset(related)
