import type { PublicProfile } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import { ProfileCard } from './profile-card';

// A player's website is their own text: only an http(s) address becomes a link.
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** Another player's public details. Email and birth year are never sent, so never shown. */
export function PublicAbout({ profile }: { profile: PublicProfile }) {
  const rows: [string, ReactNode][] = [
    ['Bio', profile.bio],
    ['Location', profile.location],
    [
      'Website',
      profile.website ? (
        isWebAddress(profile.website) ? (
          <a
            href={profile.website}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-indigo-700 underline dark:text-indigo-300"
          >
            {profile.website}
          </a>
        ) : (
          profile.website
        )
      ) : null,
    ],
    [
      'Member since',
      new Date(profile.created_at).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'long',
      }),
    ],
  ];
  return (
    <ProfileCard title="About">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-sm break-words">{value || 'Not set'}</dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
