import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
] as const;

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs label="Sections" tabs={[...TABS]} value={value} onChange={setValue}>
      <p>Panel {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('links the selected tab and its panel, and moves with arrows, Home and End', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Panel a');
    expect(screen.getByRole('tab', { name: 'Beta' })).not.toHaveAttribute('aria-controls');

    await userEvent.tab();
    expect(alpha).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toHaveTextContent('Panel c');
    await userEvent.keyboard('{Home}');
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(alpha).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel b');
  });
});
