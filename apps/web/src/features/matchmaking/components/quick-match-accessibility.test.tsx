import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { fakeMatchmakingApi } from '../test/fake-api';
import { IDLE, searching, timedOut } from '../test/fixtures';
import { renderPanel } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('the Quick Match panel has no serious axe findings', () => {
  it('idle: the choices and Find Match', async () => {
    vi.stubGlobal('fetch', fakeMatchmakingApi(IDLE).fetchMock);
    renderPanel();
    const find = await screen.findByRole('button', { name: 'Find Match' });
    await waitFor(() => expect(find).toBeEnabled());
    await screen.findByRole('option', { name: 'Science' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('searching: the counter and Cancel', async () => {
    vi.stubGlobal('fetch', fakeMatchmakingApi(searching({}, 4)).fetchMock);
    renderPanel();
    await screen.findByRole('button', { name: 'Cancel' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('run out: the Practice Bot offer and Try again', async () => {
    vi.stubGlobal('fetch', fakeMatchmakingApi(timedOut()).fetchMock);
    renderPanel();
    await screen.findByRole('button', { name: 'Play the Practice Bot' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
