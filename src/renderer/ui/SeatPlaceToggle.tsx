// Where a person plays their seat: at this screen, or on a phone, tablet or
// laptop of their own (docs/seats-on-devices.md). A two-way switch per human
// seat on the new game and campaign screens; the seats put on devices go in
// the start call as `devices`.
import type { SeatPlace } from '../../shared/invite-status.js';
import { useWords } from '../i18n.js';

const PLACES: readonly SeatPlace[] = ['screen', 'device'];

/** Where each seat is played, by seat index; a seat not named plays at this screen. */
export type SeatPlaces = Partial<Record<number, SeatPlace>>;

/** The seats to invite: those put on a device that a person plays (a computer seat never leaves this machine). */
export function devicesOf(places: SeatPlaces, humanSeats: readonly number[]): number[] {
  return humanSeats.filter((seat) => places[seat] === 'device').sort((a, b) => a - b);
}

export function SeatPlaceToggle({ seat, place, onChange }: { seat: number; place: SeatPlace; onChange: (place: SeatPlace) => void }) {
  const w = useWords();
  return (
    <div className="segmented seat-place" role="radiogroup" aria-label={w.t('table.place.label', { n: seat + 1 })} data-testid={`seat-place-${seat}`}>
      {PLACES.map((p) => (
        <label key={p} className={place === p ? 'on' : ''}>
          <input type="radio" name={`seat-place-${seat}`} value={p} checked={place === p} onChange={() => onChange(p)} />
          {w.t(`table.place.${p}`)}
        </label>
      ))}
    </div>
  );
}
