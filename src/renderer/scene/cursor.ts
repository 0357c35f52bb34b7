// The pointer cursor over the table: a hand while the pointer is over
// something that takes a click. Several scene parts report hovering; the
// cursor is a pointer while any of them does.
const hovering = new Set<string>();

export function setHover(owner: string, on: boolean) {
  const before = hovering.size > 0;
  if (on) hovering.add(owner);
  else hovering.delete(owner);
  const after = hovering.size > 0;
  if (before !== after && typeof document !== 'undefined') document.body.style.cursor = after ? 'pointer' : '';
}

export function isHovering(): boolean {
  return hovering.size > 0;
}
