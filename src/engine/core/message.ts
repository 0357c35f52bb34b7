// Words for a player travel as a message: an id in the message catalogs
// (src/shared/i18n/catalogs) and its arguments. The engine and the main side
// never build sentences; the renderer says a message in the player's language,
// and a saved game keeps messages, so it reads in whatever language loads it.

/**
 * One argument of a message: a number (an amount, a slot number), a player's
 * own text (a seat's name, a save's name: shown as typed), another message
 * (a kin, a sector, a spot in words), or a list of these (said as a list).
 */
export type MsgArg = number | string | Msg | readonly MsgArg[];

export interface Msg {
  readonly id: string;
  readonly args?: Readonly<Record<string, MsgArg>>;
}

/** A message with id `id`, e.g. `msg('spot.sector', { n: 2, sector: sectorName(1) })`: "spot 2 of the Capital". */
export function msg(id: string, args?: Record<string, MsgArg>): Msg {
  return args === undefined ? { id } : { id, args };
}

export function isMsg(value: unknown): value is Msg {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Msg).id === 'string';
}

/** Every message id `m` names, its own and its arguments', e.g. to check a catalog has them all. */
export function msgIds(m: Msg, into: Set<string> = new Set()): Set<string> {
  into.add(m.id);
  const visit = (a: MsgArg): void => {
    if (Array.isArray(a)) a.forEach(visit);
    else if (isMsg(a)) msgIds(a, into);
  };
  for (const a of Object.values(m.args ?? {})) visit(a);
  return into;
}
