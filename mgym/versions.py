"""The simulator's data versions. ``mgym.__version__`` is the simulator's; :data:`WORLD_VERSION` is
the seeded world data's (the files under each app's and the OS's ``data/``), bumped whenever a
generator's output changes (``bench/versions.py`` holds the fingerprint check)."""

WORLD_VERSION = "2.2.0"
