"""Forty-odd tool functions with tricky types: the shared corpus of the Python-schema comparison.

``benchmarks/compare_python_schemas.py`` runs toolform and its peers on every function here; the
tests load the whole module. Bodies do nothing: only signatures and docstrings matter.
"""

# The corpus spells Optional and Union on purpose: users write them.
# ruff: noqa: UP007, UP045
from __future__ import annotations

import datetime
import enum
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Optional, TypedDict, Union

import annotated_types
from pydantic import BaseModel, Field
from typing_extensions import NotRequired
from typing_extensions import TypedDict as ExtTypedDict


class Color(str, enum.Enum):
    RED = "red"
    GREEN = "green"


class Priority(enum.IntEnum):
    LOW = 1
    HIGH = 2


class Address(TypedDict):
    street: str
    city: str


class Filter(ExtTypedDict):
    """A search filter.

    Attributes:
        field: Column to filter on.
        value: Value to compare with.
    """

    field: str
    value: str
    negate: NotRequired[bool]


@dataclass
class Point:
    """A point.

    Attributes:
        x: Horizontal position.
        y: Vertical position.
    """

    x: float
    y: float = 0.0


@dataclass
class Route:
    start: Point
    stops: list[Point] = field(default_factory=list)


class User(BaseModel):
    name: str = Field(description="Full name.")
    age: int = Field(ge=0, le=150)
    email: Optional[str] = None


class Team(BaseModel):
    title: str
    members: list[User]


def get_time(city: str) -> str:
    """Current local time in a city.

    Args:
        city: City name.
    """
    return ""


def add(a: int, b: int = 1) -> int:
    """Add two integers.

    Args:
        a: First addend.
        b: Second addend.
    """
    return a + b


def set_volume(level: float, mute: bool = False) -> None:
    """Set the speaker volume.

    Args:
        level: Volume from 0 to 1.
        mute: Mute the speaker.
    """


def convert(value: float, unit: Literal["c", "f", "k"] = "c") -> float:
    """Convert a temperature.

    Args:
        value: Temperature value.
        unit: Target unit.
    """
    return value


def roll(sides: Literal[4, 6, 8, 20]) -> int:
    """Roll a die.

    Args:
        sides: Number of sides.
    """
    return 1


def pick(choice: Literal[1, "a", None]) -> None:
    """Pick a mixed literal.

    Args:
        choice: One of 1, "a" or nothing.
    """


def greet(name: Optional[str] = None) -> str:
    """Greet someone.

    Args:
        name: Who to greet.
    """
    return ""


def lookup(key: str | None) -> str:
    """Look a key up.

    Args:
        key: The key, or null for all.
    """
    return ""


def identify(ident: Union[int, str]) -> str:
    """Identify a record.

    Args:
        ident: Numeric id or slug.
    """
    return ""


def tag(labels: list[str]) -> None:
    """Tag an item.

    Args:
        labels: Labels to attach.
    """


def average(values: list[int], weights: Optional[list[float]] = None) -> float:
    """Average some values.

    Args:
        values: Values to average.
        weights: Optional weights.
    """
    return 0.0


def total(amounts: tuple[float, ...]) -> float:
    """Sum amounts.

    Args:
        amounts: Any number of amounts.
    """
    return 0.0


def locate(pair: tuple[int, str]) -> None:
    """Locate a numbered place.

    Args:
        pair: Number and name.
    """


def store(data: dict) -> None:
    """Store a record.

    Args:
        data: Arbitrary record.
    """


def count_words(counts: dict[str, int]) -> int:
    """Count words.

    Args:
        counts: Word to count.
    """
    return 0


def series(columns: dict[str, list[float]]) -> None:
    """Store series.

    Args:
        columns: Column name to values.
    """


def paint(color: Color) -> None:
    """Paint the wall.

    Args:
        color: Paint color.
    """


def schedule(priority: Priority = Priority.LOW) -> None:
    """Schedule a job.

    Args:
        priority: Job priority.
    """


def highlight(color: Optional[Color] = None) -> None:
    """Highlight text.

    Args:
        color: Highlight color, none to clear.
    """


