// The pieces a message is said in when a language joins them itself
// (joined.ts): kept apart from the joiners so that neither imports the other.

/** A piece of a said message: the catalog's own text, or an argument's words. */
export interface SaidPart {
  readonly text: string;
  readonly argument: boolean;
}

/** Joins a message's pieces into its text, fixing the seams where arguments begin. */
export type Joiner = (parts: readonly SaidPart[]) => string;
