import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { renderRoutes } from '../../../test/render-routes';
import { fakeMatchmakingApi } from '../test/fake-api';
import { IDLE, ME, PHYSICS, SCIENCE, searching, timedOut } from '../test/fixtures';
import { renderPanel } from '../test/render';
import { OpponentSearch } from './opponent-search';

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

describe("competitive mode's search for an opponent has no serious axe findings", () => {
  it('while it searches', async () => {
    vi.stubGlobal('fetch', fakeMatchmakingApi(IDLE).fetchMock);
    renderRoutes(
      [
        {
          path: '/quiz/:categoryId/:topicId/:gameMode',
          element: (
            <OpponentSearch userId={ME} categoryId={SCIENCE} topicId={PHYSICS} onSolo={vi.fn()} />
          ),
        },
      ],
      `/quiz/${SCIENCE}/${PHYSICS}/competitive`,
    );
    await screen.findByTestId('elapsed-seconds');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
