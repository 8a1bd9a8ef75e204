import type { PublicProfile } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { ProfileCard } from './profile-card';

// A player's website is their own text: only an http(s) address becomes a link.
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** Another player's public details. Email and birth year are never sent, so never shown. */
export function PublicAbout({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('profile');
  const rows: [string, ReactNode][] = [
    [t('about.bio'), profile.bio],
    [t('about.location'), profile.location],
    [
      t('about.website'),
      profile.website ? (
        isWebAddress(profile.website) ? (
          <a
            href={profile.website}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="rounded text-indigo-700 underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
          >
            {profile.website}
          </a>
        ) : (
          profile.website
        )
      ) : null,
    ],
    [t('about.memberSince'), formatDate(profile.created_at, { year: 'numeric', month: 'long' })],
  ];
  return (
    <ProfileCard title={t('about.title')}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-sm break-words">{value || t('about.notSet')}</dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
