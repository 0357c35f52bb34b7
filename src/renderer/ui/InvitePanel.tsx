// "Seats & devices": who plays where, and how a phone joins. For each seat on
// another device: the QR code of its join link, the short address and the
// six-character code to type instead, how long the code lasts, and whether
// the device is connected; the ways to drop a device, invite it again with a
// new code, or stop inviting altogether. Opens by itself after a start with
// seats on devices, and from the top bar.
import { useEffect, useState } from 'react';
import type { InvitedSeat } from '../../shared/invite-status.js';
import { useGame } from '../store/game.js';
import { currentWords, sayWords, useWords, type Words } from '../i18n.js';
import { deviceSeats, deviceStanding, useInvites } from '../store/invites.js';
import { Dialog } from './Dialog.js';
import { qrSvg } from './qr.js';

/** "until 21:40", or that the code no longer works. */
export function expiryText(expiresAt: string | null, now: number, w: Words = currentWords()): string {
  if (!expiresAt) return '';
  const t = Date.parse(expiresAt);
  if (Number.isNaN(t)) return '';
  if (t <= now) return w.t('table.invite.expired');
  const time = w.date(t, { hour: '2-digit', minute: '2-digit' });
  const minutes = Math.max(1, Math.round((t - now) / 60_000));
  return w.t('table.invite.expires', { time, minutes });
}

function QrImage({ link, name }: { link: string; name: string }) {
  const w = useWords();
  const [src, setSrc] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    setMissing(false);
    qrSvg(link).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setMissing(true),
    );
    return () => {
      live = false;
    };
  }, [link]);
  if (missing) return <p className="qr-missing muted small">{w.t('table.invite.noQr')}</p>;
  if (!src) return <div className="qr-slot" aria-hidden />;
  return <img className="qr-image" src={src} alt={w.t('table.invite.qr', { name })} data-testid="invite-qr" width={168} height={168} />;
}

/** The words of a device that is not connected (store/invites.ts deviceStanding). */
const STANDING_WORDS = { connected: 'table.invite.connected', waiting: 'table.invite.waiting', away: 'table.invite.away', 'shut-out': 'table.invite.notConnected' } as const;

function DeviceSeat({ entry, name, address, now }: { entry: InvitedSeat; name: string; address: string | null; now: number }) {
  const w = useWords();
  const busy = useInvites((s) => s.busy);
  const place = useInvites((s) => s.place);
  const drop = useInvites((s) => s.drop);
  return (
    <li className={`invite-seat${entry.connected ? ' connected' : ''}`} data-testid={`invite-seat-${entry.seat}`}>
      <div className="invite-seat-head">
        <strong>{name}</strong>
        <span className="invite-state" data-testid="invite-state" data-connected={entry.connected ? 'yes' : 'no'}>
          {entry.connected ? `● ${w.t('table.invite.connected')}` : `○ ${w.t(STANDING_WORDS[deviceStanding(entry)])}`}
        </span>
      </div>
      {entry.code && entry.joinUrl ? (
        <div className="invite-join">
          <QrImage link={entry.joinUrl} name={name} />
          <div className="invite-words">
            <span className="muted small">{w.t('table.invite.scan')}</span>
            <span className="invite-address">{address}</span>
            <span className="muted small">{w.t('table.invite.type')}</span>
            <span className="invite-code" data-testid="invite-code" aria-label={w.t('table.invite.code', { code: entry.code.split('').join(' ') })}>
              {entry.code}
            </span>
            <span className="muted small">{expiryText(entry.expiresAt, now, w)}</span>
          </div>
        </div>
      ) : entry.connected ? null : (
        // What really happens next: a device with its key comes back by itself; without one, only a new code lets it in.
        <p className="muted small" data-testid="invite-next">
          {w.t(deviceStanding(entry) === 'away' ? 'table.invite.keyHeld' : 'table.invite.noCode')}
        </p>
      )}
      <div className="button-row">
        {entry.connected || entry.code || entry.keyHeld ? (
          <button type="button" disabled={busy} onClick={() => void drop(entry.seat)}>
            {w.t('table.invite.drop')}
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => void place(entry.seat, 'device')}>
          {w.t('table.invite.again')}
        </button>
        <button type="button" disabled={busy} onClick={() => void place(entry.seat, 'screen')}>
          {w.t('table.invite.here')}
        </button>
      </div>
    </li>
  );
}

export function InvitePanel() {
  const w = useWords();
  const open = useInvites((s) => s.open);
  const status = useInvites((s) => s.status);
  const busy = useInvites((s) => s.busy);
  const error = useInvites((s) => s.error);
  const hide = useInvites((s) => s.hide);
  const stop = useInvites((s) => s.stop);
  const place = useInvites((s) => s.place);
  const sv = useGame((s) => s.seatView);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return;
    // The codes' time left is shown in minutes: a quarter-minute tick keeps it right.
    const t = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(t);
  }, [open]);
  if (!open) return null;
  const config = sv?.view.config;
  const nameOf = (seat: number) => config?.seats[seat]?.name || w.t('seat.numbered', { n: seat + 1 });
  const devices = deviceSeats(status);
  const onDevice = new Set(devices.map((d) => d.seat));
  const here = (config?.seats ?? []).flatMap((s, i) => (s.controller === 'human' && !onDevice.has(i) ? [i] : []));
  return (
    <Dialog title={w.t('table.invite.title')} onClose={hide} wide testId="invite-panel">
      {status?.problem ? (
        <p className="field-problem" role="alert" data-testid="invite-problem">
          ⚠ {sayWords(w, status.problem)}
        </p>
      ) : null}
      {error ? (
        <p className="field-problem" role="alert">
          ⚠ {error}
        </p>
      ) : null}
      <p data-testid="invite-address">
        {status?.listening && status.address ? (
          <>
            {w.t('table.invite.joinAt')} <strong className="invite-address">{status.address}</strong>
          </>
        ) : (
          w.t('table.invite.none')
        )}
      </p>
      {devices.length ? (
        <ul className="invite-seats">
          {devices.map((d) => (
            <DeviceSeat key={d.seat} entry={d} name={nameOf(d.seat)} address={status?.address ?? null} now={now} />
          ))}
        </ul>
      ) : null}
      {here.length ? (
        <div className="invite-here">
          <p className="muted small">{w.t('table.invite.playedHere')}</p>
          <ul className="plain-list">
            {here.map((seat) => (
              <li key={seat}>
                {nameOf(seat)}{' '}
                <button type="button" className="link-button" disabled={busy || sv?.gameOver} onClick={() => void place(seat, 'device')}>
                  {w.t('table.invite.move')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="button-row end">
        {status?.listening ? (
          <button type="button" disabled={busy} onClick={() => void stop()} data-testid="invite-stop">
            {w.t('table.invite.stop')}
          </button>
        ) : null}
        <button type="button" className="primary" onClick={hide}>
          {w.t('table.invite.done')}
        </button>
      </div>
    </Dialog>
  );
}
