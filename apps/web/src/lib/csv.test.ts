import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../test/downloads';
import { csvCell, saveCsv, toCsv } from './csv';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('csvCell', () => {
  it('leaves plain text and numbers as they are, and an absent figure empty', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes inside', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('writes text that starts like a formula as text, so a spreadsheet never runs it', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes the header and the rows, each line ended by CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Answers'],
        [
          ['Science, general', 3],
          ['=cmd', null],
        ],
      ),
    ).toBe(`Name,Answers\r\n"Science, general",3\r\n'=cmd,\r\n`);
  });

  it('writes just the header with no rows', () => {
    expect(toCsv(['Day'], [])).toBe('Day\r\n');
  });
});

describe('saveCsv', () => {
  it('offers the text as a CSV file, with a byte-order mark for spreadsheets', async () => {
    const downloads = captureDownloads();
    saveCsv('Día\r\n', 'quizarena-x.csv');
    expect(downloads.map((download) => download.fileName)).toEqual(['quizarena-x.csv']);
    expect(await downloads[0]!.text()).toBe('Día\r\n');
    // Three bytes of mark, then 'Día' and CRLF in UTF-8 (í takes two).
    expect(downloads[0]!.size).toBe(3 + 6);
  });
});
