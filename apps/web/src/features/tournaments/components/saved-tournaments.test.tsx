import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { renderPage } from '../../../test/render-routes';
import { refusal, serveTournaments } from '../test/fake-api';
import { ok, tournament } from '../test/fixtures';
import { SavedTournaments } from './saved-tournaments';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderSaved = () => renderPage(<SavedTournaments />, { path: '/profile' });

describe('saved tournaments', () => {
  it('lists each bookmarked tournament with its state and start, linking to it', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, { name: 'Spring Cup', is_bookmarked: true }),
        tournament(2, { name: 'Not saved' }),
        tournament(3, { name: 'Summer Cup', is_bookmarked: true, status: 'active' }),
      ],
    });
    renderSaved();
    const card = screen.getByRole('region', { name: 'Saved tournaments' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/tournament/${tournament(1).id}`,
    );
    expect(items[0]).toHaveTextContent('Registration Open');
    expect(items[0]).toHaveTextContent(/Starts .*2030/);
    expect(items[1]).toHaveTextContent('Summer CupIn Progress');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when none are saved, with a way to find some', async () => {
    serveTournaments({ tournaments: [tournament(1)] });
    renderSaved();
    expect(await screen.findByText(/You have not saved any tournaments yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
  });

  it('shows loading, then an error with Try Again that recovers', async () => {
    const api = serveTournaments();
    let fail = true;
    api.on('GET', /^\/api\/tournament-bookmarks$/, () =>
      fail
        ? refusal(500, 'Broken', 'INTERNAL_ERROR')
        : ok({ tournaments: [tournament(1, { name: 'Spring Cup', is_bookmarked: true })] }),
    );
    const user = userEvent.setup();
    renderSaved();
    expect(screen.getByText('Loading saved tournaments…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error:');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Spring Cup' })).toBeInTheDocument();
  });
});
