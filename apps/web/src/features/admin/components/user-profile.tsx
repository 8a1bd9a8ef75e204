import type { AdminUserDetail } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts, Standing, When } from './account-bits';

const FACTS = [
  'email',
  'role',
  'status',
  'reason',
  'ageBand',
  'birthYear',
  'userType',
  'organization',
  'profileHidden',
  'verified',
  'joined',
  'lastSignIn',
  'id',
] as const;

/** The account's profile and standing (with its reason and end) as a description list. */
export function UserProfile({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useTranslation('adminUsers');
  const none = t('none');
  const values: Record<(typeof FACTS)[number], ReactNode> = {
    email: <span className="break-all">{user.email}</span>,
    role: t(`roles.${user.role}`),
    status: <Standing user={user} />,
    reason: user.status_reason ?? none,
    ageBand: t(`ageBands.${user.age_band}`),
    birthYear: user.birth_year ?? none,
    userType: user.user_type ?? none,
    organization: user.organization ?? none,
    profileHidden: user.profile_hidden ? t('yes') : t('no'),
    verified: user.email_verified ? t('yes') : t('no'),
    joined: <When at={user.created_at} />,
    lastSignIn: <When at={user.last_sign_in_at} />,
    id: <span className="font-mono text-xs break-all">{user.id}</span>,
  };
  return (
    <Facts facts={FACTS.map((key) => ({ key, label: t(`profile.${key}`), value: values[key] }))} />
  );
}
