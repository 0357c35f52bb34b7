// What playing on separate devices costs: four people, each seat on its own
// device, joined to the invite listener over loopback (127.0.0.2), the
// desktop on the web host showing the table. Per choice (about 100):
//   net.seatViewP95Ms     p95 time from one seat's game:act leaving its
//                         device until every other seat's device has its new
//                         `view` event
//   net.seatBytesPerMove  mean bytes of all the frames the four devices
//                         receive for one choice (views, move, log, the reply)
// `tsx bench/net.ts` runs it alone.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { InviteStatus } from '../src/main/game/invite-service.js';
import type { SeatView } from '../src/main/game/session.js';
import { joinSeat, type SeatClient } from '../src/main/transport/seat-listener-test-support.js';
import { connectClient } from '../src/main/web-host-test-support.js';
import { benchHost, FOUR_PEOPLE, percentile } from './four-devices.js';

const round = (x: number) => Math.round(x * 1000) / 1000;

export async function benchNet(quick: boolean): Promise<Record<string, number>> {
  const { host, close } = await benchHost('net', null);
  const desktop = await connectClient(host);
  const devices: SeatClient[] = [];
  try {
    await desktop.call('game:new', { config: FOUR_PEOPLE, seed: 11, devices: [0, 1, 2, 3] });
    const status = await desktop.call<InviteStatus>('invite:status', {});
    for (const s of status.seats) devices[s.seat] = await joinSeat(status.address!, { hello: { code: s.code } });
    // The first views of the game, asked for as a page that joins does.
    await Promise.all(devices.map((d) => d.raw('game:view', {})));

    const moves = quick ? 30 : 100;
    const latencies: number[] = [];
    let bytes = 0;
    for (let n = 0; n < moves; n++) {
      const seat = host.session.decisionSeat();
      if (seat === null) break;
      const mover = devices[seat]!;
      const view = (await mover.raw('game:view', {})).result as SeatView;
      const action = view.legal[view.legal.length - 1]!.action;
      const before = devices.map((d) => d.bytes());
      const others = devices.filter((_, i) => i !== seat);
      const views = others.map((d) => d.nextEvent((e) => e.type === 'view'));
      const t0 = performance.now();
      const reply = mover.raw('game:act', { seat, action });
      await Promise.all(views);
      latencies.push(performance.now() - t0);
      const r = await reply;
      if (!r.ok) throw new Error(`game:act refused: ${r.error?.message}`);
      // Let the frames of this choice that came after the views (a log page, the reply) arrive.
      await new Promise((resolve) => setTimeout(resolve, 5));
      bytes += devices.reduce((sum, d, i) => sum + d.bytes() - before[i]!, 0);
    }
    return {
      'net.seatViewP95Ms': round(percentile(latencies, 0.95)),
      'net.seatBytesPerMove': Math.round(bytes / Math.max(1, latencies.length)),
    };
  } finally {
    for (const d of devices) d?.close();
    desktop.close();
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchNet(process.argv.includes('--quick'));
  process.stdout.write(JSON.stringify(figures, null, 2) + '\n');
}
