import { newSignedInUser } from './accounts';
import { expect, test } from './fixtures';

// A 1 x 1 PNG; the server turns it into a 256 x 256 WebP.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('an uploaded avatar shows in the sidebar at once and is served as a cached image', async ({
  page,
}) => {
  await newSignedInUser(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('heading', { name: 'Avatar' })).toBeVisible();
  const sidebarAvatar = page.locator('aside img');
  await expect(sidebarAvatar).toHaveCount(0);

  await page
    .getByLabel('Upload a new avatar')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Avatar updated')).toBeVisible();
  await expect(sidebarAvatar).toHaveAttribute('src', /^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
  await expect
    .poll(() => sidebarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(256);

  const src = (await sidebarAvatar.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });

  // Anything that is not an image is refused with the spec's message, and nothing changes.
  await page.getByLabel('Upload a new avatar').setInputFiles({
    name: 'evil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(page.getByText('Upload failed')).toBeVisible();
  await expect(sidebarAvatar).toHaveAttribute('src', src);

  await page.reload();
  await expect(page.locator('aside img')).toHaveAttribute('src', src);
});
