// Whether a seat's device, or anyone on the network, can slow the desktop
// (issue 32). The web host with four people, every seat on a device joined to
// the invite listener over loopback (127.0.0.2).
//   flood.statusP95Ms       p95 time of the desktop's invite:status while the
//                           seat in turn keeps 12 bot:suggest calls in flight
//                           and sends a burst of game:view calls (goal < 200)
//   flood.statusMaxMs       the slowest of those invite:status calls
//   flood.viewsAnswered     game:view calls of the burst answered (a view or a
//                           clear refusal): every one, none left hanging
//   flood.viewsRefused      of those, refused as too fast for the seat
//   flood.rejoins           a seat's device reconnecting with its credential,
//   flood.rejoinsOk         and how many of those were welcomed, while 64
//                           sockets from 8 other addresses never say hello
//                           and are opened again every 8 s (goal: all)
// Suggestions come from a stand-in thinker that takes 150 ms a search, as the
// worker's would, without taking the bench machine's cores.
// `npx tsx bench/seat-flood.ts [--quick]` runs it alone.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { WebSocket } from 'ws';
import { randomChoice } from '../src/engine/bots/random.js';
import type { Thinker } from '../src/main/game/bot-service.js';
import type { InviteStatus } from '../src/main/game/invite-service.js';
import { joinSeat, type SeatClient } from '../src/main/transport/seat-listener-test-support.js';
import { connectClient } from '../src/main/web-host-test-support.js';
import { benchHost, FOUR_PEOPLE, percentile } from './four-devices.js';

const SEARCH_MS = 150;
const SUGGESTS_IN_FLIGHT = 12;
const HELLOLESS_ADDRESSES = 8;
const HELLOLESS_PER_ADDRESS = 8;
const RENEW_EVERY_MS = 8_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (x: number) => Math.round(x * 10) / 10;

/** A search that takes SEARCH_MS off the main thread, as the bot worker's does, and picks a legal move. */
const slowThinker: Thinker = {
  think: async (state) => {
    await sleep(SEARCH_MS);
    return randomChoice(state, 1).action;
  },
  suggest: async (state) => {
    await sleep(SEARCH_MS);
    return { action: randomChoice(state, 1).action };
  },
};

/** A socket that opens /ws from `localAddress` and never says hello; resolves once open, or null if it was refused. */
function silentSocket(address: string, localAddress: string): Promise<WebSocket | null> {
  const url = new URL(address);
  const ws = new WebSocket(`ws://${url.host}/ws`, { origin: address, localAddress });
  return new Promise((resolve) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', () => resolve(null));
    ws.once('unexpected-response', () => resolve(null));
    ws.on('close', () => resolve(null));
  });
}

export async function benchSeatFlood(quick: boolean): Promise<Record<string, number>> {
  const { host, close } = await benchHost('flood', slowThinker);
  const desktop = await connectClient(host);
  const devices: SeatClient[] = [];
  const silent = new Set<WebSocket>();
  let flooding = true;
  try {
    await desktop.call('game:new', { config: FOUR_PEOPLE, seed: 11, devices: [0, 1, 2, 3] });
    const status = await desktop.call<InviteStatus>('invite:status', {});
    const address = status.address!;
    for (const s of status.seats) devices[s.seat] = await joinSeat(address, { hello: { code: s.code } });
    const flooder = devices[host.session.decisionSeat()!]!;

    // 1. One seat floods; the desktop asks for the invite status every 50 ms meanwhile.
    const suggesting = Array.from({ length: SUGGESTS_IN_FLIGHT }, async () => {
      while (flooding) await flooder.raw('bot:suggest', {}).catch(() => undefined);
    });
    await sleep(100);
    const viewCount = quick ? 5_000 : 20_000;
    const views: Promise<unknown>[] = [];
    const statusTimes: number[] = [];
    const samples = quick ? 30 : 80;
    const asking = (async () => {
      for (let n = 0; n < samples; n++) {
        const t0 = performance.now();
        await desktop.call('invite:status', {});
        statusTimes.push(performance.now() - t0);
        await sleep(50);
      }
    })();
    for (let n = 0; n < viewCount; n++) {
      views.push(flooder.raw('game:view', {}));
      if (n % 500 === 499) await sleep(1);
    }
    await asking;
    const settled = await Promise.allSettled(views);
    const answered = settled.filter((r) => r.status === 'fulfilled').length;
    const refused = settled.filter((r) => r.status === 'fulfilled' && (r.value as { ok: boolean }).ok === false).length;
    flooding = false;
    await Promise.all(suggesting);

    // 2. Sockets that never say hello, from other addresses, opened again every 8 s; a seat comes back meanwhile.
    const credential = (devices[1]!.answer as { welcome: { credential: string } }).welcome.credential;
    devices[1]!.close();
    const fill = async () => {
      const opened = await Promise.all(
        Array.from({ length: HELLOLESS_ADDRESSES * HELLOLESS_PER_ADDRESS }, (_, i) => silentSocket(address, `127.0.0.${3 + (i % HELLOLESS_ADDRESSES)}`)),
      );
      for (const ws of opened) if (ws) silent.add(ws);
    };
    let renewing = true;
    const renewer = (async () => {
      while (renewing) {
        for (const ws of silent) ws.terminate();
        silent.clear();
        await fill();
        const until = performance.now() + RENEW_EVERY_MS;
        while (renewing && performance.now() < until) await sleep(100);
      }
    })();
    await sleep(500);
    const rejoins = quick ? 6 : 22;
    let rejoinsOk = 0;
    for (let n = 0; n < rejoins; n++) {
      try {
        const back = await joinSeat(address, { hello: { credential } }, { ms: 3_000 });
        if ('welcome' in back.answer) rejoinsOk++;
        back.close();
      } catch {
        // Refused at the door, or no answer in time: a failed rejoin.
      }
      await sleep(quick ? 500 : 700);
    }
    renewing = false;
    await renewer;
    return {
      'flood.statusP95Ms': round(percentile(statusTimes, 0.95)),
      'flood.statusMaxMs': round(Math.max(...statusTimes)),
      'flood.viewsSent': viewCount,
      'flood.viewsAnswered': answered,
      'flood.viewsRefused': refused,
      'flood.rejoins': rejoins,
      'flood.rejoinsOk': rejoinsOk,
    };
  } finally {
    flooding = false;
    for (const ws of silent) ws.terminate();
    for (const d of devices) d?.close();
    desktop.close();
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchSeatFlood(process.argv.includes('--quick'));
  process.stdout.write(JSON.stringify(figures, null, 2) + '\n');
}
