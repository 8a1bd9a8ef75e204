import type { DisputeDetail, PlayerResponse } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatList, formatNumber, formatPercent } from '../../../lib/format';
import { Facts, When } from './account-bits';
import { PersonName } from './moderation-bits';
import { Panel } from './moderation-content';
import { RecordTable, type Column } from './record-table';

type Statistics = DisputeDetail['statistics'];
type Choice = NonNullable<Statistics['choices']>[number];
type Frequent = NonNullable<Statistics['responses']>[number];
type Entry = DisputeDetail['open_disputes'][number];
type Option = DisputeDetail['question']['options'][number];

/** What a player sent, in words: the options' texts (in order for an ordering), or the text. */
export function responseInWords(response: PlayerResponse, options: readonly Option[]): string {
  const text = (id: string) => options.find((option) => option.id === id)?.option_text ?? id;
  if ('option_id' in response) return text(response.option_id);
  if ('option_ids' in response) return formatList(response.option_ids.map(text));
  if ('order' in response) return response.order.map(text).join(' → ');
  return response.text;
}

/** How players answered the question: the figures, then each option's picks or the top answers. */
function StatisticsTable({ dispute }: { dispute: DisputeDetail }) {
  const { t } = useTranslation('adminModeration');
  const { statistics } = dispute;
  const yesNo = (value: boolean) =>
    value ? <Badge tone="green">{t('yes')}</Badge> : <>{t('no')}</>;
  const summary = (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {t('dispute.statistics.summary', {
        answers: formatNumber(statistics.answers),
        accuracy: formatPercent(statistics.accuracy),
        timeouts: formatNumber(statistics.timeouts),
      })}
    </p>
  );
  if (statistics.choices) {
    const columns: Column<Choice & { id: string }>[] = [
      { key: 'option', label: t('dispute.statistics.option'), cell: (row) => row.option_text },
      {
        key: 'chosen',
        label: t('dispute.statistics.chosen'),
        cell: (row) => formatNumber(row.count),
      },
      { key: 'key', label: t('dispute.inKey'), cell: (row) => yesNo(row.in_key) },
    ];
    return (
      <RecordTable
        title={t('dispute.statistics.choicesCaption')}
        extra={summary}
        columns={columns}
        rows={statistics.choices.map((choice) => ({ ...choice, id: choice.option_id }))}
        empty={t('dispute.statistics.none')}
      />
    );
  }
  const columns: Column<Frequent & { id: string }>[] = [
    { key: 'answer', label: t('dispute.statistics.answer'), cell: (row) => row.text },
    { key: 'times', label: t('dispute.statistics.times'), cell: (row) => formatNumber(row.count) },
    { key: 'right', label: t('dispute.statistics.rightNow'), cell: (row) => yesNo(row.correct) },
  ];
  return (
    <RecordTable
      title={t('dispute.statistics.responsesCaption')}
      extra={summary}
      columns={columns}
      rows={(statistics.responses ?? []).map((row) => ({ ...row, id: row.text }))}
      empty={t('dispute.statistics.none')}
    />
  );
}

/**
 * A disputed question as the moderator decides it: the question with its answer now, what this
 * disputer answered, how every player answered it, and who disputes it and why.
 */
export function DisputePanel({ dispute }: { dispute: DisputeDetail }) {
  const { t } = useTranslation('adminModeration');
  const { question } = dispute;
  const columns: Column<Entry>[] = [
    {
      key: 'by',
      label: t('dispute.disputes.by'),
      cell: (row) => <PersonName person={row.disputer} />,
    },
    {
      key: 'reason',
      label: t('dispute.disputes.reason'),
      cell: (row) => (
        <span className="break-words whitespace-pre-wrap">
          {row.reason}
          {row.id === dispute.id ? (
            <Badge tone="indigo" className="ml-2">
              {t('dispute.disputes.thisOne')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { key: 'when', label: t('dispute.disputes.when'), cell: (row) => <When at={row.created_at} /> },
  ];
  return (
    <Panel title={t('dispute.title')}>
      <p className="text-lg font-medium break-words">{question.text}</p>
      <Facts
        facts={[
          { key: 'type', label: t('dispute.type'), value: t(`dispute.types.${question.type}`) },
          { key: 'answer', label: t('dispute.answerNow'), value: question.correct_answer },
          {
            key: 'explanation',
            label: t('dispute.explanation'),
            value: question.explanation ?? t('dispute.noExplanation'),
          },
          {
            key: 'options',
            label: t('dispute.options'),
            value: question.options.length
              ? formatList(question.options.map((option) => option.option_text))
              : t('none'),
          },
          {
            key: 'theirs',
            label: t('dispute.theirAnswer'),
            value: dispute.response
              ? responseInWords(dispute.response, question.options)
              : t('dispute.noResponse'),
          },
        ]}
      />
      {dispute.moderator_note ? (
        <p className="text-sm">{t('dispute.decidedNote', { note: dispute.moderator_note })}</p>
      ) : null}
      <h4 className="font-semibold">{t('dispute.statistics.title')}</h4>
      <StatisticsTable dispute={dispute} />
      <RecordTable
        title={t('dispute.disputes.title')}
        extra={
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('dispute.disputes.caption')}
          </p>
        }
        columns={columns}
        rows={dispute.open_disputes}
        empty={t('dispute.disputes.empty')}
      />
    </Panel>
  );
}
