"""The mgym benchmark: task templates, state judges, AnswerSheet matching, metrics, runs, reports."""
