// The end of the game: who won, and each seat's score as a stacked bar
// (favor on the track, moon shard sets, resource sets), with the tie-break
// explained and the factions' totals in team and coop games.
import type { FactionScore, ScoreLine, Scores } from '../../engine/core/types.js';
import type { GameView } from '../../engine/view.js';
import { useGame } from '../store/game.js';
import { deviceSeats, useInvites } from '../store/invites.js';
import { useReplay } from '../store/replay.js';
import { ClanMark, seatInfo } from './common.js';
import { tip } from './Tooltip.js';
import { CALLOUTS } from './Tutorial.js';
import { CostlyChoices } from './CostlyChoices.js';

const PARTS = [
  { key: 'favor', label: 'Favor track', fill: '#d9a441', pattern: 'solid' },
  { key: 'shards', label: 'Moon shard sets', fill: '#8fb8de', pattern: 'dots' },
  { key: 'resources', label: 'Resource sets', fill: '#9ccf8a', pattern: 'stripes' },
] as const;

type PartKey = (typeof PARTS)[number]['key'];

function ordinal(n: number): string {
  return ['', '1st', '2nd', '3rd', '4th', '5th'][n] ?? `${n}th`;
}

/** The fills the score bars use (`url(#pat-…)`), in a hidden SVG of their own; once on every screen that shows scores. */
export function PatternDefs() {
  return (
    <svg className="svg-defs" width="0" height="0" aria-hidden focusable="false">
      <defs>
        <pattern id="pat-dots" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#8fb8de" />
          <circle cx="3" cy="3" r="1.3" fill="#1d2633" opacity="0.55" />
        </pattern>
        <pattern id="pat-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="#9ccf8a" />
          <rect width="2" height="6" fill="#1d2633" opacity="0.4" />
        </pattern>
      </defs>
    </svg>
  );
}

function fillOf(pattern: string, fill: string): string {
  return pattern === 'solid' ? fill : `url(#pat-${pattern})`;
}

interface Row {
  key: string;
  label: React.ReactNode;
  text: string;
  values: Record<PartKey, number>;
  total: number;
  rank: number;
}

export function ScoreChart({ rows, title }: { rows: Row[]; title: string }) {
  const max = Math.max(1, ...rows.map((r) => PARTS.reduce((a, p) => a + Math.max(0, r.values[p.key]), 0)));
  const barW = 420;
  const rowH = 34;
  return (
    <figure className="score-chart">
      <figcaption className="sr-only">{title}</figcaption>
      <div className="score-rows">
        {rows.map((r) => (
          <div className="score-row" key={r.key} data-testid="score-row">
            <div className="score-who">
              <span className={`medal rank-${r.rank}`} aria-label={`${ordinal(r.rank)} place`}>
                {ordinal(r.rank)}
              </span>
              {r.label}
            </div>
            <svg
              width={barW}
              height={rowH}
              viewBox={`0 0 ${barW} ${rowH}`}
              role="img"
              aria-label={`${r.text}: ${r.values.favor} favor, ${r.values.shards} from moon shards, ${r.values.resources} from resources, ${r.total} in all`}
            >
              {(() => {
                let x = 0;
                return PARTS.map((p) => {
                  const v = Math.max(0, r.values[p.key]);
                  const w = (v / max) * (barW - 8);
                  const seg = (
                    <g key={p.key}>
                      <rect x={x} y={3} width={w} height={rowH - 6} fill={fillOf(p.pattern, p.fill)} stroke="#10141b" strokeWidth={1} rx={3} />
                      {w > 26 ? (
                        <text x={x + w / 2} y={rowH / 2 + 5} textAnchor="middle" className="seg-label">
                          {v}
                        </text>
                      ) : null}
                    </g>
                  );
                  x += w;
                  return seg;
                });
              })()}
            </svg>
            <div className="score-total" aria-hidden>
              {r.total}
            </div>
          </div>
        ))}
      </div>
      <div className="legend" aria-hidden>
        {PARTS.map((p) => (
          <span key={p.key} className="legend-item">
            <svg width="16" height="12">
              <rect width="16" height="12" rx="2" fill={fillOf(p.pattern, p.fill)} />
            </svg>
            {p.label}
          </span>
        ))}
      </div>
    </figure>
  );
}

function seatRows(view: GameView, lines: ScoreLine[]): Row[] {
  return [...lines]
    .sort((a, b) => a.rank - b.rank || b.total - a.total)
    .map((l) => {
      const info = seatInfo(view, l.seat);
      return {
        key: `s${l.seat}`,
        label: (
          <span className="seat-label">
            <ClanMark clan={info.clan} />
            <span className="seat-name">{info.name}</span>
          </span>
        ),
        text: info.name,
        values: { favor: l.favor, shards: l.shards, resources: l.resources },
        total: l.total,
        rank: l.rank,
      };
    });
}

function factionName(view: GameView, f: FactionScore): string {
  if (view.config.mode === 'coop') return f.seats.some((s) => view.players[s]?.isBasilisk) ? 'The Basilisk' : 'The allies';
  return `Faction ${f.faction + 1}: ${f.seats.map((s) => seatInfo(view, s).name).join(' & ')}`;
}

