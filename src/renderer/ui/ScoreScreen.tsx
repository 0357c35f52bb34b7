// The end of the game: who won, and each seat's score as a stacked bar
// (favor on the track, moon shard sets, resource sets), with the tie-break
// explained and the factions' totals when seats share a pool (teams, or
// allies against the Basilisk, whose words BasiliskPanels.tsx owns).
import type { FactionScore, ScoreLine, Scores } from '../../engine/core/types.js';
import type { GameView } from '../../engine/view.js';
import { useGame } from '../store/game.js';
import { deviceSeats, useInvites } from '../store/invites.js';
import { useReplay } from '../store/replay.js';
import { ClanMark, seatInfo } from './common.js';
import { tip } from './Tooltip.js';
import { CALLOUTS } from './Tutorial.js';
import { CostlyChoices } from './CostlyChoices.js';
import { basiliskScoreWords } from './BasiliskPanels.js';
import { sayWords, useWords, type Words } from '../i18n.js';

const PARTS = [
  { key: 'favor', label: 'screens.score.part.favor', fill: '#d9a441', pattern: 'solid' },
  { key: 'shards', label: 'screens.score.part.shards', fill: '#8fb8de', pattern: 'dots' },
  { key: 'resources', label: 'screens.score.part.resources', fill: '#9ccf8a', pattern: 'stripes' },
] as const;

type PartKey = (typeof PARTS)[number]['key'];

/** A seat's name, said: a message, or (from an older view) the name as it is. */
function nameOf(w: Words, view: GameView, seat: number): string {
  return sayWords(w, seatInfo(view, seat).name);
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
  const w = useWords();
  return (
    <figure className="score-chart">
      <figcaption className="sr-only">{title}</figcaption>
      <div className="score-rows">
        {rows.map((r) => (
          <div className="score-row" key={r.key} data-testid="score-row">
            <div className="score-who">
              <span className={`medal rank-${r.rank}`} aria-label={w.t('screens.score.place', { rank: r.rank })}>
                {w.t('screens.score.ordinal', { rank: r.rank })}
              </span>
              {r.label}
            </div>
            <svg
              width={barW}
              height={rowH}
              viewBox={`0 0 ${barW} ${rowH}`}
              role="img"
              aria-label={w.t('screens.score.bar', { who: r.text, favor: r.values.favor, shards: r.values.shards, resources: r.values.resources, total: r.total })}
            >
              {(() => {
                let x = 0;
                return PARTS.map((p) => {
                  const v = Math.max(0, r.values[p.key]);
                  const width = (v / max) * (barW - 8);
                  const seg = (
                    <g key={p.key}>
                      <rect x={x} y={3} width={width} height={rowH - 6} fill={fillOf(p.pattern, p.fill)} stroke="#10141b" strokeWidth={1} rx={3} />
                      {width > 26 ? (
                        <text x={x + width / 2} y={rowH / 2 + 5} textAnchor="middle" className="seg-label">
                          {w.number(v)}
                        </text>
                      ) : null}
                    </g>
                  );
                  x += width;
                  return seg;
                });
              })()}
            </svg>
            <div className="score-total" aria-hidden>
              {w.number(r.total)}
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
            {w.t(p.label)}
          </span>
        ))}
      </div>
    </figure>
  );
}

function seatRows(w: Words, view: GameView, lines: ScoreLine[]): Row[] {
  return [...lines]
    .sort((a, b) => a.rank - b.rank || b.total - a.total)
    .map((l) => {
      const info = seatInfo(view, l.seat);
      const name = nameOf(w, view, l.seat);
      return {
        key: `s${l.seat}`,
        label: (
          <span className="seat-label">
            <ClanMark clan={info.clan} />
            <span className="seat-name">{name}</span>
          </span>
        ),
        text: name,
        values: { favor: l.favor, shards: l.shards, resources: l.resources },
        total: l.total,
        rank: l.rank,
      };
    });
}

/** The partners' names, "Aiko & Daichi". */
function partners(w: Words, view: GameView, f: FactionScore): string {
  return f.seats.map((s) => nameOf(w, view, s)).join(w.t('screens.score.partnersSep'));
}

function factionName(w: Words, view: GameView, f: FactionScore): string {
  const basilisk = basiliskScoreWords(w, view);
  if (basilisk) return basilisk.faction(f);
  return w.t('screens.score.faction.named', { n: f.faction + 1, names: partners(w, view, f) });
}

