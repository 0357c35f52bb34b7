// Before the variants kept typed slots, a mode's state lived in one bag,
// `ext`, at the end of the state. Fingerprints recorded in saves (stateHash)
// and the golden replays' digests were made over that shape, so both are
// still made over it: the slots a variant declares `formerExt` are folded back
// into the bag, by the same name, where it stood (right after `log`).
import { formerExtSlots } from './variants-in-play.js';

/** A blank slot (a mode that is off, or a flag never raised) was simply absent from the bag. */
function isBlank(v: unknown): boolean {
  return v === null || v === false || v === undefined;
}

/**
 * `value` (a state, or a view of one) in the shape it had with the `ext` bag:
 * the same keys in the same order, less the former entries, with `ext` after
 * `log`. A shallow copy: the entries are shared, not copied.
 */
export function withFormerExt(value: object): Record<string, unknown> {
  const slots = formerExtSlots();
  const from = value as Record<string, unknown>;
  const ext: Record<string, unknown> = {};
  for (const k of slots) if (!isBlank(from[k])) ext[k] = from[k];
  const out: Record<string, unknown> = {};
  let placed = false;
  for (const k of Object.keys(from)) {
    if (slots.includes(k)) continue;
    out[k] = from[k];
    if (k === 'log') {
      out.ext = ext;
      placed = true;
    }
  }
  if (!placed) out.ext = ext;
  return out;
}
