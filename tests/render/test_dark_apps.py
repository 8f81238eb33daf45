"""Dark theme (Settings > Display > Dark theme) reaches every app: with ``os.display.dark_theme`` on, each
app's entry screen is much darker than with it off, and its text stays readable (every text element of
the UI tree shows a clear light/dark spread inside its box, rather than dark-on-dark or light-on-light)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from mgym import Session
from mgym.observation import Observation

APPS = ["notes", "rail", "forum", "microblog", "lifenotes", "video", "weather", "scicalc", "maps", "shop", "themes",
        "launcher"]


@pytest.fixture(scope="module")
def session() -> Session:
    return Session(0)


def frame(s: Session, app: str, dark: bool) -> tuple[Observation, Image.Image]:
    s.set_state({"os": {"display": {"dark_theme": dark}}})
    s.sys.launch(app)
    obs = s.observe()
    assert obs.screenshot is not None
    return obs, Image.open(io.BytesIO(obs.screenshot)).convert("L")


def mean(img: Image.Image) -> float:
    h = img.histogram()
    return sum(i * c for i, c in enumerate(h)) / max(1, sum(h))


def spread(img: Image.Image) -> int:
    """How far a box's glyphs stand out from its background: the luminance distance from the median
    (the background) to the farther of the 0.05% / 99.95% tails (text is light or dark against it)."""
    h, n = img.histogram(), img.width * img.height

    def at(q: float) -> int:
        acc = 0
        for i, c in enumerate(h):
            acc += c
            if acc >= n * q:
                return i
        return 255

    med = at(0.5)
    return max(at(0.9995) - med, med - at(0.0005))


@pytest.mark.parametrize("app", APPS)
def test_dark_theme_darkens_and_stays_readable(session: Session, app: str) -> None:
    _, light = frame(session, app, False)
    obs, dark = frame(session, app, True)
    ratio = mean(dark) / mean(light)
    assert ratio < 0.6, f"{app}: dark frame only {ratio:.2f} of the light one's luminance"
    sx, sy = dark.width / obs.width, dark.height / obs.height
    poor = []
    for e in obs.ui:
        x0, y0, x1, y1 = e.bounds_px
        if not e.text.strip() or e.layer != "app" or x1 - x0 < 8 or y1 - y0 < 8:
            continue
        box = dark.crop((int(x0 * sx), int(y0 * sy), int(x1 * sx), int(y1 * sy)))
        if spread(box) < 45:
            poor.append((e.text[:30], spread(box)))
    texts = sum(1 for e in obs.ui if e.text.strip() and e.layer == "app")
    assert len(poor) <= max(1, texts // 10), f"{app}: low-contrast text in dark theme: {poor}"
