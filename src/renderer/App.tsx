// The first renderer: a DOM menu and HUD over the 3D table. A renderer helper
// replaces the scene and grows the UI; the bridge and store stay.
import { useGame } from './store/game.js';
import { TableCanvas } from './scene/TableCanvas.js';

function Menu() {
  const players = useGame((s) => s.players);
  const busy = useGame((s) => s.busy);
  const setPlayers = useGame((s) => s.setPlayers);
  const startGame = useGame((s) => s.startGame);
  return (
    <section className="panel menu" aria-label="New game">
      <h1>Ryozen</h1>
      <fieldset>
        <legend>Players</legend>
        {([2, 3, 4] as const).map((n) => (
          <label key={n}>
            <input type="radio" name="players" value={n} checked={players === n} onChange={() => setPlayers(n)} /> {n}
          </label>
        ))}
      </fieldset>
      <button type="button" className="primary" disabled={busy} onClick={() => void startGame()}>
        Start game
      </button>
    </section>
  );
}

function Hud() {
  const sv = useGame((s) => s.seatView);
  const busy = useGame((s) => s.busy);
  const choose = useGame((s) => s.choose);
  const backToMenu = useGame((s) => s.backToMenu);
  if (!sv) return null;
  const v = sv.view;
  const player = v.players[sv.seat];
  const who = v.config.seats[sv.seat]?.name ?? `Player ${sv.seat + 1}`;
  return (
    <section className="panel hud" aria-label="Game">
      <header>
        <span data-testid="round">
          Round {v.round} · {v.phase}
        </span>
        <button type="button" onClick={backToMenu}>
          Menu
        </button>
      </header>
      {sv.gameOver && sv.scores ? (
        <div data-testid="scores">
          <h2>Game over</h2>
          <ol>
            {[...sv.scores.seats]
              .sort((a, b) => a.rank - b.rank)
              .map((l) => (
                <li key={l.seat}>
                  {v.config.seats[l.seat]?.name ?? `Player ${l.seat + 1}`}: {l.total} points
                </li>
              ))}
          </ol>
        </div>
      ) : (
        <>
          <h2 data-testid="decision">
            {who}
            {player ? ` (${player.clan})` : ''}: {sv.decision?.prompt}
          </h2>
          <ul className="choices" data-testid="choices">
            {sv.legal.map((c) => (
              <li key={c.index}>
                <button type="button" disabled={busy} onClick={() => void choose(c)}>
                  {c.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ol className="log" aria-label="Log">
        {v.log.slice(-6).map((l, i) => (
          <li key={`${l.ply}-${i}`}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}

function ErrorBanner() {
  const error = useGame((s) => s.error);
  const dismiss = useGame((s) => s.dismissError);
  if (!error) return null;
  return (
    <div role="alert" className="error" onClick={dismiss}>
      {error}
    </div>
  );
}

export function App() {
  const screen = useGame((s) => s.screen);
  const sv = useGame((s) => s.seatView);
  return (
    <main className="app">
      <TableCanvas view={sv?.view ?? null} />
      {screen === 'menu' ? <Menu /> : <Hud />}
      <ErrorBanner />
    </main>
  );
}
