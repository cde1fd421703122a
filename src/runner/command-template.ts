// Turns runner.command into argv: a string command is split into words the
// way a POSIX shell splits them (quotes, backslashes) but is never run by a
// shell, then `{name}` placeholders are substituted inside each argument, so
// a value with spaces stays one argument.

export class CommandTemplateError extends Error {
  override name = 'CommandTemplateError';
}

const OPERATOR_CHARS = new Set(['|', '&', ';', '<', '>', '`']);

/** Splits a command line into words: '...' is literal, "..." honours \\ \" \$ \`, a bare \\ escapes the next character. */
export function splitShellWords(command: string): string[] {
  const words: string[] = [];
  let cur = '';
  let inWord = false;
  let i = 0;
  const n = command.length;
  while (i < n) {
    const c = command[i];
    if (c === ' ' || c === '\t' || c === '\n') {
      if (inWord) words.push(cur);
      cur = '';
      inWord = false;
      i++;
      continue;
    }
    inWord = true;
    if (c === "'") {
      const close = command.indexOf("'", i + 1);
      if (close === -1) throw new CommandTemplateError(`unterminated single quote in command: ${command}`);
      cur += command.slice(i + 1, close);
      i = close + 1;
      continue;
    }
    if (c === '"') {
      i++;
      let closed = false;
      while (i < n) {
        const d = command[i];
        if (d === '"') {
          closed = true;
          i++;
          break;
        }
        if (d === '\\' && i + 1 < n && '\\"$`\n'.includes(command[i + 1])) {
          if (command[i + 1] !== '\n') cur += command[i + 1];
          i += 2;
          continue;
        }
        cur += d;
        i++;
      }
      if (!closed) throw new CommandTemplateError(`unterminated double quote in command: ${command}`);
      continue;
    }
    if (c === '\\') {
      if (i + 1 < n) {
        if (command[i + 1] !== '\n') cur += command[i + 1];
        else if (cur === '') inWord = false;
        i += 2;
      } else {
        i++;
      }
      continue;
    }
    if (OPERATOR_CHARS.has(c) || (c === '$' && command[i + 1] === '(')) {
      throw new CommandTemplateError(
        `command contains the shell operator "${c === '$' ? '$(' : c}", but runner commands are not run by a shell: ` +
          `quote it, or put the pipeline in a script and call that: ${command}`,
      );
    }
    cur += c;
    i++;
  }
  if (inWord) words.push(cur);
  return words;
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g;

/** Placeholders named in an argv template. */
export function placeholdersIn(template: string[] | string): string[] {
  const args = typeof template === 'string' ? splitShellWords(template) : template;
  const names = new Set<string>();
  for (const a of args) for (const m of a.matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names];
}

export function buildArgv(template: string[] | string, placeholders: Record<string, string>): string[] {
  const args = typeof template === 'string' ? splitShellWords(template) : [...template];
  if (args.length === 0) throw new CommandTemplateError('runner.command is empty: give the program to run and its arguments');
  return args.map((arg, idx) => {
    if (typeof arg !== 'string') throw new CommandTemplateError(`runner.command argument ${idx + 1} is not a string`);
    return arg.replace(PLACEHOLDER, (_whole, name: string) => {
      const v = placeholders[name];
      if (v === undefined) {
        const known = Object.keys(placeholders).sort().map((k) => `{${k}}`).join(' ');
        throw new CommandTemplateError(
          `unknown placeholder {${name}} in runner.command argument ${idx + 1} ("${arg}"); known placeholders: ${known}`,
        );
      }
      return v;
    });
  });
}
