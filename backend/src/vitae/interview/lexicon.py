"""Word lists the evaluator counts with: fillers, hedges, cues of each STAR element, and the vocabulary of each
question intent. Patterns are matched on lower-case text whose punctuation is kept."""

import re

from vitae import lexicon

# Vocal fillers and the filler uses of everyday words. 'like' is a filler only where it is not a verb ('I like to')
# nor a preposition ('things like caching'): see `FILLER_LIKE`.
VOCAL_FILLERS = re.compile(r"\b(?:u+m+|u+h+m*|e+r+m*|a+h+|h+m+|mm+)\b")
FILLER_PHRASES = re.compile(r"\b(?:you know|i mean)\b(?!\s+(?:that|what|how|why|when|the|this|it's|it is)\b)")
FILLER_LIKE = re.compile(
    r"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!\bwould )(?<!\bi'd )(?<!\bdon't )(?<!\bdidn't )(?<!\bthings )"
    r"(?<!\bsomething )(?<!\blooks )(?<!\blook )(?<!\bfeel )(?<!\bfelt )(?<!\bseem )(?<!\bseems )(?<!\bjust )"
    r"(?<!\bmore )(?<!\bnot )(?<!\breally )(?<!\bmuch )(?<!\bwhat )(?<!\bstuff )(?<!\bsounds )(?<!\bpeople )"
    r"\blike\b(?!\s+(?:to|it|that|this|the|a|an|them|him|her|me|us|you|working|being)\b)"
)

# Hedges weaken a claim; the strong ones say the candidate does not know or will not commit.
HEDGES = re.compile(
    r"\b(?:i think|i guess|i suppose|i believe|maybe|perhaps|probably|sort of|kind of|hopefully|somewhat|"
    r"i'm not sure|not sure|i don't know|i do not know|no idea|i can't remember|i don't remember|"
    r"i'm not really|i've never|i have never)\b"
)
STRONG_HEDGES = re.compile(
    r"\b(?:i'm not sure|not sure|i don't know|i do not know|no idea|i can't remember|i don't remember|i've never|"
    r"i have never|i guess)\b"
)
APOLOGIES = re.compile(r"\b(?:sorry|excuse me|my bad)\b")

# STAR: the cue phrases that open or mark each element of a story.
SITUATION_CUES = re.compile(
    r"\b(?:when i was|while i was|at my (?:last|previous|current|first)|in my (?:last|previous|current|first|role|job|"
    r"internship|team)|at (?:the time|my company|work)|last (?:year|summer|semester|quarter|month)|"
    r"(?:a|one) (?:time|project)|there was|we had|our team|the project|the company|"
    r"the client|the customer|the context|during (?:my|the|a|an)|(?:in|during|over) (?:the )?(?:high school|college|"
    r"summer|semester|internship|freshman|sophomore|junior|senior)|(?:this|last|that) (?:past )?(?:summer|semester|"
    r"spring|fall|winter|january|term)|when i was|"
    r"(?:previous|former) (?:role|job|company|team)|years? ago|(?:my|our) (?:manager|team|client|group|lab|class))\b"
)
TASK_CUES = re.compile(
    r"\b(?:my (?:role|job|task|goal|responsibility|responsibilities|assignment|part) (?:was|were|is)|"
    r"i was (?:responsible|asked|tasked|in charge|assigned|supposed)|i(?:'m| am) (?:responsible|in charge)|"
    r"i needed to|i had to|we needed to|we had to|"
    r"(?:the|our|my) (?:goal|task|objective|aim|target|deadline|mission) (?:was|is)|"
    r"(?:the|our|my|one of (?:the|our|my)) (?:(?:biggest|main|largest|real|first|major) )?(?:challenges?|problems?|"
    r"issues?|struggles?|difficult(?:y|ies)) (?:was|were|is|are|we had|i had|that we had|that i had)|"
    r"(?:was|were) expected to|(?:was|were) supposed to|i owned|in charge of|responsible for|"
    r"(?:i was|i'm|i am|as) (?:the |a |an )?(?:co-?)?(?:president|chair|captain|leader|director|manager|lead|head|"
    r"coordinator|organi[sz]er)\b|a (?:big )?struggle for me)\b"
)
ACTION_CUES = re.compile(
    r"\b(?:i (?:decided|started|built|led|created|designed|wrote|organized|organised|proposed|set up|talked|"
    r"spoke|met|called|reached out|worked|implemented|developed|analyzed|analysed|investigated|identified|"
    r"introduced|rewrote|refactored|planned|scheduled|negotiated|persuaded|convinced|trained|mentored|"
    r"coached|prioritized|prioritised|automated|tested|measured|delegated|split|broke|gathered|reviewed|"
    r"presented|asked|made|took|ran|managed|coordinated|fixed|launched|drafted|documented|suggested|"
    r"focused|learned|learnt|volunteered|stepped|chose|went)|so i|then i|first,? i|next,? i|after that,? i|"
    r"what i did|my approach|the approach i|i would (?:start|first|then|use|build|design|measure|ask|check))\b"
)
RESULT_CUES = re.compile(
    r"\b(?:as a result|the result|resulted in|results? (?:was|were)|which (?:led|meant|allowed|helped|saved|cut|"
    r"reduced|increased|improved)|in the end|at the end|ended up|eventually|finally|outcome|so that|thanks to|"
    r"(?:we|i) (?:delivered|shipped|launched|finished|completed|won|saved|reduced|increased|improved|cut|grew|"
    r"doubled|tripled|halved|hit|met|exceeded|achieved|got)|(?:was|were) (?:adopted|promoted|recognized|"
    r"recognised|praised|awarded|successful|approved|accepted|published|on time)|"
    r"(?:reduced|increased|improved|cut|grew|saved|raised|lowered|boosted) (?:\w+ ){0,4}(?:by|from|to)\b|"
    r"i learned|i learnt|lesson|taught me|learned that|since then|going forward|next time)\b"
)

