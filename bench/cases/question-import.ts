import { seedUsers, signIn, type BenchSession } from '../harness/accounts';
import { startApp } from '../harness/app-server';
import type { BenchCase } from '../harness/types';

/** The import's own limit: the case imports a file of this many questions. */
const ROWS = 10_000;
const SMOKE_ROWS = 200;
/** "10,000 rows in seconds": the whole import, as the educator waits for it. */
const TARGET_MS = 5_000;

const HEADER =
  'type,question,option_1,option_2,option_3,option_4,correct,accepted_answers,max_typos,explanation,points,difficulty';

/** Row `n` of the file: the five question types in turn, as a teacher's file mixes them. */
function row(n: number): string {
  const text = `"Question ${n}: which of these, if any, is right? ""Quoted"", with a comma"`;
  const explanation = `"Because of reason ${n}, which the class saw on day ${n % 30}."`;
  switch (n % 5) {
    case 0:
      return `single,${text},Alpha ${n},Beta ${n},Gamma ${n},Delta ${n},2,,,${explanation},10,beginner`;
    case 1:
      return `true_false,${text},True,False,,,1,,,${explanation},10,beginner`;
    case 2:
      return `multiple,${text},Alpha ${n},Beta ${n},Gamma ${n},Delta ${n},1;3,,,${explanation},20,intermediate`;
    case 3:
      return `ordering,${text},First ${n},Second ${n},Third ${n},Fourth ${n},,,,${explanation},20,advanced`;
    default:
      return `typed,${text},,,,,,Answer ${n}|Other ${n},1,${explanation},10,intermediate`;
  }
}

/** One POST of the file; answers its time and what the server said. */
async function post(
  url: string,
  session: BenchSession,
  file: string,
): Promise<{ ms: number; status: number; body: { data?: { import?: Record<string, number> } } }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'text/csv' },
    body: file,
  });
  const body = (await response.json()) as { data?: { import?: Record<string, number> } };
  return { ms: performance.now() - started, status: response.status, body };
}

/**
 * An educator imports a CSV of 10,000 questions into their own set through the API: the dry run
 * (parse and check every row), then the import (parse, check, and one transaction writing every
 * question, the counters and the audit row), then the export of the set as CSV.
 */
const questionImport: BenchCase = {
  name: 'question-import',
  description: `a ${ROWS.toLocaleString('en')}-question CSV (the five types in turn) imported into a set: dry run, import, export`,
  keyFigures: ['import (parse + check + write)', 'questions imported'],
  async run(context) {
    const rows = context.smoke ? SMOKE_ROWS : ROWS;
    let setId = '';
    const app = await startApp(context, {
      seed: async (sql) => {
        await seedUsers(sql, 1);
        const [category] = await sql(
          `insert into categories (slug, name, color, icon)
           values ('bench-sets', 'Bench sets', '#2563eb', 'book-open') returning id`,
        );
        const [topic] = await sql(
          `insert into topics (category_id, slug, name, icon, owner_id, visibility)
           select $1, 'bench-import', 'Bench import', 'book', id, 'private'
           from users where email = 'bench1@example.com' returning id`,
          [category!.id],
        );
        setId = String(topic!.id);
      },
    });
    try {
      const session = await signIn(app.baseUrl, 1);
      const file = [HEADER, ...Array.from({ length: rows }, (_, index) => row(index + 1))].join(
        '\r\n',
      );
      const url = `${app.baseUrl}/api/sets/${setId}/import`;
      const dryRun = await post(`${url}?dry_run=true`, session, file);
      const imported = await post(url, session, file);
      if (imported.status !== 201) {
        throw new Error(`import answered ${imported.status}: ${JSON.stringify(imported.body)}`);
      }
      const exportStarted = performance.now();
      const exported = await fetch(`${app.baseUrl}/api/sets/${setId}/export?format=csv`, {
        headers: session.headers,
      });
      const exportText = await exported.text();
      const exportMs = performance.now() - exportStarted;
      const count = imported.body.data?.import?.question_count ?? 0;
      return {
        figures: [
          { name: 'dry run (parse + check)', value: Math.round(dryRun.ms), unit: 'ms' },
          {
            name: 'import (parse + check + write)',
            value: Math.round(imported.ms),
            unit: 'ms',
            target: `<= ${TARGET_MS} ms`,
            meets: imported.ms <= TARGET_MS,
          },
          {
            name: 'questions imported',
            value: count,
            unit: 'questions',
            target: `${rows}`,
            meets: count === rows,
          },
          { name: 'questions/s', value: Math.round((rows / imported.ms) * 1000), unit: 'q/s' },
          { name: 'export (CSV)', value: Math.round(exportMs), unit: 'ms' },
          { name: 'file size', value: Math.round(file.length / 1024), unit: 'KiB' },
        ],
        notes: [
          `One signed-in educator POSTs a ${rows}-question CSV (${(file.length / 1024 / 1024).toFixed(1)} MiB; single, true/false, multiple, ordering and typed in turn, quoted text with commas and quotes) to /api/sets/{id}/import: first ?dry_run=true (the server parses it with csv-parse and checks every row with the authored-question schema), then for real (the same, then one transaction: the content write lock, ${Math.ceil(rows / 2_000)} insert statements of up to 2,000 questions each (their values one JSON parameter), the topic's and category's counters, the audit row). Times are the client's, request to answer.`,
          `Dry run answered ${dryRun.status}, import ${imported.status}; the export (${Math.round(exportText.length / 1024)} KiB) answered ${exported.status}.`,
        ],
      };
    } finally {
      await app.stop();
    }
  },
};

export default questionImport;
