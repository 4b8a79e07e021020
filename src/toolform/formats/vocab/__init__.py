"""How formats write a schema's facts: one module per target vocabulary and one walker.

``schema_words`` (JSON Schema type labels and literals), ``python`` (type hints, literals,
signatures), ``typescript`` (type expressions), ``prose`` (facts in words and in terse notes),
and ``walk`` (a tool's parameters and nested fields, the one traversal every layout lists).
"""