def ship(address: Address) -> None:
    """Ship a parcel.

    Args:
        address: Where to ship.
    """


def search(filters: list[Filter], limit: int = 10) -> list[str]:
    """Search records.

    Args:
        filters: Filters to apply.
        limit: Most results.
    """
    return []


def distance(a: Point, b: Point) -> float:
    """Distance between points.

    Args:
        a: First point.
        b: Second point.
    """
    return 0.0


def plan(route: Route) -> None:
    """Plan a route.

    Args:
        route: The route.
    """


def draw(points: list[Point]) -> None:
    """Draw a polyline.

    Args:
        points: Vertices in order.
    """


def rate(stars: Annotated[int, Field(ge=1, le=5)]) -> None:
    """Rate a film.

    Args:
        stars: Stars from 1 to 5.
    """


def rename(new_name: Annotated[str, Field(min_length=1, max_length=40, pattern=r"^\w+$")]) -> None:
    """Rename a file.

    Args:
        new_name: New file name.
    """


def scale(factor: Annotated[float, annotated_types.Gt(0), annotated_types.Le(10)]) -> None:
    """Scale an image.

    Args:
        factor: Scale factor.
    """


def label(text: Annotated[str, Field(description="Label text.")]) -> None:
    """Print a label."""


def register(user: User) -> None:
    """Register a user.

    Args:
        user: The user.
    """


def form_team(team: Team) -> None:
    """Form a team.

    Args:
        team: The team.
    """


def echo(payload: Any) -> Any:
    """Echo a payload.

    Args:
        payload: Anything.
    """
    return payload


def translate(text: str, target: str = "en") -> str:
    """Translate text.

    Args:
        text: The text to translate. It may span
            several sentences and lines.
        target: Target language
            code, ISO 639-1.
    """
    return text


def resize(width: int, height: int) -> None:
    """Resize a window.

    Args:
        width (int): New width in pixels.
        height (int): New height in pixels.
    """


def book(room: str, *, nights: int = 1, breakfast: bool = True) -> None:
    """Book a room.

    Args:
        room: Room number.
        nights: How many nights.
        breakfast: Include breakfast.
    """


async def fetch(url: str, timeout: float = 10.0) -> str:
    """Fetch a page.

    Args:
        url: Page address.
        timeout: Seconds to wait.
    """
    return url


def stats(values: list[float]) -> dict[str, float]:
    """Summary statistics.

    Args:
        values: Sample values.

    Returns:
        Mean and spread by name.
    """
    return {}


def ping(host: str):  # type: ignore[no-untyped-def]
    """Ping a host.

    Args:
        host: Host name.
    """


def unique(items: set[str]) -> int:
    """Count distinct items.

    Args:
        items: Items to count.
    """
    return 0


def remind(on: datetime.date, note: str = "") -> None:
    """Set a reminder.

    Args:
        on: Day of the reminder.
        note: Reminder text.
    """


def toggle(flags: list[Literal["bold", "italic", "underline"]]) -> None:
    """Toggle text styles.

    Args:
        flags: Styles to toggle.
    """


def ingest(rows: Optional[list[dict[str, Any]]] = None) -> int:
    """Ingest rows.

    Args:
        rows: Rows as column maps.
    """
    return 0


def numpy_style(x: float, n: int = 2) -> float:
    """Raise a number to a power.

    Parameters
    ----------
    x : float
        The base.
    n : int
        The exponent.

    Returns
    -------
    float
        The power.
    """
    return x**n


def rest_style(path: str, recursive: bool = False) -> list[str]:
    """List a directory.

    :param path: Directory to list.
    :param recursive: Descend into subdirectories.
    :returns: File names.
    """
    return []


def move(to: tuple[float, float] = (0.0, 0.0)) -> None:
    """Move the cursor.

    Args:
        to: Target x and y.
    """


def notify(channel: Literal["email", "sms"], urgent: Optional[bool] = False) -> None:
    """Send a notification.

    Args:
        channel: Delivery channel.
        urgent: Mark as urgent.
    """
