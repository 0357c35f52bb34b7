/** An action or configuration the rules do not allow. The state it was tried on is left unchanged. */
export class RulesError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'RulesError';
    this.code = code;
  }
}

export function rulesAssert(cond: unknown, code: string, message: string): asserts cond {
  if (!cond) throw new RulesError(code, message);
}
