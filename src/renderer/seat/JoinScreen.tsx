// The first thing a seat's device shows when it has no seat yet: a field for
// the code the main screen shows, and why the last try did not work.
import { useState, type FormEvent } from 'react';
import { CODE_LENGTH, cleanCodeInput } from './seat-prefs.js';
import type { SeatStatus } from './seat-bridge.js';
import { sayWords, useWords } from '../i18n.js';

export function JoinScreen({ status, onJoin }: { status: SeatStatus; onJoin: (code: string) => void }) {
  const w = useWords();
  const [code, setCode] = useState('');
  const connecting = status.phase === 'connecting';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!connecting) onJoin(code);
  };
  return (
    <main className="seat-join" aria-labelledby="seat-join-title" data-testid="seat-join">
      <form className="seat-join-card" onSubmit={submit}>
        <h1 id="seat-join-title">{w.t('table.join.title')}</h1>
        <p>{w.t('table.join.text')}</p>
        <label htmlFor="seat-code" className="seat-join-label">
          {w.t('table.join.code')}
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
          {w.t(connecting ? 'table.join.joining' : 'table.join.join')}
        </button>
        {connecting ? (
          <p role="status" className="seat-join-status" data-testid="seat-connecting">
            {w.t(status.line === 'closed' ? 'table.join.unreachable' : status.seat !== null ? 'table.join.retaking' : 'table.join.connecting')}
          </p>
        ) : null}
        {status.problem && !connecting ? (
          <p role="alert" id="seat-join-problem" className="seat-join-problem" data-testid="seat-problem">
            {sayWords(w, status.problem)}
          </p>
        ) : null}
      </form>
    </main>
  );
}
