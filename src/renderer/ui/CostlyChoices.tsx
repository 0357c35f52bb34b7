// On the score screen: for each person, the (up to) three choices that cost
// the most favor against the strong computer player's choice at that moment,
// each a link into the replay at that move. The review runs in the main
// side's bot worker while this panel is on screen and stops when it leaves.
import { useEffect } from 'react';
import type { CostlyChoice } from '../../engine/bots/review.js';
import type { SeatView } from '../../shared/views.js';
import { useGameReview } from '../store/game-review.js';
import { useReplay } from '../store/replay.js';
import { ClanMark, seatInfo } from './common.js';

const favor = (x: number) => x.toFixed(1);

function playouts(c: CostlyChoice): string {
  const n = (k: number) => `${k} playout${k === 1 ? '' : 's'}`;
  return c.betterRollouts === c.playedRollouts ? `over ${n(c.playedRollouts)} each` : `over ${n(c.betterRollouts)} of its choice and ${n(c.playedRollouts)} of yours`;
}

function ChoiceLink({ c, onOpen }: { c: CostlyChoice; onOpen: (c: CostlyChoice) => void }) {
  return (
    <li className="costly-choice" data-testid="costly-choice" data-ply={c.ply}>
      <button type="button" className="link-button" onClick={() => onOpen(c)} aria-label={`Round ${c.round}, move ${c.ply + 1}: watch it in the replay`}>
        Round {c.round}, move {c.ply + 1}
      </button>
      <span>
        {': you chose '}
        <q>{c.played}</q>; the strong computer would have chosen <q>{c.better}</q>, about <strong>{favor(c.loss)} favor</strong> better on average{' '}
        {playouts(c)}.
      </span>
    </li>
  );
}

export function CostlyChoices({ sv }: { sv: SeatView }) {
  const { status, done, of, result, problem, start, stop } = useGameReview();
  const openReplay = useReplay((s) => s.open);
  const people = sv.view.config.seats.flatMap((s, i) => (s.controller === 'human' && !sv.view.players[i]?.isBasilisk ? [i] : []));
  // One finished game: its length and final totals tell it from the next one.
  const key = `${sv.ply}:${sv.scores?.seats.map((l) => l.total).join(',') ?? ''}`;
  const any = people.length > 0;
  useEffect(() => {
    if (!any) return;
    void start(key);
    return () => stop();
  }, [any, key, start, stop]);
  if (!any) return null;
  const open = (c: CostlyChoice) => void openReplay({ kind: 'current' }, { step: c.ply, seat: c.seat });
  return (
    <section className="costly-choices" aria-labelledby="costly-title" data-testid="costly-choices">
      <h3 id="costly-title">Choices that cost the most</h3>
      {status === 'running' ? (
        <p role="status" className="muted small" data-testid="review-progress">
          Reviewing your choices{of ? `: ${done} of ${of}` : '…'}
          {of ? <progress max={of} value={done} aria-label="Review progress" /> : null}
        </p>
      ) : null}
      {status === 'failed' ? <p className="muted small">The review could not be made: {problem}</p> : null}
      {status === 'done' && result ? (
        <>
          <p className="muted small">
            Each choice made among two or more options was played out to the end of its day beside the strong computer player’s own pick, on
            the same draws. The favor shown is how much further behind the closest rival (or less far ahead) the choice made left its player, on
            average.
          </p>
          {result.seats.map((x) => {
            const info = seatInfo(sv.view, x.seat);
            return (
              <div key={x.seat} className="costly-seat" data-testid="costly-seat" data-seat={x.seat}>
                <p className="seat-label">
                  <ClanMark clan={info.clan} />
                  <span className="seat-name">{info.name}</span>
                </p>
                {x.costly.length ? (
                  <ol>
                    {x.costly.map((c) => (
                      <ChoiceLink key={c.ply} c={c} onOpen={open} />
                    ))}
                  </ol>
                ) : (
                  <p className="muted small">No choice cost anything measurable: you chose as the strong computer player would have.</p>
                )}
              </div>
            );
          })}
        </>
      ) : null}
    </section>
  );
}
