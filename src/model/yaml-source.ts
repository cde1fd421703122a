import { readFile } from 'node:fs/promises';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, Scalar } from 'yaml';
import type { Diagnostics } from './diagnostics.js';
import type { SourcePos } from './config.js';

export type YamlPath = ReadonlyArray<string | number>;

/** A parsed YAML file that remembers where every value came from. */
export class YamlSource {
  private constructor(
    readonly file: string,
    readonly doc: Document.Parsed,
    private readonly lines: LineCounter,
  ) {}

  static parse(file: string, text: string): YamlSource {
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    return new YamlSource(file, doc, lines);
  }

  static async read(file: string): Promise<YamlSource> {
    return YamlSource.parse(file, await readFile(file, 'utf8'));
  }

  /** Reports YAML syntax errors; true when the document is usable. */
  reportErrors(diag: Diagnostics): boolean {
    for (const err of this.doc.errors) {
      const { line, col } = this.lines.linePos(err.pos[0]);
      diag.error({ file: this.file, line, col }, `malformed YAML: ${firstLine(err.message)}`);
    }
    for (const warn of this.doc.warnings) {
      const { line, col } = this.lines.linePos(warn.pos[0]);
      diag.warning({ file: this.file, line, col }, firstLine(warn.message));
    }
    return this.doc.errors.length === 0;
  }

  /** The plain JavaScript value of the document (empty documents give an empty object). */
  value(): unknown {
    const v = this.doc.toJS({ maxAliasCount: 100 }) as unknown;
    return v === null || v === undefined ? {} : v;
  }

  /** The node at a path, if any. */
  node(path: YamlPath): Node | undefined {
    if (path.length === 0) return (this.doc.contents as Node | null) ?? undefined;
    return this.doc.getIn(path, true) as Node | undefined;
  }

  /** True when the scalar at path was written in quotes. */
  isQuoted(path: YamlPath): boolean {
    const n = this.node(path);
    return isScalar(n) && (n.type === Scalar.QUOTE_DOUBLE || n.type === Scalar.QUOTE_SINGLE);
  }

  /**
   * Where a path is written: the key's position for map entries (so an
   * annotation lands on the `max_turns:` line), else the value's. Falls back
   * to the nearest ancestor that exists, then to the start of the file.
   */
  pos(path: YamlPath): SourcePos {
    for (let depth = path.length; depth >= 0; depth--) {
      const offset = this.offsetOf(path.slice(0, depth));
      if (offset !== undefined) {
        const { line, col } = this.lines.linePos(offset);
        return { file: this.file, line, col };
      }
    }
    return { file: this.file, line: 1, col: 1 };
  }

  private offsetOf(path: YamlPath): number | undefined {
    if (path.length === 0) {
      const root = this.doc.contents as Node | null;
      return root?.range?.[0];
    }
    const parent = path.length === 1 ? (this.doc.contents as Node | null) : this.node(path.slice(0, -1));
    const last = path[path.length - 1];
    if (isMap(parent)) {
      for (const item of parent.items) {
        if (!isPair(item)) continue;
        const key = isScalar(item.key) ? item.key.value : item.key;
        if (key === last || String(key) === String(last)) {
          const keyNode = item.key as Node | null;
          return keyNode?.range?.[0] ?? (item.value as Node | null)?.range?.[0];
        }
      }
      return undefined;
    }
    if (isSeq(parent) && typeof last === 'number') {
      const item = parent.items[last] as Node | undefined;
      return item?.range?.[0];
    }
    return undefined;
  }
}

function firstLine(s: string): string {
  return s.split('\n')[0].trim();
}
