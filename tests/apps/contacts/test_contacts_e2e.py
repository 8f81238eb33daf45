"""Contacts end to end, by screen coordinates only (as an agent acts), checking the state."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from mgym import Session
from mgym.app import App, AppManifest, View
from mgym.apps import registry
from mgym.nav import Navigation, Screen, stay
from mgym.observation import Observation
from mgym.os.context import AppContext
from mgym.os.intents import PICK, VIEW, Intent


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def click(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def long_press(s: Session, text: str) -> Observation:
    x, y = obs_of(s).find(text)[0].center
    return s.step({"action": "long_press", "x": x, "y": y}, screenshot=False)


def type_into(s: Session, hint: str, text: str, clear: bool = False) -> None:
    field = next(e for e in obs_of(s).ui if e.editable and e.hint == hint)
    x, y = field.center
    s.step({"action": "click", "x": x, "y": y}, screenshot=False)
    s.step({"action": "type", "text": text, "clear": clear}, screenshot=False)


def contacts(s: Session) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = s.get_state()["os"]["providers"]["contacts"]
    return rows


def by_name(s: Session, name: str) -> dict[str, Any] | None:
    return next((c for c in contacts(s) if c["name"] == name), None)


def open_contact(s: Session, name: str, letter: str) -> Observation:
    click(s, letter, exact=True, trigger="list.jump")
    obs = click(s, name, role="list_item")
    assert obs.screen == "detail"
    return obs


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "contacts"}, screenshot=False)
    return session


def test_add_contact_by_typing(s: Session) -> None:
    click(s, "Create contact")
    assert obs_of(s).screen == "add"
    type_into(s, "First name", "Ann")
    type_into(s, "Last name", "Lee")
    type_into(s, "Phone", "650-555-0199")
    s.step({"action": "back"}, screenshot=False)  # hide the keyboard
    click(s, "Phone type")
    click(s, "Work", role="radio")
    obs = click(s, "Save")
    assert obs.screen == "detail" and obs.find("Ann Lee")
    c = by_name(s, "Ann Lee")
    assert c is not None and c["phone"] == "650-555-0199" and c["phone_type"] == "work"
    assert c["first_name"] == "Ann" and c["last_name"] == "Lee" and len(contacts(s)) == 43


def test_save_refused_without_name_or_phone(s: Session) -> None:
    click(s, "Create contact")
    type_into(s, "Company", "Acme")
    obs = click(s, "Save")
    assert obs.screen == "add" and obs.find("Add a name or phone number")
    assert len(contacts(s)) == 42


def test_edit_phone_number(s: Session) -> None:
    open_contact(s, "Sophia Smith", "S")
    obs = click(s, "Edit contact")
    assert obs.screen == "edit" and any(e.text == "Sophia" for e in obs.ui if e.editable)
    type_into(s, "Phone", "+1 650-555-0000", clear=True)
    obs = click(s, "Save")
    assert obs.screen == "detail" and obs.find("+1 650-555-0000")
    c = by_name(s, "Sophia Smith")
    assert c is not None and c["phone"] == "+1 650-555-0000" and c["email"] == "sophia.smith@example.com"


def test_star_a_contact(s: Session) -> None:
    open_contact(s, "Aiden Khan", "A")
    click(s, "Add to favourites")
    aiden = by_name(s, "Aiden Khan")
    assert aiden is not None and aiden["starred"] is True
    assert obs_of(s).find("Remove from favourites")
    s.step({"action": "back"}, screenshot=False)
    s.step({"action": "swipe", "x1": 500, "y1": 300, "x2": 500, "y2": 900}, screenshot=False)
    s.step({"action": "swipe", "x1": 500, "y1": 300, "x2": 500, "y2": 900}, screenshot=False)
    names = [e.text for e in obs_of(s).ui if e.role == "list_item"]
    assert names.index("Aiden Khan") < names.index("Dad")  # now among the favourites


def test_delete_through_menu_and_dialog(s: Session) -> None:
    open_contact(s, "Henry Baker", "H")
    click(s, "More options")
    assert obs_of(s).screen == "detail_menu"
    click(s, "Delete", exact=True)
    assert obs_of(s).screen == "delete_confirm"
    click(s, "Cancel")
    assert obs_of(s).screen == "detail" and by_name(s, "Henry Baker") is not None
    click(s, "More options")
    click(s, "Delete", exact=True)
    obs = click(s, "Delete", exact=True, trigger="delete.confirm")
    assert obs.screen == "list" and by_name(s, "Henry Baker") is None and len(contacts(s)) == 41


def test_search_finds_a_contact(s: Session) -> None:
    click(s, "Search contacts")
    type_into(s, "Search contacts", "yuki")
    obs = obs_of(s)
    assert [e.text for e in obs.ui if e.role == "list_item"] == ["Yuki Martinez"]
    obs = click(s, "Yuki Martinez", role="list_item")
    assert obs.screen == "detail" and obs.find("+1 415-555-2160")
    assert s.get_state()["apps"]["contacts"]["recent_searches"][0] == "yuki"


def test_message_opens_messages(s: Session) -> None:
    open_contact(s, "Nora Silva", "N")
    obs = click(s, "Text", exact=True)
    if "messages" in registry():
        assert obs.app == "messages"
    else:
        assert obs.app == "contacts" and obs.find("No app can perform this action")


def test_call_toasts(s: Session) -> None:
    open_contact(s, "Nora Silva", "N")
    assert click(s, "Call", exact=True).find("Calling Nora Silva")


def test_share_copies_to_clipboard(s: Session) -> None:
    open_contact(s, "Nora Silva", "N")
    click(s, "More options")
    click(s, "Share")
    assert s.get_state()["os"]["clipboard"] == "Nora Silva\n+1 510-555-4129\nBlue Harbor Bank"


def test_multi_select_delete(s: Session) -> None:
    click(s, "A", exact=True, trigger="list.jump")
    obs = long_press(s, "Aiden Khan")
    assert obs.screen == "select" and obs.find("1 selected")
    click(s, "Amelia Larsen", role="checkbox")
    click(s, "Delete", exact=True)
    obs = click(s, "Delete", exact=True, trigger="bulk.confirm")
    assert obs.screen == "list"
    assert by_name(s, "Aiden Khan") is None and by_name(s, "Amelia Larsen") is None and len(contacts(s)) == 40


def test_settings_sort_by_last_name(s: Session) -> None:
    click(s, "More options")
    click(s, "Settings")
    click(s, "Last name", exact=True)
    click(s, "Last name first")
    assert s.get_state()["apps"]["contacts"]["sort_by"] == "last_name"
    s.step({"action": "back"}, screenshot=False)
    click(s, "A", exact=True, trigger="list.jump")
    assert obs_of(s).find("Adams, Olivia", role="list_item")


def test_view_intent_opens_detail() -> None:
    s = Session(seed=0)  # fresh: no frame rendered before the intent
    s.sys.start_activity(Intent(action=VIEW, data="contact:5"))
    obs = obs_of(s)
    assert obs.screen == "detail" and obs.find("Hiro Haddad") and obs.find("Wayne Foods")


def test_edit_intent_opens_the_form() -> None:
    s = Session(seed=0)
    s.sys.start_activity(Intent(action="android.intent.action.EDIT", data="contact:5"))
    obs = obs_of(s)
    assert obs.screen == "edit" and any(e.text == "Haddad" for e in obs.ui if e.editable)
    type_into(s, "Company", " Inc", clear=False)
    click(s, "Save")
    c = by_name(s, "Hiro Haddad")
    assert c is not None and c["company"] == "Wayne Foods Inc"


def test_insert_intent_prefills_the_form() -> None:
    s = Session(seed=0)
    s.sys.start_activity(Intent(action="android.intent.action.INSERT", extras={"phone": "+1 650-555-7777"}))
    obs = obs_of(s)
    assert obs.screen == "add" and any(e.text == "+1 650-555-7777" for e in obs.ui if e.editable)
    type_into(s, "First name", "Kim")
    obs = click(s, "Save")
    assert obs.screen == "detail"
    c = by_name(s, "Kim")
    assert c is not None and c["phone"] == "+1 650-555-7777"


# ---- PICK for a result, from a tiny caller app -----------------------------------------------

class _CallerState(BaseModel):
    picked: dict[str, Any] = {}


def _got(ctx: AppContext) -> None:
    ctx.state["picked"] = {k: v for k, v in ctx.params.items() if not k.startswith("_")}


def _caller(tmp: Path) -> App:
    (tmp / "apps" / "ctcaller").mkdir(parents=True)
    (tmp / "apps" / "ctcaller" / "main.html").write_text('<div class="screen">caller</div>')
    nav = Navigation(app="ctcaller", entry="main", screens=[Screen("main")],
                     transitions=[stay("got.contact", "main", effect=_got)])
    return App(manifest=AppManifest(id="ctcaller", name="Caller", icon="person", color="#333"), navigation=nav,
               views={"main": lambda ctx: View("apps/ctcaller/main.html")}, state_model=_CallerState,
               template_dir=tmp)


def test_pick_returns_a_contact(tmp_path: Path) -> None:
    app = _caller(tmp_path)
    reg = registry()
    reg[app.id] = app
    try:
        s = Session(seed=0)
        s.sys.launch("ctcaller")
        s.sys.start_activity(Intent(action=PICK, type="vnd.contact"), caller="ctcaller", result="got.contact")
        assert obs_of(s).screen == "pick"
        type_into(s, "Search contacts", "pizza")
        obs = click(s, "Pizza Palace", role="list_item")
        assert obs.app == "ctcaller"
        assert s.get_state()["apps"]["ctcaller"]["picked"] == {"contact_id": 4, "name": "Pizza Palace",
                                                               "phone": "+1 408-555-3682"}
    finally:
        reg.pop(app.id, None)
