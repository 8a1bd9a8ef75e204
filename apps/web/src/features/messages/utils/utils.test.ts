import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import {
  ANA,
  conversation,
  group,
  ME,
  message,
  minutesAgo,
  participant,
  uuid,
} from '../test/fixtures';
import { tooLarge } from './attachment-kind';
import {
  conversationTitle,
  furtherStatus,
  orderConversations,
  otherParticipant,
  uniqueInOrder,
} from './conversation';
import { dayLabel, lastSeenText } from './days';
import { formatFileSize } from './file-size';

const at = (minutes: number) => ({ ...message(1), created_at: minutesAgo(minutes) });

describe('conversations', () => {
  it('orders pinned first, then by the last message, else by creation', () => {
    const list = [
      conversation({
        id: uuid(1),
        last_message: { ...at(30), sender: null, has_attachment: false },
      }),
      conversation({ id: uuid(2), created_at: minutesAgo(5), last_message: null }),
      conversation({ id: uuid(3), is_pinned: true, last_message: null }),
      conversation({
        id: uuid(4),
        last_message: { ...at(1), sender: null, has_attachment: false },
      }),
    ];
    expect(orderConversations(list).map((item) => item.id)).toEqual([
      uuid(3),
      uuid(4),
      uuid(2),
      uuid(1),
    ]);
  });

  it('names a direct chat after the other person, and a group by its name or its members', () => {
    expect(conversationTitle(conversation(), ME)).toBe('Ana Ruiz');
    expect(otherParticipant(conversation(), ME)?.user_id).toBe(ANA);
    expect(otherParticipant(group(), ME)).toBeNull();
    expect(conversationTitle(group(), ME)).toBe('Quiz Club');
    expect(conversationTitle(group({ name: null }), ME)).toBe('Ana Ruiz, Ben Okafor');
    // A conversation with oneself.
    expect(conversationTitle(conversation({ participants: [participant(ME)] }), ME)).toBe(
      'Ada Lovelace',
    );
  });

  it('keeps one copy of each message, in time order', () => {
    const [a, b] = [message(1), message(2)];
    expect(uniqueInOrder([b, a, b]).map((item) => item.id)).toEqual([a.id, b.id]);
  });

  it('never takes a tick back', () => {
    expect(furtherStatus('read', 'delivered')).toBe('read');
    expect(furtherStatus('sent', 'delivered')).toBe('delivered');
  });
});

describe('words', () => {
  it('sizes files as the locale writes them', async () => {
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(12_300)).toBe('12 kB');
    expect(formatFileSize(3_600_000)).toBe('3.4 MB');
    await changeLocale('es');
    try {
      expect(formatFileSize(3_600_000)).toBe('3,4 MB');
    } finally {
      await changeLocale('en');
    }
  });

  it('heads days Today, Yesterday, then by date (with the year when not this one)', () => {
    const now = new Date(2026, 2, 18, 12);
    expect(dayLabel(new Date(2026, 2, 18, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 17, 23, 55).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 10, 9).toISOString(), now)).toBe('Tuesday, March 10');
    expect(dayLabel(new Date(2025, 11, 31, 9).toISOString(), now)).toBe(
      'Wednesday, December 31, 2025',
    );
  });

  it('says when someone was last seen', () => {
    const now = Date.now();
    expect(lastSeenText(new Date(now - 20_000).toISOString(), now)).toBe('Last seen just now');
    expect(lastSeenText(new Date(now - 3 * 3_600_000).toISOString(), now)).toBe(
      'Last seen 3 hours ago',
    );
  });
});

describe('attachments', () => {
  const file = (size: number, name: string, type: string) =>
    new File([new Uint8Array(size)], name, { type });

  it('refuses a file over its kind’s limit before sending it', () => {
    expect(tooLarge(file(2 * 1024 * 1024, 'a.txt', 'text/plain'))).toBe(true);
    expect(tooLarge(file(2 * 1024 * 1024, 'a.png', 'image/png'))).toBe(false);
    expect(tooLarge(file(11 * 1024 * 1024, 'a.png', 'image/png'))).toBe(true);
    expect(tooLarge(file(11 * 1024 * 1024, 'clip.mp4', 'video/mp4'))).toBe(false);
    expect(tooLarge(file(11 * 1024 * 1024, 'essay.docx', ''))).toBe(true);
  });
});
