"""Subcommands of the ``mjteach`` command line; one module each (see :mod:`mjteach.cli`)."""
