import path from 'node:path';
import type { SourcePos } from './config.js';

export type Severity = 'error' | 'warning';

export interface Diagnostic extends SourcePos {
  severity: Severity;
  message: string;
}

/** Collects authoring problems so they can all be reported at once. */
export class Diagnostics {
  readonly items: Diagnostic[] = [];

  error(pos: SourcePos, message: string): void {
    this.items.push({ ...pos, severity: 'error', message });
  }

  warning(pos: SourcePos, message: string): void {
    this.items.push({ ...pos, severity: 'warning', message });
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }

  hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }

  /** Sorted by file, then line, then column, for stable output. */
  sorted(): Diagnostic[] {
    return [...this.items].sort(
      (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message),
    );
  }
}

/** `path:line:col: severity: message`, with the path relative to cwd. */
export function formatDiagnostic(d: Diagnostic, cwd: string = process.cwd()): string {
  const rel = path.relative(cwd, d.file) || d.file;
  const prefix = d.severity === 'warning' ? 'warning: ' : '';
  return `${rel}:${d.line}:${d.col}: ${prefix}${d.message}`;
}
