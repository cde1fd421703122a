// `$VAR` expansion for execution.env / runner.env values.
//
//   $VAR, ${VAR}     the variable's value; an unset variable is an error
//                    naming it and the YAML key, never an empty string
//   ${VAR:-default}  default when VAR is unset or empty
//   ${VAR-default}   default when VAR is unset (`${VAR-}` marks an optional
//                    variable that may be absent)
//   $$               a literal `$`
// Defaults are literal text. A `$` not followed by a name, `{` or `$` is kept.

export class EnvExpansionError extends Error {
  override name = 'EnvExpansionError';
  constructor(message: string, readonly variable: string, readonly key: string) {
    super(message);
  }
}

export interface ExpandContext {
  file: string;
  /** YAML path of the map, e.g. `runner.env`. */
  keyPath: string;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

export function expandValue(value: string, hostEnv: Record<string, string | undefined>, where: { file: string; key: string }): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    const c = value[i];
    if (c !== '$') {
      out += c;
      i++;
      continue;
    }
    const next = value[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next === '{') {
      const close = value.indexOf('}', i + 2);
      if (close === -1) {
        throw new EnvExpansionError(`${where.file}: ${where.key}: unterminated "\${" in "${value}"`, '', where.key);
      }
      const body = value.slice(i + 2, close);
      const m = NAME.exec(body);
      if (!m) throw new EnvExpansionError(`${where.file}: ${where.key}: bad variable reference "\${${body}}"`, body, where.key);
      const name = m[0];
      const rest = body.slice(name.length);
      const v = hostEnv[name];
      if (rest === '') out += required(name, v, where);
      else if (rest.startsWith(':-')) out += v === undefined || v === '' ? rest.slice(2) : v;
      else if (rest.startsWith('-')) out += v === undefined ? rest.slice(1) : v;
      else {
        throw new EnvExpansionError(
          `${where.file}: ${where.key}: unsupported form "\${${body}}": use \${${name}}, \${${name}:-default} or \${${name}-}`,
          name,
          where.key,
        );
      }
      i = close + 1;
      continue;
    }
    const m = NAME.exec(value.slice(i + 1));
    if (!m) {
      out += '$';
      i++;
      continue;
    }
    out += required(m[0], hostEnv[m[0]], where);
    i += 1 + m[0].length;
  }
  return out;
}

function required(name: string, v: string | undefined, where: { file: string; key: string }): string {
  if (v === undefined) {
    throw new EnvExpansionError(
      `${where.file}: ${where.key}: environment variable ${name} is not set; set it, or write \${${name}:-default} ` +
        `or \${${name}-} if it is optional`,
      name,
      where.key,
    );
  }
  return v;
}

export function expandEnv(
  map: Record<string, string>,
  hostEnv: Record<string, string | undefined>,
  ctx: ExpandContext,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(map)) {
    out[k] = expandValue(String(v), hostEnv, { file: ctx.file, key: `${ctx.keyPath}.${k}` });
  }
  return out;
}
