import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Trophy } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { achievementIconFor } from './achievement-icon';

describe('achievementIconFor', () => {
  it('has an icon for every name the server catalogue uses', () => {
    // The catalogue is server code; its icon names are read as text.
    const catalogue = readFileSync(
      path.resolve(
        __dirname,
        '../../../../../server/src/modules/achievements/achievement-catalogue.ts',
      ),
      'utf8',
    );
    const names = [
      ...catalogue.matchAll(
        /'(?:games|points|learning|streaks|special|social)',\s*'([a-z0-9-]+)'/g,
      ),
    ].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(30);
    expect(
      names.filter((name) => name !== 'trophy' && achievementIconFor(name) === Trophy),
    ).toEqual([]);
  });
});
