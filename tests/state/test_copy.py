"""Shared read-only state: phones of one process share the seeded files and untouched app overlays,
and no write through one phone ever shows in another (copy-on-write)."""

from __future__ import annotations

import copy
import pickle

import pytest

from mgym import Session
from mgym.apps import registry
from mgym.os.files import FileSystem
from mgym.state.copy import Shared, clone, clone_rows


def _shared_apps(s: Session) -> set[str]:
    return {k for k, v in s.sys.p["apps"].items() if type(v) is Shared}


def test_shared_rows_refuse_writes_and_copy_as_plain_data() -> None:
    row = Shared({"id": 1, "tags": ["a"]})
    for write in (lambda: row.__setitem__("id", 2), lambda: row.update(id=2), lambda: row.pop("id"),
                  lambda: row.setdefault("x", 1), row.clear, lambda: row.__delitem__("id")):
        with pytest.raises(TypeError, match="shared"):
            write()
    assert row == {"id": 1, "tags": ["a"]}
    assert type(clone(row)) is dict and clone(row) == row
    assert copy.deepcopy(row) is row
    back = pickle.loads(pickle.dumps(row))
    assert type(back) is Shared and back == row
    mixed = clone_rows([row, {"id": 2}])
    assert mixed[0] is row and mixed[1] == {"id": 2}


def test_a_new_phone_shares_files_and_overlays() -> None:
    s = Session(seed=1)
    files = s.sys.p["os"]["files"]
    assert files and all(type(r) is Shared for r in files)
    assert _shared_apps(s) >= set(registry()) - {"launcher"}  # only what the home screen ran is its own


def test_writes_through_one_phone_never_reach_another() -> None:
    a, b = Session(seed=1), Session(seed=2)
    fresh = Session(seed=3).get_state()
    for app in registry().values():  # every app takes its own overlay and writes into it
        st = a.sys.ctx(app, None).state
        st["__probe"] = True
        for v in st.values():
            if isinstance(v, list):
                v.append("__probe")
    fs = FileSystem(a.sys.p["os"], 5)
    pic = next(r for r in fs.files() if r["mime"].startswith("image/"))
    folder = next(r for r in fs.ls() if r["dir"] and fs.ls(r["path"]))
    fs.update(pic["id"], favorite=not pic["favorite"], rotation=90)
    fs.rename(folder["id"], "Renamed")
    fs.move_to_trash(next(r for r in fs.files() if r["mime"] == "text/plain")["id"])
    assert b.get_state() == Session(seed=4).get_state() == fresh
    assert a.get_state() != fresh


def test_snapshots_and_forks_keep_sharing_and_stay_independent() -> None:
    a = Session(seed=1)
    twin = a.fork()[0]
    assert twin.sys.p["os"]["files"][0] is a.sys.p["os"]["files"][0]
    snap = a.snapshot()
    before = a.get_state()
    st = twin.sys.ctx(registry()["notes"], None).state
    st["notes"].clear()
    fs = FileSystem(twin.sys.p["os"], 5)
    fs.update(fs.files(lambda r: r["mime"].startswith("image/"))[0]["id"], favorite=True)
    assert a.get_state() == before
    a.restore(snap)
    assert a.get_state() == before
    assert pickle.loads(pickle.dumps(snap)).persistent == snap.persistent


def test_set_state_keeps_untouched_apps_shared_and_reshares_unchanged_rows() -> None:
    s = Session(seed=1)
    shared = _shared_apps(s)
    s.set_state({"apps": {"notes": {"pin": "1234"}}})
    assert _shared_apps(s) == shared - {"notes"}
    assert s.get_state()["apps"]["notes"]["pin"] == "1234"
    fid = s.sys.p["os"]["files"][-1]["id"]
    s.set_state({"os": {f"files[id={fid}]": {"favorite": True}}})
    rows = s.sys.p["os"]["files"]
    assert [r["id"] for r in rows if type(r) is not Shared] == [fid]
    s.set_state({"os": {f"files[id={fid}]": {"favorite": False}}})
    assert all(type(r) is Shared for r in s.sys.p["os"]["files"])
