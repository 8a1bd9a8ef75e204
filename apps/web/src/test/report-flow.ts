import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { ok, uuid } from './contract-fixtures';
import { json, type FakeHandler } from './fake-fetch';

/** Has a feature's fake API answer the report call as the server does: filed, pending. */
export function acceptReports(api: {
  on(method: string, path: RegExp, handler: FakeHandler): void;
}) {
  api.on('POST', /^\/api\/social\/reports$/, () =>
    json(ok({ id: uuid(70), status: 'pending', created_at: '2026-06-01T10:00:00.000Z' }), 201),
  );
}

/** Opens Report, picks `reason` in the dialog titled `title`, sends it and waits for the thanks. */
export async function reportThroughDialog(user: UserEvent, title: string, reason: string) {
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('radio', { name: reason }));
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(
    await screen.findByText('Thank you. Your report was sent to the moderators.'),
  ).toBeInTheDocument();
}
