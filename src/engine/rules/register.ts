// Loads every rules module so that its task handlers are registered.
import './round.js';
import './effects.js';
import './placement.js';
import './abilities.js';
import './daytime.js';
import './villages.js';
import './revelations.js';
import './clanhouse.js';
import './nighttime.js';
import './simultaneous.js';
import '../modes/register.js';
