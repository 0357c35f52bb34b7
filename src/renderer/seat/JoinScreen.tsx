// The first thing a seat's device shows when it has no seat yet: a field for
// the code the main screen shows, which characters codes use, why Join cannot
// be pressed yet (code-entry.ts), and why the last try did not work.
import { useState, type FormEvent } from 'react';
import { codeAlphabetWords, readCode } from './code-entry.js';
import type { SeatStatus } from './seat-bridge.js';
import { sayWords, useWords } from '../i18n.js';

export function JoinScreen({ status, onJoin }: { status: SeatStatus; onJoin: (code: string) => void }) {
  const w = useWords();
  const [typed, setTyped] = useState('');
  const entry = readCode(typed);
  const connecting = status.phase === 'connecting';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!connecting && entry.code) onJoin(entry.code);
  };
  // Something typed that cannot be in a code is said at once; a code not yet whole only once something is typed.
  const wrongChars = entry.problem !== null && entry.problem.id === 'table.join.never';
  const described = ['seat-code-alphabet', entry.problem ? 'seat-code-problem' : '', status.problem ? 'seat-join-problem' : ''].filter(Boolean).join(' ');
  return (
    <main className="seat-join" aria-labelledby="seat-join-title" data-testid="seat-join">
      <form className="seat-join-card" onSubmit={submit}>
        <h1 id="seat-join-title">{w.t('table.join.title')}</h1>
        <p>{w.t('table.join.text')}</p>
        <label htmlFor="seat-code" className="seat-join-label">
          {w.t('table.join.code')}
        </label>
        <p id="seat-code-alphabet" className="seat-code-alphabet" data-testid="code-alphabet">
          {sayWords(w, codeAlphabetWords())}
        </p>
        <input
          id="seat-code"
          className="seat-code"
          name="code"
          value={entry.text}
          onChange={(e) => setTyped(e.target.value)}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="one-time-code"
          autoCorrect="off"
          spellCheck={false}
          placeholder="ABC234"
          aria-invalid={wrongChars}
          aria-describedby={described}
          disabled={connecting}
          autoFocus
        />
        {entry.problem && !connecting ? (
          <p id="seat-code-problem" className={`seat-code-problem${wrongChars ? ' wrong' : ''}`} aria-live="polite" data-testid="code-problem">
            {sayWords(w, entry.problem)}
          </p>
        ) : null}
        <button type="submit" className="primary seat-join-button" disabled={connecting || !entry.code}>
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
