import type { Clock } from '../../lib/clock';
import type { LinkSigner } from '../../lib/link-signer';

export type AttachmentVariant = 'original' | 'thumbnail';

/** How long a signed attachment address works at least (an hour), and its rounding step. */
export const ATTACHMENT_LINK_SECONDS = 60 * 60;
const ROUND_SECONDS = 15 * 60;

/** The path attachments are served from (under /api, public, signature checked). */
export const ATTACHMENTS_PATH = '/api/social/attachments';

const PURPOSE = 'attachment';

/**
 * Signed, expiring addresses for attachments: only participants are given one, and the route
 * that serves a file checks the signature instead of a session (an `<img>` sends no bearer
 * token). Signed for their own purpose under the app's link signer, so no other signed link
 * passes for one. Expiry is rounded up to the next quarter hour, so a file keeps one address
 * for a while and the browser's cache is used.
 */
export function createAttachmentLinks(deps: { signer: LinkSigner; clock: Clock }) {
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);
  const value = (id: string, variant: AttachmentVariant, expires: number) =>
    `${id}\n${variant}\n${expires}`;

  return {
    /** A signed address for one variant of an attachment, good for an hour or a little more. */
    urlFor(id: string, variant: AttachmentVariant): string {
      const expires =
        Math.ceil((nowSeconds() + ATTACHMENT_LINK_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
      const query = new URLSearchParams({
        variant,
        expires: String(expires),
        signature: deps.signer.sign(PURPOSE, value(id, variant, expires)),
      });
      return `${ATTACHMENTS_PATH}/${id}?${query.toString()}`;
    },

    /** Whether the address is one we signed and it has not expired. */
    verify(id: string, variant: AttachmentVariant, expires: number, signature: string): boolean {
      if (!Number.isSafeInteger(expires) || expires <= nowSeconds()) return false;
      return deps.signer.verify(PURPOSE, value(id, variant, expires), signature);
    },
  };
}
export type AttachmentLinks = ReturnType<typeof createAttachmentLinks>;
