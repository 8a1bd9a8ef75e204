import type { StudySession } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import type { StudyGroupsSources } from '../sources';
import { SessionCard } from './session-card';

/** Sessions as cards; `footer` adds a line to each (a past session's attendance). */
export function SessionList({
  sessions,
  label,
  me,
  sources,
  highlighted = null,
  footer,
}: {
  sessions: StudySession[];
  label: string;
  me: string;
  sources: StudyGroupsSources;
  highlighted?: string | null;
  footer?: (session: StudySession) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={label}>
      {sessions.map((session) => (
        <SessionCard
          key={session.id}
          session={session}
          me={me}
          sources={sources}
          highlighted={session.id === highlighted}
          footer={footer?.(session)}
        />
      ))}
    </ul>
  );
}
