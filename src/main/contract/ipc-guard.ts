// The one gate every bridge call passes (Electron ipcMain and the web host's
// WebSocket alike). In order:
//   1. the sender must be ours (Electron: the app's own page in its main frame;
//      web: a connection that presented the per-run token),
//   2. the channel must exist in the table,
//   3. the caller must have the right to call it (src/shared/rights.ts): a
//      seat's device only the seat channels, and only for its own seat,
//   4. the payload must satisfy the channel's zod schema.
// Only then does the handler run. A refusal never reaches a handler, so the
// session is untouched. Every outcome is a Reply: {ok:true, result} or
// {ok:false, error:{code, message, words}}: `words` (a message) for the
// player, `message` its English for logs and tools. Engine RulesErrors become
// replies too, with their words (the engine leaves the state unchanged when it
// throws).
//
// No Node or electron import: the Electron shell passes plain facts about the
// sender frame, and tests can call dispatch directly.
import { RulesError } from '../../engine/core/errors.js';
import { isMsg, msg, type Msg } from '../../engine/core/message.js';
import { sayEnglish } from '../../shared/i18n/format.js';
import { ApiError } from '../game/api-error.js';
import { type ApiContext, type ChannelTable, type ErrorInfo, type Reply } from './channel-table.js';
import { CHANNEL_RIGHTS, DESKTOP, type Caller } from '../../shared/rights.js';

/** Facts about who sent a call, gathered by the bridge that received it. */
export type Sender =
  | {
      kind: 'electron';
      /** URL of the sending frame (event.senderFrame.url); null when the frame is gone. */
      frameUrl: string | null | undefined;
      /** Whether the sending frame is the top-level frame of its window. */
      mainFrame: boolean;
      /** The URL the app loaded: its index.html file URL, or the dev server URL. */
      appUrl: string;
    }
  | {
      kind: 'web';
      /** Whether the WebSocket connection presented the host's per-run token (and passed the Origin/Host checks), or a seat credential. */
      authenticated: boolean;
      /** The seat a seat device's credential is bound to; absent for the desktop's page. */
      seat?: number;
    };

/** Who the sender is: the desktop, or the device of one seat. */
export function callerOf(sender: Sender): Caller {
  return sender.kind === 'web' && sender.seat !== undefined ? { role: 'seat', seat: sender.seat } : DESKTOP;
}

/** Why `caller` may not make this call, or null. Channels outside the rights table (tests' small tables) are the desktop's. */
export function rightsProblem(caller: Caller, channelName: string, payload: unknown): Msg | null {
  if (caller.role === 'desktop') return null;
  const right = (CHANNEL_RIGHTS as Readonly<Record<string, string>>)[channelName] ?? 'desktop';
  if (right !== 'seat') return msg('main.gate.desktopOnly', { channel: channelName });
  const named = payload && typeof payload === 'object' ? (payload as { seat?: unknown }).seat : undefined;
  if (named !== undefined && named !== caller.seat) return msg('main.gate.otherSeat', { n: caller.seat + 1 });
  return null;
}

/**
 * Whether an Electron frame URL is the app's own page: for a file:// app or
 * the shell's app:// scheme (neither has a usable URL.origin) the same page
 * (query and hash may differ); for a dev server the same origin.
 */
