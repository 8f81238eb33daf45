"""Theme Store: themes, wallpapers and icon packs; applying one changes the phone's look
(``os.display.theme`` / ``wallpaper`` / ``icon_pack``); paid items are bought through Wallet."""

from mgym.app import App
from mgym.apps.themes.manifest import MANIFEST
from mgym.apps.themes.navigation import NAV
from mgym.apps.themes.state import ThemesState
from mgym.apps.themes.views import VIEWS

#: for the crawler: a paid item owned and a non-default look applied, so Restore default shows
SAMPLE = {"apps": {"themes": {"owned": ["mint"]}},
          "os": {"display": {"theme": "sakura", "wallpaper": "nebula", "icon_pack": "teardrop"}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=ThemesState, sample_state=SAMPLE)
