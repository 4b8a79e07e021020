"""The hand-written tool universes of the core suite.

Small domain universes (tier 1 and 2) are written tool by tool. The large ones are unions: the
50-tool ``office50`` joins every domain plus one tool, and the 200-tool ``enterprise200`` adds to it
the nested universes and record-keeping tools made from a hand-written list of business records
(each record names its fields; the verbs are the usual create/get/list/update/archive/delete).
"""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]


def p(type_: str, description: str, **extra: Any) -> Json:
    """One parameter schema."""
    return {"type": type_, "description": description, **extra}


def obj(properties: Json, required: list[str], description: str | None = None) -> Json:
    out: Json = {"type": "object", "properties": properties, "required": required}
    if description:
        out["description"] = description
    return out


def tool(name: str, description: str, properties: Json, required: list[str]) -> Json:
    return {"name": name, "description": description, "parameters": obj(properties, required)}


CITY = p("string", "City name, for example Denver.")
ROOMS = ["living_room", "bedroom", "kitchen", "office"]
DATE = p("string", "Calendar date as YYYY-MM-DD.", format="date")
UNITS = p("string", "Unit system.", enum=["metric", "imperial"], default="metric")

WEATHER = [
    tool(
        "get_forecast",
        "Get the daily weather forecast for a city.",
        {
            "city": CITY,
            "days": p("integer", "Days to forecast.", minimum=1, maximum=7, default=3),
            "units": UNITS,
        },
        ["city"],
    ),
    tool(
        "get_current_conditions",
        "Get the weather right now in a city: temperature, wind and precipitation.",
        {"city": CITY, "units": UNITS},
        ["city"],
    ),
    tool(
        "get_air_quality",
        "Get today's air quality index for one pollutant in a city.",
        {
            "city": CITY,
            "pollutant": p(
                "string",
                "Pollutant to report.",
                enum=["pm25", "pm10", "ozone", "no2"],
                default="pm25",
            ),
        },
        ["city"],
    ),
]

HOME = [
    tool(
        "set_thermostat",
        "Set the target temperature of one room's thermostat.",
        {
            "room": p("string", "Room.", enum=ROOMS),
            "temperature_c": p("number", "Target in degrees Celsius.", minimum=10, maximum=30),
        },
        ["room", "temperature_c"],
    ),
    tool(
        "set_lights",
        "Switch a room's lights on or off, optionally at a brightness.",
        {
            "room": p("string", "Room.", enum=ROOMS),
            "on": p("boolean", "True to switch on."),
            "brightness": p("integer", "Brightness in percent.", minimum=0, maximum=100),
        },
        ["room", "on"],
    ),
    tool(
        "lock_door",
        "Lock one of the house's doors.",
        {"door": p("string", "Door to lock.", enum=["front", "back", "garage"])},
        ["door"],
    ),
    tool(
        "start_vacuum",
        "Start the robot vacuum.",
        {
            "mode": p(
                "string", "Cleaning mode.", enum=["quick", "standard", "deep"], default="standard"
            )
        },
        [],
    ),
    tool(
        "play_music",
        "Play a playlist on a room's speaker.",
        {
            "room": p("string", "Room.", enum=ROOMS),
            "playlist": p("string", "Playlist name."),
            "volume": p("integer", "Volume in percent.", minimum=0, maximum=100, default=50),
        },
        ["room", "playlist"],
    ),
]

MESSAGING = [
    tool(
        "send_email",
        "Send an email from the user's account.",
        {
            "to": p("string", "Recipient address.", format="email"),
            "subject": p("string", "Subject line."),
            "body": p("string", "Message text."),
        },
        ["to", "subject", "body"],
    ),
    tool(
        "send_sms",
        "Send a text message to a phone number.",
        {
            "phone": p(
                "string",
                "Number in international form, digits only after the plus.",
                pattern=r"^\+[0-9]{7,15}$",
            ),
            "message": p("string", "Message text.", maxLength=320),
        },
        ["phone", "message"],
    ),
    tool(
        "create_reminder",
        "Create a reminder that notifies the user at a date and time.",
        {
            "text": p("string", "What to remind about."),
            "date": DATE,
            "time": p("string", "24-hour time as HH:MM.", pattern=r"^[0-2][0-9]:[0-5][0-9]$"),
        },
        ["text", "date", "time"],
    ),
    tool(
        "lookup_contact",
        "Find a person in the user's address book by name.",
        {"name": p("string", "Full or partial name.")},
        ["name"],
    ),
]