# Words that do not carry the content of a question or an answer.
FUNCTION_WORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "also",
        "i'm",
        "i've",
        "i'd",
        "it's",
        "that's",
        "there's",
        "we're",
        "we've",
        "they're",
        "don't",
        "didn't",
        "doesn't",
        "isn't",
        "wasn't",
        "can't",
        "won't",
        "wouldn't",
        "yes",
        "yeah",
        "okay",
        "ok",
        "well",
        "really",
        "get",
        "got",
        "one",
        "like",
        "know",
        "think",
        "said",
        "say",
        "thing",
        "things",
        "lot",
        "much",
        "many",
        "even",
        "still",
        "yet",
        "since",
        "though",
        "although",
        "however",
    ]
)
# Words of the question's frame rather than its topic ('Tell me about a time when...').
QUESTION_FRAME_WORDS = frozenset(
    [
        "tell",
        "describe",
        "walk",
        "explain",
        "give",
        "share",
        "talk",
        "discuss",
        "example",
        "time",
        "times",
        "situation",
        "through",
        "us",
        "me",
        "would",
        "could",
        "how",
        "what",
        "why",
        "when",
        "which",
        "who",
        "where",
        "do",
        "does",
        "did",
        "you",
        "your",
        "have",
        "has",
        "had",
        "handle",
        "handled",
        "approach",
        "approached",
        "specific",
        "particular",
        "recent",
        "recently",
        "experience",
        "experiences",
        "please",
        "let's",
        "lets",
        "questions",
        "question",
        "interview",
        "kind",
        "sort",
        "something",
        "someone",
        "anything",
        "way",
        "ways",
        "going",
        "role",
        "position",
        "job",
    ]
)

# The vocabulary a relevant answer to each intent tends to use (stems are compared, so one form per word is enough).
INTENT_WORDS: dict[str, frozenset[str]] = {
    name: frozenset(words.split())
    for name, words in {
        "introduction": "experience background work studied degree currently role years team interested passion "
        "skills career graduated major worked focus",
        "motivation": "interested excited passion mission product company growth learn impact values culture "
        "because opportunity career goal contribute",
        "leadership": "led lead team decided organized motivated delegated responsibility vision initiative "
        "members guided mentor coordinate convinced direction ownership",
        "conflict": "disagreed disagreement conflict colleague perspective listened compromise resolved "
        "discussed understand agreed tension feedback conversation common",
        "failure": "failed failure mistake learned lesson wrong missed responsibility changed improve reflect "
        "recovered fix owned",
        "achievement": "proud achieved accomplished delivered result impact award recognized success improved "
        "built launched goal",
        "teamwork": "team together collaborated colleagues helped shared communicated group support coordinated "
        "roles members",
        "prioritization": "prioritized priorities deadline urgent important tradeoff schedule plan focus "
        "stakeholders scope time deadlines",
        "feedback": "feedback criticism listened improved changed manager suggestion perspective learned "
        "constructive received",
        "adaptability": "change changed adapt new learned quickly unfamiliar adjusted uncertainty ambiguity "
        "pivot flexible",
        "problem_solving": "problem analyzed root cause solution identified investigated data tested approach "
        "fixed option options hypothesis",
        "communication": "explained presented audience clear stakeholders simplified wrote documentation "
        "understand message meeting",
        "customer": "customer client user needs listened satisfaction complaint expectations relationship "
        "service feedback",
        "weakness": "weakness improve working learned struggle developing feedback practice better area growth",
        "strength": "strength strong good skills best excel ability example because",
        "concept": "means works difference example use used because instead tradeoff performance when "
        "approach advantage",
        "design": "design scale users requirements components data tradeoff architecture api storage "
        "performance load latency availability consistency",
        "debugging": "logs debug reproduce root cause monitoring metrics traced fix test isolate issue error "
        "investigate",
        "process": "process steps first then review plan measure improve workflow stakeholders feedback iterate",
        "metrics": "metric metrics measure kpi data conversion retention growth revenue rate dashboard results track",
        "experience": "built led designed project team result used tools worked delivered impact",
        "skill": "used project built production problem experience example solved team tool",
        "general": "example experience result team project because",
    }.items()
}

