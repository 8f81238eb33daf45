"""Contacts domain logic shared by views and effects: names, ordering, sections, forms."""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING, Any

from mgym.i18n import N_, formats, names

if TYPE_CHECKING:
    from mgym.os.context import AppContext

#: phone types the form offers, in order, with their display labels (msgids: templates translate them)
PHONE_TYPES: dict[str, str] = {"mobile": N_("Mobile"), "home": N_("Home"), "work": N_("Work"), "other": N_("Other")}
#: the editable fields of a contact, in form order
FORM_FIELDS = ("first_name", "last_name", "company", "phone", "phone_type", "email", "address", "birthday",
               "note")
LETTERS = tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + ("#",)

# Fixed heights (CSS px) of the list's blocks, mirrored in static/css/apps/contacts.css, so a
# tap on the A-Z index can scroll to a section by setting the scroll offset.
H_COUNT = 40
H_HEADER = 40
H_ROW = 64

_WORD = re.compile(r"[^\W_]+")
_BIRTHDAY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


# ---- names and order -------------------------------------------------------------------------
NO_NAME = N_("(No name)")


def display_name(c: dict[str, Any], name_format: str = "first_last", no_name: str = NO_NAME) -> str:
    """The name as the list shows it: "Sophia Smith" or, last name first, "Smith, Sophia". A Chinese
    name is always family name first (张伟), whatever the format."""
    if name_format == "last_first" and c.get("last_name") and c.get("first_name") \
            and not names.is_cjk(str(c["last_name"]) + str(c["first_name"])):
        return f"{c['last_name']}, {c['first_name']}"
    return str(c.get("name") or "").strip() or str(c.get("phone") or "") or no_name


def sort_key(c: dict[str, Any], sort_by: str = "first_name") -> tuple[str, str, int]:
    name = str(c.get("name") or c.get("phone") or "")
    first = str(c.get("first_name") or "")
    primary = f"{c['last_name']} {first}" if sort_by == "last_name" and c.get("last_name") else name
    primary = names.latin_key(primary.strip())  # Chinese names sort by their pinyin
    # names that do not start with a letter sort last, under "#"
    bucket = "0" if primary[:1].isalpha() else "1"
    return bucket + primary, name.lower(), int(c["id"])


def letter_of(c: dict[str, Any], sort_by: str = "first_name") -> str:
    key = sort_key(c, sort_by)[0][1:]
    first = key[:1].upper()
    return first if "A" <= first <= "Z" else "#"


def ordered(rows: list[dict[str, Any]], sort_by: str) -> list[dict[str, Any]]:
    return sorted(rows, key=lambda c: sort_key(c, sort_by))


def sections(rows: list[dict[str, Any]], sort_by: str) -> list[tuple[str, list[dict[str, Any]]]]:
    """Contacts grouped under their initial letter, A..Z then "#"."""
    out: list[tuple[str, list[dict[str, Any]]]] = []
    for c in ordered(rows, sort_by):
        letter = letter_of(c, sort_by)
        if not out or out[-1][0] != letter:
            out.append((letter, []))
        out[-1][1].append(c)
    return out


def matches(c: dict[str, Any], query: str) -> bool:
    """Live search as Android does it: every word of the query starts a word of the name, company
    or email; or the query's digits occur in the phone number."""
    words = _WORD.findall(query.lower())
    if not words:
        return False
    text = " ".join(str(c.get(k) or "") for k in ("name", "company", "email"))
    tokens = _WORD.findall(text.lower())
    if names.is_cjk(text):  # a Chinese name or company: by its characters, or by its pinyin
        if names.is_cjk(query) and query.strip() in text:
            return True
        tokens += _WORD.findall(names.latin_key(text))
    if _prefixes_distinct(words, tokens):
        return True
    q = query.strip()
    digits = "".join(ch for ch in q if ch.isdigit())
    phone = "".join(ch for ch in str(c.get("phone") or "") if ch.isdigit())
    return len(digits) >= 2 and not any(ch.isalpha() for ch in q) and digits in phone


def _prefixes_distinct(words: list[str], tokens: list[str]) -> bool:
    """Each query word starts a different word of the contact ("sophia s": Sophia Smith)."""
    free = list(dict.fromkeys(tokens))
    for w in sorted(words, key=len, reverse=True):
        hit = next((t for t in free if t.startswith(w)), None)
        if hit is None:
            return False
        free.remove(hit)
    return True


def search(rows: list[dict[str, Any]], query: str, sort_by: str) -> list[dict[str, Any]]:
    return [c for c in ordered(rows, sort_by) if matches(c, query)]


# ---- the list layout -------------------------------------------------------------------------
def list_layout(rows: list[dict[str, Any]], sort_by: str) -> tuple[list[dict[str, Any]],
                                                                    list[tuple[str, list[dict[str, Any]]]],
                                                                    dict[str, int]]:
    """(favourites, sections, letter -> scroll offset of its header) of the main list."""
    favs = [c for c in ordered(rows, sort_by) if c.get("starred")]
    secs = sections(rows, sort_by)
    y = H_COUNT + ((H_HEADER + H_ROW * len(favs)) if favs else 0)
    offsets: dict[str, int] = {}
    for letter, items in secs:
        offsets[letter] = y
        y += H_HEADER + H_ROW * len(items)
    return favs, secs, offsets


