import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { storeGroup } from '../api/queries';
import { createGroup } from '../api/study-groups';
import { DiscoverTab } from '../components/discover-tab';
import { GroupFormDialog } from '../components/group-form-dialog';
import { MyGroupsTab } from '../components/my-groups-tab';
import { OnlineCount } from '../components/online-count';
import { SessionsTab } from '../components/sessions-tab';
import type { NamedItem, StudyGroupsSources } from '../sources';

type TabContext = {
  me: string;
  sources: StudyGroupsSources;
  categories: NamedItem[];
  select: (tab: StudyGroupsTab) => void;
};

/**
 * The page's tabs, in order: one more is one more entry here (its id, and its panel), with its
 * label under `page.tabs` in the catalogue.
 */
const TABS = {
  discover: ({ categories }: TabContext) => <DiscoverTab categories={categories} />,
  mine: ({ select }: TabContext) => <MyGroupsTab onDiscover={() => select('discover')} />,
  sessions: ({ me, sources }: TabContext) => <SessionsTab me={me} sources={sources} />,
} as const;
type StudyGroupsTab = keyof typeof TABS;
const TAB_IDS = Object.keys(TABS) as StudyGroupsTab[];

/** /study-groups: find groups to join, the caller's own, their sessions, and Create Group. */
export function StudyGroupsPage({ me, sources }: { me: string; sources: StudyGroupsSources }) {
  const { t } = useTranslation('studyGroups');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`page.tabs.${id}`) }));
  const [tab, setTab] = useTabParam<StudyGroupsTab>(tabs, 'discover');
  const categories = useQuery(sources.categories);
  const [creating, setCreating] = useState(false);
  const Panel = TABS[tab];

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <UsersRound className="h-7 w-7 text-indigo-600" aria-hidden="true" />
            {t('page.title')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('page.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <OnlineCount source={sources.online} />
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('page.create')}
          </Button>
        </div>
      </header>
      <Tabs label={t('page.tabsLabel')} tabs={tabs} value={tab} onChange={setTab}>
        <Panel me={me} sources={sources} categories={categories.data ?? []} select={setTab} />
      </Tabs>
      <GroupFormDialog
        open={creating}
        onOpenChange={setCreating}
        categories={categories.data ?? []}
        onSave={async (body) => {
          const group = await createGroup(body);
          storeGroup(queryClient, group);
          toast.success(t('toasts.created'));
          void navigate(`/study-groups/${group.id}`);
        }}
      />
    </div>
  );
}
