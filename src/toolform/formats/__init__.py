"""The format catalogue: how the tool block is written. ``registry`` lists every format."""
