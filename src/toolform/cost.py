"""What a model call costs, from its token counts and a price vector.

The two named prices are relative units that toolform defines, not money and not any vendor's
list. Each vector is normalised so that one million uncached prompt tokens cost 1.0; only the
ratios inside one vector carry meaning, so compare formats or loops under the same vector, never
one vector's total with the other's.

``frontier_api`` (input 1, cached input 0.1, output 4): hosted APIs bill generated tokens at
several times the price of read tokens, because decoding produces one token per forward pass
while the prompt is read in parallel; a prefix served from the provider's cache skips that
reading, so it is billed at a small fraction of the input price. The ratios sit in the middle
of the range such price lists span.

``self_hosted`` (input 1, cached input 0.02, output 3): on your own GPUs the cost is GPU time.
Prefill is batched and compute-bound, decode is bound by memory bandwidth, so a generated token
takes a few times the GPU time of a prompt token. A prefix-cache hit reuses stored key/value
blocks and costs almost nothing beyond the memory that holds them.

For money, build a ``Price`` with your contract's figures.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from toolform.errors import UnknownPriceError
from toolform.registry import Registry

PER = 1_000_000  # prices are per million tokens


@dataclass(frozen=True)
class Price:
    """Prices per million tokens: uncached prompt, cached prompt and completion tokens."""

    input_per_m: float
    cached_input_per_m: float
    output_per_m: float
    name: str = "custom"

    def __post_init__(self) -> None:
        for field in ("input_per_m", "cached_input_per_m", "output_per_m"):
            value = getattr(self, field)
            if not isinstance(value, (int, float)) or isinstance(value, bool) or value < 0:
                raise ValueError(f"Price.{field} must be a number >= 0, got {value!r}")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# The named price vectors; ``PRICES.register(name, Price(...))`` adds one that ``price="name"``
# then finds wherever a price is named (cost_of, CallLoop).
PRICES: Registry[Price] = Registry(UnknownPriceError)
PRICES.register("frontier_api", Price(1.0, 0.1, 4.0, "frontier_api"))
PRICES.register("self_hosted", Price(1.0, 0.02, 3.0, "self_hosted"))


def get_price(price: str | Price) -> Price:
    """A ``Price`` as given, or the named vector; an unknown name suggests close matches."""
    if isinstance(price, Price):
        return price
    return PRICES.get(price)


def cost_of(
    prompt: int, completion: int, *, cached_tokens: int = 0, price: str | Price = "frontier_api"
) -> float:
    """The cost of one call: cached prompt tokens at the cached price, the rest at full price."""
    for label, value in (("prompt", prompt), ("completion", completion), ("cached", cached_tokens)):
        if not isinstance(value, int) or value < 0:
            raise ValueError(f"{label} tokens must be an int >= 0, got {value!r}")
    if cached_tokens > prompt:
        raise ValueError(f"cached tokens ({cached_tokens}) exceed prompt tokens ({prompt})")
    p = get_price(price)
    return (
        (prompt - cached_tokens) * p.input_per_m
        + cached_tokens * p.cached_input_per_m
        + completion * p.output_per_m
    ) / PER