CURRENCY = p("string", "Three-letter ISO 4217 currency code.", pattern="^[A-Z]{3}$")
FINANCE = [
    tool(
        "convert_currency",
        "Convert an amount of money between currencies at today's rate.",
        {
            "amount": p("number", "Amount to convert.", minimum=0),
            "from_currency": CURRENCY,
            "to_currency": CURRENCY,
        },
        ["amount", "from_currency", "to_currency"],
    ),
    tool(
        "get_stock_quote",
        "Get the latest trade price for a stock ticker.",
        {"symbol": p("string", "Ticker symbol, upper case.", pattern="^[A-Z.]{1,6}$")},
        ["symbol"],
    ),
    tool(
        "calculate_loan_payment",
        "Compute the monthly payment of a fixed-rate loan.",
        {
            "principal": p("number", "Amount borrowed.", minimum=0),
            "annual_rate_percent": p("number", "Yearly interest rate in percent.", minimum=0),
            "years": p("integer", "Term in years.", minimum=1, maximum=40),
        },
        ["principal", "annual_rate_percent", "years"],
    ),
    tool(
        "split_bill",
        "Split a bill evenly, adding a tip.",
        {
            "total": p("number", "Bill total before tip.", minimum=0),
            "people": p("integer", "Number of people.", minimum=2, maximum=20),
            "tip_percent": p("number", "Tip in percent.", minimum=0, maximum=30, default=15),
        },
        ["total", "people"],
    ),
]

IATA = p("string", "Three-letter IATA airport code.", pattern="^[A-Z]{3}$")
TRAVEL = [
    tool(
        "search_flights",
        "Search one-way flights on a date.",
        {
            "origin": IATA,
            "destination": IATA,
            "date": DATE,
            "passengers": p("integer", "Travellers.", minimum=1, maximum=9, default=1),
            "cabin": p(
                "string",
                "Cabin class.",
                enum=["economy", "premium_economy", "business", "first"],
                default="economy",
            ),
        },
        ["origin", "destination", "date"],
    ),
    tool(
        "book_hotel",
        "Book a hotel room in a city.",
        {
            "city": CITY,
            "check_in": DATE,
            "check_out": DATE,
            "guests": obj(
                {
                    "adults": p("integer", "Adults.", minimum=1),
                    "children": p("integer", "Children.", minimum=0, default=0),
                },
                ["adults"],
                "Who is staying.",
            ),
            "rooms": p("integer", "Rooms.", minimum=1, default=1),
        },
        ["city", "check_in", "check_out", "guests"],
    ),
    tool(
        "rent_car",
        "Reserve a rental car.",
        {
            "city": CITY,
            "pickup_date": DATE,
            "return_date": DATE,
            "car_class": p(
                "string",
                "Size of car.",
                enum=["compact", "midsize", "suv", "van"],
                default="compact",
            ),
        },
        ["city", "pickup_date", "return_date"],
    ),
    tool(
        "get_visa_requirements",
        "Say whether a citizen of one country needs a visa to visit another.",
        {
            "citizenship": p("string", "Country of the traveller's passport."),
            "destination_country": p("string", "Country to visit."),
        },
        ["citizenship", "destination_country"],
    ),
    tool(
        "convert_timezone",
        "Convert a clock time from one time zone to another.",
        {
            "time": p("string", "24-hour time as HH:MM.", pattern=r"^[0-2][0-9]:[0-5][0-9]$"),
            "from_tz": p("string", "IANA zone name, for example Europe/Paris."),
            "to_tz": p("string", "IANA zone name."),
        },
        ["time", "from_tz", "to_tz"],
    ),
    tool(
        "search_restaurants",
        "Find restaurants in a city.",
        {
            "city": CITY,
            "cuisine": p("string", "Cuisine, for example thai."),
            "price_level": p("string", "Price range.", enum=["budget", "moderate", "upscale"]),
        },
        ["city"],
    ),
    tool(
        "cancel_booking",
        "Cancel a flight, hotel or car booking by its reference.",
        {"booking_id": p("string", "Six-character booking reference.", pattern="^[A-Z0-9]{6}$")},
        ["booking_id"],
    ),
]

