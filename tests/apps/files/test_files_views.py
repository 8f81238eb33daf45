"""Files views and helpers by their context: home's categories and storage, sorting, search (with pinyin
initials), the viewer's PDF pages, and Save to Files' default name."""

from __future__ import annotations

from typing import Any

from mgym import Session
from mgym.apps.files import model, views
from mgym.apps.files.navigation import NAV
from mgym.os.context import AppContext
from mgym.os.files import ROOT


def ctx_for(s: Session, screen: str = "home", params: dict[str, Any] | None = None) -> AppContext:
    from mgym.apps import get_app

    entry = {"app": "files", "screen": screen, "params": params or {}, "fields": {}, "focus": None, "scroll": {},
             "caller": None}
    return AppContext(s.sys, get_app("files"), entry)


def test_home_categories_and_storage() -> None:
    s = Session(seed=0)
    ctx = views.home(ctx_for(s)).context
    cats = {c["id"]: c for c in ctx["categories"]}
    assert list(cats) == list(model.HOME_CATEGORIES)
    pdfs = [r for r in s.get_state()["os"]["files"] if r["mime"] == "application/pdf"]
    assert cats["documents"]["count"] >= len(pdfs) > 0
    assert cats["apps"]["count"] == 1 and ctx["total"] == "128 GB"
    recent = ctx["recent"]
    assert [r["modified"] for r in recent] == sorted((r["modified"] for r in recent), reverse=True)


def test_sort_keeps_folders_first() -> None:
    rows = [{"path": f"{ROOT}/b.txt", "dir": False, "size": 5, "modified": 3, "mime": "text/plain"},
            {"path": f"{ROOT}/A", "dir": True, "size": 0, "modified": 1, "mime": ""},
            {"path": f"{ROOT}/a.pdf", "dir": False, "size": 9, "modified": 2, "mime": "application/pdf"}]
    assert [model.name_of(r) for r in model.sort_rows(rows, "name", False)] == ["A", "a.pdf", "b.txt"]
    assert [model.name_of(r) for r in model.sort_rows(rows, "size", True)] == ["A", "a.pdf", "b.txt"]
    assert [model.name_of(r) for r in model.sort_rows(rows, "date", True)] == ["A", "b.txt", "a.pdf"]
    assert [model.name_of(r) for r in model.sort_rows(rows, "type", False)] == ["A", "a.pdf", "b.txt"]


def test_name_matching_and_sizes() -> None:
    assert model.name_matches("Invoice_2026.pdf", "invoice")
    assert model.name_matches("发票_INV.pdf", "fp") and model.name_matches("发票_INV.pdf", "fapiao")
    assert not model.name_matches("readme.txt", "pdf")
    assert model.size_text(999) == "999 B" and model.size_text(3_400) == "3.4 kB"
    assert model.size_text(12_300_000) == "12 MB" and model.size_text(1_200_000_000) == "1.2 GB"
    assert model.share_name("", "Buy milk and eggs tomorrow at the shop") == "Buy milk and eggs tomorrow.txt"
    assert model.share_name("a/b: c", "x") == "a_b_ c.txt"


def test_viewer_pages_and_search() -> None:
    s = Session(seed=0)
    pdf = next(r for r in s.get_state()["os"]["files"] if r["mime"] == "application/pdf" and len(r["pages"]) > 1)
    v = views.viewer(ctx_for(s, "viewer", {"id": pdf["id"]})).context
    assert [p["i"] for p in v["pages"]] == list(range(1, len(pdf["pages"]) + 1))
    assert v["pages"][0]["n"] == len(pdf["pages"]) and v["pages"][0]["text"] == pdf["pages"][0]
    c = ctx_for(s, "search", {"cat": "documents"})
    c.set_field("q", "RECEIPT")
    res = views.search(c).context["results"]
    assert res == []  # receipts are pictures, not documents
    c.set_param("cat", "images")
    assert res != views.search(c).context["results"]


def test_every_screen_has_a_view() -> None:
    assert {s.id for s in NAV.screens} == set(views.VIEWS)
