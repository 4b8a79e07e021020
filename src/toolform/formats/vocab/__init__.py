"""How formats write a schema's facts: one module per target vocabulary and one walker.

``schema_words`` (JSON Schema type labels, limits under their keywords), ``python`` (type hints,
literals, names and signatures), ``typescript`` (type expressions), ``prose`` (facts in sentences,
phrases and terse notes), ``literals`` (values quoted as JSON or plainly), and ``walk`` (a tool's
parameters and nested fields, the one traversal every layout lists).
"""
