"""scripts/contact_sheet.py: distinct crawled screens of an app, pictured and labelled."""

from __future__ import annotations

from pathlib import Path

from scripts.contact_sheet import main, screens


def test_screens_are_distinct_real_screenshots() -> None:
    shots = screens("calculator", "en", per_app=3, max_states=40)
    ids = [sid for sid, _ in shots]
    assert ids[0] == "main" and len(set(ids)) == len(ids) == 3
    assert all(im.size[0] > 300 and len(im.resize((16, 16)).getcolors(256) or ()) > 2 for _, im in shots)


def test_sheet_has_one_row_per_app_and_locale(tmp_path: Path) -> None:
    out = tmp_path / "sheet.jpg"
    main(["calculator", "--per-app", "2", "--max-states", "20", "--out", str(out)])
    from PIL import Image

    with Image.open(out) as im:
        assert im.size[1] == 2 * (480 + 18)
