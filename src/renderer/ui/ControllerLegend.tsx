// One line per computer level under a seat table, so a player picks a level
// knowing what to expect without hovering over each option.
import { COMPUTER_LEVELS, CONTROLLER_TEXTS } from './texts.js';

export function ControllerLegend() {
  return (
    <ul className="hint" style={{ paddingLeft: 18 }} aria-label="Computer levels">
      {COMPUTER_LEVELS.map((level) => {
        const { name, text } = CONTROLLER_TEXTS[level];
        return (
          <li key={level}>
            <strong>{name.replace('Computer · ', '')}</strong>: {text}
          </li>
        );
      })}
    </ul>
  );
}
