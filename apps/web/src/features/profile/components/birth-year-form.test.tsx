import type { User } from '@quizarena/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '../../../test/auth-state';
import { seriousAxeViolations } from '../../../test/axe';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { BirthYearForm } from './birth-year-form';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

const NO_YEAR: User = { ...TEST_USER, birth_year: null };

/** PUT /api/auth/profile, answering the user with the year saved (or `answer`). */
function serveProfile(answer?: () => unknown) {
  const api = fakeFetch((method, url, body) => {
    if (method !== 'PUT' || url.pathname !== '/api/auth/profile')
      throw new Error(`unexpected call ${method} ${url.pathname}`);
    return answer?.() ?? { user: { ...NO_YEAR, ...(body as object) } };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function renderForm(user: User = NO_YEAR) {
  const onSaved = vi.fn<(user: User) => void>();
  render(
    <>
      <BirthYearForm user={user} onSaved={onSaved} />
      <Toaster />
    </>,
  );
  return onSaved;
}

describe('the profile’s verification tab', () => {
  it('asks for the year in a blank field that hints at no age limit', async () => {
    serveProfile();
    renderForm();
    const field = screen.getByRole('textbox', { name: 'Year of birth' });
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('placeholder');
    expect(field).not.toHaveAccessibleDescription();
    // No number anywhere: no age, no cut-off year.
    expect(screen.getByRole('region', { name: 'Year of birth' }).textContent).not.toMatch(/\d/);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('saves the year with PUT /api/auth/profile and hands back the updated user', async () => {
    const api = serveProfile();
    const user = userEvent.setup();
    const onSaved = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Year of birth' }), '2012');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Year of birth saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/auth/profile')[0]!.body).toEqual({ birth_year: 2012 });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ birth_year: 2012 }));
  });

  it('refuses an empty or impossible year without asking the server', async () => {
    const api = serveProfile();
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByRole('textbox', { name: 'Year of birth' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Please enter your year of birth');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid year of birth');
    expect(api.calls).toEqual([]);
  });

  it('shows the server’s refusal', async () => {
    serveProfile(() => refusal(409, 'Your year of birth is already recorded', 'CONFLICT'));
    const user = userEvent.setup();
    const onSaved = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Year of birth' }), '2001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your year of birth is already recorded')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('once recorded, only says so', () => {
    serveProfile();
    renderForm(TEST_USER);
    expect(screen.getByText('Year of birth recorded')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(String(TEST_USER.birth_year))).toBeNull();
  });
});
