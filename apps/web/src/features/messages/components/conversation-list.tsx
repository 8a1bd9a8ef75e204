import { Archive, Inbox, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CONVERSATIONS_PAGE, useConversations } from '../api/conversations';
import { orderConversations } from '../utils/conversation';
import { ConversationRow } from './conversation-row';

/** A search is sent once typing pauses for this long. */
export const SEARCH_DELAY_MS = 300;

/**
 * The caller's conversations: a search the server runs, the Archived view, message requests
 * apart from the rest, and the rows, pinned first then by their last message.
 */
export function ConversationList({ me, selectedId }: { me: string; selectedId: string | null }) {
  const { t } = useTranslation('messages');
  const [query, setQuery] = useState('');
  const [archived, setArchived] = useState(false);
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  // How far down the list the user went; a new search or view starts from the first page.
  const [shown, setShown] = useState({ key: '', count: CONVERSATIONS_PAGE });
  const viewKey = `${archived}:${search}`;
  const count = shown.key === viewKey ? shown.count : CONVERSATIONS_PAGE;
  const conversations = useConversations({ search, archived }, count);
  const more = (conversations.data?.total ?? 0) - (conversations.data?.conversations.length ?? 0);
  const searchId = useId();
  const requestsId = useId();
  const headingId = useId();

  const all = orderConversations(conversations.data?.conversations ?? []);
  const requests = all.filter((conversation) => conversation.is_request);
  const others = all.filter((conversation) => !conversation.is_request);

  let body;
  if (conversations.isError && !conversations.data) {
    body = (
      <div role="alert" className="space-y-3 p-4 text-center">
        <p className="text-sm text-red-800 dark:text-red-300">
          {apiErrorText(conversations.error, t('list.loadFailed'))}
        </p>
        <Button variant="secondary" onClick={() => void conversations.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (!conversations.data) {
    body = (
      <div className="space-y-2 p-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (all.length === 0) {
    body = (
      <p className="p-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {search
          ? t('list.noMatches', { query: search })
          : archived
            ? t('list.emptyArchived')
            : t('list.empty')}
      </p>
    );
  } else {
    body = (
      <>
        {requests.length > 0 ? (
          <section aria-labelledby={requestsId} className="mb-2">
            <h3
              id={requestsId}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
            >
              {t('list.requests', { count: requests.length })}
            </h3>
            <ul className="space-y-1">
              {requests.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  me={me}
                  selected={conversation.id === selectedId}
                />
              ))}
            </ul>
          </section>
        ) : null}
        <ul className="space-y-1" aria-labelledby={headingId}>
          {others.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              me={me}
              selected={conversation.id === selectedId}
            />
          ))}
        </ul>
        {more > 0 ? (
          <Button
            variant="secondary"
            className="mt-2 w-full"
            disabled={conversations.isFetching}
            onClick={() => setShown({ key: viewKey, count: count + CONVERSATIONS_PAGE })}
          >
            {t('list.showMore', { count: Math.min(more, CONVERSATIONS_PAGE) })}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <h2 id={headingId} className="sr-only">
        {archived ? t('list.archivedHeading') : t('list.heading')}
      </h2>
      <div className="space-y-2 border-b border-slate-200 p-3 dark:border-slate-800">
        <label htmlFor={searchId} className="sr-only">
          {t('list.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            maxLength={100}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:ring-indigo-900"
          />
        </div>
        <Button
          variant="ghost"
          aria-pressed={archived}
          onClick={() => setArchived((shown) => !shown)}
          className="w-full justify-start px-2 py-1.5"
        >
          {archived ? (
            <Inbox className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Archive className="h-4 w-4" aria-hidden="true" />
          )}
          {t('list.archived')}
        </Button>
      </div>
      <p className="sr-only" role="status">
        {conversations.isFetching ? t('list.loading') : ''}
      </p>
      <div className="min-h-0 flex-1 overflow-y-auto p-2" aria-busy={conversations.isFetching}>
        {body}
      </div>
    </div>
  );
}
