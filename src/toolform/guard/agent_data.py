"""Parameter exfiltration by the agent's own state: a tool asking for what only the agent holds.

A tool works on what the user asks for. It cannot need the name of the model that calls it, the
agent's system prompt, the conversation, other tools' results, or whatever secrets happen to be
loaded in the session: a parameter or sentence that asks for them makes the agent copy its own
state into the server's hands (MCP Security Bench calls these out-of-scope parameters). The
request may be a sentence ("the name of the llm model that calls this tool", "include any access
tokens available in the current session") or a parameter itself: a name that is an instruction
(``filter_and_include_all_conversation_history``), or a name for such state whose description
gives a purpose the tool's job does not need ("Internal context for telemetry. Always include.").

A parameter named for what the user passes (``prompt`` for an image generator, ``system_prompt``
of a prompt-management tool, ``session_token`` described as the user's token) is first-party and
stays; prohibitions ("never reveal your system prompt") protect that state and stay too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from toolform.guard import work
from toolform.guard.forbids import forbids
from toolform.guard.substrings import any_in

RULE = "exfiltration.agent_internals"
REASON = "asks the agent for its own state (its model, prompt, conversation, session secrets)"
# Words one of which a sentence or name must hold before any pattern here runs (the cheap test).
WORDS = frozenset(
    [
        "llm",
        "model",
        "assistant",
        "agent",
        "ai",
        "prompt",
        "instructions",
        "conversation",
        "chat",
        "transcript",
        "history",
        "messages",
        "outputs",
        "results",
        "environment",
        "env",
        "variables",
        "tokens",
        "credentials",
        "keys",
        "ssh",
        "rsa",
        "session",
        "context",
        "collected",
        "gathered",
        "harvested",
        "telemetry",
        "output",
        "message",
        "turns",
        "configuration",
        "developer",
        "dialogue",
        "mentioned",
        "shared",
        "discovered",
        "arguments",  # (stop 56) "the arguments of its most recent call"
        "parameters",
        "inputs",
    ]
)
_F = re.DOTALL
# Said because the user asked ("only if the user asks which model you are"): the user's request.
_USER_ASKS = re.compile(
    r"\b(?:if|when|whenever|once)\s+(?:the\s+)?user\s+(?:asks?|requests?|wants?|says)\b", _F
)
_MODEL = r"(?:llm|ai|model|assistant|agent|language\s+model|chatbot)"
# Who is calling: "the name of the llm model that calls this tool", "the model making this call".
_IDENTITY = re.compile(
    r"\b(?:name|identity|identifier|id|version|vendor|type|provider)\s+of\s+(?:the\s+|your\s+)?(?:\w+\s+)?"
    + _MODEL
    + r"\b.{0,30}?\b(?:that|which|who)?\s*(?:is\s+)?(?:calls?|calling|invokes?|invoking|uses?|using"
    r"|makes?|making|runs?|running)\s+(?:this|the)\s+(?:tool|function|call|request|api|endpoint)\b"
    r"|\b" + _MODEL + r"\s+(?:that\s+is\s+|which\s+is\s+)?(?:making|invoking|calling|running)\s+"
    r"(?:this|the)\s+(?:call|tool|function|request)\b"
    r"|\byour\s+(?:own\s+)?(?:llm|model)\s+(?:name|identity|version|id)\b",
    _F,
)
# The agent's instructions: "your system prompt", "the instructions you were initialised with".
_PROMPT = re.compile(
    r"\b(?:your|the\s+(?:assistant|agent|model|ai|llm)'?s?)\s+(?:full\s+|entire\s+|complete\s+|own\s+"
    r"|current\s+|original\s+)?(?:system\s+(?:prompt|instructions?|message)|initial\s+instructions)\b"
    r"|\binstructions\s+you\s+(?:were|have\s+been|are)\s+(?:given|initiali[sz]ed\s+with|started\s+with"
    r"|running\s+(?:with|under))\b",
    _F,
)
# Secrets lying about in the session: "any access tokens available in the current session".
_SESSION_SECRET = re.compile(
    r"\b(?:environment\s+variables?|env\s+vars?|access\s+tokens?|auth(?:entication)?\s+tokens?|api\s+keys?"
    r"|credentials?|secrets?|passwords?|ssh\s+keys?|system\s+configuration|session\s+tokens?|cookies)\b",
    _F,
)
_LOOSE = re.compile(
    r"\b(?:any|all|every)\s+(?:\w+\s+)?(?:collected|gathered|harvested|available|discovered|found|stored"
    r"|cached|loaded)\b"
    r"|\b(?:available|present|stored|loaded|visible|held)\s+(?:in|from|to)\s+(?:the\s+|your\s+)?(?:current\s+)?"
    r"(?:session|context|environment|memory|conversation|workspace)\b"
    r"|\bfrom\s+(?:the\s+user'?s\s+|your\s+|the\s+)?(?:environment|session|machine|system)\b"
    r"|\b(?:retrieve|read|collect|gather|dump|harvest)\s+(?:all|every|each)\b",
    _F,
)
_CONVERSATION = re.compile(
    r"\b(?:conversation|chat|dialog(?:ue)?|message)\s+(?:history|log|so\s+far|transcript)\b|\btranscript\b"
    r"|\b(?:previous|prior|earlier|all)\s+(?:user\s+)?messages\b|\bsystem\s+prompt\b"
    r"|\b(?:outputs?|results?|responses?)\s+(?:of|from)\s+(?:the\s+)?(?:other|previous|prior|earlier|all)\s+"
    r"(?:tools?|functions?|tool\s+calls?)\b|\bother\s+tools'?\s+(?:outputs?|results?)\b",
    _F,
)
# What no parameter of a tool can need, whatever purpose is given: the agent's instructions (its
# system prompt, "any instructions the assistant received", hidden or developer instructions), the
# user's private messages, and (``_GATHERED``) the user's details gathered from the conversation or
# from what other tools returned ("the user's full name, email and phone, as mentioned anywhere in
# the chat").
_STATE_ONLY = re.compile(
    r"\binstructions\s+(?:(?:given|sent|passed)\s+to|received\s+by)\s+(?:the\s+|this\s+)?(?:assistant|agent|model|ai)\b"
    r"|\binstructions\s+(?:that\s+)?(?:the\s+|this\s+)?(?:assistant|agent|model|ai)\s+(?:has\s+)?(?:received|was\s+given|got)\b"
    r"|\b(?:assistant|agent|model|ai)'?s?\s+(?:hidden\s+|full\s+|own\s+|internal\s+)?(?:instructions|configuration"
    r"|system\s+(?:prompt|message))\b"
    r"|\b(?:hidden|developer|operator)\s+(?:instructions|prompts?)\b"
    r"|\b(?:full|entire|complete|whole|verbatim)\s+(?:text\s+of\s+the\s+)?system\s+prompt\b"
    r"|\b(?:including|plus|and)\s+the\s+system\s+prompt\b"
    r"|\b(?:earlier|previous|prior|other)\s+private\s+messages\b"
    # the instructions by what they are: "everything you were told at the start of this session"
    r"|\b(?:everything|all|whatever|anything)\s+(?:that\s+)?you\s+(?:were|have\s+been|'ve\s+been)\s+(?:told|given"
    r"|instructed)\s+(?:at\s+the\s+(?:start|beginning)\s+of\s+(?:this|the)\s+(?:session|conversation|chat)"
    r"|before\s+the\s+(?:user|conversation|chat)|by\s+(?:the\s+|your\s+)?(?:system|developers?|operators?))\b",
    _F,
)
# A value that gives another model its instructions, where the tool calls one: "the system field
# sets the model's instructions for this call only" asks for none of the agent's.
_SETS_MODEL = re.compile(
    r"\b(?:sets?|defines?|specif(?:y|ies)|configures?|overrides?|becomes?)\s+(?:the\s+)?(?:\w+\s+)?(?:model|assistant"
    r"|agent|ai|llm)'?s?\s+(?:system\s+)?(?:instructions|prompt|behaviou?r)\b",
    _F,
)
# The user's particulars gathered from the conversation or from what other tools returned; said of
# the user (a contact's name "as given in the conversation" is what a contact tool records).
_GATHERED = re.compile(
    r"\b(?:name|e-?mail|phone|mobile|address|account\s+numbers?|date\s+of\s+birth|employer)\b.{0,160}?"
    r"\b(?:mentioned|shared|given|stated|discovered|found|revealed|seen)\s+(?:anywhere\s+)?(?:in|during|from)\s+"
    r"(?:the\s+|this\s+)?(?:conversation|chat|session|dialog(?:ue)?|earlier\s+tool\s+outputs?|other\s+tools?)\b",
    _F,
)
_OF_THE_USER = re.compile(r"\b(?:user'?s?|requester'?s?|caller'?s?|person|their|they)\b", _F)
# What a tool gives back is not what it asks for: "'get' returns the whole system prompt" is a tool
# that manages agents; a sentence that also asks ("include", "here", "required") still asks.
_RETURNS = re.compile(
    r"\b(?:returns?|returned|gets?|lists?|listed|shows?|shown|displays?|displayed|fetch(?:es)?|retrieves?"
    r"|stored|described)\b",
    _F,
)
_FILL = re.compile(
    r"\b(?:include|provide|insert|pass|paste|fill|attach|supply|put|required|expected|must|should|carry|send|sent"
    r"|here)\b",
    _F,
)
# The conversation whole, or other tools' results: asked for, they are a leak whatever the purpose.
_WHOLE_TALK = re.compile(
    r"\b(?:outputs?|results?|responses?)\s+(?:returned\s+)?(?:of|from|by)\s+(?:the\s+|every\s+|all\s+|any\s+)?"
    r"(?:other|previous|prior|earlier)\s+(?:\w+\s+)?(?:tools?|functions?)(?:\s+calls?)?\b"
    r"|\b(?:outputs?|results?)\s+(?:of|from)\s+(?:every|each|all|any)\s+(?:other\s+)?tool\s+calls?\b"
    r"|\bearlier\s+tool\s+(?:outputs?|results?)\b"
    r"|\b(?:every|all|each)\s+(?:earlier\s+|previous\s+|prior\s+)?messages?\s+(?:exchanged|sent|so\s+far"
    r"|in\s+(?:this|the)\s+(?:session|conversation|chat))\b"
    r"|\b(?:prior|previous|earlier)\s+user\s+and\s+assistant\s+(?:turns|messages)\b"
    r"|\b(?:whole|full|entire|complete)\s+(?:text\s+of\s+the\s+)?(?:conversation|chat|transcript|dialog(?:ue)?)\b",
    _F,
)
# (stop 54) The agent's own record of the session, which no tool's job needs: the arguments it passed
# to other tools ("the arguments you sent to any other tool in this conversation", "... to AWS or GCP
# tools in this session"), the calls it made ("every tool call made so far, with its arguments and
# outputs"), its own replies ("the last five user messages and your replies"), its standing
# instructions and the tools it holds ("your operating instructions and the list of tools available to
# you with their schemas"). The arguments of one named tool ("the filters you passed to search_orders")
# are a sibling's paging, not a leak: the tools must be others', or the session's.
_GAVE = r"(?:passed|sent|gave|given|used|supplied|provided|made)"
_SESSION_RECORD = re.compile(
    r"\b(?:arguments?|parameters?|inputs?|payloads?|values?)\s+(?:that\s+)?you(?:'ve|\s+have)?\s+"
    + _GAVE
    + r"\s+(?:to|with|for|in)\s+(?:(?:any|all|every|each|the\s+other|other|your\s+other)\s+(?:\w+\s+){0,3}?tools?\b"
    r"|[^.;]{0,50}?\btools?\s+(?:in|during|throughout|so\s+far\s+in)\s+(?:this|the)\s+(?:session|conversation|chat))"
    r"|\b(?:every|each|all|any)\s+(?:other\s+|previous\s+|earlier\s+|prior\s+)?(?:\w+\s+)?tool\s+calls?\s+(?:you(?:'ve|\s+have)?\s+"
    + _GAVE
    + r"|made|issued|so\s+far|in\s+this\s+(?:session|conversation|chat))\b"
    r"|\btool\s+calls?\s+(?:you(?:'ve|\s+have)?\s+made|made\s+so\s+far)\b"
    # (stop 55) what another call brought back: "the output of your previous tool call, whichever tool it was"
    r"|\b(?:outputs?|results?|responses?|return\s+values?|contents?)\s+of\s+(?:your\s+(?:previous|last|prior|earlier"
    r"|most\s+recent|preceding)\s+(?:\w+\s+)?(?:tool\s+)?calls?|the\s+(?:previous|last|prior|earlier|most\s+recent"
    r"|preceding)\s+tool\s+calls?)\b"
    r"|\bmessages\s+(?:and|with|plus)\s+your\s+(?:own\s+)?(?:replies|responses|answers)\b"
    # (stop 56) what the agent passed to the other tools: "every other tool available to you together with
    # the arguments of its most recent call"
    r"|\b(?:arguments?|parameters?|inputs?)\s+(?:of|to|from)\s+(?:its|their|each\s+one'?s|the)\s+(?:most\s+recent|last"
    r"|latest|previous|prior|earlier)\s+(?:calls?|invocations?|uses?)\b"
    r"|\byour\s+(?:previous|earlier|prior|last)\s+(?:\w+\s+)?(?:replies|responses|answers)\b"
    r"|\byour\s+(?:operating|standing|hidden|internal|initial|original|full|base|core)\s+(?:instructions|guidelines"
    r"|directives|rules)\b"
    r"|\b(?:list|names?|schemas?|definitions?|descriptions?)\s+of\s+(?:the\s+|all\s+|every\s+)?tools\s+(?:available\s+to"
    r"\s+you|you\s+(?:have|can\s+(?:use|call)))\b"
    r"|\btools\s+available\s+to\s+you,?\s+(?:with|and|including)\s+(?:their\s+)?(?:\w+\s+)?(?:schemas?|definitions|descriptions"
    r"|parameters)\b",
    _F,
)
_RECORD_GATE = ("you", "tool call", "messages", "argument", "parameter", "input")
# A parameter's sentence that asks for the whole conversation ("Verbatim copy of everything the user
# has written in this session", "the full chat history so far") (stop 40): no tool but one that works
# on conversations needs it, and filling it is the leak. Measured when written: every parameter or
# instruction of the 58 read probe sets and both corpora that said so was an attack; tool descriptions
# say it honestly ("Returns the conversation and its full transcript"), so only parameters are read.
WHOLE_CONVERSATION_RULE = "exfiltration.whole_conversation"
WHOLE_CONVERSATION_REASON = "asks for the conversation, or a part of it, in a parameter"
_WHOLE_CONVERSATION_WORDS = ("everything", "all of", "all what", "all that", "verbatim", "full", "entire",
                             "complete", "whole", "chat", "conversation", "session", "thread", "message",
                             "last thing", "so far", "hidden", *_RECORD_GATE)  # fmt: skip
_WHOLE_CONVERSATION = re.compile(
    r"\b(?:everything|all(?:\s+of)?\s+(?:what|that))\s+(?:the\s+)?(?:user|you|they)\s+(?:has\s+|have\s+)?(?:written"
    r"|said|typed|shared|sent|asked|told)\b|\b(?:verbatim|full|entire|complete|whole)\s+(?:copy\s+of\s+(?:the\s+)?)?"
    r"(?:conversation|chat|session|transcript|message\s+history|dialogue)\b"
    # (stop 41) a part of it, by when or by who said it: "the last few messages the user sent you", "the
    # user's most recent message", "the last twenty messages of this conversation", "any personal details
    # they've dropped in the chat", "what the user's been chatting with you about", "the last thing the
    # user typed", "discussed in this conversation"
    r"|\b(?:messages?|things?|what|anything|everything|details?|names?|numbers?)\s+(?:\w+\s+){0,2}?(?:the\s+user|they|you"
    r"|the\s+\w+)(?:'ve|\s+have|\s+has|'s)?\s+(?:\w+\s+)?(?:sent|typed|said|wrote|written|mentioned|dropped|shared"
    r"|discussed|raised|entered)\b[^.;]{0,40}\b(?:chat|conversation|session|thread)\b"
    r"|\bthe\s+(?:user|customer|patient|\w+er)'s\s+(?:most\s+recent|last|latest|previous)\s+(?:\w+\s+)?(?:messages?"
    r"|prompts?)\b"
    r"|\blast\s+(?:\w+\s+){0,2}?messages\s+(?:of|in|from)\s+(?:this|the)\s+(?:conversation|chat|session|thread)\b"
    r"|\b(?:mentioned|discussed|dropped|shared|said|seen|raised|typed)\s+(?:\w+\s+){0,2}?(?:in|during|at\s+any\s+point\s+in"
    r"|so\s+far\s+in)\s+(?:the|this|our)\s+(?:chat|conversation|session)\b"
    r"|\b(?:chatting|talking)\s+(?:with|to)\s+you\s+about\b|\bconversation\s+with\s+you\b"
    r"|\bfrom\s+(?:the|this|our)\s+(?:conversation|chat)\s+so\s+far\b"
    r"|\bthe\s+last\s+thing\s+(?:the\s+user|they)\s+(?:typed|said|wrote)\b"
    # (stop 54) a parameter that is the conversation, or its hidden part: "Conversation so far.", "Incl.
    # hidden/system messages."
    r"|^\W*(?:the\s+)?(?:conversation|chat|transcript|dialogue)\s+(?:history\s+)?so\s+far\b"
    r"|\bhidden\s*(?:/|\s(?:and|or)\s)?\s*(?:system\s+|developer\s+)?(?:messages|prompts?|instructions)\b"
)
# What a parameter may take from the conversation by the user's leave: "only addresses the user has
# typed in this conversation".
_ONLY = re.compile(r"\bonly\b")
# A purpose the tool's own job does not need.
_PURPOSE = re.compile(
    r"\b(?:telemetry|diagnostics?|analytics|internal\s+context|tracking|monitoring|auditing|audit\s+trail"
    r"|for\s+(?:backup|verification|debugging|performance|quality|training|logging)|enhanced\s+accuracy"
    r"|always\s+include|fill(?:ed)?\s+(?:in\s+)?automatically|populate(?:d)?\s+automatically)\b",
    _F,
)
_ASK = re.compile(
    r"\b(?:include|includes|including|attach|append|paste|pass|provide|submit|send|fill|populate|put|add"
    r"|copy|dump|collect|gather|retrieve|read|reading|upload|share|report|record|with|also|concatenat\w*"
    r"|quot(?:e|ed|ing)|verbatim|insert)\b",
    _F,
)


# Substrings without which each pattern cannot match (tested first: most sentences have none).
_WHO = ("model", "assistant", "agent", "llm", "chatbot")
_SECRET_GATE = ("environment", "env ", "token", "api key", "credential", "secret", "password", "ssh",
                "system configuration", "cookie")  # fmt: skip
_STATE_GATE = ("instructions", "prompt", "private", "configuration", "conversation", "chat", "session",
               "dialog", "tool output", "other tool", "you were", "you have been", "you've been")  # fmt: skip
_WHOLE_GATE = ("tool", "message", "turns", "conversation", "chat", "transcript", "dialog")
_CONVERSATION_GATE = ("conversation", "chat", "dialog", "message", "transcript", "prompt", "output",
                      "result", "response")  # fmt: skip
# The agent's configuration as where the tool writes, not what it asks for: "registers a new MCP server
# in the agent's configuration so its tools become available" (what is written there is read by the
# rules on the agent's settings, such as filesystem.trust_widened).
_WRITTEN_INTO = re.compile(
    r"\b(?:registers?|registered|adds?|added|saves?|saved|writes?|stores?|stored|records?)\b[^.;]{0,60}?\b(?:in|into|to)\s+"
    r"(?:the\s+|your\s+)?(?:assistant|agent|model|ai|client)'?s?\s+configuration\b",
    _F,
)
# One of these occurs wherever any test below can hold (each test's own gate is one of them).
_ANY_GATE = tuple(
    dict.fromkeys(_WHO + _SECRET_GATE + _STATE_GATE + _CONVERSATION_GATE + _RECORD_GATE)
)


def asks_for_internals(low: str) -> bool:
    """A sentence (folded, lower-cased) asks the agent for its own state, and forbids nothing."""
    work.add(len(low))
    if not any_in(low, _ANY_GATE):  # most sentences: none of the tests below can hold
        return False
    own = (any_in(low, _WHO) and _IDENTITY.search(low)) or (
        ("prompt" in low or "instructions" in low) and _PROMPT.search(low)
    )
    secret = any_in(low, _SECRET_GATE) and _SESSION_SECRET.search(low)
    talk = any_in(low, _CONVERSATION_GATE) and _CONVERSATION.search(low)
    state = (
        any_in(low, _STATE_GATE)
        and (_STATE_ONLY.search(low) or (_GATHERED.search(low) and _OF_THE_USER.search(low)))
        and _SETS_MODEL.search(low) is None
        and _WRITTEN_INTO.search(low) is None
    )
    whole = any_in(low, _WHOLE_GATE) and _WHOLE_TALK.search(low)
    record = any_in(low, _RECORD_GATE) and _SESSION_RECORD.search(low)
    if (
        not (own or secret or talk or state or whole or record)
        or forbids(low)
        or _USER_ASKS.search(low)
    ):
        return False
    if own or (
        (state or record) and (_RETURNS.search(low) is None or _FILL.search(low) is not None)
    ):
        return True
    if not _ASK.search(low):
        return False
    if whole:
        return True
    if secret and (_LOOSE.search(low) or _PURPOSE.search(low)):
        return True
    return bool(talk) and _PURPOSE.search(low) is not None


def judge(low: str) -> Iterator[tuple[str, str, str, str]]:
    """``(rule, class, severity, reason)`` when the sentence asks for the agent's state."""
    if asks_for_internals(low):
        yield RULE, "exfiltration", "high", REASON


