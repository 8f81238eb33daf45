"""Video: a video-sharing app (partitions, rankings, search, video pages with comments and danmaku,
uploaders, favourites, coins, VIP through Wallet)."""

from mgym.app import AppManifest, Shortcut

MANIFEST = AppManifest(
    id="video", name="Video", icon="smart_display", color="#fb7299",
    shortcuts=(Shortcut(id="search", label="Search", icon="search", screen="search"),),
)
