// Words cost nothing while nobody reads them. A game that is shown speaks: its
// steps write log lines. A game played only to be measured (the bots'
// playouts, the review, the arena, simulations) runs silently: the rules skip
// building any words, which was about half the cost of a step. The rules' own
// outcome is the same either way (the golden replays check that).

let quiet = 0;

/** Runs `fn` with the game's words off: states made inside it carry no log lines. */
export function silently<T>(fn: () => T): T {
  quiet++;
  try {
    return fn();
  } finally {
    quiet--;
  }
}

/** Whether steps write their log lines now (false inside `silently`). */
export function speaking(): boolean {
  return quiet === 0;
}