ADDRESS = obj(
    {
        "street": p("string", "Street and number."),
        "city": CITY,
        "postal_code": p("string", "Postal code."),
        "country": p("string", "Two-letter ISO 3166 country code.", pattern="^[A-Z]{2}$"),
    },
    ["street", "city", "postal_code", "country"],
    "Delivery address.",
)
ORDER_ID = p("string", "Order number such as ORD-10422.", pattern="^ORD-[0-9]{5}$")
SHOP = [
    tool(
        "create_order",
        "Place an order for a customer.",
        {
            "customer_id": p("string", "Customer id."),
            "items": {
                "type": "array",
                "description": "Lines of the order.",
                "minItems": 1,
                "items": obj(
                    {
                        "sku": p("string", "Product SKU."),
                        "quantity": p("integer", "How many.", minimum=1),
                    },
                    ["sku", "quantity"],
                ),
            },
            "shipping_address": ADDRESS,
        },
        ["customer_id", "items", "shipping_address"],
    ),
    tool(
        "get_order_status",
        "Get where an order is: processing, shipped or delivered.",
        {"order_id": ORDER_ID},
        ["order_id"],
    ),
    tool(
        "cancel_order",
        "Cancel an order that has not shipped.",
        {
            "order_id": ORDER_ID,
            "reason": p(
                "string", "Why.", enum=["wrong_item", "changed_mind", "found_cheaper", "other"]
            ),
        },
        ["order_id"],
    ),
    tool(
        "search_products",
        "Search the catalogue.",
        {
            "query": p("string", "Search words."),
            "max_price": p("number", "Highest price in US dollars.", minimum=0),
            "category": p(
                "string", "Department.", enum=["electronics", "clothing", "home", "sports", "books"]
            ),
        },
        ["query"],
    ),
    tool(
        "add_to_wishlist",
        "Save a product to a customer's wishlist.",
        {"customer_id": p("string", "Customer id."), "sku": p("string", "Product SKU.")},
        ["customer_id", "sku"],
    ),
    tool(
        "apply_coupon",
        "Apply a discount code to an open order.",
        {"order_id": ORDER_ID, "code": p("string", "Coupon code.")},
        ["order_id", "code"],
    ),
    tool(
        "request_return",
        "Start a return for one product of a delivered order.",
        {
            "order_id": ORDER_ID,
            "sku": p("string", "Product SKU."),
            "reason": p("string", "What is wrong with it."),
        },
        ["order_id", "sku", "reason"],
    ),
    tool(
        "update_shipping_address",
        "Change where an unshipped order goes.",
        {"order_id": ORDER_ID, "address": ADDRESS},
        ["order_id", "address"],
    ),
]

USER_ID = p("string", "User id such as u_1042.")
USERS = [
    tool(
        "get_user",
        "Fetch one user's account record (id, email, status).",
        {"user_id": USER_ID},
        ["user_id"],
    ),
    tool(
        "get_users",
        "Fetch several users' account records in one request.",
        {
            "user_ids": {
                "type": "array",
                "items": USER_ID,
                "minItems": 2,
                "description": "User ids.",
            }
        },
        ["user_ids"],
    ),
    tool(
        "get_user_by_email",
        "Find the user who owns an email address.",
        {"email": p("string", "Email address.", format="email")},
        ["email"],
    ),
    tool(
        "get_user_profile",
        "Fetch a user's public profile: display name, bio, avatar.",
        {"user_id": USER_ID},
        ["user_id"],
    ),
    tool(
        "get_user_preferences",
        "Fetch a user's notification and privacy settings.",
        {"user_id": USER_ID},
        ["user_id"],
    ),
    tool(
        "update_user",
        "Change a user's display name.",
        {"user_id": USER_ID, "display_name": p("string", "New display name.")},
        ["user_id", "display_name"],
    ),
    tool(
        "update_user_email",
        "Change the email address of a user's account.",
        {"user_id": USER_ID, "email": p("string", "New address.", format="email")},
        ["user_id", "email"],
    ),
    tool(
        "delete_user",
        "Delete a user and all their data permanently.",
        {"user_id": USER_ID},
        ["user_id"],
    ),
    tool(
        "deactivate_user",
        "Suspend a user's sign-in, keeping their data.",
        {"user_id": USER_ID},
        ["user_id"],
    ),
    tool(
        "list_users",
        "List users by status.",
        {
            "status": p(
                "string", "Which users.", enum=["active", "suspended", "all"], default="active"
            ),
            "limit": p("integer", "Most users to return.", minimum=1, maximum=500, default=50),
        },
        [],
    ),
]

