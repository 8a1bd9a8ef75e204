import { HOSTED_GAME_RULES, type GameStanding } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/ui/bar-chart';
import { answerStyle } from '../utils/answer-styles';
import { answerDistribution, topStandings, type ClosedQuestion } from '../utils/host-state';
import { StandingsTable } from './standings-table';

/** After a question: the right answer, how the class answered, the top five. */
export function HostReview({
  closed,
  scoreboard,
}: {
  closed: ClosedQuestion;
  scoreboard: GameStanding[];
}) {
  const { t } = useTranslation('hostGames');
  const counts = answerDistribution(closed);
  const data = closed.question.options.map((option, position) => ({
    key: option.id,
    label: `${t(`shapes.${answerStyle(position).shape}`)}: ${option.option_text}`,
    value: counts[position]?.count ?? 0,
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        {closed.correct_answer ? (
          <p className="rounded-2xl bg-emerald-100 p-4 text-2xl font-bold text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
            {t('play.correctAnswer', { text: closed.correct_answer })}
          </p>
        ) : null}
        {closed.explanation ? <p className="text-lg">{closed.explanation}</p> : null}
        <BarChart
          title={t('play.distribution')}
          data={data}
          labelName={t('play.option')}
          valueName={t('play.count')}
        />
      </div>
      <StandingsTable
        caption={t('play.top', { count: HOSTED_GAME_RULES.topShown })}
        standings={topStandings(scoreboard)}
      />
    </div>
  );
}
