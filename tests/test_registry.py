"""``toolform.registry.Registry``: one shape for every table looked up by name."""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolform.errors import UnknownFormatError, UnknownIdError
from toolform.registry import Registry


class UnknownColourError(UnknownIdError):
    kind = "colour"


def test_register_get_list_and_contains():
    colours: Registry[int] = Registry(UnknownColourError)
    colours.register("red", 1)
    colours.register("green", 2)
    assert colours.get("red") == 1 and colours["green"] == 2
    assert colours.names() == ["red", "green"] == list(colours)
    assert colours.items() == [("red", 1), ("green", 2)] and colours.values() == [1, 2]
    assert "red" in colours and "blue" not in colours and 3 not in colours
    assert len(colours) == 2


def test_unknown_name_raises_the_registrys_error_with_close_matches():
    colours: Registry[int] = Registry(UnknownColourError)
    colours.register("green", 2)
    with pytest.raises(UnknownColourError, match=r"unknown colour 'gren' \(did you mean: green\)"):
        colours.get("gren")
    error = colours.error("token:x", also=["token:y"])
    assert isinstance(error, LookupError) and error.suggestions == ["token:y"]


def test_a_name_registered_twice_is_refused():
    colours: Registry[int] = Registry(UnknownColourError)
    colours.register("red", 1)
    with pytest.raises(ValueError, match="colour 'red' is registered twice"):
        colours.register("red", 3)
    with pytest.raises(ValueError, match="registered twice"):
        colours.register_lazy("red", "json:dumps")


def test_a_lazy_entry_is_imported_on_first_get_only():
    code = (
        "import sys\n"
        "from toolform.errors import UnknownIdError\n"
        "from toolform.registry import Registry\n"
        "r = Registry(UnknownIdError)\n"
        "r.register_lazy('dump', 'json.decoder:JSONDecoder', call=True)\n"
        "r.register_lazy('cls', 'json.decoder:JSONDecoder')\n"
        "assert 'json.decoder' not in sys.modules and r.names() == ['dump', 'cls']\n"
        "first = r.get('dump')\n"
        "assert 'json.decoder' in sys.modules and r.get('dump') is first\n"
        "assert isinstance(first, r.get('cls'))\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_lazy_entry_must_name_module_and_attribute():
    with pytest.raises(ValueError, match="module:attribute"):
        Registry(UnknownIdError).register_lazy("x", "json")


def test_fill_runs_once_before_the_first_read():
    calls: list[int] = []

    def fill(registry: Registry[str]) -> None:
        calls.append(1)
        registry.register("a", "A")

    letters: Registry[str] = Registry(UnknownIdError, fill=fill)
    assert calls == []
    assert letters.get("a") == "A" and letters.names() == ["a"] and calls == [1]


@given(st.one_of(st.text(max_size=30), st.lists(st.text(max_size=3), max_size=2)))
def test_any_unknown_name_is_a_typed_error(name):
    formats: Registry[int] = Registry(UnknownFormatError)
    formats.register("json_full", 1)
    if name == "json_full":
        return
    with pytest.raises(UnknownFormatError):
        formats.get(name)


def test_a_failed_fill_is_tried_again_from_the_start():
    attempts: list[int] = []

    def fill(registry: Registry[str]) -> None:
        attempts.append(1)
        registry.register("a", "A")
        if len(attempts) == 1:
            raise ImportError("a family module failed")

    letters: Registry[str] = Registry(UnknownIdError, fill=fill)
    with pytest.raises(ImportError):
        letters.names()
    assert letters.names() == ["a"] and len(attempts) == 2


def test_a_reader_in_another_thread_waits_for_the_whole_table():
    seen: list[list[str]] = []

    def fill(registry: Registry[str]) -> None:
        reader = threading.Thread(target=lambda: seen.append(registry.names()))
        reader.start()
        reader.join(0.2)  # the reader is blocked on the fill; it must not see half a table
        registry.register("a", "A")
        registry.register("b", "B")
        threads.append(reader)

    threads: list[threading.Thread] = []
    letters: Registry[str] = Registry(UnknownIdError, fill=fill)
    assert letters.names() == ["a", "b"]
    threads[0].join()
    assert seen == [["a", "b"]]
