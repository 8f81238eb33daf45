from mgym.app import AppManifest

MANIFEST = AppManifest(id="answersheet", name="AnswerSheet", icon="assignment", color="#00796b", system=True)
