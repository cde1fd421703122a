import json
import os
from pathlib import Path


class NoteStore:
    def __init__(self, path=None):
        self.path = Path(path or os.path.expanduser("~/.notes/notes.jsonl"))
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def all(self):
        if not self.path.exists():
            return []
        with self.path.open() as fh:
            return [json.loads(line) for line in fh if line.strip()]

    def add(self, text):
        notes = self.all()
        note = {"id": len(notes) + 1, "text": text}
        with self.path.open("a") as fh:
            fh.write(json.dumps(note) + "\n")
        return note

    def search(self, word):
        return [n for n in self.all() if word.lower() in n["text"].lower()]
