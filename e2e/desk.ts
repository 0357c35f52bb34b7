// What the seats-on-devices e2e share: a phone to emulate, and channel calls
// made from the desktop's page with its token, as the desktop's bridge makes them.
import type { Page } from '@playwright/test';

/** A portrait phone (390x844, touch), as Playwright's device emulation takes it. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
};

/** A channel call from the desktop's page, over a socket of its own with the page's token (as its bridge does). */
export function desk<T>(page: Page, channel: string, payload: unknown): Promise<T> {
  return page.evaluate(
    async ([c, p]) => {
      type Call = (channel: string, payload: unknown) => Promise<{ ok: boolean; result?: unknown; error?: { code: string; message: string } }>;
      const w = window as unknown as { __desk?: Promise<Call> };
      w.__desk ??= new Promise<Call>((resolve, reject) => {
        const token = new URLSearchParams(location.search).get('token') ?? '';
        const ws = new WebSocket(`ws://${location.host}/ws?token=${token}`);
        const pending = new Map<number, (m: never) => void>();
        let id = 0;
        ws.onmessage = (e) => {
          const m = JSON.parse(String(e.data)) as { id?: number };
          if (typeof m.id === 'number') pending.get(m.id)?.(m as never);
        };
        ws.onerror = () => reject(new Error('the desktop socket failed'));
        ws.onopen = () =>
          resolve(
            (channel, payload) =>
              new Promise((r) => {
                const n = ++id;
                pending.set(n, r);
                ws.send(JSON.stringify({ id: n, channel, payload }));
              }),
          );
      });
      const reply = await (await w.__desk)(c, p);
      if (!reply.ok) throw new Error(`${reply.error?.code}: ${reply.error?.message}`);
      return reply.result;
    },
    [channel, payload] as const,
  ) as Promise<T>;
}
