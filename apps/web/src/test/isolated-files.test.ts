import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_FILES } from './isolated-files';

const webRoot = path.resolve(import.meta.dirname, '../..');

function testFiles(folder: string): string[] {
  return readdirSync(path.join(webRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the web test files that keep their own modules', () => {
  const files = testFiles('src');

  it('include every file that replaces a module with vi.mock', () => {
    const mocking = files.filter((file) =>
      /\bvi\.mock\(/.test(readFileSync(path.join(webRoot, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !ISOLATED_FILES.includes(file))).toEqual([]);
  });

  it('name files that exist', () => {
    expect(ISOLATED_FILES.filter((file) => !files.includes(file))).toEqual([]);
  });
});
