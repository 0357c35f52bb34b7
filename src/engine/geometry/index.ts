// Table geometry (DESIGN.md section 3): plain math shared by the rules engine
// (point-of-view visibility) and the 3D renderer (cameras, board, palace and
// piece placement). Imports nothing outside src/engine.
export * from './vec.js';
export * from './table.js';
export * from './sectors.js';
export * from './seats.js';
export * from './palace.js';
export * from './board.js';
export * from './visibility.js';
export * from './areas.js';
