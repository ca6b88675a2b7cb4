// The one place that copies, trims and walks JSON a server chose. Such JSON is data, never shape:
// every walk is iterative (no stack to overflow), bounded in depth and size, and every key is an
// ordinary key: `__proto__`, `constructor` and `prototype` are copied as own data properties
// (Object.defineProperty), never through an assignment that would set a copy's prototype.

/** Bounds of an evidence copy: what a report shows of a body. */
export interface TrimBounds {
  /** Items kept of an array (the rest is said in one string). */
  maxItems: number;
  /** Characters kept of a string. */
  maxString: number;
  /** Containers nested below the top one before the rest is shown as '…'. */
  maxDepth: number;
  /** Keys kept of an object. */
  maxKeys: number;
  /** Values (containers and scalars) in the whole copy; past it, '…'. */
  maxValues: number;
}

export const EVIDENCE_BOUNDS: TrimBounds = { maxItems: 10, maxString: 1000, maxDepth: 8, maxKeys: 50, maxValues: 2000 };

/**
 * Walks deeper than this are not followed by `mapStrings`: the subtree is replaced by a note. JSON
 * parsed from a server nests at most 32 levels (json-depth.ts); a report adds a handful.
 */
const MAX_WALK_DEPTH = 256;
export const TOO_DEEP = '… (nested too deep: not shown)';

type Container = unknown[] | Record<string, unknown>;

/** Sets `key` on `target` as an own data property, whatever the key is (`__proto__` included). */
export function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A copy of a piece cut from a larger string. V8 keeps a slice as a view of the string it was cut
 * from, so 4,000 characters of an 8 MiB body would keep all of it alive as long as the evidence.
 */
export function detached(piece: string): string {
  return Buffer.from(piece, 'utf16le').toString('utf16le');
}

function trimString(value: string, max: number): string {
  return value.length > max ? detached(`${value.slice(0, max)}… (${value.length - max} more characters)`) : value;
}

/** Own enumerable string keys of any object, whatever its prototype (a null one included). */
function ownKeys(value: object): string[] {
  return Object.keys(value);
}

/** A bounded copy of a parsed JSON body for evidence (iterative; prototype-proof); see `trimJsonCut`. */
export function trimJson(value: unknown, bounds: TrimBounds = EVIDENCE_BOUNDS): unknown {
  return trimJsonCut(value, bounds).value;
}

/**
 * A bounded copy of a parsed JSON body and what it left out, in words. The copy holds no invented
 * element or field: an array keeps its first items, an object its first keys, and what was cut is
 * said beside it (`cut`), never inside it, so the copy is never read as the server's data. Strings
 * past the bound end in "… (N more characters)"; a container past the depth or value bound is '…'.
 */
export function trimJsonCut(value: unknown, bounds: TrimBounds = EVIDENCE_BOUNDS): { value: unknown; cut?: string } {
  if (typeof value === 'string') {
    const text = trimString(value, bounds.maxString);
    return text === value ? { value } : { value: text, cut: `${value.length - bounds.maxString} of ${value.length} characters` };
  }
  if (value === null || typeof value !== 'object') return { value };
  const cuts = { items: [] as string[], keys: 0, strings: 0, values: 0, depth: 0 };
  let budget = bounds.maxValues;
  // Each task fills one slot of an already created container, so keys keep their order.
  const tasks: { value: unknown; depth: number; into: Container; key: string | number }[] = [];
  const root: Container = [];
  tasks.push({ value, depth: 0, into: root, key: 0 });
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    const place = (v: unknown) => {
      if (Array.isArray(task.into)) task.into[task.key as number] = v;
      else setKey(task.into, task.key as string, v);
    };
    const v = task.value;
    if (--budget < 0) {
      cuts.values++;
      place('…');
      continue;
    }
    if (typeof v === 'string') {
      if (v.length > bounds.maxString) cuts.strings++;
      place(trimString(v, bounds.maxString));
      continue;
    }
    if (v === null || typeof v !== 'object') {
      place(v);
      continue;
    }
    if (task.depth >= bounds.maxDepth) {
      cuts.depth++;
      place('…');
      continue;
    }
    if (Array.isArray(v)) {
      const kept = Math.min(v.length, bounds.maxItems);
      const out: unknown[] = new Array<unknown>(kept).fill(undefined);
      if (v.length > bounds.maxItems) cuts.items.push(`${kept} of ${v.length} items`);
      place(out);
      for (let i = kept - 1; i >= 0; i--) tasks.push({ value: v[i], depth: task.depth + 1, into: out, key: i });
      continue;
    }
    const keys = ownKeys(v);
    const out: Record<string, unknown> = {};
    const kept = Math.min(keys.length, bounds.maxKeys);
    for (let i = 0; i < kept; i++) setKey(out, keys[i]!, undefined);
    if (keys.length > bounds.maxKeys) cuts.keys += keys.length - bounds.maxKeys;
    place(out);
    for (let i = kept - 1; i >= 0; i--) {
      tasks.push({ value: (v as Record<string, unknown>)[keys[i]!], depth: task.depth + 1, into: out, key: keys[i]! });
    }
  }
  return { value: root[0], ...cutWords(cuts) };
}

