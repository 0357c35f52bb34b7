import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { installBridge } from './bridge.js';
import { useGame } from './store/game.js';
import { useSettings } from './store/settings.js';
import { isSeatPage } from './seat/is-seat-page.js';
import { currentWords, sayWords } from './i18n.js';
import { loadLanguage } from './languages.js';
import { followPageInput } from './store/input.js';

// The page says which language it is in (screen readers, hyphenation, quotes), now and whenever Settings changes it.
function followLanguage(): void {
  const lang = useSettings.getState().language;
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}
followLanguage();
useSettings.subscribe(followLanguage);
// Touch, mouse and keyboard words follow what the person uses (store/input.ts).
followPageInput();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(app: ReactNode): void {
  createRoot(root!).render(<StrictMode>{app}</StrictMode>);
}

async function startSeat(): Promise<void> {
  // A seat's own device (docs/seats-on-devices.md): its own bridge, no stored settings (those are the host's).
  // Its code and its language load together; the host's page never downloads either.
  const [{ startSeatPage }, { SeatApp }] = await Promise.all([import('./seat/seat-page.js'), import('./seat/SeatApp.js'), loadLanguage(useSettings.getState().language).catch(() => undefined)]);
  const client = startSeatPage(window);
  installBridge(client.bridge);
  render(<SeatApp client={client} />);
}

async function startHost(): Promise<void> {
  // The stored settings are read before anything is drawn, and their language's messages loaded, so the
  // first screen is in the player's language (index.html shows a wordless wait until then). A settings file
  // that cannot be used is told to the player.
  await useSettings.getState().load();
  const problem = useSettings.getState().problem;
  if (problem) useGame.setState({ error: sayWords(currentWords(), (problem as { words?: unknown }).words ?? problem.message) });
  render(<App />);
}

void (isSeatPage(window) ? startSeat() : startHost());
