// The rules reference: a table of contents and the sections of rules-text.ts.
import { useState } from 'react';
import { RULE_SECTIONS } from './rules-text.js';
import { useWords } from '../i18n.js';

/**
 * `level` is the heading level of a section's title: one below the title of
 * what holds the rules (2 on the rules screen under its h1, 3 in the dialog
 * under its h2), so that headings never skip a level.
 */
export function RulesContent({ level = 3 }: { level?: 2 | 3 }) {
  const [active, setActive] = useState(RULE_SECTIONS[0]!.id);
  const w = useWords();
  const Heading = level === 2 ? 'h2' : 'h3';
  const section = RULE_SECTIONS.find((s) => s.id === active) ?? RULE_SECTIONS[0]!;
  return (
    <div className="rules">
      <nav className="rules-nav" aria-label={w.t('screens.rules.sections')}>
        <ul>
          {RULE_SECTIONS.map((s) => (
            <li key={s.id}>
              <button type="button" className={s.id === active ? 'on' : ''} aria-current={s.id === active ? 'true' : undefined} onClick={() => setActive(s.id)}>
                {w.say(s.title)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className="rules-body" aria-labelledby={`rules-${section.id}`} tabIndex={0}>
        <Heading id={`rules-${section.id}`}>{w.say(section.title)}</Heading>
        {section.paragraphs.map((p, i) => (
          <p key={i}>{w.say(p)}</p>
        ))}
        {section.items ? (
          <dl className="rules-items">
            {section.items.map((it, i) => (
              <div key={i}>
                <dt>{w.say(it.term)}</dt>
                <dd>{w.say(it.text)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </article>
    </div>
  );
}
