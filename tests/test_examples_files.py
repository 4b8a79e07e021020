from toolform.sdk import Toolset


def test_example_files_load(openai_path, mcp_path, anthropic_path, hard_path):
    assert Toolset.from_openai(openai_path).names[0] == "get_forecast"
    assert len(Toolset.from_mcp(mcp_path)) == 3
    assert len(Toolset.from_anthropic(anthropic_path)) == 3
    hard = Toolset.load(hard_path)
    assert len(hard) == 10
    assert hard.summary()["max_depth"] >= 3