function factionShortName(w: Words, view: GameView, f: FactionScore): string {
  if (basiliskScoreWords(w, view)) return factionName(w, view, f);
  return w.t('screens.score.faction', { n: f.faction + 1 });
}

function factionRows(w: Words, view: GameView, factions: FactionScore[]): Row[] {
  // Against the Basilisk a faction's name says who it is; a team's lists its partners.
  const named = !!basiliskScoreWords(w, view);
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
            <span className="seat-name">{factionShortName(w, view, f)}</span>
          </span>
          {!named ? <span className="muted small">{partners(w, view, f)}</span> : null}
        </span>
      ),
      text: factionName(w, view, f),
      values: { favor: f.favor, shards: f.shards, resources: f.resources },
      total: f.total,
      rank: f.rank,
    }));
}

function winnerLine(w: Words, view: GameView, scores: Scores): string {
  // The engine scores factions only when seats play in them (team, the allies).
  if (scores.factions) {
    const f = scores.factions.find((x) => x.faction === scores.winner.faction);
    if (f) {
      const basilisk = basiliskScoreWords(w, view);
      if (basilisk) return basilisk.winner(f);
      return w.t('screens.score.win.faction', { faction: factionName(w, view, f) });
    }
  }
  const names = scores.winner.seats.map((s) => nameOf(w, view, s));
  return names.length === 1 ? w.t('screens.score.win.one', { name: names[0]! }) : w.t('screens.score.win.shared', { names: w.list(names) });
}

/** The winner, the charts and the tie-break of a finished game (the score screen's, and the replay's last step). */
export function FinalScores({ view, scores, headingId }: { view: GameView; scores: Scores; headingId?: string }) {
  const team = !!scores.factions;
  const w = useWords();
  return (
    <>
      <h2 id={headingId}>{winnerLine(w, view, scores)}</h2>
      {team ? (
        <>
          <h3>{w.t('screens.score.factions')}</h3>
          <p className="muted small">{basiliskScoreWords(w, view)?.hint ?? w.t('screens.score.factions.team')}</p>
          <ScoreChart rows={factionRows(w, view, scores.factions!)} title={w.t('screens.score.byFaction')} />
          <h3>{w.t('screens.setup.players')}</h3>
        </>
      ) : null}
      <ScoreChart rows={seatRows(w, view, scores.seats)} title={w.t('screens.score.byPlayer')} />
      <p className="tie-break" data-testid="tie-break">
        {scores.tieBreak
          ? w.t('screens.score.tieBreak', { why: sayWords(w, scores.tieBreak) })
          : w.t(team ? 'screens.score.noTie.sides' : 'screens.score.noTie.standard')}
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
  const w = useWords();
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
        <p className="eyebrow">{w.t('screens.score.eyebrow')}</p>
        <FinalScores view={view} scores={sv.scores} headingId="score-title" />
        <CostlyChoices sv={sv} />
        {tutorial ? (
          <div className="tutorial-end" role="note">
            <p className="eyebrow">{w.t('screens.title.tutorial')}</p>
            {CALLOUTS.end!.text.map((p, i) => (
              <p key={i}>{w.say(p)}</p>
            ))}
          </div>
        ) : null}
        <div className="button-row">
          {campaign ? (
            <button type="button" className="primary" onClick={() => void nextStory(campaign.id)} autoFocus>
              {w.t('screens.score.nextStory')}
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => setScreen('setup')} autoFocus>
              {w.t('screens.setup.title')}
            </button>
          )}
          <button
            type="button"
            onClick={() => void openReplay({ kind: 'current' }, { step: 'last', seat: sv.seat })}
            {...tip(w.t('screens.score.replay.tip'))}
          >
            {w.t('screens.score.replay')}
          </button>
          <button type="button" onClick={() => setOverlay('log')}>
            {w.t('screens.score.log')}
          </button>
          <button type="button" onClick={() => void exportGame({ kind: 'current' })} {...tip(w.t('screens.score.export.tip'))}>
            {w.t('screens.exportGame')}
          </button>
          <button type="button" onClick={backToMenu}>
            {w.t('screens.score.title')}
          </button>
        </div>
      </div>
    </section>
  );
}
