"""Settings navigation: the screens and transitions of every section, in one Navigation.

Each section module (``sections/*.py``) declares its part as data: ``SCREENS`` and a
``TRANSITIONS`` table of ``<area>.<verb>`` ids with their source, target, stack op, guard and
effect. Dialogs are ``kind="dialog"`` screens; tapping their scrim fires ``<dialog>.dismiss``.
Screens that an intent opens directly (see the manifest) are marked as entry points.
"""

from dataclasses import replace

from mgym.apps.settings.manifest import SCREENS_FOR_ACTIONS
from mgym.apps.settings.sections import SECTIONS
from mgym.nav import Navigation

ENTRY = "main"
_INTENT_SCREENS = {s for s in SCREENS_FOR_ACTIONS.values() if s} | {"app_info"}

NAV = Navigation(
    app="settings",
    entry=ENTRY,
    screens=[replace(s, entry_point=s.id in _INTENT_SCREENS) for sec in SECTIONS for s in sec.SCREENS],
    transitions=[tr for sec in SECTIONS for tr in sec.TRANSITIONS],
)
