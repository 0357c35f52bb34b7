// How both listeners (the web host's and the invite listener's) read a call
// frame off a WebSocket and answer it: the same refusal for a frame that is
// not JSON, the same id rules, the reply sent only while the socket is open.
import type { RawData, WebSocket } from 'ws';
import type { Reply } from '../../shared/contract.js';
import { msg as message } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';

const NOT_JSON = message('main.frame.notJson');

/** A call frame's fields, read as they came: the channel table checks them. */
export interface CallFrame {
  /** Echoed on the reply; null when the frame carried none usable. */
  id: number | string | null;
  fields: Record<string, unknown>;
}

/** The frame's fields, or null once a frame that is not JSON text has been answered with `bad-message`. */
export function readCallFrame(ws: WebSocket, data: RawData, isBinary: boolean): CallFrame | null {
  let msg: unknown;
  try {
    if (isBinary) throw new Error('binary');
    msg = JSON.parse(data.toString());
  } catch {
    ws.send(JSON.stringify({ id: null, ok: false, error: { code: 'bad-message', message: sayEnglish(NOT_JSON), words: NOT_JSON } }));
    return null;
  }
  const fields = (msg && typeof msg === 'object' ? msg : {}) as Record<string, unknown>;
  const id = typeof fields.id === 'number' || typeof fields.id === 'string' ? fields.id : null;
  return { id, fields };
}

/** Sends the reply under the frame's id, unless the socket closed meanwhile. */
export function answerCall(ws: WebSocket, id: CallFrame['id'], reply: Promise<Reply<unknown>>, log: (line: string) => void): void {
  reply
    .then((r) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, ...r }));
    })
    .catch((err: unknown) => log(String(err)));
}
