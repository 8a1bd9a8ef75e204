import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n';
import { seriousAxeViolations } from '../../test/axe';
import { renderPage } from '../../test/render-routes';
import { TermsPage } from './terms-page';

const renderTerms = () => renderPage(<TermsPage />, { path: '/terms' });

describe('the terms page', () => {
  it('says what a player agrees to, section by section, with its contents', async () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const sections = within(contents).getAllByRole('link');
    expect(sections.map((link) => link.textContent)).toEqual([
      'The service',
      'Your account',
      'Fair play',
      'How we treat each other',
      'Content',
      'Leaving, and being asked to leave',
      'Changes to these terms',
    ]);
    for (const link of sections)
      expect(screen.getByRole('region', { name: link.textContent! }).id, link.textContent!).toBe(
        link.getAttribute('href')!.slice(1),
      );
    // Points are part of the game, not money; the moderators' actions are named.
    expect(screen.getByText(/have no money value/)).toBeInTheDocument();
    expect(
      screen.getByText(/warn, mute for a time, suspend until a date, or ban/),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await changeLocale('es');
    try {
      renderTerms();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Términos del servicio' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Juego limpio' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '/privacy');
    } finally {
      await changeLocale('en');
    }
  });
});
