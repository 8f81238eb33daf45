"""Calculator tasks: history, settings, sums on the keypad, numbers from Wallet, Contacts and Messages."""
