"""``toolform serve`` end to end: the official ``openai`` client, unchanged, against the proxy on
127.0.0.1, in front of ``FakeOpenAIServer`` as the model without a tool API."""

from __future__ import annotations

import asyncio
import json

import httpx
import openai
import pytest
from serving import DEFAULTS, TIME, TOOLS, WEATHER, proxy

from toolform.protocols.registry import get_protocol
from toolform.sdk.testing import FakeOpenAIServer, Fault
from toolform.serve.prepare import NAMED_LINE, NONE_LINE, REQUIRED_LINE, SINGLE_LINE

ASK = [{"role": "user", "content": "Forecast for Denver, 2 days?"}]
DENVER = ("get_forecast", {"city": "Denver", "days": 2})


def client(url: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=url, api_key="test-key", max_retries=0)


def written(protocol_id: str, *calls: tuple[str, dict]) -> str:
    """A reply making ``calls`` in the protocol, after a sentence when the protocol allows one."""
    text = get_protocol(protocol_id).write_call(list(calls))
    return text if protocol_id in ("yaml_call",) else "Let me look that up.\n" + text


def system_of(server: FakeOpenAIServer, index: int = -1) -> str:
    return server.requests[index].body["messages"][0]["content"]


def stream_result(stream) -> tuple[str, list[dict], str | None]:
    """Content, calls (merged by index) and finish reason from a stream of chunks."""
    content, calls, finish = "", {}, None
    for item in stream:
        if not item.choices:
            continue
        choice = item.choices[0]
        content += choice.delta.content or ""
        for call in choice.delta.tool_calls or []:
            slot = calls.setdefault(call.index, {"id": "", "name": "", "arguments": ""})
            slot["id"] += call.id or ""
            slot["name"] += call.function.name or ""
            slot["arguments"] += call.function.arguments or ""
        finish = choice.finish_reason or finish
    return content, [calls[i] for i in sorted(calls)], finish


@pytest.mark.parametrize("protocol_id", sorted(DEFAULTS))
def test_every_protocol_default_format_non_streaming_and_streaming(protocol_id):
    format_id, flag = DEFAULTS[protocol_id]
    reply = written(protocol_id, DENVER)
    with (
        FakeOpenAIServer([reply, reply]) as upstream,
        proxy(upstream.base_url, format_id=format_id, protocol_id=flag) as url,
    ):
        raw = client(url).chat.completions.with_raw_response.create(
            model="some-model", messages=ASK, tools=TOOLS
        )
        done = raw.parse()
        assert raw.headers["x-toolform-format"] == format_id
        assert raw.headers["x-toolform-validation"] == "ok"
        (call,) = done.choices[0].message.tool_calls
        assert call.id.startswith("call_") and call.type == "function"
        assert call.function.name == "get_forecast"
        assert json.loads(call.function.arguments) == {"city": "Denver", "days": 2}
        assert done.choices[0].finish_reason == "tool_calls"
        if protocol_id != "yaml_call":
            assert done.choices[0].message.content == "Let me look that up.\n"
        sent = upstream.requests[0].body
        assert "tools" not in sent and "tool_choice" not in sent
        assert "get_forecast" in system_of(upstream)
        stream = client(url).chat.completions.create(
            model="some-model", messages=ASK, tools=TOOLS, stream=True
        )
        content, calls, finish = stream_result(stream)
    assert content == (done.choices[0].message.content or "")
    assert [(c["name"], json.loads(c["arguments"])) for c in calls] == [
        ("get_forecast", {"city": "Denver", "days": 2})
    ]
    assert calls[0]["id"].startswith("call_") and finish == "tool_calls"


