// The first thing a seat's device shows when it has no seat yet: a field for
// the code the main screen shows, and why the last try did not work.
import { useState, type FormEvent } from 'react';
import { CODE_LENGTH, cleanCodeInput } from './seat-prefs.js';
import type { SeatStatus } from './seat-bridge.js';

export function JoinScreen({ status, onJoin }: { status: SeatStatus; onJoin: (code: string) => void }) {
  const [code, setCode] = useState('');
  const connecting = status.phase === 'connecting';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!connecting) onJoin(code);
  };
  return (
    <main className="seat-join" aria-labelledby="seat-join-title" data-testid="seat-join">
      <form className="seat-join-card" onSubmit={submit}>
        <h1 id="seat-join-title">Join a game of Ryozen</h1>
        <p>Type the code shown next to your seat on the main screen.</p>
        <label htmlFor="seat-code" className="seat-join-label">
          Code
        </label>
        <input
          id="seat-code"
          className="seat-code"
          name="code"
          value={code}
          onChange={(e) => setCode(cleanCodeInput(e.target.value))}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="one-time-code"
          autoCorrect="off"
          spellCheck={false}
          maxLength={CODE_LENGTH}
          placeholder="ABC234"
          aria-describedby={status.problem ? 'seat-join-problem' : undefined}
          disabled={connecting}
          autoFocus
        />
        <button type="submit" className="primary seat-join-button" disabled={connecting || code.length !== CODE_LENGTH}>
          {connecting ? 'Joining…' : 'Join'}
        </button>
        {connecting ? (
          <p role="status" className="seat-join-status" data-testid="seat-connecting">
            {status.line === 'closed'
              ? 'Cannot reach the main screen yet; trying again…'
              : status.seat !== null
                ? 'Taking your seat again…'
                : 'Connecting…'}
          </p>
        ) : null}
        {status.problem && !connecting ? (
          <p role="alert" id="seat-join-problem" className="seat-join-problem" data-testid="seat-problem">
            {status.problem}
          </p>
        ) : null}
      </form>
    </main>
  );
}