def jump_offset(offsets: dict[str, int], letter: str) -> int:
    """Scroll offset for a tap on ``letter`` of the index: its section, else the next one after."""
    if letter in offsets:
        return offsets[letter]
    later = [offsets[k] for k in LETTERS[LETTERS.index(letter) + 1:] if k in offsets] if letter in LETTERS else []
    if later:
        return later[0]
    return max(offsets.values(), default=0)


# ---- detail ----------------------------------------------------------------------------------
def birthday_text(value: str, locale: str = "en") -> str:
    """A birthday as the detail screen shows it: "March 4, 1990" / "1990年3月4日"."""
    m = _BIRTHDAY.match(value or "")
    if not m:
        return value or ""
    y, mo, d = (int(g) for g in m.groups())
    if not 1 <= mo <= 12:
        return value
    if locale != "en":
        return formats.iso_date(value, locale) or value
    return f"{_MONTHS[mo - 1]} {d}, {y}"


def valid_birthday(value: str) -> bool:
    if not value:
        return True
    m = _BIRTHDAY.match(value.strip())
    if not m:
        return False
    try:
        date(*(int(g) for g in m.groups()))
    except ValueError:
        return False
    return True


def phone_type_label(value: str) -> str:
    return PHONE_TYPES.get(value, value.capitalize() if value else "Mobile")


def share_text(c: dict[str, Any]) -> str:
    lines = [str(c["name"])]
    for key in ("phone", "email", "company", "address"):
        if c.get(key):
            lines.append(str(c[key]))
    return "\n".join(lines)


# ---- screens' contact and the add / edit form ------------------------------------------------
def contact_id(ctx: AppContext) -> int | None:
    """The contact a screen or trigger is about: ``contact_id``, else a ``contact:<id>`` URI."""
    raw = ctx.param("contact_id")
    if raw is None:
        data = str(ctx.param("data") or "")
        raw = data.split(":", 1)[1] if data.startswith("contact:") else None
    try:
        return int(raw) if raw is not None else None
    except (TypeError, ValueError):
        return None


def current_contact(ctx: AppContext) -> dict[str, Any] | None:
    cid = contact_id(ctx)
    return ctx.contacts.get(cid) if cid is not None else None


def form_entry(ctx: AppContext) -> dict[str, Any] | None:
    """The add / edit form under the phone-type sheet."""
    entries = ctx.sys.tm.front()["entries"]
    idx = next((i for i, e in enumerate(entries) if e is ctx.entry), 0)
    below = entries[idx - 1] if idx > 0 else None
    return below if below is not None and below["app"] == ctx.app.id else None


def form_defaults(ctx: AppContext) -> dict[str, str]:
    """What the add / edit form starts with: the contact's values, or an INSERT intent's extras."""
    base = {k: "" for k in FORM_FIELDS} | {"phone_type": "mobile"}
    if ctx.entry is not None and ctx.entry["screen"] == "edit":
        c = current_contact(ctx)
        if c is not None:
            base.update({k: str(c.get(k) or "") for k in FORM_FIELDS})
            if not base["first_name"] and not base["last_name"]:
                base["first_name"] = str(c.get("name") or "")
            base["phone_type"] = base["phone_type"] or "mobile"
        return base
    name = str(ctx.param("name") or "").strip()
    if name:
        first, last = names.split_name(name)
        base.update(first_name=first, last_name=last)
    for key in ("phone", "email"):
        if ctx.param(key):
            base[key] = str(ctx.param(key))
    return base


def seed_scroll(ctx: AppContext) -> None:
    """Start the screen's list at the offset ``at`` it was opened with (once)."""
    if ctx.entry is not None and ctx.param("at") is not None:
        ctx.entry["scroll"].setdefault("main", int(ctx.param("at")))


def form_values(ctx: AppContext) -> dict[str, str]:
    """The form as the user left it: each field's text, else its default."""
    defaults = form_defaults(ctx)
    return {k: ctx.field(k, defaults[k]) for k in FORM_FIELDS}


def seed_form(ctx: AppContext) -> None:
    """Give the form's fields their starting values once, so focusing a field keeps its text."""
    if ctx.entry is None:
        return
    fields = ctx.entry["fields"]
    for k, v in form_defaults(ctx).items():
        fields.setdefault(k, v)


def form_record(values: dict[str, str]) -> dict[str, Any]:
    """Provider values from the form's text."""
    rec: dict[str, Any] = {k: values[k].strip() for k in FORM_FIELDS}
    rec["note"] = values["note"].rstrip()
    rec["phone_type"] = rec["phone_type"] if rec["phone_type"] in PHONE_TYPES else "mobile"
    rec["name"] = names.full_name(rec["first_name"], rec["last_name"])
    return rec


def form_problem(values: dict[str, str]) -> str | None:
    """Why the form cannot be saved, or None."""
    if not any(values[k].strip() for k in ("first_name", "last_name", "phone")):
        return N_("Add a name or phone number")
    if not valid_birthday(values["birthday"].strip()):
        return N_("Enter the birthday as YYYY-MM-DD")
    return None