def test_multi_turn_writes_calls_and_results_in_the_protocol_shape():
    history = [
        *ASK,
        {
            "role": "assistant",
            "content": "Checking.",
            "tool_calls": [
                {
                    "id": "call_a",
                    "type": "function",
                    "function": {"name": "get_forecast", "arguments": '{"city": "Denver"}'},
                },
                {
                    "id": "call_b",
                    "type": "function",
                    "function": {"name": "get_time", "arguments": '{"city": "Denver"}'},
                },
            ],
        },
        {"role": "tool", "tool_call_id": "call_a", "content": '{"sky": "sun"}'},
        {"role": "tool", "tool_call_id": "call_b", "content": "09:00"},
    ]
    with (
        FakeOpenAIServer(["Sunny in Denver at nine."]) as upstream,
        proxy(upstream.base_url, format_id="json_schema_openai") as url,
    ):
        done = client(url).chat.completions.create(model="m", messages=history, tools=TOOLS)
    message = done.choices[0].message
    assert message.content == "Sunny in Denver at nine." and message.tool_calls is None
    assert done.choices[0].finish_reason == "stop"
    sent = upstream.requests[0].body["messages"]
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "user"]
    protocol = get_protocol("json_object")
    calls = [("get_forecast", {"city": "Denver"}), ("get_time", {"city": "Denver"})]
    assert sent[2]["content"] == "Checking.\n" + protocol.write_call(calls)
    assert sent[3]["content"] == (
        'Tool result: {"ok": true, "result": {"sky": "sun"}}\n'
        'Tool result: {"ok": true, "result": "09:00"}'
    )


