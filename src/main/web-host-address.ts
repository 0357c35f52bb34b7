// The browser edition's address, kept across restarts in the data folder
// (`web-host.json`: the port it last listened on and its token), so a tab left
// open reconnects by itself when the host comes back: same port when that port
// is free, same token always. A file missing is made; one damaged (or with a
// token too short to be a secret) is replaced and reported, never fatal.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './saves/atomic-write.js';

export const ADDRESS_FILE = 'web-host.json';

export interface KeptAddress {
  /** The port the host last listened on (null: none yet). */
  port: number | null;
  token: string;
}

/** What a start finds: the kept address, and whether its token was just made (nothing usable was kept). */
export type FoundAddress = KeptAddress & { fresh: boolean };

const TOKEN_RE = /^[0-9a-f]{64}$/;

const freshToken = () => randomBytes(32).toString('hex');

/** The address kept in `dataDir`; a fresh token when there is none or it is damaged (`report` says which). */
export function readKeptAddress(dataDir: string, report: (line: string) => void): FoundAddress {
  const file = path.join(dataDir, ADDRESS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { port: null, token: freshToken(), fresh: true };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    doc = null;
  }
  const d = doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : {};
  const token = typeof d.token === 'string' && TOKEN_RE.test(d.token) ? d.token : null;
  const port = typeof d.port === 'number' && Number.isInteger(d.port) && d.port > 0 && d.port <= 65535 ? d.port : null;
  if (token === null) {
    report(`web host: ${file} was damaged; it is replaced with a new token (open the new address printed below).`);
    return { port, token: freshToken(), fresh: true };
  }
  return { port, token, fresh: false };
}

/** Keeps the address for the next start (atomically: a kill leaves the old file or the new one). */
export async function keepAddress(dataDir: string, address: KeptAddress): Promise<void> {
  // The token is the page's key to the host: readable by this user only.
  await writeFileAtomic(path.join(dataDir, ADDRESS_FILE), `${JSON.stringify({ port: address.port, token: address.token })}\n`, { mode: 0o600 });
}
