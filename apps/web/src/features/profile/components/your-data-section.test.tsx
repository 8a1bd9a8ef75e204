import type { DataExport } from '@quizarena/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render-routes';
import { YourDataSection } from './your-data-section';

const READY: DataExport = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'ready',
  progress: 100,
  created_at: '2026-11-02T09:00:00.000Z',
  ready_at: '2026-11-02T09:01:00.000Z',
  expires_at: '2026-11-09T09:01:00.000Z',
  size: 2 * 1024 * 1024,
};
const QUEUED: DataExport = {
  id: '22222222-2222-4222-8222-222222222222',
  status: 'queued',
  progress: 0,
  created_at: '2026-11-03T09:00:00.000Z',
  ready_at: null,
  expires_at: null,
  size: null,
};

function serve(initial: DataExport[]) {
  let exports = initial;
  const api = fakeFetch((method, url) => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/privacy/exports') return { success: true, data: { exports } };
    if (route === 'POST /api/privacy/exports') {
      exports = [QUEUED, ...exports];
      return new Response(JSON.stringify({ success: true, data: { export: QUEUED } }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (route === `GET /api/privacy/exports/${READY.id}/download`)
      return new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } });
    throw new Error(`unexpected call ${route}`);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return {
    ...api,
    set(next: DataExport[]) {
      exports = next;
    },
  };
}

const render = () =>
  renderRoutes([{ path: '/profile', element: <YourDataSection /> }], '/profile', {
    extra: <Toaster />,
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Your data section', () => {
  it('asks for an export and shows its progress until it is ready', async () => {
    const api = serve([]);
    render();
    const section = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(api.callsTo('POST', '/api/privacy/exports')).toHaveLength(1);
    expect(
      await screen.findByText('We are preparing your data. This can take a few minutes.'),
    ).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', {
      name: 'Preparing the export of Nov 3, 2026',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Waiting to start')).toBeInTheDocument();
    // One at a time: the button waits while one is being made.
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();

    // The list is read again while one is made, and shows the build's progress.
    api.set([{ ...QUEUED, status: 'building', progress: 45 }]);
    await waitFor(
      () =>
        expect(
          screen.getByRole('progressbar', { name: 'Preparing the export of Nov 3, 2026' }),
        ).toHaveAttribute('aria-valuenow', '45'),
      { timeout: 5_000 },
    );
    expect(screen.getByText('Being prepared')).toBeInTheDocument();
  }, 10_000);

  it('offers a ready export for download with its expiry date', async () => {
    const api = serve([READY]);
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    render();
    expect(
      await screen.findByText('Ready (2 MB), available until Nov 9, 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Download the export of Nov 2, 2026' }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.callsTo('GET', `/api/privacy/exports/${READY.id}/download`)).toHaveLength(1);
  });

  it('says why a request was refused', async () => {
    const api = serve([{ ...READY, status: 'expired', size: null }]);
    api.on('POST', /\/api\/privacy\/exports$/, () =>
      refusal(429, 'One export a day: try again tomorrow', 'RATE_LIMITED'),
    );
    render();
    expect(await screen.findByText('Expired: ask for a new one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('You can ask for one export a day. Please try again tomorrow.'),
    ).toBeInTheDocument();
  });
});
