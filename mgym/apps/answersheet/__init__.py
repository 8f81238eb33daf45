"""AnswerSheet: the system app where query tasks are answered through typed fields."""

from mgym.app import App
from mgym.apps.answersheet.manifest import MANIFEST
from mgym.apps.answersheet.navigation import NAV
from mgym.apps.answersheet.state import AnswerSheetState
from mgym.apps.answersheet.views import VIEWS

SAMPLE = {"apps": {"answersheet": {"question": "Sample question", "fields": [
    {"id": "name", "label": "Name", "type": "text", "hint": "Full name"},
    {"id": "size", "label": "Size", "type": "choice", "choices": ["S", "M", "L"]},
    {"id": "items", "label": "Items", "type": "text", "repeatable": True},
]}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=AnswerSheetState, sample_state=SAMPLE)
