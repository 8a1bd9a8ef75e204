import {
  CALIBRATION_RULES,
  SUSPECT_QUESTION_RULE,
  type AnalyticsContent,
  type BadlyDiscriminatingQuestion,
  type QuestionFigures,
  type SuspectQuestion,
} from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatList, formatNumber } from '../../../lib/format';
import { useAnalyticsReport } from '../api/queries';
import { LINK } from '../components/admin-table';
import {
  accuracyText,
  DayChart,
  FiguresTable,
  Freshness,
  useTimeframe,
  type FigureColumn,
  AnalyticsPage,
} from '../components/analytics-bits';

type AnswerFigures = Pick<QuestionFigures, 'answers' | 'accuracy' | 'average_time_ms'>;

/** Seconds with one decimal: the file keeps them as a number, the table with its unit. */
const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);

/** The answers, accuracy and time columns every content table ends with. */
function answerColumns<Row extends AnswerFigures>(
  t: TFunction<'adminAnalytics'>,
): FigureColumn<Row>[] {
  const none = t('noFigure');
  return [
    { key: 'answers', label: t('content.answers'), numeric: true, csv: (row) => row.answers },
    {
      key: 'accuracy',
      label: t('content.accuracy'),
      csvLabel: t('content.accuracyPercent'),
      numeric: true,
      csv: (row) => row.accuracy,
      cell: (row) => accuracyText(row.accuracy, none),
    },
    {
      key: 'time',
      label: t('content.averageTime'),
      csvLabel: t('content.averageSeconds'),
      numeric: true,
      csv: (row) => seconds(row.average_time_ms),
      cell: (row) => {
        const value = seconds(row.average_time_ms);
        return value === null ? none : t('content.seconds', { value: formatNumber(value) });
      },
    },
  ];
}

/**
 * Where an admin fixes a question: its topic's question list, searched for its text (a question
 * has no page of its own; the list opens it for editing).
 */
function questionLink(question: Pick<QuestionFigures, 'topic_id' | 'text'>): string {
  const search = question.text
    .split(/[\r\n\t]/)[0]!
    .trim()
    .slice(0, 100);
  return `/admin/content/topics/${question.topic_id}?${new URLSearchParams({ q: search })}`;
}

type QuestionRef = Pick<QuestionFigures, 'text' | 'topic_id' | 'topic_name'>;

/** The question (linked to where it is fixed) and topic columns every question table starts with. */
function questionRefColumns<Row extends QuestionRef>(
  t: TFunction<'adminAnalytics'>,
): FigureColumn<Row>[] {
  return [
    {
      key: 'question',
      label: t('content.question'),
      csv: (row) => row.text,
      cell: (row) => (
        <Link to={questionLink(row)} className={LINK}>
          {row.text}
        </Link>
      ),
    },
    { key: 'topic', label: t('content.topic'), csv: (row) => row.topic_name },
  ];
}

function ContentReport({ data }: { data: AnalyticsContent }) {
  const { t } = useTranslation('adminAnalytics');
  const { timeframe } = data;
  const file = (table: string) => `quizarena-content-${table}-${timeframe}.csv`;
  const questionColumns: FigureColumn<QuestionFigures>[] = [
    ...questionRefColumns<QuestionFigures>(t),
    ...answerColumns<QuestionFigures>(t),
    { key: 'disputes', label: t('content.disputes'), numeric: true, csv: (row) => row.disputes },
  ];
  const weakColumns: FigureColumn<BadlyDiscriminatingQuestion>[] = [
    ...questionRefColumns<BadlyDiscriminatingQuestion>(t),
    { key: 'answers', label: t('content.answers'), numeric: true, csv: (row) => row.answers },
    {
      key: 'discrimination',
      label: t('content.discrimination'),
      numeric: true,
      csv: (row) => row.discrimination,
      cell: (row) => formatNumber(row.discrimination, { maximumFractionDigits: 2 }),
    },
    {
      key: 'source',
      label: t('content.sourceLevel'),
      csv: (row) => t(`content.level.${row.source_difficulty}`),
    },
    {
      key: 'measured',
      label: t('content.measuredLevel'),
      csv: (row) => t(`content.level.${row.calibrated_difficulty}`),
    },
  ];
  const reasons = (row: SuspectQuestion) =>
    formatList(
      row.reasons.map((reason) => t(`content.reason.${reason}`)),
      'conjunction',
    );
  return (
    <div className="space-y-6">
      <Freshness rolledUpAt={data.rolled_up_at} window={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DayChart
          title={t('content.answersPerDay')}
          days={data.days}
          fileName={file('answers')}
          series={[{ key: 'answers', name: t('content.answers'), value: (day) => day.answers }]}
        />
        <DayChart
          title={t('content.accuracyPerDay')}
          days={data.days}
          fileName={file('accuracy')}
          max={100}
          formatValue={(value) => accuracyText(value, t('noFigure'))}
          series={[
            {
              key: 'accuracy',
              name: t('content.accuracyPercent'),
              value: (day) => day.accuracy,
            },
          ]}
        />
      </div>
      <FiguresTable
        title={t('content.suspect')}
        note={t('content.suspectNote', SUSPECT_QUESTION_RULE)}
        emptyText={t('content.suspectNone')}
        rows={data.suspect_questions}
        rowKey={(row) => row.id}
        fileName={file('suspect-questions')}
        columns={[
          ...(questionColumns as FigureColumn<SuspectQuestion>[]),
          { key: 'reasons', label: t('content.reasons'), csv: reasons },
        ]}
      />
      <FiguresTable
        title={t('content.weak')}
        note={t('content.weakNote', {
          floor: formatNumber(CALIBRATION_RULES.discriminationFloor),
          minAnswers: CALIBRATION_RULES.minDiscriminationAnswers,
        })}
        emptyText={t('content.weakNone')}
        rows={data.badly_discriminating_questions}
        rowKey={(row) => row.id}
        fileName={file('badly-discriminating-questions')}
        columns={weakColumns}
      />
      <FiguresTable
        title={t('content.categories')}
        rows={data.categories}
        rowKey={(row) => row.id}
        fileName={file('categories')}
        columns={[
          { key: 'name', label: t('content.category'), csv: (row) => row.name },
          { key: 'plays', label: t('content.plays'), numeric: true, csv: (row) => row.plays },
          ...answerColumns(t),
        ]}
      />
      <FiguresTable
        title={t('content.topics')}
        rows={data.topics}
        rowKey={(row) => row.id}
        fileName={file('topics')}
        columns={[
          { key: 'name', label: t('content.topic'), csv: (row) => row.name },
          { key: 'category', label: t('content.category'), csv: (row) => row.category_name },
          { key: 'plays', label: t('content.plays'), numeric: true, csv: (row) => row.plays },
          ...answerColumns(t),
        ]}
      />
      <FiguresTable
        title={t('content.questions')}
        rows={data.questions}
        rowKey={(row) => row.id}
        fileName={file('questions')}
        columns={questionColumns}
      />
    </div>
  );
}

/** /admin/analytics/content: how categories, topics and questions are played and answered. */
export function AnalyticsContentPage() {
  const { t } = useTranslation('adminAnalytics');
  const timeframe = useTimeframe('content');
  return (
    <AnalyticsPage
      title={t('titles.content')}
      timeframe={timeframe}
      query={useAnalyticsReport('content', timeframe[0])}
    >
      {(data) => <ContentReport data={data} />}
    </AnalyticsPage>
  );
}
