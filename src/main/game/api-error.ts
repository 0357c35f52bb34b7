// The refusal every service and the channel gate report to the caller: the
// bridge turns it into {ok:false, error:{code, message}} (ipc-guard.ts). On its
// own so that the services, which the channel table imports, can throw it
// without importing the table back.

/** An error a handler reports to the caller as {ok:false, error:{code, message}}. */
export class ApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}
