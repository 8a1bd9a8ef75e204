import { SPONSOR_TIERS, type Tournament } from '@quizarena/contracts';
import { ExternalLink, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatNumber, formatPercent } from '../../../lib/format';
import { pointsText, placeText } from '../utils/wording';
import { VerifiedMark } from './badges';
import { CARD_CLASSES } from './card-classes';

const TIER_TONES: Record<Tournament['sponsors'][number]['tier'], BadgeTone> = {
  platinum: 'indigo',
  gold: 'amber',
  silver: 'slate',
  other: 'slate',
};

/** What each place wins from today's pool, with its share and the host's words for it. */
function PrizeTable({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const cell = 'px-3 py-2 text-left';
  return (
    <section className={CARD_CLASSES}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="mb-3 text-left text-lg font-bold">{t('overview.prizes')}</caption>
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className={cell}>
                {t('overview.place')}
              </th>
              <th scope="col" className={cell}>
                {t('overview.prize')}
              </th>
              <th scope="col" className={cell}>
                {t('overview.share')}
              </th>
              <th scope="col" className={cell}>
                {t('overview.description')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {tournament.prize_distribution.map((prize) => (
              <tr key={prize.place}>
                <th scope="row" className={`${cell} font-bold`}>
                  {placeText(prize.place, t)}
                </th>
                <td className={`${cell} font-semibold`}>{pointsText(prize.prize_value, t)}</td>
                <td className={cell}>{formatPercent(prize.share_percent)}</td>
                <td className={cell}>{prize.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Who runs it: verified or not, their organisation, rating and tournaments hosted. */
function HostCard({ host }: { host: Tournament['host'] }) {
  const { t } = useTranslation('tournaments');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} space-y-3`}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('overview.host')}
      </h2>
      <div className="flex items-center gap-3">
        <UserAvatar name={host.name} avatarUrl={host.avatar_url} />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold">
            {host.id ? (
              <Link to={`/profile/${host.id}`} className="hover:underline">
                {host.name}
              </Link>
            ) : (
              host.name
            )}
            {host.verified ? <VerifiedMark label={t('overview.verifiedHost')} /> : null}
          </p>
          {host.organization ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{host.organization}</p>
          ) : null}
        </div>
      </div>
      <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-1.5">
          <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {host.rating === null
            ? t('overview.noRating')
            : t('overview.rating', {
                rating: formatNumber(host.rating, { maximumFractionDigits: 1 }),
              })}
        </li>
        <li>
          {t('overview.hosted', {
            count: host.tournaments_hosted,
            hosted: formatNumber(host.tournaments_hosted),
          })}
        </li>
      </ul>
    </section>
  );
}

/** The sponsors by tier, platinum first, each with a link to their site when they have one. */
function Sponsors({ sponsors }: { sponsors: Tournament['sponsors'] }) {
  const { t } = useTranslation('tournaments');
  const headingId = useId();
  if (sponsors.length === 0) return null;
  const ordered = [...sponsors].sort(
    (a, b) => SPONSOR_TIERS.indexOf(a.tier) - SPONSOR_TIERS.indexOf(b.tier),
  );
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} space-y-3`}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('overview.sponsors')}
      </h2>
      <ul className="space-y-3">
        {ordered.map((sponsor) => (
          <li key={sponsor.id} className="flex flex-wrap items-center gap-3">
            {sponsor.logo_url ? (
              <img src={sponsor.logo_url} alt="" className="h-10 w-10 rounded object-contain" />
            ) : null}
            <span className="font-semibold">{sponsor.name}</span>
            <Badge tone={TIER_TONES[sponsor.tier]}>{t(`overview.tiers.${sponsor.tier}`)}</Badge>
            {sponsor.website_url ? (
              <a
                href={sponsor.website_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 underline hover:no-underline dark:text-indigo-300"
              >
                {t('overview.visit', { name: sponsor.name })}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="sr-only">{t('overview.newTab')}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Overview: the prizes by place, the host, and the sponsors. */
export function OverviewPanel({ tournament }: { tournament: Tournament }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <PrizeTable tournament={tournament} />
      <div className="space-y-6">
        <HostCard host={tournament.host} />
        <Sponsors sponsors={tournament.sponsors} />
      </div>
    </div>
  );
}
