import { Button } from './button';

/** The next page of an infinite read, asked for by the reader; nothing once there is none. */
export function LoadMore({
  query,
  label,
  loadingLabel,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  loadingLabel: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? loadingLabel : label}
      </Button>
    </div>
  );
}
