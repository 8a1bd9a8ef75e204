import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BookOpen, FlaskConical } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconForName } from './content-icon';

describe('iconForName', () => {
  it('maps a known lucide name and falls back for an unknown one', () => {
    expect(iconForName('flask-conical')).toBe(FlaskConical);
    expect(iconForName('no-such-icon')).toBe(BookOpen);
  });

  it('has an icon for every name the seeded catalogue uses', () => {
    // The catalogue is server code; its icon names are read as text.
    const catalogue = readFileSync(
      path.resolve(__dirname, '../../../../../server/src/db/seed/question-bank-catalogue.ts'),
      'utf8',
    );
    const names = [...catalogue.matchAll(/icon: '([^']+)'/g)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(30);
    const missing = names.filter((name) => name !== 'book-open' && iconForName(name) === BookOpen);
    expect(missing).toEqual([]);
  });
});
