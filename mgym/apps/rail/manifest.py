"""Rail Tickets: search trains, book seats, pay through Wallet, refund, change, e-tickets."""

from mgym.app import AppManifest

MANIFEST = AppManifest(id="rail", name="Rail Tickets", icon="train", color="#1f6fd6")
