// A new-game form field's problems, shown beside it (the form's own fields and
// those the Basilisk's set-up adds, BasiliskPanels.tsx).
import type { SetupField, SetupProblem } from '../store/setup.js';

export function Problem({ field, problems }: { field: SetupField; problems: SetupProblem[] }) {
  const mine = problems.filter((p) => p.field === field);
  if (!mine.length) return null;
  return (
    <div className="field-problem" role="alert" data-testid={`problem-${field}`}>
      {mine.map((p, i) => (
        <p key={i}>⚠ {p.message}</p>
      ))}
    </div>
  );
}
