// On the score screen: for each person, the (up to) three choices that clearly
// cost the most favor against the strong computer player's choice at that moment
// (each with its give-or-take),
// each a link into the replay at that move. The review runs in the main
// side's bot worker while this panel is on screen and stops when it leaves.
import { useEffect } from 'react';
import type { CostlyChoice } from '../../engine/bots/review.js';
import type { SeatView } from '../../shared/views.js';
import { useGameReview } from '../store/game-review.js';
import { useReplay } from '../store/replay.js';
import { ClanMark, seatInfo } from './common.js';
import { richText } from './DecisionBar.js';
import { sayWords, useWords, type Words } from '../i18n.js';
import { msg } from '../../engine/core/message.js';

function playouts(w: Words, c: CostlyChoice): string {
  return c.betterRollouts === c.playedRollouts
    ? w.t('table.costly.playoutsEach', { n: c.playedRollouts })
    : w.t('table.costly.playoutsBoth', { better: c.betterRollouts, played: c.playedRollouts });
}

function ChoiceLink({ c, onOpen }: { c: CostlyChoice; onOpen: (c: CostlyChoice) => void }) {
  const w = useWords();
  const where = { round: c.round, move: c.ply + 1 };
  return (
    <li className="costly-choice" data-testid="costly-choice" data-ply={c.ply}>
      <button type="button" className="link-button" onClick={() => onOpen(c)} aria-label={w.t('table.costly.watch', where)}>
        {w.t('table.costly.move', where)}
      </button>
      <span>
        {richText(
          w,
          'table.costly.line',
          { playouts: playouts(w, c) },
          {
            played: <q>{sayWords(w, c.played)}</q>,
            better: <q>{sayWords(w, c.better)}</q>,
            // The loss give or take its doubt, in the review's own words; a review made before intervals: the loss alone.
            loss: <strong>{sayWords(w, c.cost ?? msg('rules.coach.costPlain', { loss: c.loss }))}</strong>,
          },
        )}
      </span>
    </li>
  );
}

export function CostlyChoices({ sv }: { sv: SeatView }) {
  const w = useWords();
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
      <h3 id="costly-title">{w.t('table.costly.title')}</h3>
      {status === 'running' ? (
        <p role="status" className="muted small" data-testid="review-progress">
          {of ? w.t('table.costly.progress', { done, of }) : w.t('table.costly.starting')}
          {of ? <progress max={of} value={done} aria-label={w.t('table.costly.progress.label')} /> : null}
        </p>
      ) : null}
      {status === 'failed' ? <p className="muted small">{w.t('table.costly.failed', { problem: sayWords(w, problem) })}</p> : null}
      {status === 'done' && result ? (
        <>
          <p className="muted small">{w.t('table.costly.about')}</p>
          {result.seats.map((x) => {
            const info = seatInfo(sv.view, x.seat);
            return (
              <div key={x.seat} className="costly-seat" data-testid="costly-seat" data-seat={x.seat}>
                <p className="seat-label">
                  <ClanMark clan={info.clan} />
                  <span className="seat-name">{w.say(info.name)}</span>
                </p>
                {x.costly.length ? (
                  <ol>
                    {x.costly.map((c) => (
                      <ChoiceLink key={c.ply} c={c} onOpen={open} />
                    ))}
                  </ol>
                ) : (
                  <p className="muted small">{w.t('table.costly.none')}</p>
                )}
              </div>
            );
          })}
        </>
      ) : null}
    </section>
  );
}
