// Loads the optional modes and variants so they can hook into the base rules.
import './dragon.js';
import './palace-alt.js';
import './asymmetric.js';
import './coop.js';
