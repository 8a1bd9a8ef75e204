import {
  MATCH_DIFFICULTIES,
  MATCH_MODES,
  MATCHMAKING_RULES,
  type MatchDifficulty,
  type MatchMode,
} from '@quizarena/contracts';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import type { NamedItem } from '../sources';

/** What the player asks Quick Match for; no category is 'General' (every category). */
export type MatchPreferences = {
  category: string | null;
  difficulty: MatchDifficulty;
  game_mode: MatchMode;
};

export const DEFAULT_PREFERENCES: MatchPreferences = {
  category: null,
  difficulty: MATCH_DIFFICULTIES[0],
  game_mode: MATCH_MODES[0],
};

/** The difficulty's name: 'Any difficulty', or the content catalogue's level. */
export function useDifficultyLabel(): (difficulty: MatchDifficulty) => string {
  const { t } = useTranslation(['matchmaking', 'content']);
  return (difficulty) =>
    difficulty === 'any' ? t('panel.anyDifficulty') : t(`content:difficulty.${difficulty}`);
}

/** Category (General first), difficulty and mode, and Find Match. */
export function QuickMatchForm({
  categories,
  value,
  onChange,
  onFind,
  busy,
}: {
  categories: NamedItem[];
  value: MatchPreferences;
  onChange: (value: MatchPreferences) => void;
  onFind: () => void;
  /** A find is on its way, or the last search is still being read back. */
  busy: boolean;
}) {
  const { t } = useTranslation(['matchmaking', 'games']);
  const difficultyLabel = useDifficultyLabel();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onFind();
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('panel.category')}
          value={value.category ?? ''}
          onChange={(category) => onChange({ ...value, category: category || null })}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        >
          <option value="">{t('panel.general')}</option>
        </SelectField>
        <SelectField
          label={t('panel.difficulty')}
          value={value.difficulty}
          onChange={(difficulty) =>
            onChange({ ...value, difficulty: difficulty as MatchDifficulty })
          }
          options={MATCH_DIFFICULTIES.map((difficulty) => ({
            value: difficulty,
            label: difficultyLabel(difficulty),
          }))}
        />
        <SelectField
          label={t('panel.gameMode')}
          value={value.game_mode}
          onChange={(mode) => onChange({ ...value, game_mode: mode as MatchMode })}
          options={MATCH_MODES.map((mode) => ({
            value: mode,
            label: t('panel.modeOption', {
              mode: t(`games:modes.${mode}`),
              count: MATCHMAKING_RULES.matchSize[mode],
            }),
          }))}
        />
      </div>
      <Button type="submit" disabled={busy}>
        <Search className="h-4 w-4" aria-hidden="true" />
        {t('panel.find')}
      </Button>
    </form>
  );
}
