// A strict JSON syntax check run before JSON.parse, so that a bad file gets a
// precise verdict without depending on the wording of V8's parse errors:
// - 'truncated': the text is valid JSON so far but ends in the middle of a
//   value (a save cut off while being written or copied);
// - 'syntax': something that is not JSON at `offset`;
// - 'too-deep': nested deeper than `maxDepth` (no save nests that deep, and
//   refusing early keeps recursive code later on safe);
// - 'too-big': more values, members, items or characters than `limits` allow
//   (limits.ts). Refused here, before JSON.parse builds a single object, so a
//   document of millions of keys costs one linear scan up to the limit rather
//   than its parse, schema check and hash.
// Iterative, so hostile nesting cannot overflow the stack.

export interface JsonLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Values in the whole document (every object, array, string, number, true, false, null). */
  maxValues: number;
  /** Members of one object. */
  maxMembers: number;
  /** Items of one array. */
  maxItems: number;
  /** Characters of one string or key, as written in the file (escapes count as written). */
  maxStringLength: number;
}

/** The shape of a document that passed: what limits.ts measures real saves by. */
export interface JsonStats {
  values: number;
  depth: number;
  members: number;
  items: number;
  stringLength: number;
}

export type JsonLimitName = 'maxValues' | 'maxMembers' | 'maxItems' | 'maxStringLength';

export type JsonCheck =
  | { ok: true }
  | { ok: false; kind: 'truncated' | 'syntax' | 'too-deep'; offset: number; line: number; column: number }
  | { ok: false; kind: 'too-big'; limit: JsonLimitName; offset: number; line: number; column: number };

const ARRAY = 0;
const OBJECT = 1;

class Stop {
  constructor(
    readonly kind: 'truncated' | 'syntax' | 'too-deep' | 'too-big',
    readonly offset: number,
    readonly limit?: JsonLimitName,
  ) {}
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/**
 * `limits` as a number is the nesting limit alone (nothing else is bounded).
 * `stats`, when given, receives the document's figures as far as it was read.
 */
export function checkJsonSyntax(text: string, limits: number | JsonLimits, stats: JsonStats = { values: 0, depth: 0, members: 0, items: 0, stringLength: 0 }): JsonCheck {
  const lim: JsonLimits =
    typeof limits === 'number'
      ? { maxDepth: limits, maxValues: Infinity, maxMembers: Infinity, maxItems: Infinity, maxStringLength: Infinity }
      : limits;
  const len = text.length;
  let i = 0;
  const stack: number[] = [];
  // Members or items so far of each open container, beside `stack`.
  const counts: number[] = [];

  const ws = () => {
    while (i < len) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  const need = () => {
    if (i >= len) throw new Stop('truncated', i);
  };
  const string = () => {
    // at '"'
    const start = i;
    i++;
    for (;;) {
      need();
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        const n = i - start - 2;
        if (n > stats.stringLength) {
          if (n > lim.maxStringLength) throw new Stop('too-big', start, 'maxStringLength');
          stats.stringLength = n;
        }
        return;
      }
      if (c === 92) {
        i++;
        need();
        const e = text.charCodeAt(i);
        if (e === 117) {
          i++;
          for (let k = 0; k < 4; k++) {
            need();
            if (!isHex(text.charCodeAt(i))) throw new Stop('syntax', i);
            i++;
          }
        } else if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
          i++;
        } else {
          throw new Stop('syntax', i);
        }
      } else if (c < 32) {
        throw new Stop('syntax', i);
      } else {
        i++;
        // A long string is refused as soon as it passes the limit, not at its end.
        if (i - start - 1 > lim.maxStringLength) throw new Stop('too-big', start, 'maxStringLength');
      }
    }
  };
  const digits = () => {
    need();
    if (!isDigit(text.charCodeAt(i))) throw new Stop('syntax', i);
    while (i < len && isDigit(text.charCodeAt(i))) i++;
  };
  const number = () => {
    if (text.charCodeAt(i) === 45) i++; // -
    need();
    if (text.charCodeAt(i) === 48) i++; // a lone 0
    else digits();
    if (i < len && text.charCodeAt(i) === 46) {
      i++;
      digits();
    }
    if (i < len && (text.charCodeAt(i) === 101 || text.charCodeAt(i) === 69)) {
      i++;
      need();
      const s = text.charCodeAt(i);
      if (s === 43 || s === 45) i++;
      digits();
    }
  };
  const literal = (word: string) => {
    for (let k = 0; k < word.length; k++) {
      need();
      if (text.charCodeAt(i) !== word.charCodeAt(k)) throw new Stop('syntax', i);
      i++;
    }
  };
  /** Counts a value about to start at `i` (in its container, and in the document). */
  const value = () => {
    if (++stats.values > lim.maxValues) throw new Stop('too-big', i, 'maxValues');
    const top = stack.length - 1;
    if (top < 0) return;
    const n = ++counts[top]!;
    if (stack[top] === OBJECT) {
      if (n > stats.members) {
        if (n > lim.maxMembers) throw new Stop('too-big', i, 'maxMembers');
        stats.members = n;
      }
    } else if (n > stats.items) {
      if (n > lim.maxItems) throw new Stop('too-big', i, 'maxItems');
      stats.items = n;
    }
  };
  const key = () => {
    ws();
    need();
    if (text.charCodeAt(i) !== 34) throw new Stop('syntax', i);
    string();
    ws();
    need();
    if (text.charCodeAt(i) !== 58) throw new Stop('syntax', i); // :
    i++;
  };
  const open = (kind: number) => {
    stack.push(kind);
    counts.push(0);
    if (stack.length > lim.maxDepth) throw new Stop('too-deep', i);
    if (stack.length > stats.depth) stats.depth = stack.length;
    i++;
  };
  const close = () => {
    i++;
    stack.pop();
    counts.pop();
  };

