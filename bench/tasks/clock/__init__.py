"""Clock tasks: alarms, world clock, timer, stopwatch, and cross-app ones through Messages and Contacts."""