# What an answer to a question of these intents is about, when the question's words say little ('Tell me about
# yourself'): compared by meaning with the answer.
INTENT_TOPICS: dict[str, str] = {
    "introduction": "I am studying or working in my field; my background, experience, skills and interests",
}

# How a transcript's question reveals its intent (for interviews held elsewhere, whose questions carry no labels).
INTENT_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern))
    for name, pattern in (
        ("introduction", r"about yourself|introduce yourself|your background|walk me through your (?:resume|cv)"),
        ("weakness", r"weakness|improve on|area (?:of|for) (?:growth|improvement)"),
        ("strength", r"strength|why should we hire|what makes you|good fit|stand out"),
        (
            "motivation",
            r"why (?:do you want|are you interested|this|our|us)|interest(?:ed|s) you|motivat|"
            r"where do you see yourself|career goals",
        ),
        ("leadership", r"\blead|leadership|took (?:the )?initiative|in charge"),
        ("conflict", r"conflict|disagree|difficult (?:person|colleague|coworker|team ?mate)"),
        ("failure", r"fail|mistake|went wrong|setback"),
        ("achievement", r"proud|accomplishment|achievement|success"),
        ("teamwork", r"\bteam\b|collaborat|work(?:ed)? with others|group"),
        ("prioritization", r"prioriti|deadline|multiple (?:tasks|projects)|under pressure|pressure"),
        ("feedback", r"feedback|critici"),
        ("adaptability", r"change|adapt|ambigu|unfamiliar|new (?:technology|tool|skill)"),
        ("customer", r"customer|client|user"),
        ("communication", r"explain|communicat|present"),
        ("design", r"design|architect|scale|build a system"),
        ("debugging", r"debug|troubleshoot|diagnos|outage|incident"),
        ("metrics", r"metric|measure|kpi|success look like"),
        ("problem_solving", r"problem|challenge|difficult|obstacle"),
        ("concept", r"what is|what are|difference between|how does|how do you"),
    )
)

# Numbers said in words (the shared list past 'one', a word too common to count) and words that state a quantity.
NUMBER_WORDS = frozenset(word for word, value in lexicon.values("words/number").items() if value >= 2) | frozenset(
    ["hundreds", "thousands", "millions", "percent", "half", "double", "doubled", "triple", "tripled"]
)

# A know-how question that asks for a difference, and the words with which an answer draws one.
CONTRAST_QUESTION = re.compile(
    r"\b(?:difference|differ|compare|comparing|versus|vs\.?|distinguish|rather than|instead of|over|or)\b"
)
CONTRAST_CUES = re.compile(
    r"\b(?:whereas|while|unlike|on the other hand|in contrast|instead|rather than|compared (?:to|with)|but|"
    r"however|the difference|differs?|versus|vs\.?|than)\b"
)

# Verbs of being, thinking and wanting: 'I study', 'I think', 'I love' tell a state, not something the speaker did.
STATE_VERBS = frozenset(
    [
        "be",
        "have",
        "think",
        "guess",
        "feel",
        "know",
        "believe",
        "suppose",
        "mean",
        "want",
        "like",
        "love",
        "enjoy",
        "hope",
        "wish",
        "need",
        "seem",
        "study",
        "major",
        "minor",
        "live",
        "grow",
        "come",
        "go",
        "say",
        "tell",
        "see",
        "hear",
        "remember",
        "forget",
        "understand",
        "realize",
        "realise",
        "find",
        "consider",
        "prefer",
        "tend",
        "am",
        "'re",
        "'s",
        "get",
        "let",
        "learn",
        "participate",
        "become",
        "spend",
        "put",
        "bring",
        "switch",
        "devote",
        "improve",
    ]
)

