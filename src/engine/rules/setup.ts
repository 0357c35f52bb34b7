// Setting up a new game: the SETUP section of the rulebook, per player count
// and mode. Each variant the game plays adds its own setup after the standard one.
import { ownCards } from '../core/clone.js';
import { RulesError } from '../core/errors.js';
import { newVariantStates, variantsOf } from '../core/variants-in-play.js';
import { advance, push, task } from '../core/flow.js';
import { kinById } from '../core/state.js';
import { gameRng, initialState } from '../core/rng.js';
import type { GameConfig, GameState, Kin, KinType, Player, Pool, Side } from '../core/types.js';
import type { SetupPlan } from '../core/variant.js';
import {
  CLAN_COMPOSITION,
  EVENTS,
  REVELATION_SLOTS,
  EVENT_SLOTS,
  REVELATIONS,
  SECTOR_DEFS,
  STARTING_RESOURCES,
  STARTING_SETS,
  VILLAGES,
  VILLAGE_SITES,
  CLANHOUSE_SLOTS,
} from '../content/index.js';
import { refillRevelationSlots } from './revelations.js';
import { configProblems } from './setup-check.js';
import { installedVariants } from '../core/variants-in-play.js';

export const emptyPool = (): Pool => ({ coin: 0, scroll: 0, lantern: 0, coral: 0, jade: 0, agate: 0 });

/** Throws a RulesError naming the first reason `config` cannot start a game. */
export function validateConfig(config: GameConfig): void {
  const [first] = configProblems(config, installedVariants().flatMap((v) => (v.config ? [v.config] : [])));
  if (first) throw new RulesError(first.code, first.words);
}

/** The standard setup's plan for `config`, as the game's variants change it. */
export function setupPlan(config: GameConfig): SetupPlan {
  const seats = config.seats.map((seat, i) => ({ clan: seat.clan, side: (seat.side ?? i) as Side, isBasilisk: false }));
  const plan: SetupPlan = {
    seats,
    startingSet: seats.length === 2 ? STARTING_SETS.twoPlayer : STARTING_SETS.threeFourPlayer,
    villageInGame: () => true,
    // "2 player game: take the first tile of the village pile and place it onto the first empty site."
    openSecondSite: seats.length === 2,
  };
  return variantsOf(config).reduce((p, v) => v.setupPlan?.(config, p) ?? p, plan);
}

// Listed once, not at every set-up: each seat's clan tiles by type, and the villages that may be
// dealt to the pile (the content arrays are frozen, and array built-ins are slow on those).
const CLAN_TILES = Object.entries(CLAN_COMPOSITION.counts) as [KinType, number][];
const DEALT_VILLAGES = VILLAGES.filter((v) => v.key !== 'start' && v.key !== 'shrine');

export function createGame(config: GameConfig, seed: number | string): GameState {
  validateConfig(config);
  const rng = gameRng(initialState(seed));
  const plan = setupPlan(config);
  const n = plan.seats.length;

  const players: Player[] = plan.seats.map(({ clan, side, isBasilisk }, seat) => ({
    seat,
    clan,
    pool: seat,
    faction: seat,
    fp: 0,
    pioneer: 0,
    revelations: [],
    pile: [],
    side,
    isBasilisk,
  }));

  const pools: Pool[] = players.map(() => ({ ...emptyPool(), ...STARTING_RESOURCES }));

  // Kin tiles: every seat's clan gets its full set; the starting set goes to hand.
  const kin: Kin[] = [];
  for (const p of players) {
    const want: Partial<Record<KinType, number>> = { ...plan.startingSet };
    const rest: number[] = [];
    for (const [type, count] of CLAN_TILES) {
      for (let c = 0; c < count; c++) {
        const id = kin.length;
        const inStart = (want[type] ?? 0) > 0;
        if (inStart) want[type] = (want[type] ?? 0) - 1;
        kin.push({ id, type, clan: p.clan, seat: p.seat, loc: inStart ? 'hand' : 'pile', at: '', cloaked: false });
        // "Return the unused apprentice to the box": starting-set kin types beyond the set are not in the pile.
        if (!inStart) {
          if (type === 'apprentice' || type === 'fighter') kin[id]!.loc = 'box';
          else rest.push(id);
        }
      }
    }
    p.pile = rng.shuffle(rest);
  }

  const large = n >= 3;
  const board = SECTOR_DEFS.map((d) => (large ? d.spots.large : d.spots.small).map(() => -1));
  const shrineId = VILLAGES.find((v) => v.key === 'shrine')!.id;
  const startId = VILLAGES.find((v) => v.key === 'start')!.id;
  const villagePile = rng.shuffle(
    DEALT_VILLAGES.filter((v) => plan.villageInGame(v)).map((v) => v.id),
  );
  const sites = VILLAGE_SITES.map(() => -1);
  sites[0] = startId;
  void shrineId;

  const s = {
    v: 1,
    config,
    rng: 0,
    round: 1,
    phase: 'day',
    players,
    pools,
    kin,
    board,
    palace: { rotation: 0, floors: 1 },
    capital: players.map((p) => p.seat),
    firstPlayer: 0,
    turnSeat: -1,
    events: { deck: rng.shuffle(EVENTS.map((e) => e.id)), discard: [], foreseen: new Array<number>(EVENT_SLOTS).fill(-1) },
    revelations: {
      deck: rng.shuffle(REVELATIONS.map((r) => r.id)),
      slots: new Array<number>(REVELATION_SLOTS).fill(-1),
      discard: [],
    },
    villages: { pile: villagePile, sites, shrineBuilt: false },
    clanhouse: CLANHOUSE_SLOTS.map(() => -1),
    guards: [],
    ...newVariantStates(config),
    stack: [],
    ply: 0,
    log: [],
  } as GameState;

  // "In order of play, each player reveals the top kin of their clan's pile" into the clanhouse.
  for (const p of players) revealToClanhouse(s, p.seat);
  if (plan.openSecondSite) s.villages.sites[1] = s.villages.pile.pop()!;

  s.rng = rng.state;
  // Mode steps pushed by the hooks run before the first round begins.
  push(s, task('roundStart', -1));
  for (const variant of variantsOf(config)) {
    if (!variant.setup) continue;
    const r = gameRng(s.rng);
    variant.setup(s, r);
    s.rng = r.state;
  }
  if (!s.deferRevelations) refillRevelationSlots(s);
  advance(s);
  return s;
}

/** Reveal the top kin of a seat's clan pile into the first free clanhouse slot (discarding the leftmost if full). */
export function revealToClanhouse(s: GameState, seat: number): number | null {
  const pile = ownCards(s, seat).pile;
  const id = pile.pop();
  if (id === undefined) return null;
  let slot = s.clanhouse.indexOf(-1);
  if (slot < 0) {
    const gone = s.clanhouse.shift()!;
    const k = kinById(s, gone);
    k.loc = 'box';
    k.at = '';
    s.clanhouse.push(-1);
    slot = s.clanhouse.length - 1;
  }
  s.clanhouse[slot] = id;
  const k = kinById(s, id);
  k.loc = 'clanhouse';
  k.at = '';
  return id;
}
