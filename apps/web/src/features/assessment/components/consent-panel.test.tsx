import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { renderPage } from '../../../test/render-routes';
import { serveAssessment } from '../test/fake-api';
import { consent } from '../test/fixtures';
import { ConsentPanel } from './consent-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

const renderPanel = () => renderPage(<ConsentPanel />, { path: '/profile' });
const panel = () => screen.findByRole('region', { name: 'Parental consent' });

describe('the profile’s consent tab', () => {
  it('says when no consent is needed', async () => {
    serveAssessment({ consent: consent({ required: false }) });
    renderPanel();
    expect(await panel()).toHaveTextContent(
      'You do not need a parent’s consent to take the personality assessment.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks for the parent’s address, checks it, sends it and shows the request pending', async () => {
    const api = serveAssessment({ consent: consent() });
    const user = userEvent.setup();
    renderPanel();
    const region = await panel();
    const field = within(region).getByRole('textbox', { name: 'Your parent’s email address' });
    await user.type(field, 'not-an-address');
    await user.click(within(region).getByRole('button', { name: 'Send request' }));
    expect(field).toHaveAccessibleDescription('Enter a valid email address');
    expect(api.callsTo('POST', '/api/psychometric/consent')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'parent@example.com');
    await user.click(within(region).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('We emailed your parent a link.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/psychometric/consent')[0]!.body).toEqual({
      parent_email: 'parent@example.com',
    });
    expect(await within(region).findByText('Pending')).toBeInTheDocument();
    expect(region).toHaveTextContent('p***@example.com');
    expect(region).toHaveTextContent('RequestedMay 2, 2030');
    expect(
      within(region).getByRole('button', { name: 'Send the request again' }),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('withdraws a granted consent after asking, saying it hides the results', async () => {
    const api = serveAssessment({
      consent: consent({
        status: 'granted',
        parent_email: 'p***@example.com',
        requested_at: '2030-04-01T10:00:00.000Z',
        decided_at: '2030-04-02T10:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderPanel();
    const region = await panel();
    expect(await within(region).findByText('Granted')).toBeInTheDocument();
    expect(region).toHaveTextContent('DecidedApril 2, 2030');
    await user.click(within(region).getByRole('button', { name: 'Withdraw consent' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw consent?' });
    expect(dialog).toHaveTextContent(
      'Your assessment results will be hidden until your parent gives consent again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/psychometric/consent')).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Withdraw consent' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw consent' }),
    );
    await waitFor(() => expect(api.callsTo('DELETE', '/api/psychometric/consent')).toHaveLength(1));
    expect(await within(region).findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByText('Consent withdrawn')).toBeInTheDocument();
  });
});
