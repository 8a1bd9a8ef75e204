import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('the secret box', () => {
  const key = randomBytes(64);
  const box = createSecretBox(key, 'test');

  it('opens what it sealed, and never shows the plaintext in the sealed form', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret seals differently.
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
  });

  it('refuses another owner, another key, another purpose and any tampering', () => {
    const sealed = box.seal('secret', 'user-1');
    expect(box.open(sealed, 'user-2')).toBeNull();
    expect(createSecretBox(randomBytes(64), 'test').open(sealed, 'user-1')).toBeNull();
    expect(createSecretBox(key, 'other').open(sealed, 'user-1')).toBeNull();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'user-1')).toBe(
      null,
    );
    expect(box.open('v2.a.b.c', 'user-1')).toBeNull();
    expect(box.open('garbage', 'user-1')).toBeNull();
  });
});
