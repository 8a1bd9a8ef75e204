import {
  REPORT_REASONS,
  type ModerationItemSummary,
  type ModerationSanction,
} from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { formatDate } from '../../../lib/format';
import { LINK } from './account-bits';
import type { AdminOutletContext } from './admin-layout';

type Person = { id: string; name: string } | null;

/**
 * The reason codes the queue shows in words: a report's, the fast-answer rule's, a dispute's and
 * a question set's publication request.
 */
const REASONS = [
  ...REPORT_REASONS,
  'implausible_pace',
  'answer_dispute',
  'publication_request',
] as const;
type Reason = (typeof REASONS)[number];

/**
 * What an item is: a reported message, player, study group name or room name, a flagged
 * session, a disputed answer, or a question set asked to be published.
 */
export function kindLabel(
  item: Pick<ModerationItemSummary, 'kind' | 'subject_type'>,
  t: TFunction<'adminModeration'>,
): string {
  if (item.kind === 'flagged_session') return t('kinds.flagged_session');
  if (item.kind === 'answer_dispute') return t('kinds.answer_dispute');
  if (item.kind === 'set_publication') return t('kinds.set_publication');
  return t(`kinds.${item.subject_type ?? 'user'}`);
}

/** A reason code in words; a code the client does not know yet as itself. */
export function reasonLabel(reason: string, t: TFunction<'adminModeration'>): string {
  return (REASONS as readonly string[]).includes(reason)
    ? t(`reasons.${reason as Reason}`)
    : reason;
}

/** What a decision did, in words ('remove_content', 'mute', 'clear_flag', ...). */
export function actionLabel(action: string, t: TFunction<'adminModeration'>): string {
  const known = [
    'remove_content',
    'warn',
    'mute',
    'suspend',
    'ban',
    'confirm_flag',
    'clear_flag',
    'correct_answer',
    'list_set',
    'refuse_listing',
  ] as const satisfies readonly (ModerationSanction | string)[];
  return (known as readonly string[]).includes(action)
    ? t(`actionsDone.${action as (typeof known)[number]}`)
    : action;
}

/** Whether the staff member may open accounts: the users section is for admins only. */
export function useOpensAccounts(): boolean {
  return useOutletContext<AdminOutletContext>().role === 'admin';
}

/** A person by name: a link to their account for an admin; a gone account says so. */
export function PersonName({ person }: { person: Person }) {
  const { t } = useTranslation('adminModeration');
  const opensAccounts = useOpensAccounts();
  if (!person) return <>{t('erased')}</>;
  if (!opensAccounts) return <>{person.name}</>;
  return (
    <Link to={`/admin/users/${person.id}`} className={LINK}>
      {person.name}
    </Link>
  );
}

const CLAIM_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** Who holds an item's claim and until when: 'You', another moderator's name, or nobody. */
export function ClaimHolder({ claim }: { claim: ModerationItemSummary['claim'] }) {
  const { t } = useTranslation('adminModeration');
  if (!claim) return <>{t('claim.nobody')}</>;
  const until = formatDate(claim.expires_at, CLAIM_TIME);
  const text = claim.mine
    ? t('claim.you', { until })
    : t('claim.other', { name: claim.moderator?.name ?? t('claim.someone'), until });
  return <>{text}</>;
}