export function isAppUrl(frameUrl: string | null | undefined, appUrl: string): boolean {
  if (!frameUrl) return false;
  let frame: URL;
  let app: URL;
  try {
    frame = new URL(frameUrl);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  if (app.protocol === 'file:' || app.protocol === 'app:') {
    return frame.protocol === app.protocol && frame.host === app.host && decodeURIComponent(frame.pathname) === decodeURIComponent(app.pathname);
  }
  if (app.protocol === 'http:' || app.protocol === 'https:') {
    return frame.origin === app.origin;
  }
  return false;
}

/** Why a sender is refused, or null when it is trusted. */
export function senderProblem(sender: Sender): Msg | null {
  if (sender.kind === 'electron') {
    if (!sender.mainFrame) return msg('main.gate.embeddedFrame');
    if (!isAppUrl(sender.frameUrl, sender.appUrl)) return sender.frameUrl ? msg('main.gate.otherPage', { url: sender.frameUrl }) : msg('main.gate.closedFrame');
    return null;
  }
  if (!sender.authenticated) return msg('main.gate.noToken');
  return null;
}

/** A refusal: `words` for the player, `message` their English (or, given, a fuller English text for logs). */
function fail(code: string, words: Msg, message: string = sayEnglish(words)): { ok: false; error: ErrorInfo } {
  return { ok: false, error: { code, message, words } };
}

/** How a thrown value is reported to the caller. */
export function errorReply(err: unknown): { ok: false; error: ErrorInfo } {
  // Engine refusals carry their words (their message is only the id); services' ApiErrors too, with English beside them.
  if (err instanceof ApiError) return fail(err.code, err.words, err.message);
  if (err instanceof RulesError) {
    const words = (err as { words?: unknown }).words;
    return isMsg(words) ? fail(err.code, words) : { ok: false, error: { code: err.code, message: err.message } };
  }
  // Errors from other modules (e.g. the saves service) may carry their own code, and words.
  if (err instanceof Error && typeof (err as { code?: unknown }).code === 'string' && err.name !== 'Error') {
    const code = (err as Error & { code: string }).code;
    const words = (err as { words?: unknown }).words;
    return isMsg(words) ? fail(code, words, err.message) : { ok: false, error: { code, message: err.message } };
  }
  const message = err instanceof Error ? err.message : String(err);
  return fail('internal', msg('main.gate.internal', { detail: message }), `Something went wrong inside Ryozen: ${message}`);
}

const MAX_ISSUES = 5;

/**
 * Runs one call through the gate. Never throws: every outcome is a Reply.
 */
export async function dispatch(
  table: ChannelTable,
  ctx: ApiContext,
  channelName: unknown,
  payload: unknown,
  sender: Sender,
): Promise<Reply<unknown>> {
  const problem = senderProblem(sender);
  if (problem) return fail('forbidden-sender', problem);

  if (typeof channelName !== 'string' || !Object.prototype.hasOwnProperty.call(table, channelName)) {
    const shown = typeof channelName === 'string' ? `"${channelName.slice(0, 60)}"` : `a ${typeof channelName}`;
    return fail('unknown-channel', msg('main.gate.unknownChannel'), `There is no channel ${shown}. Known channels: ${Object.keys(table).join(', ')}.`);
  }
  const entry = table[channelName];
  if (!entry) return fail('unknown-channel', msg('main.gate.unknownChannel'), `There is no channel "${channelName}".`);

  const caller = callerOf(sender);
  const refused = rightsProblem(caller, channelName, payload);
  if (refused) return fail('forbidden', refused);

  const parsed = entry.input.safeParse(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    // A rule that speaks to the player (a save name, a typed name) gives its words; otherwise the request is only said to be invalid.
    const wordsOf = (i: (typeof issues)[number]): Msg | null => {
      const w = (i as { params?: { words?: unknown } }).params?.words;
      return isMsg(w) ? w : null;
    };
    const listed = issues
      .slice(0, MAX_ISSUES)
      .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(payload)'}: ${wordsOf(i) ? sayEnglish(wordsOf(i)!) : i.message}`)
      .join('; ');
    const more = issues.length > MAX_ISSUES ? ` (and ${issues.length - MAX_ISSUES} more)` : '';
    const spoken = issues.map(wordsOf).find((w) => w !== null);
    return fail('invalid-payload', spoken ?? msg('main.gate.invalidPayload', { channel: channelName }), `Invalid payload for ${channelName}: ${listed}${more}.`);
  }

  try {
    const result = await entry.handler(ctx, parsed.data, caller);
    return { ok: true, result };
  } catch (err) {
    return errorReply(err);
  }
}