/** What a trimmed copy left out, in words: `shown: 10 of 49 items; 2 fields left out`. */
function cutWords(cuts: { items: string[]; keys: number; strings: number; values: number; depth: number }): { cut?: string } {
  const words = [
    ...(cuts.items.length > 0
      ? [`an array shown as its first ${cuts.items[0]}${cuts.items.length > 1 ? ` (and ${cuts.items.length - 1} more arrays cut)` : ''}`]
      : []),
    ...(cuts.keys > 0 ? [`${cuts.keys} fields left out`] : []),
    ...(cuts.strings > 0 ? [`${cuts.strings} strings cut`] : []),
    ...(cuts.depth > 0 ? [`${cuts.depth} values nested too deep shown as '…'`] : []),
    ...(cuts.values > 0 ? [`${cuts.values} values past the bound shown as '…'`] : []),
  ];
  return words.length > 0 ? { cut: words.join('; ') } : {};
}

/** Kinds of object `mapStrings` leaves as they are: they hold no JSON text of a server. */
function isOpaque(value: object): boolean {
  return value instanceof Date || ArrayBuffer.isView(value) || value instanceof RegExp;
}

interface Frame {
  src: Container;
  keys: string[] | undefined;
  i: number;
  out: Container;
  changed: boolean;
  depth: number;
}

/**
 * Applies `f` to every string inside a JSON-like value (object keys included) and returns a copy,
 * or the value itself when nothing changed. Every object is walked, whatever its prototype, through
 * its own enumerable keys; iterative, so no nesting overflows the stack. Replacing inside strings,
 * never in serialized text, keeps the structure intact whatever the secret looks like.
 */
export function mapStrings<T>(value: T, f: (text: string) => string): T {
  if (typeof value === 'string') return f(value) as T;
  if (value === null || typeof value !== 'object' || isOpaque(value)) return value;
  const open = (src: Container, depth: number): Frame => {
    const keys = Array.isArray(src) ? undefined : ownKeys(src);
    return { src, keys, i: 0, out: Array.isArray(src) ? new Array<unknown>(src.length) : {}, changed: false, depth };
  };
  const stack: Frame[] = [open(value as Container, 0)];
  let finished: unknown;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const count = frame.keys ? frame.keys.length : (frame.src as unknown[]).length;
    if (frame.i >= count) {
      stack.pop();
      finished = frame.changed ? frame.out : frame.src;
      const parent = stack[stack.length - 1];
      if (parent) {
        assign(parent, finished, frame.src);
      }
      continue;
    }
    const index = frame.i;
    const key = frame.keys?.[index];
    const item = key === undefined ? (frame.src as unknown[])[index] : (frame.src as Record<string, unknown>)[key];
    if (item !== null && typeof item === 'object' && !isOpaque(item)) {
      if (frame.depth + 1 >= MAX_WALK_DEPTH) {
        assign(frame, TOO_DEEP, item);
        continue;
      }
      stack.push(open(item as Container, frame.depth + 1));
      continue;
    }
    assign(frame, typeof item === 'string' ? f(item) : item, item);
  }
  return finished as T;

  /** Puts the mapped `item` (whose source was `source`) in the frame's next slot and moves on. */
  function assign(frame: Frame, item: unknown, source: unknown): void {
    const index = frame.i++;
    if (item !== source) frame.changed = true;
    if (frame.keys === undefined) {
      (frame.out as unknown[])[index] = item;
      return;
    }
    const key = frame.keys[index]!;
    const mappedKey = f(key);
    if (mappedKey !== key) frame.changed = true;
    setKey(frame.out as Record<string, unknown>, mappedKey, item);
  }
}
