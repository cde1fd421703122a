import argparse
import sys

from notes_cli.store import NoteStore


def main(argv=None):
    parser = argparse.ArgumentParser(prog="notes")
    sub = parser.add_subparsers(dest="command", required=True)
    add = sub.add_parser("add")
    add.add_argument("text")
    sub.add_parser("list")
    search = sub.add_parser("search")
    search.add_argument("word")
    args = parser.parse_args(argv)

    store = NoteStore()
    if args.command == "add":
        store.add(args.text)
    elif args.command == "list":
        for note in store.all():
            print(f"{note['id']:>4}  {note['text']}")
    elif args.command == "search":
        for note in store.search(args.word):
            print(f"{note['id']:>4}  {note['text']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
