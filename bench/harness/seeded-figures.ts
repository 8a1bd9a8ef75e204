/**
 * What the in-process cases that seed with SQL and time reads share (`analytics`,
 * `calibration`).
 */

/** A uuid made of a one-letter kind and a number, the same wherever it is computed in SQL. */
export const seedUuid = (kind: string, n: string) =>
  `('${kind}' || lpad(to_hex(${n}), 31, '0'))::uuid`;

/** The value at quantile `q` (0-1) of `values`, nearest rank; 0 for none. */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

/** Milliseconds to a tenth. */
export const tenths = (ms: number) => Math.round(ms * 10) / 10;
