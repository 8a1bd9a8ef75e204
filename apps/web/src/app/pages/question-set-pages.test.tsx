import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { questionSet, serveSets, SET_ID } from '../../features/question-sets/test/fake-api';
import { renderPage } from '../../test/render-routes';
import { QuestionSetRoute } from './question-set-pages';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/sets/:id as app/ composes it', () => {
  it('gives the set editor its import dialog and export buttons under Import and export', async () => {
    serveSets({ sets: [questionSet()] });
    renderPage(<QuestionSetRoute />, { path: `/sets/${SET_ID}`, route: '/sets/:id' });
    const files = await screen.findByRole('region', { name: 'Import and export' });
    expect(within(files).getByRole('button', { name: 'Import questions' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Export JSON' })).toBeInTheDocument();
  });
});
