"""Fails on import, to test the loader's error."""

import json

VALUE = json.loads("{}")["missing"]
