import { HOSTED_GAME_RULES } from '@quizarena/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { saveCsv } from '../../../lib/csv';
import { buildResultsCsv } from '../utils/results-csv';
import { topStandings, type HostState } from '../utils/host-state';
import { StandingsTable } from './standings-table';

/** The end: the top five and the results file, built from what this screen received. */
export function HostFinal({ state }: { state: HostState }) {
  const { t } = useTranslation('hostGames');
  const save = () => {
    const csv = buildResultsCsv({
      scoreboard: state.scoreboard,
      history: state.history,
      names: state.names,
      labels: {
        nickname: t('csv.nickname'),
        place: t('csv.place'),
        score: t('csv.score'),
        correct: t('csv.correct'),
        questionOption: (index) => t('csv.questionOption', { index }),
        questionPoints: (index) => t('csv.questionPoints', { index }),
      },
    });
    saveCsv(csv, `${t('csv.fileName')}.csv`);
  };
  return (
    <section className="space-y-6" aria-labelledby="host-final">
      <h2 id="host-final" className="text-4xl font-black">
        {t('end.heading')}
      </h2>
      <StandingsTable
        caption={t('play.top', { count: HOSTED_GAME_RULES.topShown })}
        standings={topStandings(state.scoreboard)}
      />
      <Button onClick={save} className="px-6 py-3 text-lg">
        <Download className="h-5 w-5" aria-hidden="true" />
        {t('end.download')}
      </Button>
    </section>
  );
}
