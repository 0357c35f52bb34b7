// One line per computer level under a seat table, so a player picks a level
// knowing what to expect without hovering over each option.
import { useWords } from '../i18n.js';
import { COMPUTER_LEVELS, CONTROLLER_TEXTS } from './texts.js';

export function ControllerLegend() {
  const w = useWords();
  return (
    <ul className="hint" style={{ paddingLeft: 18 }} aria-label={w.t('table.levels')}>
      {COMPUTER_LEVELS.map((level) => {
        const { text } = CONTROLLER_TEXTS[level];
        return (
          <li key={level}>
            <strong>{w.t(`table.level.${level}`)}</strong>: {w.say(text)}
          </li>
        );
      })}
    </ul>
  );
}
