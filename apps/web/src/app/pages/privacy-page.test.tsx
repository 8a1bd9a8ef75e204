import { ACCOUNT_DELETION_GRACE_DAYS, RETENTION_RULES } from '@quizarena/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n';
import { seriousAxeViolations } from '../../test/axe';
import { renderPage } from '../../test/render-routes';
import { PrivacyPage } from './privacy-page';

const renderPrivacy = () => renderPage(<PrivacyPage />, { path: '/privacy' });

/** The retention table's rows, header left out. */
function retentionRows() {
  const table = screen.getByRole('table', { name: /retention periods|plazos de conservación/i });
  return within(table).getAllByRole('row').slice(1);
}

describe('the privacy page', () => {
  it('lists every retention rule with the period the contracts give it', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    const rows = retentionRows();
    expect(rows).toHaveLength(RETENTION_RULES.length);
    for (const [index, rule] of RETENTION_RULES.entries()) {
      const period = within(rows[index]!).getAllByRole('cell')[0]!;
      expect(period).toHaveTextContent(
        rule.keepDays === null ? /^Kept$/ : new RegExp(`^${rule.keepDays} days? from `),
      );
    }
    const sessions = rows[RETENTION_RULES.findIndex((rule) => rule.id === 'ended_sessions')]!;
    expect(within(sessions).getByRole('rowheader')).toHaveTextContent(
      'Sign-ins that ended, with their devices',
    );
    expect(within(sessions).getAllByRole('cell')[0]).toHaveTextContent(
      '30 days from its end (expiry or sign-out)',
    );
    // The singular: the second factor's tickets and a provider's sign-ins.
    expect(screen.getAllByText('1 day from its expiry')).toHaveLength(2);
  });

  it('says what is collected and why, who sees it, and what parents can do', () => {
    renderPrivacy();
    for (const heading of [
      'What we collect and why',
      'Who sees what',
      'How long we keep it',
      'Your rights',
      'For parents',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText('The personality assessment')).toBeInTheDocument();
    expect(screen.getByText(/withdraw your consent at any time/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Your rights' })).toHaveAttribute(
      'href',
      '#rights',
    );
  });

  it('links each right to where it is used', () => {
    renderPrivacy();
    const links = {
      'Download your data': '/profile#your-data',
      'Delete your account': '/profile#delete-account',
      'Edit your profile': '/profile',
      'Parental consent': '/profile?tab=consent',
    };
    for (const [name, href] of Object.entries(links))
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(
      screen.getByText(`It is deleted after ${ACCOUNT_DELETION_GRACE_DAYS} days`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('has a main landmark, a banner and no serious accessibility findings', async () => {
    renderPrivacy();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('speaks Spanish, with the same periods', async () => {
    await changeLocale('es');
    try {
      renderPrivacy();
      expect(screen.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeInTheDocument();
      const rows = retentionRows();
      for (const [index, rule] of RETENTION_RULES.entries()) {
        const period = within(rows[index]!).getAllByRole('cell')[0]!;
        expect(period).toHaveTextContent(
          rule.keepDays === null ? /^Se conserva$/ : new RegExp(`^${rule.keepDays} días? desde `),
        );
      }
      expect(
        screen.getByText('30 días desde su fin (caducidad o cierre de sesión)'),
      ).toBeInTheDocument();
      expect(screen.getAllByText('1 día desde su caducidad')).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'Borrar tu cuenta' })).toHaveAttribute(
        'href',
        '/profile#delete-account',
      );
    } finally {
      await changeLocale('en');
    }
  });
});