PATH = p("string", "File path.")
FILES = [
    tool("read_file", "Return one file's text.", {"path": PATH}, ["path"]),
    tool(
        "read_files",
        "Return the text of several files at once.",
        {"paths": {"type": "array", "items": PATH, "minItems": 2, "description": "Paths."}},
        ["paths"],
    ),
    tool(
        "write_file",
        "Create or overwrite a file with the given text.",
        {"path": PATH, "content": p("string", "Text to write.")},
        ["path", "content"],
    ),
    tool(
        "append_file",
        "Add text to the end of a file, keeping what is there.",
        {"path": PATH, "content": p("string", "Text to add.")},
        ["path", "content"],
    ),
    tool("delete_file", "Delete a file.", {"path": PATH}, ["path"]),
    tool(
        "move_file",
        "Move or rename a file; the source is gone afterwards.",
        {"source": PATH, "destination": PATH},
        ["source", "destination"],
    ),
    tool(
        "copy_file",
        "Copy a file; the source stays.",
        {"source": PATH, "destination": PATH},
        ["source", "destination"],
    ),
    tool(
        "list_directory",
        "List a folder's entries.",
        {"path": PATH, "recursive": p("boolean", "Include subfolders.", default=False)},
        ["path"],
    ),
]

TRANSLATE = [
    tool(
        "translate_text",
        "Translate text into another language.",
        {
            "text": p("string", "Text to translate."),
            "target_language": p("string", "ISO 639-1 code, for example ja.", pattern="^[a-z]{2}$"),
        },
        ["text", "target_language"],
    ),
]

DEPLOY = [
    tool(
        "create_deployment",
        "Deploy a container image as a named service.",
        {
            "name": p("string", "Service name.", pattern="^[a-z][a-z0-9-]{1,30}$"),
            "environment": p("string", "Where to deploy.", enum=["staging", "production"]),
            "container": obj(
                {
                    "image": p("string", "Image reference with tag."),
                    "resources": obj(
                        {
                            "cpu": p("number", "CPU cores.", minimum=0.1, maximum=16),
                            "memory_mb": p("integer", "Memory in MB.", minimum=64),
                        },
                        ["cpu", "memory_mb"],
                        "Resource limits.",
                    ),
                    "env": {
                        "type": "array",
                        "default": [],
                        "description": "Environment variables.",
                        "items": obj(
                            {"name": p("string", "Variable."), "value": p("string", "Value.")},
                            ["name", "value"],
                        ),
                    },
                },
                ["image", "resources"],
                "What to run.",
            ),
        },
        ["name", "environment", "container"],
    ),
    tool(
        "scale_deployment",
        "Set the replica count of a service.",
        {
            "name": p("string", "Service name."),
            "replicas": p("integer", "Replicas.", minimum=0, maximum=50),
        },
        ["name", "replicas"],
    ),
    tool(
        "rollback_deployment",
        "Return a service to an earlier revision.",
        {
            "name": p("string", "Service name."),
            "revision": p("integer", "Revision number; the previous one when left out.", minimum=1),
        },
        ["name"],
    ),
    tool(
        "get_deployment_logs",
        "Read a service's recent log lines.",
        {
            "name": p("string", "Service name."),
            "since_minutes": p("integer", "How far back.", minimum=1, maximum=1440, default=15),
            "level": p(
                "string",
                "Lowest level shown.",
                enum=["debug", "info", "warning", "error"],
                default="info",
            ),
        },
        ["name"],
    ),
]

