"""The ``toolform`` command: one module per subcommand, wired together in ``main``."""
