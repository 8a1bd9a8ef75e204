import { readFileSync } from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PARALLEL_DECODES, toAvatarImage } from './avatar-image';

/** This process's children now (Linux /proc). */
function children(): number {
  return readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('decoding avatars', () => {
  it('decodes in child processes, at most one per core at once, with sharp’s cache off here', async () => {
    expect(MAX_PARALLEL_DECODES).toBe(os.availableParallelism());
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
    const image = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, children());
    }, 2);
    const avatars = await Promise.all(Array.from({ length: 6 }, () => toAvatarImage(image)));
    clearInterval(sampler);
    for (const avatar of avatars) {
      expect(await sharp(avatar).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });
    }
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(MAX_PARALLEL_DECODES);
  });
});