BACKOFF = obj(
    {
        "initial_seconds": p("number", "First wait.", minimum=0),
        "factor": p("number", "Multiplier per retry.", minimum=1),
    },
    ["initial_seconds", "factor"],
    "Wait between attempts.",
)
STEP = obj(
    {
        "run": p("string", "Shell command."),
        "retry": obj(
            {"attempts": p("integer", "Tries in all.", minimum=1, maximum=10), "backoff": BACKOFF},
            ["attempts", "backoff"],
            "Retry policy.",
        ),
    },
    ["run"],
)
PIPELINE = [
    tool(
        "create_pipeline",
        "Define a CI pipeline of stages, each a list of steps.",
        {
            "name": p("string", "Pipeline name."),
            "stages": {
                "type": "array",
                "minItems": 1,
                "description": "Stages in order.",
                "items": obj(
                    {
                        "name": p("string", "Stage name."),
                        "steps": {
                            "type": "array",
                            "minItems": 1,
                            "items": STEP,
                            "description": "Steps in order.",
                        },
                    },
                    ["name", "steps"],
                ),
            },
        },
        ["name", "stages"],
    ),
    tool(
        "trigger_pipeline",
        "Start a run of a pipeline on a branch.",
        {
            "name": p("string", "Pipeline name."),
            "branch": p("string", "Git branch.", default="main"),
        },
        ["name"],
    ),
    tool(
        "get_pipeline_run",
        "Get the status of a pipeline run.",
        {"run_id": p("integer", "Run number.", minimum=1)},
        ["run_id"],
    ),
]

# Business records of enterprise200: (record, id prefix, fields (name, type, description)).
RECORDS: list[tuple[str, str, list[tuple[str, str, str]]]] = [
    (
        "invoice",
        "INV",
        [
            ("customer_id", "string", "Billed customer."),
            ("amount", "number", "Total in US dollars."),
        ],
    ),
    (
        "ticket",
        "TCK",
        [("title", "string", "Short summary."), ("priority", "string", "low, normal or high.")],
    ),
    (
        "shipment",
        "SHP",
        [
            ("carrier", "string", "Carrier name."),
            ("tracking_number", "string", "Carrier's tracking number."),
        ],
    ),
    (
        "vendor",
        "VEN",
        [("company", "string", "Legal name."), ("country", "string", "Country of registration.")],
    ),
    (
        "contract",
        "CON",
        [("party", "string", "Other party."), ("end_date", "string", "Last day, YYYY-MM-DD.")],
    ),
    (
        "asset",
        "AST",
        [("label", "string", "Asset tag text."), ("owner", "string", "Person responsible.")],
    ),
    (
        "lead",
        "LEA",
        [
            ("contact_name", "string", "Person's name."),
            ("source", "string", "Where the lead came from."),
        ],
    ),
    (
        "campaign",
        "CMP",
        [("title", "string", "Campaign title."), ("budget", "number", "Budget in US dollars.")],
    ),
    (
        "project",
        "PRJ",
        [("title", "string", "Project title."), ("lead", "string", "Project lead.")],
    ),
    (
        "employee",
        "EMP",
        [("full_name", "string", "Full name."), ("department", "string", "Department.")],
    ),
    (
        "expense",
        "EXP",
        [
            ("description", "string", "What was bought."),
            ("amount", "number", "Amount in US dollars."),
        ],
    ),
    (
        "purchase_order",
        "PO",
        [("vendor_id", "string", "Supplier."), ("amount", "number", "Total in US dollars.")],
    ),
    (
        "warehouse",
        "WH",
        [("site", "string", "Site name."), ("capacity", "integer", "Pallet places.")],
    ),
    (
        "subscription",
        "SUB",
        [("plan", "string", "Plan name."), ("seats", "integer", "Licensed seats.")],
    ),
    (
        "refund",
        "REF",
        [("order_id", "string", "Refunded order."), ("amount", "number", "Amount in US dollars.")],
    ),
    (
        "survey",
        "SUR",
        [("title", "string", "Survey title."), ("audience", "string", "Who is asked.")],
    ),
    ("meeting_room", "MR", [("room_name", "string", "Room name."), ("seats", "integer", "Seats.")]),
    (
        "incident",
        "INC",
        [("summary", "string", "What broke."), ("severity", "string", "sev1 to sev4.")],
    ),
    (
        "release",
        "REL",
        [("version", "string", "Version string."), ("notes", "string", "Release notes.")],
    ),
    (
        "license",
        "LIC",
        [("product", "string", "Licensed product."), ("seats", "integer", "Seats.")],
    ),
    (
        "candidate",
        "CAN",
        [("full_name", "string", "Applicant's name."), ("position", "string", "Job applied for.")],
    ),
    (
        "supplier_rating",
        "SR",
        [("vendor_id", "string", "Rated vendor."), ("score", "integer", "1 to 5.")],
    ),
    (
        "timesheet",
        "TS",
        [("employee_id", "string", "Whose hours."), ("hours", "number", "Hours worked.")],
    ),
    (
        "budget_line",
        "BL",
        [("cost_center", "string", "Cost center."), ("amount", "number", "Amount in US dollars.")],
    ),
]
VERBS: tuple[str, ...] = ("create", "get", "list", "update", "archive", "delete")


