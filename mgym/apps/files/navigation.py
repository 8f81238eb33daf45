"""Files navigation: home (recent, categories, storage), browse (one page per open folder, so Back
goes up), selection mode on a folder's page, dialogs (new folder, rename, delete, details), the
move / copy folder chooser, search, the file viewer and "Save to Files" for shares.
"""

from __future__ import annotations

from mgym.apps.files import ops
from mgym.nav import Navigation, Screen, finish, pop, push, replace, stay
from mgym.nav.declaration import ANY

PAGES = ("home", "browse", "category", "search")

NAV = Navigation(
    app="files",
    entry="home",
    screens=[
        Screen("home", title="Files", entry_point=True),
        Screen("browse", params=("path", "sel"), title="Internal storage"),
        Screen("browse_menu", kind="menu", params=("path",), title="More options"),
        Screen("sort", kind="sheet", title="Sort by"),
        Screen("category", params=("cat",), title="Files"),
        Screen("mkdir", kind="dialog", params=("path",), title="New folder", on_open=lambda ctx: ctx.set_field("name", "")),
        Screen("rename", kind="dialog", params=("id",), title="Rename", on_open=ops.rename_seed),
        Screen("delete", kind="dialog", params=("ids",), title="Delete"),
        Screen("details", kind="dialog", params=("id",), title="Details"),
        Screen("chooser", params=("mode", "ids", "path"), title="Choose a folder"),
        Screen("search", params=("cat",), title="Search files", on_open=ops.search_seed, autofocus="q"),
        Screen("viewer", params=("id", "data"), title="Preview", on_open=ops.viewer_from_uri),
        Screen("save", params=("text", "subject", "files", "type", "target", "path"), title="Save to Files",
               entry_point=True, on_open=ops.save_seed),
    ],
    transitions=[
        # home
        push("home.search", ("home", "browse", "category"), "search", label="Search"),
        push("home.category", "home", "category", guard=ops.category_known, label="Category"),
        push("home.storage", "home", "browse", label="Internal storage"),
        # opening things
        push("open.folder", ("browse", "search", "home"), "browse", guard=ops.folder_exists, label="Open folder"),
        push("open.file", PAGES, "viewer", guard=ops.file_exists, label="Open file"),
        push("search.open", "search", "viewer", guard=ops.file_exists, effect=ops.remember, label="Open file"),
        stay("browse.crumb", "browse", effect=ops.crumb, label="Folder"),
        # selection
        stay("sel.toggle", "browse", effect=ops.sel_toggle, label="Select"),
        stay("sel.clear", "browse", effect=ops.sel_clear, label="Close"),
        stay("sel.all", "browse", effect=ops.sel_all, label="Select all"),
        stay("sel.share", "browse", guard=ops.items_exist, effect=ops.share, label="Share"),
        push("sel.move", "browse", "chooser", guard=ops.items_exist, label="Move to"),
        push("sel.copy", "browse", "chooser", guard=ops.items_exist, label="Copy to"),
        push("sel.delete", ("browse", "viewer"), "delete", guard=ops.items_exist, label="Delete"),
        push("sel.rename", ("browse", "viewer"), "rename", guard=ops.one_item, label="Rename"),
        push("sel.details", ("browse", "viewer"), "details", guard=ops.one_item, label="Details"),
        # view options
        stay("view.layout", ("browse", "category"), effect=ops.toggle_layout, label="Change view"),
        push("browse.menu", "browse", "browse_menu", label="More options"),
        push("browse.newfolder", "browse", "mkdir", label="New folder"),
        replace("menu.newfolder", "browse_menu", "mkdir", label="New folder"),
        replace("menu.sort", ("browse_menu",), "sort", label="Sort by"),
        push("browse.sort", ("browse", "category"), "sort", label="Sort by"),
        pop("menu.hidden", "browse_menu", ANY, effect=ops.toggle_hidden, label="Show hidden files"),
        pop("menu.selectall", "browse_menu", ANY, effect=ops.sel_all, label="Select all"),
        pop("menu.dismiss", "browse_menu", ANY, label="Dismiss"),
        stay("sort.key", "sort", effect=ops.sort_key, label="Sort by"),
        stay("sort.dir", "sort", effect=ops.sort_dir, label="Order"),
        pop("sort.done", "sort", ANY, label="Done"),
        # dialogs
        pop("mkdir.save", "mkdir", ANY, guard=ops.mkdir_ok, effect=ops.mkdir, label="Create"),
        pop("mkdir.cancel", "mkdir", ANY, label="Cancel"),
        pop("rename.save", "rename", ANY, guard=ops.rename_ok, effect=ops.rename, label="OK"),
        pop("rename.cancel", "rename", ANY, label="Cancel"),
        pop("delete.confirm", "delete", ANY, effect=ops.delete, label="Delete"),
        pop("delete.cancel", "delete", ANY, label="Cancel"),
        pop("details.close", "details", ANY, label="Close"),
        # move / copy chooser
        stay("dest.open", "chooser", effect=ops.chooser_open, label="Open folder"),
        pop("dest.done", "chooser", ANY, effect=ops.chooser_done, label="Move here"),
        pop("dest.cancel", "chooser", ANY, label="Cancel"),
        # search
        stay("search.submit", "search", effect=ops.remember, label="Search"),
        stay("search.recent", "search", effect=ops.search_recent, label="Recent search"),
        stay("search.chip", "search", effect=ops.search_chip, label="Filter"),
        stay("search.clear", "search", effect=ops.search_clear, label="Clear"),
        stay("search.forget", "search", effect=ops.clear_recent, label="Clear all"),
        # viewer
        stay("viewer.share", "viewer", guard=ops.items_exist, effect=ops.share, label="Share"),
        stay("viewer.open", "viewer", guard=ops.one_item, effect=ops.open_with, label="Open with"),
        # save to files (shares from other apps)
        stay("save.open", "save", effect=ops.chooser_open, label="Open folder"),
        finish("save.confirm", "save", guard=ops.save_ok, effect=ops.save, label="Save"),
        finish("save.cancel", "save", label="Cancel"),
    ],
)
