// "Seats & devices": who plays where, and how a phone joins. For each seat on
// another device: the QR code of its join link, the short address and the
// six-character code to type instead, how long the code lasts, and whether
// the device is connected; the ways to drop a device, invite it again with a
// new code, or stop inviting altogether. Opens by itself after a start with
// seats on devices, and from the top bar.
import { useEffect, useState } from 'react';
import type { InvitedSeat } from '../../shared/invite-status.js';
import { useGame } from '../store/game.js';
import { deviceSeats, useInvites } from '../store/invites.js';
import { Dialog } from './Dialog.js';
import { qrSvg } from './qr.js';

/** "until 21:40", or that the code no longer works. */
export function expiryText(expiresAt: string | null, now: number): string {
  if (!expiresAt) return '';
  const t = Date.parse(expiresAt);
  if (Number.isNaN(t)) return '';
  if (t <= now) return 'This code has run out: invite again for a new one.';
  const time = new Date(t).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const minutes = Math.max(1, Math.round((t - now) / 60_000));
  return `Works once, until ${time} (${minutes} min).`;
}

function QrImage({ link, name }: { link: string; name: string }) {
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
  if (missing) return <p className="qr-missing muted small">No QR code here: type the address and code below on the device.</p>;
  if (!src) return <div className="qr-slot" aria-hidden />;
  return <img className="qr-image" src={src} alt={`QR code to join as ${name}`} data-testid="invite-qr" width={168} height={168} />;
}

function DeviceSeat({ entry, name, address, now }: { entry: InvitedSeat; name: string; address: string | null; now: number }) {
  const busy = useInvites((s) => s.busy);
  const place = useInvites((s) => s.place);
  const drop = useInvites((s) => s.drop);
  return (
    <li className={`invite-seat${entry.connected ? ' connected' : ''}`} data-testid={`invite-seat-${entry.seat}`}>
      <div className="invite-seat-head">
        <strong>{name}</strong>
        <span className="invite-state" data-testid="invite-state" data-connected={entry.connected ? 'yes' : 'no'}>
          {entry.connected ? '● Connected' : entry.code ? '○ Waiting for the device' : '○ Not connected'}
        </span>
      </div>
      {entry.code && entry.joinUrl ? (
        <div className="invite-join">
          <QrImage link={entry.joinUrl} name={name} />
          <div className="invite-words">
            <span className="muted small">Scan the code, or open</span>
            <span className="invite-address">{address}</span>
            <span className="muted small">and type</span>
            <span className="invite-code" data-testid="invite-code" aria-label={`Code ${entry.code.split('').join(' ')}`}>
              {entry.code}
            </span>
            <span className="muted small">{expiryText(entry.expiresAt, now)}</span>
          </div>
        </div>
      ) : !entry.connected ? (
        <p className="muted small">No code is open for this seat: invite it again to join.</p>
      ) : null}
      <div className="button-row">
        {entry.connected || entry.code ? (
          <button type="button" disabled={busy} onClick={() => void drop(entry.seat)}>
            Drop this device
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => void place(entry.seat, 'device')}>
          Invite again (new code)
        </button>
        <button type="button" disabled={busy} onClick={() => void place(entry.seat, 'screen')}>
          Play at this screen
        </button>
      </div>
    </li>
  );
}

export function InvitePanel() {
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
  const nameOf = (seat: number) => config?.seats[seat]?.name || `Seat ${seat + 1}`;
  const devices = deviceSeats(status);
  const onDevice = new Set(devices.map((d) => d.seat));
  const here = (config?.seats ?? []).flatMap((s, i) => (s.controller === 'human' && !onDevice.has(i) ? [i] : []));
  return (
    <Dialog title="Seats & devices" onClose={hide} wide testId="invite-panel">
      {status?.problem ? (
        <p className="field-problem" role="alert" data-testid="invite-problem">
          ⚠ {status.problem}
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
            Devices on this network join at <strong className="invite-address">{status.address}</strong>
          </>
        ) : (
          'No seat is on another device: nothing outside this computer can reach the game.'
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
          <p className="muted small">Played at this screen:</p>
          <ul className="plain-list">
            {here.map((seat) => (
              <li key={seat}>
                {nameOf(seat)}{' '}
                <button type="button" className="link-button" disabled={busy || sv?.gameOver} onClick={() => void place(seat, 'device')}>
                  Move to another device
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="button-row end">
        {status?.listening ? (
          <button type="button" disabled={busy} onClick={() => void stop()} data-testid="invite-stop">
            Stop inviting
          </button>
        ) : null}
        <button type="button" className="primary" onClick={hide}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
