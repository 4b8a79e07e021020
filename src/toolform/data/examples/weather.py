from typing import Literal
from toolform.sdk import tool

@tool
def get_forecast(city: str, days: int = 3, units: Literal["metric", "imperial"] = "metric") -> dict:
    """Get the weather forecast for a city.

    Args:
        city: City name, for example "Denver".
        days: How many days to forecast, 1 to 7.
        units: Unit system for temperatures.
    """
    return {"city": city, "days": days, "units": units, "forecast": []}
