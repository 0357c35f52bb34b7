import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { installBridge } from './bridge.js';
import { useGame } from './store/game.js';
import { useSettings } from './store/settings.js';
import { isSeatPage, startSeatPage } from './seat/seat-page.js';
import { SeatApp } from './seat/SeatApp.js';
import { currentWords, sayWords } from './i18n.js';

// The page says which language it is in (screen readers, hyphenation, quotes), now and whenever Settings changes it.
function followLanguage(): void {
  const lang = useSettings.getState().language;
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}
followLanguage();
useSettings.subscribe(followLanguage);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (isSeatPage(window)) {
  // A seat's own device (docs/seats-on-devices.md): its own bridge, no stored settings (those are the host's).
  const client = startSeatPage(window);
  installBridge(client.bridge);
  createRoot(root).render(
    <StrictMode>
      <SeatApp client={client} />
    </StrictMode>,
  );
} else {
  // The stored settings are read once, before the table is drawn; a settings file that cannot be used is told to the player.
  void useSettings
    .getState()
    .load()
    .then(() => {
      const problem = useSettings.getState().problem;
      if (problem) useGame.setState({ error: sayWords(currentWords(), (problem as { words?: unknown }).words ?? problem.message) });
    });

  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
