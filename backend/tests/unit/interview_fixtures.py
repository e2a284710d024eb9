"""Questions and simulated candidates shared by the interview tests."""

from vitae.interview.models import PlannedQuestion, QuestionKind

LEADERSHIP = PlannedQuestion(
    text="Tell me about a time you led a team to improve a slow process. What was the result?",
    kind=QuestionKind.BEHAVIORAL,
    intent="leadership",
)
RATE_LIMITER = PlannedQuestion(
    text="How would you design a rate limiter for a public API used by thousands of clients?",
    kind=QuestionKind.TECHNICAL,
    intent="design",
    keywords=["token", "bucket", "window", "redis", "distributed", "latency"],
)
STRONG_STAR = (
    "Last year at Acme our team was missing every release date because deployments took four hours. "
    "As the tech lead, my goal was to get deploys under thirty minutes before the holiday freeze. "
    "I mapped the pipeline, found that integration tests ran serially, and I split them into parallel jobs on "
    "Kubernetes. Then I set up a canary stage so we could release without a manual sign-off. "
    "As a result, deployment time fell from four hours to twenty-five minutes, we shipped weekly instead of "
    "monthly, and the approach was adopted by three other teams."
)
STRONG_RATE_LIMITER = (
    "I would use a token bucket per API key stored in Redis, so every gateway node shares the same counts. "
    "Each request takes a token; tokens refill at the client's rate. For thousands of clients the trade-off is "
    "latency versus accuracy: a local cache with periodic sync is faster but can overshoot slightly. "
    "I would return 429 with a Retry-After header and monitor rejected requests per client."
)
WEAK_CANDIDATES = {
    "empty": "",
    "gibberish": "asdkj qwpoe zxmcn wqieu aslkdj poiqwe mnbzx qwe rty uio asdf ghjk zxcv bnm qwerty",
    "repeated": " ".join(["I worked hard on it."] * 30),
    "one word": "Teamwork.",
    "filler and hedges": "Um, I guess I kind of helped, like, with some stuff, you know. It was fine I think.",
}
