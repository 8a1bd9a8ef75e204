import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n';
import { BarChart } from './bar-chart';
import { LineChart, MultiLineChart } from './line-chart';

describe('LineChart', () => {
  it('draws the line and gives every number to screen readers in a table named by the title', () => {
    render(
      <LineChart
        title="Points per day"
        data={[
          { label: 'Mar 1', value: 0 },
          { label: 'Mar 2', value: 1_500 },
          { label: 'Mar 3', value: 40 },
        ]}
        labelName="Day"
        valueName="Points"
        formatValue={(value) => `${value} pts`}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Points per day' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Points per day' });
    expect(within(table).getByRole('columnheader', { name: 'Day' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Mar 2 1500 pts' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const svg = screen.getByTestId('line-chart');
    expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    // The line starts at the bottom (zero) and peaks at the top for the largest value.
    expect(svg.querySelectorAll('path')[1]!.getAttribute('d')).toMatch(
      /^M0\.00,40\.00 L50\.00,2\.00/,
    );
  });

  it('draws a flat line when everything is zero', () => {
    render(
      <LineChart
        title="Nothing yet"
        data={[
          { label: 'a', value: 0 },
          { label: 'b', value: 0 },
        ]}
        labelName="Day"
        valueName="Points"
      />,
    );
    expect(screen.getByTestId('line-chart').querySelectorAll('path')[1]!.getAttribute('d')).toBe(
      'M0.00,40.00 L100.00,40.00',
    );
  });
});

describe('chart numbers', () => {
  afterEach(() => changeLocale('en'));

  it('are written as the shown locale writes them unless the caller formats them', async () => {
    const chart = (
      <BarChart
        title="Answers"
        data={[{ label: 'Science', value: 15_000 }]}
        labelName="Category"
        valueName="Answers"
      />
    );
    const { unmount } = render(chart);
    expect(screen.getByRole('row', { name: 'Science 15,000' })).toBeInTheDocument();
    unmount();
    await changeLocale('es');
    render(chart);
    expect(screen.getByRole('row', { name: 'Science 15.000' })).toBeInTheDocument();
  });
});

describe('BarChart', () => {
  it('sizes bars against max and lists the numbers in a hidden table', () => {
    render(
      <BarChart
        title="Accuracy"
        data={[
          { label: 'Programming', value: 80 },
          { label: 'History', value: 40 },
        ]}
        labelName="Category"
        valueName="Accuracy"
        max={100}
        formatValue={(value) => `${value}%`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Accuracy' });
    expect(within(table).getByRole('row', { name: 'History 40%' })).toBeInTheDocument();
    const widths = screen
      .getAllByTestId('bar-chart-bar')
      .map((bar) => bar.querySelectorAll('rect')[1]!.getAttribute('width'));
    expect(widths).toEqual(['80%', '40%']);
  });
});

describe('MultiLineChart', () => {
  it('draws a line a series against one scale, a gap where a figure is missing', () => {
    render(
      <MultiLineChart
        title="Players per day"
        labels={[{ label: 'Mar 1' }, { label: 'Mar 2' }, { label: 'Mar 3' }]}
        series={[
          { key: 'active', name: 'Active', values: [10, 20, 5] },
          { key: 'accuracy', name: 'Accuracy', values: [10, null, 0] },
        ]}
        labelName="Day"
        emptyText="No answers"
      />,
    );
    const table = screen.getByRole('table', { name: 'Players per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Active', 'Accuracy']);
    expect(within(table).getByRole('row', { name: 'Mar 2 20 No answers' })).toBeInTheDocument();
    const svg = screen.getByTestId('line-chart');
    expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    const path = (key: string) => svg.querySelector(`[data-series="${key}"]`)!.getAttribute('d');
    // 20 is the top of both lines; the second line stops at the missing day and starts again.
    expect(path('active')).toBe('M0.00,21.00 L50.00,2.00 L100.00,30.50');
    expect(path('accuracy')).toBe('M0.00,21.00 M100.00,40.00');
  });

  it('scales against max when given', () => {
    render(
      <MultiLineChart
        title="Accuracy"
        labels={[{ label: 'a' }, { label: 'b' }]}
        series={[{ key: 'accuracy', name: 'Accuracy', values: [50, 100] }]}
        labelName="Day"
        max={100}
        formatValue={(value) => `${value}%`}
      />,
    );
    expect(screen.getByTestId('line-chart').querySelector('path')!.getAttribute('d')).toBe(
      'M0.00,21.00 L100.00,2.00',
    );
    expect(screen.getByRole('row', { name: 'b 100%' })).toBeInTheDocument();
  });
});