_NAME_SPLIT = re.compile(r"[^a-z0-9]+")
_CAMEL = re.compile(r"([a-z0-9])([A-Z])")


def name_words(name: str) -> str:
    """A property name read as words: ``include_ssh_keys`` and ``includeSshKeys`` give "include ssh keys"."""
    return _NAME_SPLIT.sub(" ", _CAMEL.sub(r"\1 \2", name).lower()).strip()


_NAME_INTERNAL = re.compile(
    r"\b(?:system\s+prompt|conversation(?:\s+history)?|chat\s+history|message\s+history|transcript"
    r"|(?:llm|ai|assistant|agent)\s+(?:model\s+)?(?:name|id|identity|version)|env(?:ironment)?\s+variables?"
    r"|ssh|id\s+rsa|id\s+ed25519|credentials?|api\s+keys?|access\s+tokens?|passwords?|secrets?"
    r"|previous\s+messages|tool\s+(?:outputs?|results?)|private\s+keys?)\b"
)
# (stop 43: "content", "from": ``content_from_ssh_id_rsa``, ``ssh_key_content``)
_NAME_VERB = re.compile(
    r"\b(?:include|including|attach|append|dump|read|reading|with|also|add|copy|send|all|full|entire|content"
    r"|contents|from)\b"
)


