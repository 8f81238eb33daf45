"""Theme Store: browse and apply themes, wallpapers and icon packs; buy paid ones through Wallet."""

from mgym.app import AppManifest

MANIFEST = AppManifest(id="themes", name="Theme Store", icon="palette", color="#ad1457")
