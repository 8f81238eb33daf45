"""Settings views: screen id -> view function (each section module holds its own views)."""

from mgym.app import ViewFn
from mgym.apps.settings.sections import SECTIONS

VIEWS: dict[str, ViewFn] = {k: v for sec in SECTIONS for k, v in sec.VIEWS.items()}
