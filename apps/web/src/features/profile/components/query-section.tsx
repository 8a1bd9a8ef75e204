import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReadError } from './read-error';

/** The parts of a query a profile section needs to show loading, failure or its data. */
export type SectionQuery<T> = Pick<
  UseQueryResult<T>,
  'data' | 'isPending' | 'isError' | 'error' | 'refetch'
>;

/**
 * One section's states: its own skeleton while loading, its own error with Try Again, else the
 * content. Sections fail separately, so one slow or broken read never blanks the whole profile.
 */
export function QuerySection<T>({
  query,
  skeleton,
  failedMessage,
  children,
}: {
  query: SectionQuery<T>;
  skeleton: ReactNode;
  failedMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <ReadError
        error={query.error}
        fallback={failedMessage}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending || query.data === undefined) return <>{skeleton}</>;
  return <>{children(query.data)}</>;
}
