"""BFCL's type vocabulary: the names its function docs use and the JSON Schema type of each.

BFCL writes Python docs with Python-ish names (``dict``, ``float``, ``tuple``, ``any``) and its
Java and JavaScript docs with the language's own (``String``, ``HashMap``, ``ArrayList``,
``long``, ``char``, ...). The map follows how BFCL's checkers read them; ``None`` means any
type. The loader reads docs through it, and the BFCL exporter writes a recorded name back only
when it still maps to the node's JSON type.
"""

from __future__ import annotations

BFCL_TO_JSON: dict[str, str | None] = {
    # Python docs
    "dict": "object",
    "float": "number",
    "tuple": "array",
    "list": "array",
    "any": None,
    # Java docs
    "String": "string",
    "char": "string",
    "HashMap": "object",
    "Map": "object",
    "ArrayList": "array",
    "Array": "array",
    "long": "integer",
    "int": "integer",
    "short": "integer",
    "byte": "integer",
    "double": "number",
    # JavaScript docs
    "Bigint": "integer",
    "Boolean": "boolean",
}
