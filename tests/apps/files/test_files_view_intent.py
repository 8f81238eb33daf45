"""Files answers ``VIEW file:<id>`` for documents, so a download notification opens a PDF's pages."""

from __future__ import annotations

from mgym import Session
from mgym.os.intents import VIEW, Intent


def test_view_intent_opens_a_pdf_preview() -> None:
    s = Session(seed=1)
    pdf = next(r for r in s.get_state()["os"]["files"] if r["mime"] == "application/pdf")
    s.sys.start_activity(Intent(action=VIEW, data=f"file:{pdf['id']}", type=pdf["mime"]))
    obs = s.observe(screenshot=False)
    assert (obs.app, obs.screen) == ("files", "viewer")
    assert obs.find(pdf["path"].rsplit("/", 1)[1]) is not None
    assert obs.find(f"1 / {len(pdf['pages'])}") is not None
