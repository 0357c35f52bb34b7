// What must hold in every state of a cooperative game (checked by the fuzz
// tests through invariants-test-support.ts): the enemy cards all in one place, the
// Basilisk's stack its hand, two pools, and no decision handed to the Basilisk.
import { choiceHandler, decisionSeat, pendingTask } from '../core/flow.js';
import type { GameState } from '../core/types.js';
import { enemyCardById } from '../content/index.js';
import { basiliskSeat, coopOf } from './coop-state.js';

export function coopInvariants(s: GameState): string[] {
  const out: string[] = [];
  const c = coopOf(s);
  const b = basiliskSeat(s);
  const cards = [...c.deck, ...c.discard, ...c.removed];
  if (cards.length !== 15 || new Set(cards).size !== 15) out.push(`enemy cards lost or doubled: ${cards.join(',')}`);
  if ([...c.discard, ...c.deck].some((id) => c.removed.includes(id))) out.push('a removed twist is still in play');
  if (c.discard.some((id) => enemyCardById(id).kind === 'twist')) out.push('a twist card in the enemy discard pile');
  if (c.removed.some((id) => enemyCardById(id).kind !== 'twist')) out.push('a sector card left the game');
  const hand = s.kin.filter((k) => k.seat === b && k.loc === 'hand').map((k) => k.id).sort((x, y) => x - y);
  if (hand.join() !== c.stack.slice().sort((x, y) => x - y).join()) out.push(`Basilisk stack ${c.stack.join(',')} is not its hand ${hand.join(',')}`);
  if (s.pools.length !== 2) out.push(`${s.pools.length} pools in coop`);
  for (const p of s.players) if (p.pool !== (p.isBasilisk ? 1 : 0) || p.faction !== (p.isBasilisk ? 1 : 0)) out.push(`seat ${p.seat} pool/faction wrong`);
  const t = s.phase === 'end' ? undefined : pendingTask(s);
  const decides = t && choiceHandler(t.k) ? decisionSeat(t) : -1;
  if (decides === b) out.push('a decision was handed to the Basilisk seat');
  if (s.config.goldenRuleAuto && t?.seat === b && decides >= 0) out.push('a Golden Rule decision was shown despite goldenRuleAuto');
  const inPlay = (seat: number) => s.kin.filter((k) => k.seat === seat && ['hand', 'board', 'palace', 'bumped'].includes(k.loc)).length;
  const allies = s.players.length - 1;
  const setupDone = !s.stack.some((t) => t.k === 'coopSetupBasilisk');
  if (setupDone && inPlay(b) !== (allies === 2 ? 8 : 9)) out.push(`the Basilisk plays with ${inPlay(b)} kin`);
  for (let seat = 0; seat < allies; seat++) if (inPlay(seat) !== (allies === 2 ? 5 : 4)) out.push(`ally ${seat} plays with ${inPlay(seat)} kin`);
  return out;
}
