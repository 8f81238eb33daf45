"""Scientific Calculator tasks: angle mode, memory, functions, and numbers from Wallet and Messages."""