  try {
    let expectValue = true;
    for (;;) {
      ws();
      if (expectValue) {
        need();
        const c = text.charCodeAt(i);
        if (c === 123) {
          // {
          value();
          open(OBJECT);
          ws();
          need();
          if (text.charCodeAt(i) === 125) {
            close();
            expectValue = false;
          } else {
            key();
          }
          continue;
        }
        if (c === 91) {
          // [
          value();
          open(ARRAY);
          ws();
          need();
          if (text.charCodeAt(i) === 93) {
            close();
            expectValue = false;
          }
          continue;
        }
        if (c === 34) {
          value();
          string();
        } else if (c === 45 || isDigit(c)) {
          value();
          number();
        } else if (c === 116) {
          value();
          literal('true');
        } else if (c === 102) {
          value();
          literal('false');
        } else if (c === 110) {
          value();
          literal('null');
        } else throw new Stop('syntax', i);
        expectValue = false;
        continue;
      }
      // after a value
      if (stack.length === 0) {
        if (i < len) throw new Stop('syntax', i);
        return { ok: true };
      }
      need();
      const c = text.charCodeAt(i);
      const top = stack[stack.length - 1];
      if (c === 44) {
        // ,
        i++;
        if (top === OBJECT) key();
        expectValue = true;
      } else if ((c === 93 && top === ARRAY) || (c === 125 && top === OBJECT)) {
        close();
      } else {
        throw new Stop('syntax', i);
      }
    }
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
    let line = 1;
    let lineStart = 0;
    for (let k = 0; k < err.offset && k < len; k++) {
      if (text.charCodeAt(k) === 10) {
        line++;
        lineStart = k + 1;
      }
    }
    const where = { offset: err.offset, line, column: err.offset - lineStart + 1 };
    if (err.kind === 'too-big') return { ok: false, kind: 'too-big', limit: err.limit!, ...where };
    return { ok: false, kind: err.kind, ...where };
  }
}