# The outcome of a story, stricter than RESULT_CUES (which also credit a story's shape): a change that came of it, or
# what the speaker took from it.
OUTCOME_CUES = re.compile(
    r"\b(?:as a result|the result|resulted in|results? (?:was|were)|which (?:led|meant|allowed|helped|saved|cut|"
    r"reduced|increased|improved)|in the end|at the end of the day|ended up "
    r"(?!happening|having to|just|using|doing|solving|deciding|going|\w+ing (?:to|about|with)\b)|outcome|thanks to|"
    r"(?:it|that|this|which) (?:(?:really|definitely|actually|finally|has|have|kind of|all) ){0,2}(?:worked|helped|"
    r"paid off|went (?:well|smoothly)|ran (?:very |really )?(?:well|smoothly)|was (?:a |very |really )?success|"
    r"made a difference|solved)|(?:became|becoming|getting|got) (?:a lot |much |way |so much )?(?:better|more \w+)|"
    r"(?:we|i) (?:delivered|shipped|launched|finished|completed|won\b(?!['’]t)|saved|reduced|increased|improved|"
    r"cut|grew(?! up)|doubled|tripled|halved|exceeded|achieved|managed to|were able to|was able to)|"
    r"(?:was|were) (?:adopted|promoted|recognized|recognised|praised|awarded|successful|approved|accepted|"
    r"published|on time)|"
    r"(?:reduced|increased|improved|cut|grew|saved|raised|lowered|boosted|dropped|fell|rose) "
    r"(?:\w+ ){0,4}(?:by|from|to)\b|"
    r"since then|now i (?:can|know|always|make|use|plan|check)|"
    # where things stood when it was over: 'by the end of term', 'up from fifteen', 'we passed inspection'
    r"by the end of (?:the |that |this )?(?:term|year|quarter|month|week|project|season|semester|shift|sprint)|"
    r"(?:up|down) from (?:\$?\d+|a |an |one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)|"
    r"(?:we|i|they|it) passed\b|finished (?:\w+ ){0,5}(?:early|ahead|on time)|"
    r"met (?:the|our|its|their|every|all) (?:[\w-]+ )?(?:goals?|targets?|deadlines?|standards?))\b"
)
# What the speaker took from a story: a lesson is not what came of it ('it taught me to listen'), so it hints at a
# result (neither credited nor asked for) rather than telling one.
LESSON_CUES = re.compile(r"\b(?:i learned|i learnt|taught me|i realized|i realised)\b")
# Cue phrases of an action the speaker took, beside the clauses the English pipeline reads as deeds.
DEED_CUES = re.compile(
    r"\b(?:what i did|my approach|the approach i|i would (?:start|first|then|use|build|design|measure|ask|check)|"
    r"i (?:decided|took the initiative|stepped up|reached out|set up|took charge))\b"
)

# How people say what they do about something without telling one deed in the past: a habit, an effort under way, a
# plan ('what I'm trying to do now is...', 'I've been working on it'). Such an answer hints at an action.
EFFORT_CUES = re.compile(
    r"\b(?:what i(?:'m| am|'ve| have)? ?(?:been )?(?:going to|trying to|try to|tend to|do|did|done)\b|"
    r"i(?:'ve| have) (?:been )?(?:working on|trying|taken to|started|begun)|i(?:'m| am) (?:working on|trying to)|"
    r"i (?:always |usually |often )?try to|(?:the )?way i (?:try to )?(?:deal|handle|cope|overcome)|to overcome)\b"
)

# How outcomes are told, compared by meaning with an answer's sentences when no outcome cue was found: an answer
# close to one of these hints at a result ('she came back and apologised to the group').
OUTCOME_EXAMPLES = (
    "In the end it worked out and we finished the project on time.",
    "As a result, things got much better and everyone was happier.",
    "It went really well and the event was a success.",
    "After that, she started showing up and doing her part.",
    "We ended up winning the competition.",
    "I learned a lot from that experience.",
)

# What an interviewer says that asks nothing: greetings and small talk, and backchannels that keep the candidate going.
SMALL_TALK = re.compile(
    r"^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|welcome|thanks? (?:you )?for (?:coming|joining)|"
    r"nice to meet you|how are you(?: doing)?(?: today)?|how(?:'s| is) it going|how(?:'s| was) your (?:day|trip)|"
    r"(?:are you )?ready(?: to (?:go|start|begin))?|shall we (?:start|begin)|let's (?:start|begin|get started)|"
    r"so how are you doing|so how you doing)[\s,.!?]*)+$",
    re.IGNORECASE,
)
BACKCHANNEL = re.compile(
    r"^(?:(?:m+-?h+m+|m+ ?hm+|uh-?huh|u+m+|u+h+|okay|ok|right|alright|all right|great|good|excellent|wow|cool|"
    r"i see|sure|yes|yeah|yep|nice|interesting|got it|makes sense|that makes sense|oh|ah|and|so)[\s,.!?-]*)+",
    re.IGNORECASE,
)
