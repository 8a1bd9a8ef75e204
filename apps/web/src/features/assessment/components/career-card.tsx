import type { CareerSuggestion } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatNumber, formatPercent } from '../../../lib/format';
import { matchPercent } from '../utils/traits';
import { ExternalLink } from './external-link';
import { Facts, type Fact } from './facts';
import { CARD, PRIMARY_LINK, SECONDARY_LINK } from './styles';

/** How many required and missing skills a card lists. */
const SKILLS_SHOWN = 3;

function money(value: number, currency: string) {
  return formatNumber(value, { style: 'currency', currency, maximumFractionDigits: 0 });
}

function SkillList({
  title,
  skills,
  heading: Heading,
}: {
  title: string;
  skills: string[];
  heading: 'h3' | 'h4';
}) {
  if (skills.length === 0) return null;
  return (
    <div>
      <Heading className="text-sm font-semibold">{title}</Heading>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {skills.slice(0, SKILLS_SHOWN).map((skill) => (
          <li key={skill}>
            <Badge>{skill}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One occupation: its match (compatibility x 20), salary only from a named source (else says
 * there is none), the first skills it needs and the first the player lacks, and where to go
 * next. `extra` adds lines a caller knows more about (the career page's outlook).
 */
export function CareerCard({
  career,
  headingLevel = 3,
  extra,
}: {
  career: CareerSuggestion;
  headingLevel?: 2 | 3;
  extra?: Fact[];
}) {
  const { t } = useTranslation('assessment');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const facts = [
    {
      label: t('careers.salary'),
      value: career.salary_range
        ? t('careers.salaryRange', {
            min: money(career.salary_range.min, career.salary_range.currency),
            max: money(career.salary_range.max, career.salary_range.currency),
          })
        : t('careers.noSalary'),
    },
    ...(career.growth_potential
      ? [{ label: t('careers.growth'), value: career.growth_potential }]
      : []),
    ...(extra ?? []),
  ];
  return (
    <article className={`${CARD} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading className="text-lg font-semibold">{career.title}</Heading>
          <p className="text-sm text-slate-600 dark:text-slate-300">{career.field}</p>
        </div>
        <Badge tone="green">
          {t('careers.match', { percent: formatPercent(matchPercent(career.compatibility_score)) })}
        </Badge>
      </div>
      <p className="text-slate-700 dark:text-slate-300">{career.description}</p>
      {career.note ? (
        <p className="rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
          <span className="font-semibold">{t('careers.note')}</span> {career.note}
        </p>
      ) : null}
      <Facts items={facts} className="sm:grid-cols-2" />
      <SkillList
        title={t('careers.requiredSkills')}
        skills={career.required_skills}
        heading={Sub}
      />
      <SkillList title={t('careers.missingSkills')} skills={career.missing_skills} heading={Sub} />
      <div className="flex flex-wrap gap-2">
        <Link to="/career?tab=learning" className={PRIMARY_LINK}>
          {t('careers.viewPath')}
        </Link>
        <ExternalLink href={career.onet_url} className={SECONDARY_LINK}>
          {t('careers.exploreJobs')}
        </ExternalLink>
      </div>
    </article>
  );
}
