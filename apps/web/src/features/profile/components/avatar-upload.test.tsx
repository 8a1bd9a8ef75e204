import type { User } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { TEST_USER } from '../../../test/auth-state';
import { AvatarUpload } from './avatar-upload';

const fetchMock = vi.fn<typeof fetch>();
const URL_ = '/uploads/avatars/0123456789abcdef0123456789abcdef.webp';

function renderUpload(onUploaded = vi.fn<(user: User) => void>()) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
    >
      <AvatarUpload user={TEST_USER} avatar={<span>current avatar</span>} onUploaded={onUploaded} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onUploaded, input: screen.getByLabelText('Upload a new avatar') };
}

const png = (size = 100) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('AvatarUpload', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    act(() => toast.remove());
  });

  it('uploads the chosen image as multipart and hands back the user with the new avatar', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { onUploaded, input } = renderUpload();

    await userEvent.upload(input, png());

    // Pending: the control says so and cannot be used twice.
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    expect(input).toBeDisabled();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/uploads');
    expect(init!.method).toBe('POST');
    const form = init!.body as FormData;
    expect(form.get('path')).toBe('avatars');
    expect((form.get('file') as File).name).toBe('me.png');

    act(() =>
      answer(
        new Response(JSON.stringify({ success: true, data: { url: URL_, path: URL_.slice(9) } }), {
          status: 201,
        }),
      ),
    );
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith({ ...TEST_USER, avatar_url: URL_ }),
    );
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it("says 'Upload failed' when the server refuses the file", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Upload failed',
          error: 'Unsupported Media Type',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        }),
        { status: 415 },
      ),
    );
    const { onUploaded, input } = renderUpload();
    await userEvent.upload(input, png());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("says 'Upload failed' for a file over 5 MB without sending it", async () => {
    const { onUploaded, input } = renderUpload();
    await userEvent.upload(input, png(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('accepts images only', () => {
    const { input } = renderUpload();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    expect(input).toHaveAccessibleDescription(
      'PNG, JPEG, WebP or GIF, up to 5 MB. It is cropped to a square.',
    );
  });

  it('speaks Spanish, the refusal included', async () => {
    await changeLocale('es');
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <AvatarUpload user={TEST_USER} avatar={null} onUploaded={vi.fn()} />
          <Toaster />
        </QueryClientProvider>,
      );
      const input = screen.getByLabelText('Subir un avatar nuevo');
      expect(input).toHaveAccessibleDescription(
        'PNG, JPEG, WebP o GIF, de hasta 5 MB. Se recorta en forma de cuadrado.',
      );
      await userEvent.upload(input, png(5 * 1024 * 1024 + 1));
      expect(await screen.findByText('No se pudo subir la imagen')).toBeInTheDocument();
      expect(screen.queryByText(/Upload/)).not.toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});
