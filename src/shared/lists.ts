// The one list of each choice the set-up screens offer and the channels
// accept: the renderer builds its pickers from these, and the schemas
// (schemas.ts) accept exactly these. The engine owns the lists (its types are
// built from them); this module passes them on to the app.
export { COMPUTER_LEVELS, CONTROLLERS, DIFFICULTIES, MODES } from '../engine/core/types.js';
