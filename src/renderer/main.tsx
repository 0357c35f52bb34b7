import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { useGame } from './store/game.js';
import { useSettings } from './store/settings.js';

// The stored settings are read once, before the table is drawn; a settings file that cannot be used is told to the player.
void useSettings
  .getState()
  .load()
  .then(() => {
    const problem = useSettings.getState().problem;
    if (problem) useGame.setState({ error: problem.message });
  });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
