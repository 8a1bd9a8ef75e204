/** One measured number; `ratio` is against the same run's bare-Fastify baseline. */
export type Figure = {
  name: string;
  value: number;
  unit: string;
  target?: string;
  ratio?: number;
  meets?: boolean;
};

export type CaseResult = {
  case: string;
  date: string;
  machine: { cores: number; cpuModel: string; totalMemGiB: number; node: string };
  database: 'pglite' | 'postgres';
  redis: boolean;
  smoke: boolean;
  figures: Figure[];
  notes: string[];
};

export type BenchOptions = {
  /** Seconds of load per measurement. */
  durationSeconds: number;
  smoke: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
};

/** What a case gets: options and the shared tools; it answers figures and notes. */
export type BenchCase = {
  name: string;
  description: string;
  run(options: BenchOptions): Promise<{ figures: Figure[]; notes?: string[] }>;
};
