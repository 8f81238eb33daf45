"""Maps tasks: saved lists and settings, place queries around the phone's location, directions by car,
walking and transit, and hand-offs to Messenger, Messages and the Browser."""
