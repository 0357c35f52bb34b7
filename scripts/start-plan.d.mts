// Types for start-plan.mjs (plain JS so `npm start` runs before anything is compiled).
export declare const NO_ELECTRON_NOTICE: string;
export declare const NO_DISPLAY_NOTICE: string;
export type Edition = { edition: 'desktop'; binary: string } | { edition: 'browser'; notice: string | null };
export declare function chooseEdition(input: {
  binary: string | null;
  env: Record<string, string | undefined>;
  platform: string;
  browser: boolean;
  fetchFailure?: string | null;
  earlierFailure?: string | null;
}): Edition;
export declare function shouldFetchElectron(input: { binary: string | null; env: Record<string, string | undefined>; browser: boolean; earlierFailure?: string | null }): boolean;
export declare function parseStartArgs(argv: string[]): { build: boolean; browser: boolean; hostArgs: string[] };
