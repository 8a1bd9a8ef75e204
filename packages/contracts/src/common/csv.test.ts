import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, unguardCsvText } from './csv';

describe('csvCell', () => {
  it('writes text that starts like a formula after an apostrophe, also after apostrophes', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell("'=x")).toBe("''=x");
    expect(csvCell("'plain")).toBe("'plain");
    expect(csvCell(-1)).toBe('-1');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"']])).toBe('a,b\r\n"x,y","say ""hi"""\r\n');
  });
});

describe('unguardCsvText', () => {
  it('drops the guard’s apostrophe and nothing else', () => {
    expect(unguardCsvText("'-1")).toBe('-1');
    expect(unguardCsvText("''=x")).toBe("'=x");
    expect(unguardCsvText("'plain")).toBe("'plain");
    expect(unguardCsvText('-1')).toBe('-1');
  });

  it('gives back any text csvCell guarded (without quoting) as it was', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(unguardCsvText(unquoted)).toBe(text);
      }),
    );
  });
});
