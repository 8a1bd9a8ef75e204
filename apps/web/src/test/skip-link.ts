import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The first Tab lands on the skip link; answers the element it jumps to. */
export async function tabToSkipLink(): Promise<HTMLElement> {
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  const target = document.querySelector<HTMLElement>(skip.getAttribute('href')!);
  expect(target).not.toBeNull();
  return target!;
}