def plural(record: str) -> str:
    return record[:-1] + "ies" if record.endswith("y") else record + "s"


def record_tool(verb: str, record: str, fields: list[tuple[str, str, str]]) -> Json:
    words = record.replace("_", " ")
    rid = {f"{record}_id": p("string", f"The {words}'s id.")}
    props = {name: p(type_, desc) for name, type_, desc in fields}
    if verb == "create":
        return tool(f"create_{record}", f"Create a new {words} record.", props, list(props))
    if verb == "get":
        return tool(f"get_{record}", f"Fetch one {words} by id.", rid, list(rid))
    if verb == "list":
        return tool(
            f"list_{plural(record)}",
            f"List {words} records by status.",
            {
                "status": p(
                    "string", "Which records.", enum=["open", "closed", "all"], default="open"
                ),
                "limit": p(
                    "integer", "Most records to return.", minimum=1, maximum=200, default=20
                ),
            },
            [],
        )
    if verb == "update":
        return tool(f"update_{record}", f"Change fields of a {words}.", {**rid, **props}, list(rid))
    if verb == "archive":
        return tool(f"archive_{record}", f"Archive a {words}, keeping it readable.", rid, list(rid))
    return tool(f"delete_{record}", f"Delete a {words} permanently.", rid, list(rid))


def record_tools(count: int) -> list[Json]:
    tools = [record_tool(v, r, f) for r, _, f in RECORDS for v in VERBS]
    if len(tools) < count:
        raise ValueError(f"only {len(tools)} record tools, {count} wanted")
    return tools[:count]


DOMAINS: dict[str, tuple[str, list[Json]]] = {
    "weather": ("Forecasts, current conditions and air quality.", WEATHER),
    "home": ("A smart home: thermostats, lights, locks, vacuum, speakers.", HOME),
    "messaging": ("Email, text messages, reminders and contacts.", MESSAGING),
    "finance": ("Currency, stocks, loans and bills.", FINANCE),
    "travel": ("Flights, hotels, cars, visas, time zones, restaurants.", TRAVEL),
    "shop": ("An online shop: orders, returns, coupons, wishlists.", SHOP),
    "users": ("User accounts, with names that differ by a word.", USERS),
    "files": ("Files, with names that differ by a word.", FILES),
    "deploy": ("Deployments with arguments two objects deep.", DEPLOY),
    "pipeline": ("CI pipelines with arguments four objects deep.", PIPELINE),
}
OFFICE = ["weather", "home", "messaging", "finance", "travel", "shop", "users", "files"]
LARGE_SIZES = {"office50": 50, "enterprise200": 200}


def universes() -> dict[str, Json]:
    """Every universe of the core suite, in the suite file's shape."""
    out: dict[str, Json] = {
        name: {"description": d, "tools": t} for name, (d, t) in DOMAINS.items()
    }
    out["office50"] = {
        "description": "Every office domain at once, plus translation: 50 tools.",
        "include": OFFICE,
        "tools": TRANSLATE,
    }
    base = sum(len(DOMAINS[d][1]) for d in OFFICE) + len(TRANSLATE) + len(DEPLOY) + len(PIPELINE)
    out["enterprise200"] = {
        "description": "office50, deployments, pipelines and business records: 200 tools.",
        "include": ["office50", "deploy", "pipeline"],
        "tools": record_tools(LARGE_SIZES["enterprise200"] - base),
    }
    return out
