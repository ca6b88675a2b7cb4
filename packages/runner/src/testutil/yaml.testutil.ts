// The YAML of docs/ci/ for its test: block maps and sequences, `|` block scalars, flow sequences
// of plain words, quoted and plain scalars, comments. Anything else is an error, so the examples
// stay in what this reads (no anchors, no multi-line flow, no folded scalars).

type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml };

interface Line { indent: number; text: string; no: number }

function stripComment(text: string): string {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") {
      if (i === 0 || /[\s:[,-]/.test(text[i - 1]!)) quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

function scalar(raw: string, no: number): Yaml {
  const text = raw.trim();
  if (text === '') return null;
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new Error(`line ${no}: multi-line flow sequence`);
    const inner = text.slice(1, -1).trim();
    return inner === '' ? [] : inner.split(',').map((s) => scalar(s, no));
  }
  if (text.startsWith('{') || text.startsWith('&') || text.startsWith('*') || text.startsWith('>')) throw new Error(`line ${no}: unsupported YAML: ${text}`);
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) throw new Error(`line ${no}: unterminated string`);
    return JSON.parse(text) as string;
  }
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) throw new Error(`line ${no}: unterminated string`);
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (/^-?\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null' || text === '~') return null;
  if (/:\s/.test(text)) throw new Error(`line ${no}: ": " inside a plain scalar`);
  return text;
}

/** `key: rest` → [key, rest]; undefined when the text is not a mapping entry. */
function entry(text: string): [string, string] | undefined {
  const m = /^([A-Za-z0-9_.$/-]+|"[^"]*"|'[^']*'):(?:\s+(.*))?$/.exec(text);
  if (!m) return undefined;
  const key = m[1]!.replace(/^["']|["']$/g, '');
  return [key, m[2] ?? ''];
}

export function parseYaml(source: string): Yaml {
  const raw = source.split('\n');
  let i = 0;

  const next = (): Line | undefined => {
    while (i < raw.length) {
      const text = stripComment(raw[i]!);
      if (text.trim() !== '') return { indent: text.length - text.trimStart().length, text: text.trim(), no: i + 1 };
      i++;
    }
    return undefined;
  };

  /** The lines of a `|` block scalar more indented than `parent`, common indent removed. */
  const block = (parent: number): string => {
    const lines: string[] = [];
    while (i < raw.length) {
      const line = raw[i]!;
      if (line.trim() !== '' && line.length - line.trimStart().length <= parent) break;
      lines.push(line);
      i++;
    }
    while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
    return `${lines.map((l) => l.slice(indent)).join('\n')}\n`;
  };

  const value = (rest: string, indent: number, no: number): Yaml => {
    if (rest === '|') return block(indent);
    if (rest !== '') return scalar(rest, no);
    const child = next();
    return child && child.indent > indent ? node(child.indent) : null;
  };

  function node(indent: number): Yaml {
    const first = next()!;
    if (first.text === '-' || first.text.startsWith('- ')) {
      const list: Yaml[] = [];
      for (let line = next(); line && line.indent === indent && (line.text === '-' || line.text.startsWith('- ')); line = next()) {
        const rest = line.text.slice(1).trim();
        const e = entry(rest);
        if (e) {
          // "- key: value" opens a mapping whose keys sit two columns in.
          raw[i] = `${' '.repeat(indent + 2)}${rest}`;
          list.push(node(indent + 2));
        } else {
          i++;
          list.push(value(rest, indent, line.no));
        }
      }
      return list;
    }
    const map: { [key: string]: Yaml } = {};
    for (let line = next(); line && line.indent === indent; line = next()) {
      const e = entry(line.text);
      if (!e) throw new Error(`line ${line.no}: expected "key: value", got ${line.text}`);
      i++;
      if (e[0] in map) throw new Error(`line ${line.no}: duplicate key ${e[0]}`);
      map[e[0]] = value(e[1], indent, line.no);
    }
    return map;
  }

  const top = next();
  if (!top) return null;
  const result = node(top.indent);
  const rest = next();
  if (rest) throw new Error(`line ${rest.no}: unexpected indentation`);
  return result;
}
