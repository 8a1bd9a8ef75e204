import { describe, expect, it } from 'vitest';
import { createLinkSigner } from './link-signer';

describe('createLinkSigner', () => {
  const signer = createLinkSigner(new TextEncoder().encode('a'.repeat(64)));

  it('verifies its own signature and nothing else', () => {
    const signature = signer.sign('unsubscribe', 'user-1');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify('unsubscribe', 'user-1', signature)).toBe(true);
    expect(signer.verify('unsubscribe', 'user-2', signature)).toBe(false);
    expect(signer.verify('unsubscribe', 'user-1', signature.slice(1))).toBe(false);
    expect(signer.verify('unsubscribe', 'user-1', '')).toBe(false);
  });

  it('never lets a signature made for one purpose pass for another', () => {
    const signature = signer.sign('attachment', 'user-1');
    expect(signer.verify('unsubscribe', 'user-1', signature)).toBe(false);
  });

  it('depends on the secret', () => {
    const other = createLinkSigner(new TextEncoder().encode('b'.repeat(64)));
    expect(other.verify('unsubscribe', 'user-1', signer.sign('unsubscribe', 'user-1'))).toBe(false);
  });
});
