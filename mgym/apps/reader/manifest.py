"""Reader: a bookshelf, a book store with rankings, an e-reader with highlights and notes, audiobooks
and reading statistics."""

from mgym.app import AppManifest

MANIFEST = AppManifest(id="reader", name="Reader", icon="menu_book", color="#1565c0")