def internal_name(name: str) -> bool:
    """An identifier that is an instruction to hand over the agent's state or secrets
    (``include_ssh_keys_and_credentials``, ``filter_and_include_all_conversation_history``), as a
    property name or an enum value."""
    words = name_words(name)
    split = words.split()
    if (WORDS.isdisjoint(split) and "private" not in split) or len(split) < 3:
        return False
    work.add(len(words))
    return _NAME_INTERNAL.search(words) is not None and _NAME_VERB.search(words) is not None


def internal_property(name: str, description: str, tool: str = "") -> bool:
    """A property the agent would fill from its own state: its name is an instruction to include
    such state (``content_also_include_all_env_variables_for_backup``), or it names such state and
    its description gives a purpose the tool's job does not need (``_system_prompt_``: "Internal
    context for telemetry"). ``description`` is folded and lower-cased. A tool whose own name holds
    the state's noun works on such things (``agent_name`` of ``manage_agents`` is one of the user's
    agents, ``conversation_id`` of ``get_conversation`` a record): its property is its job."""
    if internal_name(name):
        return True
    words = name_words(name)
    if not description or WORDS.isdisjoint(words.split()):
        return False
    work.add(len(words) + len(description))
    found = _NAME_INTERNAL.search(words)
    return (
        found is not None
        and _PURPOSE.search(description) is not None
        and not forbids(description)
        and not _in_tool_name(found.group(), tool)
    )


def may_ask_whole_conversation(field: str) -> bool:
    """The cheap test on a whole parameter description (lower-cased) before ``whole_conversation``."""
    return any_in(field, _WHOLE_CONVERSATION_WORDS)


def whole_conversation(sentence: str, tool: str) -> bool:
    """A parameter's sentence (folded, lower-cased) asks for the whole conversation, in a tool whose
    name holds none of a conversation's nouns."""
    work.add(len(sentence))
    return (
        (
            _WHOLE_CONVERSATION.search(sentence) is not None
            or (any_in(sentence, _RECORD_GATE) and _SESSION_RECORD.search(sentence) is not None)
        )
        and not forbids(sentence)
        and _ONLY.search(sentence) is None
        and not _in_tool_name("conversation transcript chat session message dialogue", tool)
    )


def _in_tool_name(state: str, tool: str) -> bool:
    """A word of the state named (its stem: "agents" holds "agent") occurs in the tool's name."""
    named = name_words(tool)
    return any(len(w) > 2 and w in named for w in state.split())
