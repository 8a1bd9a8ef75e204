import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../../../test/axe';
import { answer, preferences, stubNotificationsApi } from '../test/fixtures';
import { renderAt, setUpEachTest } from '../test/render';
import { NotificationSettingsPage } from './notification-settings-page';

setUpEachTest();

const renderPage = () =>
  renderAt(<NotificationSettingsPage />, { path: '/settings/notifications' });

describe('the notification settings page', () => {
  it('shows each kind in the app and by email as saved, and the email switch', async () => {
    stubNotificationsApi({
      settings: preferences({
        email_enabled: false,
        kinds: {
          ...preferences().kinds,
          level_up: { in_app: false, email: true },
        },
      }),
    });
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Notification Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notification settings…');
    await screen.findByRole('switch', { name: 'Friend requests In the app' });
    expect(screen.getAllByRole('switch')).toHaveLength(51);
    for (const [name, checked] of [
      ['Friend requests In the app', true],
      ['Friend requests By email', true],
      ['Accepted friend requests In the app', true],
      ['Accepted friend requests By email', false],
      ['Messages In the app', true],
      ['Messages By email', true],
      ['Achievements In the app', true],
      ['Achievements By email', false],
      ['Level ups In the app', false],
      ['Level ups By email', true],
      ['Challenges In the app', true],
      ['Challenges By email', true],
      ['Challenge results In the app', true],
      ['Challenge results By email', false],
      ['Tournament matches ready By email', true],
      ['Tournament knockouts By email', false],
      ['Report outcomes In the app', true],
      ['Report outcomes By email', false],
      ['Moderator notices In the app', true],
      ['Moderator notices By email', true],
      ['Email notifications', false],
    ] as const) {
      const control = screen.getByRole('switch', { name });
      if (checked) expect(control).toBeChecked();
      else expect(control).not.toBeChecked();
    }
  });

  it('explains when email goes, from the digest rules', async () => {
    stubNotificationsApi();
    renderPage();
    const master = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(master).toHaveAccessibleDescription(
      'Turn this off to get no notification email at all, whatever you choose above. ' +
        'An email goes only for notifications you have not seen in the app within 15 minutes. ' +
        'You get at most one email digest an hour.',
    );
  });

  it('saves every switch in one PUT, with a toast', async () => {
    const { writes } = stubNotificationsApi();
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Messages By email' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Level ups By email' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Achievements In the app' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Email notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/social/notifications/preferences',
        body: {
          kinds: {
            friend_request_received: { in_app: true, email: true },
            friend_request_accepted: { in_app: true, email: false },
            message_received: { in_app: true, email: false },
            achievement_unlocked: { in_app: false, email: false },
            level_up: { in_app: true, email: true },
            challenge_received: { in_app: true, email: true },
            challenge_result: { in_app: true, email: false },
            study_group_join_request: { in_app: true, email: false },
            study_group_request_approved: { in_app: true, email: true },
            study_session_reminder: { in_app: true, email: true },
            study_session_started: { in_app: true, email: false },
            tournament_registration_open: { in_app: true, email: true },
            tournament_match_ready: { in_app: true, email: true },
            tournament_advanced: { in_app: true, email: false },
            tournament_eliminated: { in_app: true, email: false },
            tournament_prize: { in_app: true, email: true },
            tournament_cancelled: { in_app: true, email: true },
            learning_path_assigned: { in_app: true, email: true },
            question_set_reviewed: { in_app: true, email: true },
            data_export_ready: { in_app: true, email: true },
            account_erasure_cancelled: { in_app: true, email: false },
            report_resolved: { in_app: true, email: false },
            moderation_notice: { in_app: true, email: true },
            answer_corrected: { in_app: true, email: false },
            dispute_resolved: { in_app: true, email: false },
          },
          email_enabled: false,
        },
      },
    ]);
  });

  it('toasts a failed save and keeps the choices', async () => {
    stubNotificationsApi({
      override: ({ method }) =>
        method === 'PUT' ? answer(503, { message: 'Resting', code: 'X' }) : undefined,
    });
    renderPage();
    const messages = await screen.findByRole('switch', { name: 'Messages By email' });
    await userEvent.click(messages);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Resting')).toBeInTheDocument();
    expect(messages).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it('shows the error with Try Again when the settings do not load', async () => {
    let fail = true;
    stubNotificationsApi({
      override: () =>
        fail ? answer(500, { message: 'Database unavailable', code: 'X' }) : undefined,
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeChecked();
  });

  it('links to all notifications', async () => {
    stubNotificationsApi();
    renderPage();
    expect(screen.getByRole('link', { name: 'All notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('passes axe', async () => {
    stubNotificationsApi();
    const { container } = renderPage();
    await screen.findByRole('switch', { name: 'Email notifications' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  describe('in Spanish', () => {
    afterEach(() => changeLocale('en'));

    it('names the switches and the rules in Spanish', async () => {
      await changeLocale('es');
      stubNotificationsApi();
      renderPage();
      const master = await screen.findByRole('switch', { name: 'Notificaciones por correo' });
      expect(master).toHaveAccessibleDescription(/en 15 minutos\. .*cada hora\.$/);
      expect(screen.getByRole('switch', { name: 'Mensajes Por correo' })).toBeChecked();
      expect(
        within(screen.getByRole('group', { name: 'Sobre qué avisarte' })).getAllByRole('switch'),
      ).toHaveLength(50);
    });
  });
});
