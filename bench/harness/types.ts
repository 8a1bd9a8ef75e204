/**
 * One measured number; `ratio` is against the same run's baseline: bare Fastify for HTTP, a bare
 * `ws` server for realtime.
 */
export type Figure = {
  name: string;
  value: number;
  unit: string;
  /** The target as people read it, e.g. `<= 10 ms`. */
  target?: string;
  ratio?: number;
  /** Whether `value` meets `target`; absent for figures reported for information. */
  meets?: boolean;
};

export type Machine = { cores: number; cpuModel: string; totalMemGiB: number; node: string };

/** What `bench/results/<case>.json` holds. */
export type CaseResult = {
  case: string;
  date: string;
  machine: Machine;
  database: 'pglite' | 'postgres';
  redis: boolean;
  smoke: boolean;
  figures: Figure[];
  notes: string[];
};

export type BenchOptions = {
  /** Seconds of load per measurement (10 by default, 1 in smoke mode). */
  durationSeconds: number;
  /** Smoke mode: seconds instead of minutes, tiny data, no Lighthouse. Never a performance claim. */
  smoke: boolean;
  /** A PostgreSQL server on which each run creates (and drops) its own database. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
};

/** What a case's `run` gets. */
export type BenchContext = BenchOptions;

export type CaseOutcome = { figures: Figure[]; notes?: string[] };

/** One file in `bench/cases/`, default-exported. */
export type BenchCase = {
  name: string;
  description: string;
  /**
   * Figures every run of this case must produce with a value above zero, smoke runs included;
   * the smoke test checks them so the case cannot rot.
   */
  keyFigures?: string[];
  run(context: BenchContext): Promise<CaseOutcome>;
};
