"""Pure helpers over ``os.files`` rows: kinds and icons, sorting, categories, search, sizes."""

from __future__ import annotations

from typing import Any

from mgym.i18n import N_
from mgym.i18n.names import is_cjk, latin_key
from mgym.os.files import CATEGORIES, ROOT

Row = dict[str, Any]

#: the categories on the home screen, in order: id -> (label msgid, icon, colour)
HOME_CATEGORIES: dict[str, tuple[str, str, str]] = {
    "images": (N_("Images"), "image", "#1e8e3e"),
    "videos": (N_("Videos"), "movie", "#d93025"),
    "audio": (N_("Audio"), "audiotrack", "#9334e6"),
    "documents": (N_("Documents"), "description", "#1a73e8"),
    "downloads": (N_("Downloads"), "download", "#e37400"),
    "apps": (N_("Apps"), "android", "#12a4af"),
}

#: names of well-known folders as the breadcrumbs show the root
ROOT_LABEL = N_("Internal storage")


def name_of(row: Row) -> str:
    return str(row["path"]).rsplit("/", 1)[1]


def parent_of(path: str) -> str:
    return path.rsplit("/", 1)[0]


def ext_of(name: str) -> str:
    return name.rsplit(".", 1)[1].lower() if "." in name.lstrip(".") else ""


def kind_of(row: Row) -> str:
    """One word for how a file is drawn: folder, image, video, audio, pdf, text, doc, sheet, slides,
    archive, apk, other."""
    if row["dir"]:
        return "folder"
    mime = str(row["mime"])
    ext = ext_of(name_of(row))
    if mime.startswith("image/"):
        return "image"
    if mime.startswith("video/"):
        return "video"
    if mime.startswith("audio/"):
        return "audio"
    if mime == "application/pdf":
        return "pdf"
    if mime.startswith("text/") or row.get("text") is not None:
        return "text"
    return {"doc": "doc", "docx": "doc", "xls": "sheet", "xlsx": "sheet", "pptx": "slides", "zip": "archive",
            "apk": "apk"}.get(ext, "other")


#: kind -> (icon, colour)
KIND_ICONS: dict[str, tuple[str, str]] = {
    "folder": ("folder", "#5f6368"), "image": ("image", "#1e8e3e"), "video": ("movie", "#d93025"),
    "audio": ("audiotrack", "#9334e6"), "pdf": ("picture_as_pdf", "#d93025"), "text": ("article", "#1a73e8"),
    "doc": ("description", "#1a73e8"), "sheet": ("table_chart", "#1e8e3e"), "slides": ("slideshow", "#e37400"),
    "archive": ("folder_zip", "#5f6368"), "apk": ("android", "#12a4af"), "other": ("insert_drive_file", "#5f6368"),
}

#: kind -> the type label of Details (msgids)
KIND_LABELS = {"folder": N_("Folder"), "image": N_("Image"), "video": N_("Video"), "audio": N_("Audio"),
               "pdf": N_("PDF document"), "text": N_("Text"), "doc": N_("Document"), "sheet": N_("Spreadsheet"),
               "slides": N_("Presentation"), "archive": N_("Archive"), "apk": N_("App package"),
               "other": N_("File")}


def hidden(row: Row) -> bool:
    return name_of(row).startswith(".")


def visible(rows: list[Row], show_hidden: bool) -> list[Row]:
    return [r for r in rows if show_hidden or not hidden(r)]


def sort_rows(rows: list[Row], key: str, desc: bool) -> list[Row]:
    """Folders first (as Android's file managers do), each group ordered by ``key``."""
    def k(r: Row) -> tuple[Any, ...]:
        name = latin_key(name_of(r))
        if key == "date":
            return (r["modified"], name)
        if key == "size":
            return (r["size"], name)
        if key == "type":
            return (ext_of(name_of(r)), name)
        return (name,)

    folders = sorted((r for r in rows if r["dir"]), key=k, reverse=desc)
    files = sorted((r for r in rows if not r["dir"]), key=k, reverse=desc)
    return folders + files


def in_category(row: Row, cat: str) -> bool:
    return not row["dir"] and not row["trashed"] and CATEGORIES[cat](row)


def size_text(n: int) -> str:
    """Bytes as a phone shows them (SI units, as Android does): 512 B, 3.4 kB, 12 MB, 1.2 GB."""
    if n < 1000:
        return f"{n} B"
    for unit in ("kB", "MB", "GB", "TB"):
        n_f = n / 1000
        if n_f < 1000 or unit == "TB":
            return f"{n_f:.1f} {unit}" if n_f < 10 else f"{n_f:.0f} {unit}"
        n = int(n_f)
    return f"{n} B"  # pragma: no cover


def _initials(name: str) -> str:
    return "".join(p[0] for p in latin_key(name).split() if p)


def name_matches(name: str, q: str) -> bool:
    """Case-insensitive substring; Chinese names also by full pinyin or pinyin initials."""
    q = q.strip().lower()
    if not q:
        return False
    if q in name.lower():
        return True
    if is_cjk(name):
        key = latin_key(name)
        return q.replace(" ", "") in key.replace(" ", "") or _initials(name).startswith(q.replace(" ", ""))
    return False


def crumbs(path: str) -> list[dict[str, str]]:
    """The breadcrumb trail of ``path``: the root first (label None: "Internal storage")."""
    out = [{"path": ROOT, "name": ""}]
    rest = path[len(ROOT):].strip("/")
    cur = ROOT
    for part in rest.split("/") if rest else []:
        cur = f"{cur}/{part}"
        out.append({"path": cur, "name": part})
    return out


def folder_name(path: str) -> str:
    return "" if path == ROOT else path.rsplit("/", 1)[1]


def share_name(subject: str, text: str) -> str:
    """The file name of shared text: the subject, else its first words; always ``.txt``."""
    first = next((ln for ln in text.splitlines() if ln.strip()), "")
    base = subject.strip() or " ".join(first.split()[:5])
    base = "".join("_" if c in '/\\:*?"<>|' else c for c in base).strip(" .")[:60] or "Shared text"
    return base if base.lower().endswith(".txt") else base + ".txt"
