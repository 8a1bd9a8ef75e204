import {
  CSV_BYTE_ORDER_MARK,
  QUESTION_IMPORT_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  type AuthoredQuestion,
  type QuestionFileFormat,
  type QuestionImportResult,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit';
import {
  activeAuthoredQuestionsOf,
  contentRepo,
  insertAuthoredQuestions,
  requireEditableTopic,
  type ContentService,
  type TopicEditor,
} from '../content';
import { readQuestionCsv, writeQuestionCsv } from './question-csv';
import type { ReadQuestions } from './question-file';
import { readQuestionJson, writeQuestionJson } from './question-json';
import { TEMPLATE_QUESTIONS } from './template';

/** Where imported questions say they came from. */
export const IMPORT_SOURCE = 'import';

/** Who imports or exports, and from where (for the audit log). */
export type QuestionFileCaller = TopicEditor & { secondFactor: boolean; ip: string | null };

/** A file the server hands out: its name, type and text. */
export type QuestionFile = { fileName: string; contentType: string; body: string };

const CONTENT_TYPES: Record<QuestionFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** A file of questions as it arrived: CSV text, or JSON Fastify already parsed. */
export type QuestionUpload = { format: 'csv'; body: string } | { format: 'json'; body: unknown };

function fileOf(format: QuestionFileFormat, questions: readonly AuthoredQuestion[], name: string) {
  return {
    fileName: `${name}.${format}`,
    contentType: CONTENT_TYPES[format],
    // The mark tells spreadsheet programs the file is UTF-8 (the import takes it off again).
    body:
      format === 'csv'
        ? CSV_BYTE_ORDER_MARK + writeQuestionCsv(questions)
        : writeQuestionJson(questions),
  };
}

/** A file name made of a slug's plain letters, so the header needs no encoding. */
const fileNameOf = (slug: string) =>
  `questions-${slug.replace(/[^a-z0-9-]+/g, '').slice(0, 60) || 'set'}`;

/**
 * Imports and exports a question set's questions (docs/DECISIONS.md #69). Whoever may edit the
 * topic may do both: the owner of a set, an administrator for a catalogue topic (with the second
 * factor, as every catalogue write asks). An import is all or nothing: the whole file is read and
 * checked first, and one transaction writes every question and one audit row.
 */
export function createQuestionIoService(db: Db, content: Pick<ContentService, 'invalidate'>) {
  async function editableTopic(tx: Db, caller: QuestionFileCaller, topicId: string) {
    const topic = await requireEditableTopic(tx, caller, topicId);
    if (topic.ownerId === null && !caller.secondFactor) {
      throw new AppError(403, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.required);
    }
    return topic;
  }

  return {
    /**
     * Reads `upload` into `topicId`. Any problem answers 400 with every problem found (each
     * with its CSV line or JSON index and field) and writes nothing; `dryRun` checks only.
     */
    async importFile(
      caller: QuestionFileCaller,
      topicId: string,
      upload: QuestionUpload,
      dryRun: boolean,
    ): Promise<QuestionImportResult> {
      const before = await editableTopic(db, caller, topicId);
      const read: ReadQuestions =
        upload.format === 'csv' ? readQuestionCsv(upload.body) : readQuestionJson(upload.body);
      if (read.problems.length > 0) {
        throw new AppError(400, 'VALIDATION_FAILED', QUESTION_IMPORT_MESSAGES.refused, {
          details: read.problems,
        });
      }
      const summary = { format: upload.format, questions: read.questions.length };
      if (dryRun) {
        return { dry_run: true, ...summary, imported: 0, question_count: before.questionCount };
      }
      const after = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await contentRepo.lockContentWrites(tx);
        // Checked again under the lock: the set may have changed hands since.
        const topic = await editableTopic(tx, caller, topicId);
        await insertAuthoredQuestions(tx, topic, read.questions, IMPORT_SOURCE);
        await writeAudit(tx, {
          event: 'questions_imported',
          actorId: caller.id,
          ip: caller.ip,
          detail: { topic_id: topicId, ...summary },
        });
        return (await contentRepo.findTopic(tx, topicId))!;
      });
      content.invalidate();
      return {
        dry_run: false,
        ...summary,
        imported: read.questions.length,
        question_count: after.questionCount,
      };
    },

    /** The topic's active questions in the import's own format. */
    async exportFile(
      caller: QuestionFileCaller,
      topicId: string,
      format: QuestionFileFormat,
    ): Promise<QuestionFile> {
      const topic = await editableTopic(db, caller, topicId);
      const questions = await activeAuthoredQuestionsOf(db, topicId);
      return fileOf(format, questions, fileNameOf(topic.slug));
    },

    /** The documented template: the header and one example of each question type. */
    template(format: QuestionFileFormat): QuestionFile {
      return fileOf(format, TEMPLATE_QUESTIONS, 'questions-template');
    },
  };
}

export type QuestionIoService = ReturnType<typeof createQuestionIoService>;
