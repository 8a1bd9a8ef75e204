import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../../../test/axe';
import { renderPage } from '../../../test/render-routes';
import { serveAssessment } from '../test/fake-api';
import { parentView } from '../test/fixtures';
import { ParentConsentPage } from './parent-consent-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 't'.repeat(32);
const renderParent = (token: string | null = TOKEN) =>
  renderPage(<ParentConsentPage />, {
    path: token === null ? '/consent/parent' : `/consent/parent?token=${token}`,
  });

describe('the parent’s consent page', () => {
  it('names the child, says what is collected and why, and records consent', async () => {
    const api = serveAssessment({ parentViews: { [TOKEN]: parentView() } });
    const user = userEvent.setup();
    renderParent();
    expect(
      await screen.findByText(
        'Sam P. would like to take QuizArena’s personality assessment. Players under 16 need a parent’s consent first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Parental Consent' })).toBeInTheDocument();
    expect(screen.getByText('The answers to the personality statements')).toBeInTheDocument();
    expect(
      screen.getByText('The scores and the career suggestions made from those answers'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('They are used only to show Sam P. their results.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The results are private: only Sam P. sees them, never other players'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'They are kept until the account is deleted. If you withdraw consent, they are hidden from everyone, Sam P. included.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pending');
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'I consent' }));
    expect(await screen.findByText('You gave consent on May 2, 2030.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/psychometric/consent/parent')[0]!.body).toEqual({
      token: TOKEN,
      decision: 'grant',
    });
    expect(screen.queryByRole('button', { name: 'I consent' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw consent?' });
    expect(dialog).toHaveTextContent('Sam P.’s assessment results will be hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText('You withdrew consent on May 2, 2030.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/psychometric/consent/parent')[1]!.body).toEqual({
      token: TOKEN,
      decision: 'withdraw',
    });
    expect(screen.queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
  });

  it('records a refusal', async () => {
    serveAssessment({ parentViews: { [TOKEN]: parentView() } });
    const user = userEvent.setup();
    renderParent();
    await user.click(await screen.findByRole('button', { name: 'I do not consent' }));
    expect(await screen.findByText('You did not give consent (May 2, 2030).')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Refused');
    expect(screen.queryByRole('button', { name: 'I consent' })).toBeNull();
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const api = serveAssessment();
    renderParent(null);
    expect(await screen.findByText('This consent link is not valid.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says a link the server does not know is not valid', async () => {
    serveAssessment();
    renderParent('u'.repeat(32));
    expect(await screen.findByText('This consent link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I consent' })).toBeNull();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await changeLocale('es');
    try {
      serveAssessment({ parentViews: { [TOKEN]: parentView() } });
      renderParent();
      expect(
        await screen.findByRole('button', { name: 'Doy mi consentimiento' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'No doy mi consentimiento' })).toBeInTheDocument();
      await waitFor(() =>
        expect(
          screen.getByText('Solo se usan para mostrar a Sam P. sus resultados.'),
        ).toBeVisible(),
      );
    } finally {
      await changeLocale('en');
    }
  });
});
