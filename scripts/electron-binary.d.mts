// Types for electron-binary.mjs (plain JS so `npm start` runs before anything is compiled).
export declare function electronPackageDir(projectDir: string): string | null;
export declare function findElectronBinary(projectDir: string, env?: Record<string, string | undefined>): string | null;
export declare function downloadElectronBinary(projectDir: string): string | null;
export declare function fetchFailureFile(projectDir: string): string;
export declare function earlierFetchFailure(projectDir: string): string | null;
export declare function rememberFetch(projectDir: string, failure: string | null): void;