function factionShortName(view: GameView, f: FactionScore): string {
  if (view.config.mode === 'coop') return factionName(view, f);
  return `Faction ${f.faction + 1}`;
}

function factionRows(view: GameView, factions: FactionScore[]): Row[] {
  return [...factions]
    .sort((a, b) => a.rank - b.rank)
    .map((f) => ({
      key: `f${f.faction}`,
      label: (
        <span className="faction-label">
          <span className="seat-label">
            {f.seats.map((s) => (
              <ClanMark key={s} clan={view.players[s]!.clan} />
            ))}
            <span className="seat-name">{factionShortName(view, f)}</span>
          </span>
          {view.config.mode !== 'coop' ? <span className="muted small">{f.seats.map((s) => seatInfo(view, s).name).join(' & ')}</span> : null}
        </span>
      ),
      text: factionName(view, f),
      values: { favor: f.favor, shards: f.shards, resources: f.resources },
      total: f.total,
      rank: f.rank,
    }));
}

function winnerLine(view: GameView, scores: Scores): string {
  if (scores.factions && view.config.mode !== 'standard') {
    const f = scores.factions.find((x) => x.faction === scores.winner.faction);
    if (f) return `${factionName(view, f)} win${view.config.mode === 'coop' && f.seats.some((s) => view.players[s]?.isBasilisk) ? 's' : ''}!`;
  }
  const names = scores.winner.seats.map((s) => seatInfo(view, s).name);
  return names.length === 1 ? `${names[0]} wins!` : `${names.join(' and ')} share the victory!`;
}

/** The winner, the charts and the tie-break of a finished game (the score screen's, and the replay's last step). */
export function FinalScores({ view, scores, headingId }: { view: GameView; scores: Scores; headingId?: string }) {
  const team = !!scores.factions && view.config.mode !== 'standard';
  return (
    <>
      <h2 id={headingId}>{winnerLine(view, scores)}</h2>
      {team ? (
        <>
          <h3>Factions</h3>
          <p className="muted small">
            {view.config.mode === 'coop'
              ? 'The allies count the favor of their weakest member, plus the sets from their shared pool.'
              : 'Each faction counts the favor of its weaker member, plus the sets from its shared pool.'}
          </p>
          <ScoreChart rows={factionRows(view, scores.factions!)} title="Final score by faction" />
          <h3>Players</h3>
        </>
      ) : null}
      <ScoreChart rows={seatRows(view, scores.seats)} title="Final score by player" />
      <p className="tie-break" data-testid="tie-break">
        {scores.tieBreak
          ? `Tie-break: ${scores.tieBreak}`
          : view.config.mode === 'standard'
            ? 'No tie to break. (A tie goes to the player higher on the capital track.)'
            : 'No tie to break. (A tie goes to the side holding the first player token.)'}
      </p>
    </>
  );
}

export function ScoreScreen() {
  const sv = useGame((s) => s.seatView);
  const campaign = useGame((s) => s.campaign);
  const continueCampaign = useGame((s) => s.continueCampaign);
  const setScreen = useGame((s) => s.setScreen);
  const backToMenu = useGame((s) => s.backToMenu);
  const setOverlay = useGame((s) => s.setOverlay);
  const tutorial = useGame((s) => s.tutorial);
  const openReplay = useReplay((s) => s.open);
  const exportGame = useReplay((s) => s.exportGame);
  const showInvites = useInvites((s) => s.show);
  if (!sv || !sv.gameOver || !sv.scores) return null;
  async function nextStory(id: string): Promise<void> {
    // Allies who played the story on their own devices play the next one there too (each a new game: new codes).
    const devices = deviceSeats(useInvites.getState().status).map((s) => s.seat);
    if ((await continueCampaign(id, devices)) && devices.length) await showInvites();
  }
  const { view } = sv;
  return (
    <section className="score-screen" aria-labelledby="score-title" data-testid="scores">
      <PatternDefs />
      <div className="score-card">
        <p className="eyebrow">The third night is over</p>
        <FinalScores view={view} scores={sv.scores} headingId="score-title" />
        <CostlyChoices sv={sv} />
        {tutorial ? (
          <div className="tutorial-end" role="note">
            <p className="eyebrow">Guided first game</p>
            {CALLOUTS.end!.text.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : null}
        <div className="button-row">
          {campaign ? (
            <button type="button" className="primary" onClick={() => void nextStory(campaign.id)} autoFocus>
              Continue the campaign
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => setScreen('setup')} autoFocus>
              New game
            </button>
          )}
          <button
            type="button"
            onClick={() => void openReplay({ kind: 'current' }, { step: 'last', seat: sv.seat })}
            {...tip('Watch the game again move by move, from any seat.')}
          >
            Watch replay
          </button>
          <button type="button" onClick={() => setOverlay('log')}>
            Read the log
          </button>
          <button type="button" onClick={() => void exportGame({ kind: 'current' })} {...tip('Save the whole game as a file another copy of Ryozen can open and replay.')}>
            Export game
          </button>
          <button type="button" onClick={backToMenu}>
            Title screen
          </button>
        </div>
      </div>
    </section>
  );
}
