// A strict JSON syntax check run before JSON.parse, so that a bad file gets a
// precise verdict without depending on the wording of V8's parse errors:
// - 'truncated': the text is valid JSON so far but ends in the middle of a
//   value (a save cut off while being written or copied);
// - 'syntax': something that is not JSON at `offset`;
// - 'too-deep': nested deeper than `maxDepth` (no save nests that deep, and
//   refusing early keeps recursive code later on safe).
// Iterative, so hostile nesting cannot overflow the stack.

export type JsonCheck =
  | { ok: true }
  | { ok: false; kind: 'truncated' | 'syntax' | 'too-deep'; offset: number; line: number; column: number };

const ARRAY = 0;
const OBJECT = 1;

class Stop {
  constructor(
    readonly kind: 'truncated' | 'syntax' | 'too-deep',
    readonly offset: number,
  ) {}
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

export function checkJsonSyntax(text: string, maxDepth: number): JsonCheck {
  const len = text.length;
  let i = 0;
  const stack: number[] = [];

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
    i++;
    for (;;) {
      need();
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
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
    if (stack.length > maxDepth) throw new Stop('too-deep', i);
    i++;
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
          open(OBJECT);
          ws();
          need();
          if (text.charCodeAt(i) === 125) {
            i++;
            stack.pop();
            expectValue = false;
          } else {
            key();
          }
          continue;
        }
        if (c === 91) {
          // [
          open(ARRAY);
          ws();
          need();
          if (text.charCodeAt(i) === 93) {
            i++;
            stack.pop();
            expectValue = false;
          }
          continue;
        }
        if (c === 34) string();
        else if (c === 45 || isDigit(c)) number();
        else if (c === 116) literal('true');
        else if (c === 102) literal('false');
        else if (c === 110) literal('null');
        else throw new Stop('syntax', i);
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
        i++;
        stack.pop();
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
    return { ok: false, kind: err.kind, offset: err.offset, line, column: err.offset - lineStart + 1 };
  }
}
