"""The file system service: the tree's rules hold through every write, and media is a view of it."""

from __future__ import annotations

from typing import Any

import pytest

from mgym.errors import StateError
from mgym.os.files import FileSystem, album_of, default_files, matches_type, mime_of
from mgym.os.fs_rows import ROOT, STANDARD_DIRS, FileRow, check_tree
from mgym.os.providers.media import MediaProvider

D = ROOT + "/Documents"


@pytest.fixture
def os_state() -> dict[str, Any]:
    rows = [FileRow(id=i + 1, path=f"{ROOT}/{d}", dir=True).model_dump() for i, d in enumerate(STANDARD_DIRS)]
    return {"files": rows}


def fs(os_state: dict[str, Any], log: list[tuple[str, str, int]] | None = None) -> FileSystem:
    return FileSystem(os_state, 5_000, (lambda *a: log.append(a)) if log is not None else None)


def test_create_write_and_notify(os_state: dict[str, Any]) -> None:
    log: list[tuple[str, str, int]] = []
    f = fs(os_state, log)
    row = f.create(D, "plan.txt", text="héllo")
    assert row["mime"] == "text/plain" and row["size"] == 6 and row["created"] == 5_000
    f.write_text(row["id"], "a much longer text")
    assert f.get(f"{D}/plan.txt")["size"] == 18
    assert log == [("files", "insert", row["id"]), ("files", "update", row["id"])]


@pytest.mark.parametrize("name, why", [("", "valid"), ("a/b.txt", "valid"), ("..", "valid"), ("x?.txt", "valid")])
def test_bad_names_are_refused(os_state: dict[str, Any], name: str, why: str) -> None:
    with pytest.raises(StateError, match=why):
        fs(os_state).create(D, name, text="x")


def test_clash_and_missing_folder(os_state: dict[str, Any]) -> None:
    f = fs(os_state)
    f.create(D, "a.txt", text="1")
    with pytest.raises(StateError, match="already exists"):
        f.create(D, "a.txt", text="2")
    with pytest.raises(StateError, match="no folder"):
        f.create(D + "/Nope", "a.txt", text="2")
    assert f.unique_path(D, "a.txt") == f"{D}/a (1).txt"


def test_move_rename_copy_delete_a_folder_tree(os_state: dict[str, Any]) -> None:
    f = fs(os_state)
    work = f.mkdir(D, "Work")
    f.create(work["path"], "q1.txt", text="q1")
    f.rename(work["id"], "Job")
    assert f.exists(f"{D}/Job/q1.txt") and not f.exists(f"{D}/Work/q1.txt")
    with pytest.raises(StateError, match="into itself"):
        f.move(work["id"], f"{D}/Job")
    f.move(work["id"], ROOT + "/Download")
    assert f.exists(f"{ROOT}/Download/Job/q1.txt")
    copy = f.copy(work["id"], ROOT + "/Download")
    assert copy["path"] == f"{ROOT}/Download/Job (1)" and f.exists(f"{ROOT}/Download/Job (1)/q1.txt")
    f.delete(work["id"])
    assert not f.exists(f"{ROOT}/Download/Job/q1.txt") and f.exists(f"{ROOT}/Download/Job (1)/q1.txt")
    check_tree([FileRow.model_validate(r) for r in os_state["files"]])


def test_trash_and_media_view(os_state: dict[str, Any]) -> None:
    f = fs(os_state)
    pic = f.create(ROOT + "/DCIM/Camera", "IMG_1.jpg", asset="s001", width=4000, height=3000, taken=7)
    media = MediaProvider(os_state)
    assert [r["id"] for r in media.rows] == [pic["id"]] and media.rows[0]["album"] == "Camera"
    f.move_to_trash(pic["id"])
    assert media.rows == [] and [r["id"] for r in MediaProvider(os_state, trashed=True).rows] == [pic["id"]]
    assert f.ls(ROOT + "/DCIM/Camera") == [] and f.ls(ROOT + "/DCIM/Camera", trashed=True)[0]["id"] == pic["id"]
    f.restore(pic["id"])
    assert media.get(pic["id"])["time"] == 7


def test_helpers() -> None:
    assert mime_of("A.PDF") == "application/pdf" and mime_of("x") == "application/octet-stream"
    assert matches_type("image/png", "image/*") and matches_type("text/plain", "*/*")
    assert not matches_type("text/plain", "image/*")
    assert album_of(f"{ROOT}/Pictures/Screenshots/s.png") == "Screenshots"
    assert album_of(f"{ROOT}/Pictures/Trip/a.jpg") == "Trip"


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_a_new_phone_has_a_valid_tree(region: str) -> None:
    rows = [FileRow.model_validate(r) for r in default_files(region)]
    check_tree(rows)
    assert {f"{ROOT}/{d}" for d in STANDARD_DIRS} <= {r.path for r in rows if r.dir}
