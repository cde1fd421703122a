// Minimal path globs (`*`, `**`, `?`, `{a,b}`) for judge file lists and
// files_changed checks; Node 20 has no fs.glob.

/** A RegExp matching whole relative paths for a glob. A pattern without a slash also matches a basename. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  let i = 0;
  let inBrace = false;
  while (i < glob.length) {
    const c = glob[i];
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slashAfter = glob[i + 2] === '/';
        re += slashAfter ? '(?:.*/)?' : '.*';
        i += slashAfter ? 3 : 2;
        continue;
      }
      re += '[^/]*';
    } else if (c === '?') {
      re += '[^/]';
    } else if (c === '{') {
      inBrace = true;
      re += '(?:';
    } else if (c === '}' && inBrace) {
      inBrace = false;
      re += ')';
    } else if (c === ',' && inBrace) {
      re += '|';
    } else {
      re += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
    }
    i++;
  }
  const anchored = glob.includes('/') ? `^${re}$` : `^(?:.*/)?${re}$`;
  return new RegExp(anchored);
}

export function isGlob(pattern: string): boolean {
  return /[*?{]/.test(pattern);
}

/** Whether a path matches a glob, or equals a plain path (a plain directory also matches what is under it). */
export function pathMatches(pattern: string, path: string): boolean {
  const p = pattern.replace(/^\.\//, '');
  if (!isGlob(p)) return path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`);
  return globToRegExp(p).test(path);
}