def test_client_system_prompt_follows_the_tool_prompt():
    messages = [{"role": "system", "content": "Answer in French."}, *ASK]
    with (
        FakeOpenAIServer(["Beau temps."]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        client(url).chat.completions.create(model="m", messages=messages, tools=TOOLS)
    system = system_of(upstream)
    assert system.endswith("\n\nAnswer in French.") and "<function_calls>" in system
    assert len([m for m in upstream.requests[0].body["messages"] if m["role"] == "system"]) == 1


def test_parallel_calls_and_parallel_tool_calls_false():
    two = written("xml_call", DENVER, ("get_time", {"city": "Denver"}))
    with (
        FakeOpenAIServer([two, two]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        done = client(url).chat.completions.create(model="m", messages=ASK, tools=TOOLS)
        calls = done.choices[0].message.tool_calls
        assert [c.function.name for c in calls] == ["get_forecast", "get_time"]
        assert len({c.id for c in calls}) == 2
        raw = client(url).chat.completions.with_raw_response.create(
            model="m", messages=ASK, tools=TOOLS, parallel_tool_calls=False
        )
    (only,) = raw.parse().choices[0].message.tool_calls
    assert only.function.name == "get_forecast"
    assert "parallel:kept 1 of 2 calls" in raw.headers["x-toolform-repairs"]
    assert SINGLE_LINE in system_of(upstream)


def test_tool_choice_none_returns_the_text_as_it_came():
    reply = written("xml_call", DENVER)
    with (
        FakeOpenAIServer([reply]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        done = client(url).chat.completions.create(
            model="m", messages=ASK, tools=TOOLS, tool_choice="none"
        )
    assert done.choices[0].message.content == reply
    assert done.choices[0].message.tool_calls is None
    assert NONE_LINE in system_of(upstream)


def test_tool_choice_required_without_a_call_is_invalid():
    with (
        FakeOpenAIServer(["It is sunny."]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        raw = client(url).chat.completions.with_raw_response.create(
            model="m", messages=ASK, tools=TOOLS, tool_choice="required"
        )
    done = raw.parse()
    assert raw.headers["x-toolform-validation"] == "invalid"
    assert done.choices[0].message.content == "It is sunny."
    assert "asks for a call" in done.model_extra["toolform"]["problems"][0]["reason"]
    assert REQUIRED_LINE in system_of(upstream)
    assert "If no tool fits" not in system_of(upstream)


def test_tool_choice_named_shows_only_that_tool():
    reply = written("xml_call", ("get_time", {"city": "Oslo"}))
    with (
        FakeOpenAIServer([reply]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        named = {"type": "function", "function": {"name": "get_time"}}
        done = client(url).chat.completions.create(
            model="m", messages=ASK, tools=TOOLS, tool_choice=named
        )
        with pytest.raises(openai.BadRequestError) as caught:
            client(url).chat.completions.create(
                model="m",
                messages=ASK,
                tools=TOOLS,
                tool_choice={"type": "function", "function": {"name": "nope"}},
            )
    assert done.choices[0].message.tool_calls[0].function.name == "get_time"
    system = system_of(upstream)
    assert NAMED_LINE.format(name="get_time") in system and "get_forecast" not in system
    assert caught.value.status_code == 400 and "nope" in caught.value.message
    assert caught.value.body["param"] == "tool_choice"


def test_invalid_call_as_text_with_the_validation_report():
    bad = written("xml_call", ("get_forecast", {"city": "Denver", "days": 40}))
    with (
        FakeOpenAIServer([bad, bad]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        raw = client(url).chat.completions.with_raw_response.create(
            model="m", messages=ASK, tools=TOOLS
        )
        stream = client(url).chat.completions.create(
            model="m", messages=ASK, tools=TOOLS, stream=True
        )
        content, calls, finish = stream_result(stream)
    done = raw.parse()
    assert raw.headers["x-toolform-validation"] == "invalid"
    assert done.choices[0].message.content == bad and done.choices[0].message.tool_calls is None
    assert done.choices[0].finish_reason == "stop"
    (problem,) = done.model_extra["toolform"]["problems"]
    assert problem["tool"] == "get_forecast" and problem["errors"]
    assert (content, calls, finish) == (bad, [], "stop")


@pytest.mark.parametrize("stream", [False, True])
def test_invalid_call_re_asked_once_with_feedback(stream):
    bad = written("xml_call", ("get_forecast", {"city": "Denver", "days": 40}))
    good = written("xml_call", DENVER)
    with (
        FakeOpenAIServer([bad, good]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema", on_invalid="retry") as url,
    ):
        if stream:
            out = client(url).chat.completions.create(
                model="m", messages=ASK, tools=TOOLS, stream=True
            )
            _, calls, finish = stream_result(out)
            names = [c["name"] for c in calls]
        else:
            raw = client(url).chat.completions.with_raw_response.create(
                model="m", messages=ASK, tools=TOOLS
            )
            assert raw.headers["x-toolform-retried"] == "true"
            done = raw.parse()
            names = [c.function.name for c in done.choices[0].message.tool_calls]
            finish = done.choices[0].finish_reason
    assert names == ["get_forecast"] and finish == "tool_calls"
    assert len(upstream.requests) == 2
    feedback = upstream.requests[1].body["messages"]
    assert feedback[-2] == {"role": "assistant", "content": bad}
    assert feedback[-1]["content"].startswith('Tool result: {"ok": false, "error": "invalid call"')


@pytest.mark.parametrize(
    ("fault", "error", "status"),
    [
        (Fault(status=429, retry_after=3), openai.RateLimitError, 429),
        (Fault(status=500), openai.InternalServerError, 500),
        (Fault(status=503, body="<html>down</html>"), openai.InternalServerError, 503),
    ],
)
@pytest.mark.parametrize("tools", [TOOLS, None])
@pytest.mark.parametrize("stream", [False, True])
def test_upstream_errors_keep_their_status_in_the_openai_shape(fault, error, status, tools, stream):
    with FakeOpenAIServer([]) as upstream, proxy(upstream.base_url) as url:
        upstream.inject(fault)
        extra = {"tools": tools} if tools else {}
        with pytest.raises(error) as caught:
            client(url).chat.completions.create(model="m", messages=ASK, stream=stream, **extra)
    assert caught.value.status_code == status
    assert isinstance(caught.value.body, dict) and caught.value.body["message"]
    if status == 429:
        assert caught.value.response.headers["retry-after"] == "3"
    if status == 503:
        assert "<html>down</html>" in caught.value.message


def test_a_silent_upstream_is_a_504_and_an_absent_one_a_502():
    with FakeOpenAIServer([]) as upstream, proxy(upstream.base_url, timeout_s=0.3) as url:
        upstream.inject(Fault(delay_s=3.0), Fault(delay_s=3.0))
        for stream in (False, True):
            with pytest.raises(openai.APIStatusError) as caught:
                client(url).chat.completions.create(
                    model="m", messages=ASK, tools=TOOLS, stream=stream
                )
            assert caught.value.status_code == 504
        gone = upstream.base_url
    # The fake server has stopped: nothing listens there.
    with proxy(gone) as url, pytest.raises(openai.APIStatusError) as caught:
        client(url).chat.completions.create(model="m", messages=ASK, tools=TOOLS)
    assert caught.value.status_code == 502 and "cannot be reached" in caught.value.message


def test_body_size_limit_and_bad_bodies():
    with FakeOpenAIServer([]) as upstream, proxy(upstream.base_url, max_body_bytes=2000) as url:
        big = [{"role": "user", "content": "x" * 5000}]
        with pytest.raises(openai.APIStatusError) as caught:
            client(url).chat.completions.create(model="m", messages=big, tools=TOOLS)
        assert caught.value.status_code == 413
        n2 = json.dumps({"messages": ASK, "tools": TOOLS, "stream": True, "n": 2}).encode()
        for body in (b"{not json", b"[1, 2]", b'{"tools": 5, "messages": []}', n2):
            answer = httpx.post(url + "/chat/completions", content=body)
            assert answer.status_code == 400
            assert answer.json()["error"]["type"] == "invalid_request_error"
    assert upstream.requests == []


def test_requests_without_tools_pass_through_untouched():
    body = b'{"model": "m", "messages": [{"role": "user", "content": "hi"}], "temperature": 0.5}'
    with (
        FakeOpenAIServer(["hello", "a streamed hello"]) as upstream,
        proxy(upstream.base_url) as url,
    ):
        answer = httpx.post(url + "/chat/completions", content=body)
        stream = client(url).chat.completions.create(
            model="m", messages=[{"role": "user", "content": "hi"}], stream=True
        )
        content, calls, _ = stream_result(stream)
        models = client(url).models.list()
        health = httpx.get(url.removesuffix("/v1") + "/health")
    assert answer.status_code == 200
    assert answer.json()["choices"][0]["message"]["content"] == "hello"
    assert "x-toolform-format" not in answer.headers
    assert upstream.requests[0].body == json.loads(body)
    assert (content, calls) == ("a streamed hello", [])
    assert [m.id for m in models.data] == ["fake-model"]
    assert health.json()["status"] == "ok"


def test_headers_log_line_and_trace(tmp_path, caplog):
    reply = written("xml_call", DENVER)
    caplog.set_level("INFO", logger="toolform.serve")
    with (
        FakeOpenAIServer([reply]) as upstream,
        proxy(
            upstream.base_url, format_id="xml_schema", guard="standard", trace_dir=str(tmp_path)
        ) as url,
    ):
        raw = client(url).chat.completions.with_raw_response.create(
            model="m", messages=ASK, tools=TOOLS
        )
    assert raw.headers["x-toolform-protocol"] == "xml_call"
    assert raw.headers["x-toolform-guard"].startswith("standard: ")
    (line,) = [json.loads(r.getMessage()) for r in caplog.records if r.name == "toolform.serve"]
    assert line["status"] == 200 and line["calls"] == 1 and line["validation"] == "ok"
    (trace_file,) = tmp_path.iterdir()
    trace = json.loads(trace_file.read_text())
    assert trace["replies"] == [reply]
    assert trace["upstream_request"]["messages"][0]["content"] == system_of(upstream)


def test_async_client_streaming_and_not():
    reply = written("hermes", DENVER, ("get_time", {"city": "Denver"}))

    async def run(url: str) -> tuple:
        async with openai.AsyncOpenAI(base_url=url, api_key="k", max_retries=0) as aclient:
            done = await aclient.chat.completions.create(model="m", messages=ASK, tools=TOOLS)
            stream = await aclient.chat.completions.create(
                model="m", messages=ASK, tools=[WEATHER, TIME], stream=True
            )
            names = []
            async for item in stream:
                for call in (item.choices[0].delta.tool_calls or []) if item.choices else []:
                    names.append(call.function.name)
            return [c.function.name for c in done.choices[0].message.tool_calls], names

    with (
        FakeOpenAIServer([reply, reply]) as upstream,
        proxy(upstream.base_url, protocol_id="hermes", format_id="json_minimal_hermes") as url,
    ):
        plain, streamed = asyncio.run(run(url))
    assert plain == streamed == ["get_forecast", "get_time"]


def test_stream_chunks_split_anywhere_give_the_same_answer():
    reply = written("xml_call", DENVER)
    splits = [list(reply), [reply[:3], reply[3:20], reply[20:]], [reply]]
    with (
        FakeOpenAIServer([{"chunks": s} for s in splits]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        results = [
            stream_result(
                client(url).chat.completions.create(
                    model="m", messages=ASK, tools=TOOLS, stream=True
                )
            )
            for _ in splits
        ]
    for content, calls, finish in results:
        assert content == "Let me look that up.\n" and finish == "tool_calls"
        assert [c["name"] for c in calls] == ["get_forecast"]


def test_arbitrary_bodies_get_an_answer_or_an_openai_error_never_a_crash():
    from hypothesis import given
    from hypothesis import strategies as st

    from hypothesis_profiles import examples
    from strategies import json_values

    reply = written("xml_call", DENVER)
    message = st.fixed_dictionaries(
        {"role": st.sampled_from(["user", "assistant", "tool", "system", "x"])},
        optional={"content": json_values, "tool_calls": json_values},
    )
    bodies = st.fixed_dictionaries(
        {"model": st.just("m"), "messages": st.lists(message, max_size=3) | json_values},
        optional={
            "tools": st.just(TOOLS) | st.lists(json_values, max_size=2),
            "tool_choice": json_values | st.sampled_from(["auto", "none", "required"]),
            "parallel_tool_calls": json_values,
        },
    )
    with (
        FakeOpenAIServer(lambda body: reply) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
        httpx.Client(base_url=url) as http,
    ):

        @examples(30)
        @given(body=bodies)
        def check(body):
            answer = http.post("/chat/completions", json=body)
            assert answer.status_code in (200, 400), answer.text
            if answer.status_code == 400:
                error = answer.json()["error"]
                assert error["type"] == "invalid_request_error" and error["message"]

        check()


def test_reasoning_content_is_passed_on_streamed_or_not():
    scripted = {"content": written("xml_call", DENVER), "reasoning_content": "Denver, so weather."}
    with (
        FakeOpenAIServer([scripted, scripted]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        done = client(url).chat.completions.create(model="m", messages=ASK, tools=TOOLS)
        stream = client(url).chat.completions.create(
            model="m", messages=ASK, tools=TOOLS, stream=True
        )
        reasoning = "".join(
            (item.choices[0].delta.model_extra or {}).get("reasoning_content") or ""
            for item in stream
            if item.choices
        )
    assert done.choices[0].message.model_extra["reasoning_content"] == "Denver, so weather."
    assert done.choices[0].message.tool_calls[0].function.name == "get_forecast"
    assert reasoning == "Denver, so weather."


@pytest.mark.parametrize(
    "raw",
    [
        {"choices": "none"},
        {"choices": [3]},
        {"choices": [{"message": "text"}]},
        {"id": "x"},
    ],
)
def test_an_upstream_answer_that_is_no_completion_is_a_502(raw):
    with (
        FakeOpenAIServer([{"raw": raw}]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
        pytest.raises(openai.APIStatusError) as caught,
    ):
        client(url).chat.completions.create(model="m", messages=ASK, tools=TOOLS)
    assert caught.value.status_code == 502 and "not a chat completion" in caught.value.message


def test_a_stream_carries_the_early_headers_and_the_report_in_its_last_chunk(caplog):
    caplog.set_level("INFO", logger="toolform.serve")
    with (
        FakeOpenAIServer([written("xml_call", DENVER)]) as upstream,
        proxy(upstream.base_url, format_id="xml_schema") as url,
    ):
        raw = client(url).chat.completions.with_raw_response.create(
            model="m", messages=ASK, tools=TOOLS, stream=True
        )
        assert raw.headers["x-toolform-format"] == "xml_schema"
        assert "x-toolform-validation" not in raw.headers  # not known before the reply
        items = list(raw.parse())
    report = items[-1].model_extra["toolform"]
    assert report["validation"] == "ok" and report["protocol"] == "xml_call"
    assert items[-1].choices[0].finish_reason == "tool_calls"
    (line,) = [json.loads(r.getMessage()) for r in caplog.records if r.name == "toolform.serve"]
    assert line["stream"] is True and line["calls"] == 1
