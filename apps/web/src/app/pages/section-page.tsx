import { Link } from 'react-router';
import { PAGE_DESCRIPTIONS, type PageKey } from './page-descriptions';

/** A signed-in page whose feature arrives later: its heading, what it will do, a way back. */
export function SectionPage({ page }: { page: PageKey }) {
  const { title, description } = PAGE_DESCRIPTIONS[page];
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{description}</p>
      <Link
        to="/dashboard"
        className="inline-block font-semibold text-indigo-700 underline hover:no-underline dark:text-indigo-300"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
