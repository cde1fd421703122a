import { describe, expect, it } from 'vitest';
import type { Metrics } from '../../src/types.js';
import { JsonLinesParser, ToolCallCounter, type ParserOptions } from '../../src/metrics/json-lines-parser.js';
import { emptyMetrics } from '../../src/metrics/metrics-util.js';

/** Records every parsed event; drops lines starting with `#` before parsing, counting `#!` ones as not JSON. */
class RecordingParser extends JsonLinesParser {
  readonly events: any[] = [];

  constructor(opts?: ParserOptions) {
    super(opts);
  }

  protected event(ev: any): void {
    this.events.push(ev);
    this.noteModel(ev.model);
  }

  protected metrics(): Metrics {
    const m = emptyMetrics('test');
    m.model = this.model;
    m.num_turns = this.events.length;
    return m;
  }

  protected override ignoreLine(buf: Buffer, start: number): boolean {
    if (buf[start] !== 35) return false;
    if (buf[start + 1] === 33) this.notJson();
    return true;
  }
}

function run(parser: RecordingParser, ...chunks: string[]): Metrics {
  for (const c of chunks) parser.push(Buffer.from(c));
  return parser.end();
}

describe('JsonLinesParser', () => {
  it('hands every JSON object line to event() and counts the lines that are not objects', () => {
    const p = new RecordingParser();
    const m = run(p, '{"a":1}\n\n   \nnot json\nnull\n42\n"str"\n[1]\r\n  {"b":2}\r\n{"trunc":');
    expect(p.events).toEqual([{ a: 1 }, [1], { b: 2 }]);
    // not json, null, 42, "str", and the cut last line.
    expect(m.skipped_lines).toBe(5);
    expect(m.num_turns).toBe(3);
  });

  it('joins lines split across chunks and flushes a last line without a newline', () => {
    const p = new RecordingParser();
    run(p, '{"a":', '1}\n{"b"', ':2', '}\n{"c":3}');
    expect(p.events).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  it('lets a parser drop lines before parsing, counting only those it reports as not JSON', () => {
    const p = new RecordingParser();
    const m = run(p, '# comment\n#! broken\n  # indented\n{"x":1}\n');
    expect(p.events).toEqual([{ x: 1 }]);
    expect(m.skipped_lines).toBe(1);
  });

  it('keeps the first model named, and a model from the options over any in the stream', () => {
    expect(run(new RecordingParser(), '{"model":7}\n{"model":"m1"}\n{"model":"m2"}\n').model).toBe('m1');
    expect(run(new RecordingParser({ model: 'given' }), '{"model":"m1"}\n').model).toBe('given');
    expect(run(new RecordingParser({ model: '' }), '{"model":"m1"}\n').model).toBe('m1');
    expect(run(new RecordingParser(), '{}\n').model).toBeNull();
  });
});

describe('ToolCallCounter', () => {
  it('counts an id once, a call without an id every time, and names each counted call', () => {
    const t = new ToolCallCounter();
    t.add('a', 'Bash');
    t.add('a', 'Bash');
    t.add('b', 'Read');
    t.add(undefined, 'Bash');
    t.add(17, 'Bash');
    expect(t.count).toBe(4);
    expect(t.byName()).toEqual({ Bash: 3, Read: 1 });
  });

  it('returns a copy of the names', () => {
    const t = new ToolCallCounter();
    t.add('a', 'Bash');
    const names = t.byName();
    names.Bash = 99;
    expect(t.byName()).toEqual({ Bash: 1 });
  });

  it('remembers only the most recent ids', () => {
    const t = new ToolCallCounter(2);
    for (const id of ['a', 'b', 'c', 'a', 'c']) t.add(id, 'x');
    // 'a' was forgotten after 'c' came in, so it counts again; 'c' is still remembered.
    expect(t.count).toBe(4);
  });
});
