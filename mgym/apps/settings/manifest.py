from mgym.app import AppManifest, IntentFilter
from mgym.os.intents import APP_DETAILS, SETTINGS

#: intent action -> screen it opens
SCREENS_FOR_ACTIONS = {
    SETTINGS: None,
    "android.settings.WIRELESS_SETTINGS": "network",
    "android.settings.AIRPLANE_MODE_SETTINGS": "network",
    "android.settings.WIFI_SETTINGS": "internet",
    "android.settings.DATA_ROAMING_SETTINGS": "mobile_network",
    "android.settings.NETWORK_OPERATOR_SETTINGS": "mobile_network",
    "android.settings.BLUETOOTH_SETTINGS": "bluetooth",
    "android.settings.NFC_SETTINGS": "connection_prefs",
    "android.settings.APPLICATION_SETTINGS": "apps",
    "android.settings.MANAGE_APPLICATIONS_SETTINGS": "apps_all",
    "android.settings.APP_NOTIFICATION_SETTINGS": "app_notifications",
    "android.settings.NOTIFICATION_SETTINGS": "notifications",
    "android.settings.ZEN_MODE_SETTINGS": "dnd",
    "android.intent.action.POWER_USAGE_SUMMARY": "battery",
    "android.settings.BATTERY_SAVER_SETTINGS": "battery_saver",
    "android.settings.INTERNAL_STORAGE_SETTINGS": "storage",
    "android.settings.SOUND_SETTINGS": "sound",
    "android.settings.DISPLAY_SETTINGS": "display",
    "android.settings.LOCATION_SOURCE_SETTINGS": "location",
    "android.settings.SECURITY_SETTINGS": "security",
    "android.settings.DATE_SETTINGS": "datetime",
    "android.settings.LOCALE_SETTINGS": "languages",
    "android.settings.DEVICE_INFO_SETTINGS": "about",
    # as on Android, this opens Developer options even while they are hidden (their switch is then off)
    "android.settings.APPLICATION_DEVELOPMENT_SETTINGS": "developer",
}

MANIFEST = AppManifest(
    id="settings", name="Settings", icon="settings", color="#0b57d0", system=True,
    intent_filters=(*(IntentFilter(action=a, screen=s) for a, s in SCREENS_FOR_ACTIONS.items()),
                    # data "package:<app id>": that app's info page (its ``data`` param)
                    IntentFilter(action=APP_DETAILS, schemes=("package",), screen="app_info")),
)
