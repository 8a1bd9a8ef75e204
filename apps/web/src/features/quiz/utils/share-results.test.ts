import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareResults } from './share-results';

const data = { title: 'Quiz results', text: 'I scored 120 points', url: 'https://x.test/r/1' };

function stubNavigator(parts: { share?: unknown; clipboard?: unknown }) {
  vi.stubGlobal('navigator', { ...navigator, ...parts });
}

describe('shareResults', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    stubNavigator({ share });
    await expect(shareResults(data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('treats a dismissed share sheet as cancelled, not failed', async () => {
    const writeText = vi.fn(async () => {});
    stubNavigator({
      share: vi.fn(async () => {
        throw new DOMException('dismissed', 'AbortError');
      }),
      clipboard: { writeText },
    });
    await expect(shareResults(data)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when sharing fails', async () => {
    const writeText = vi.fn(async () => {});
    stubNavigator({ share: undefined, clipboard: { writeText } });
    await expect(shareResults(data)).resolves.toBe('copied');
    stubNavigator({
      share: vi.fn(async () => {
        throw new DOMException('not allowed', 'NotAllowedError');
      }),
      clipboard: { writeText },
    });
    await expect(shareResults(data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('fails when neither sharing nor copying works', async () => {
    stubNavigator({ share: undefined, clipboard: undefined });
    await expect(shareResults(data)).rejects.toThrow();
    stubNavigator({
      share: undefined,
      clipboard: {
        writeText: vi.fn(async () => {
          throw new Error('denied');
        }),
      },
    });
    await expect(shareResults(data)).rejects.toThrow('denied');
  });
});
