import { SPONSOR_TIERS, TOURNAMENT_RULES, type SponsorTier } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { rowKey, type SponsorRow } from './form-state';
import { RepeatedRows } from './repeated-rows';

const rules = TOURNAMENT_RULES;

/** The tournament's sponsors: a name, optional logo and website addresses, and a tier. */
export function SponsorRows({
  rows,
  onChange,
  errorOf,
}: {
  rows: SponsorRow[];
  onChange: (rows: SponsorRow[]) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('tournamentForm');
  return (
    <RepeatedRows
      name="sponsors"
      legend={t('sponsors.legend')}
      hint={t('sponsors.hint')}
      rows={rows}
      max={rules.maxSponsors}
      addLabel={t('sponsors.add')}
      removeLabel={(index) => t('sponsors.remove', { number: index + 1 })}
      rowLabel={(index) => t('sponsors.sponsor', { number: index + 1 })}
      errorOf={errorOf}
      newRow={(): SponsorRow => ({ key: rowKey(), name: '', logo: '', website: '', tier: 'other' })}
      onChange={onChange}
    >
      {(row, { edit, errorAt }) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('sponsors.name')}
            required
            maxLength={rules.sponsorNameMaxLength}
            value={row.name}
            error={errorAt('name')}
            onChange={(event) => edit({ name: event.target.value })}
          />
          <SelectField
            label={t('sponsors.tier')}
            value={row.tier}
            error={errorAt('tier')}
            onChange={(tier) => edit({ tier: tier as SponsorTier })}
            options={SPONSOR_TIERS.map((tier) => ({
              value: tier,
              label: t(`sponsors.tiers.${tier}`),
            }))}
          />
          <TextField
            type="url"
            inputMode="url"
            label={t('sponsors.logo')}
            value={row.logo}
            error={errorAt('logo_url')}
            onChange={(event) => edit({ logo: event.target.value })}
          />
          <TextField
            type="url"
            inputMode="url"
            label={t('sponsors.website')}
            value={row.website}
            error={errorAt('website_url')}
            onChange={(event) => edit({ website: event.target.value })}
          />
        </div>
      )}
    </RepeatedRows>
  );
}
