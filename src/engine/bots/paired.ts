// How sure a difference of two moves is, from their playouts on common re-deals.
//
// The coach compares two moves played out on the same re-deals with the same
// policy draws (rollout.ts), so most of the luck of a re-deal (the cards dealt,
// the others' draws) is in both margins and cancels in their difference. The
// numbers are therefore taken from the paired differences d_j = a_j - b_j, not
// from the two means with their own spreads (which would count that shared luck
// twice and make every interval several times wider).
//
// The interval is Student's t on the mean of the differences: mean +- t * sd / sqrt(n),
// t the 97.5% quantile with n - 1 degrees of freedom (a ~95% two-sided interval).
// Why t rather than a bootstrap: with 24 or more differences the mean is close
// to normal even though single margins are lumpy (whole favor points, a few
// big swings); t widens honestly when n is small (a suggestion's runner-up may
// share only a handful of re-deals with the choice), where a percentile
// bootstrap is known to be too narrow; and it needs no random draws of its own,
// so the same playouts always give the same words.

/** Mean and ~95% interval of a - b over paired samples. */
export interface PairedDiff {
  /** Pairs behind the figures. */
  n: number;
  /** Mean of the differences a_j - b_j (favor points). */
  mean: number;
  /** Standard error of that mean. */
  se: number;
  /** Half-width of the ~95% interval ("give or take"); Infinity with fewer than two pairs. */
  half: number;
  lo: number;
  hi: number;
}

// 97.5% quantiles of Student's t for 1..30 degrees of freedom.
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069,
  2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** The 97.5% quantile of Student's t with `df` degrees of freedom (table to 30, then the Cornish-Fisher expansion). */
export function t975(df: number): number {
  if (df < 1) return Infinity;
  if (df <= 30) return T975[Math.floor(df) - 1]!;
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

/** The paired difference a - b (equal lengths: sample j of each on the same re-deal). */
export function pairedDiff(a: readonly number[], b: readonly number[]): PairedDiff {
  const n = Math.min(a.length, b.length);
  if (n === 0) return { n: 0, mean: 0, se: Infinity, half: Infinity, lo: -Infinity, hi: Infinity };
  let sum = 0;
  for (let j = 0; j < n; j++) sum += a[j]! - b[j]!;
  const mean = sum / n;
  if (n < 2) return { n, mean, se: Infinity, half: Infinity, lo: -Infinity, hi: Infinity };
  let ss = 0;
  for (let j = 0; j < n; j++) ss += (a[j]! - b[j]! - mean) ** 2;
  const se = Math.sqrt(ss / (n - 1) / n);
  const half = t975(n - 1) * se;
  return { n, mean, se, half, lo: mean - half, hi: mean + half };
}

/** The pairs two recorded candidates share (rollout.ts `samples`: null where one was not played out). */
export function sharedSamples(a: readonly (number | null)[], b: readonly (number | null)[]): { a: number[]; b: number[] } {
  const out = { a: [] as number[], b: [] as number[] };
  for (let j = 0; j < Math.min(a.length, b.length); j++) {
    const x = a[j];
    const y = b[j];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    out.a.push(x);
    out.b.push(y);
  }
  return out;
}

/** Clearly above zero: the whole ~95% interval is. */
export function clearlyPositive(d: Pick<PairedDiff, 'lo'>): boolean {
  return d.lo > 0;
}
