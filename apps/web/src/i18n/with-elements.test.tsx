import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withElements } from './with-elements';

describe('withElements', () => {
  it('puts each element where its tag stands, keeping the words around it', () => {
    const { container } = render(
      <p>
        {withElements('From <a/> under <b/>.', {
          a: <a href="https://example.org">example.org</a>,
          b: <em>CC BY</em>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>From <a href="https://example.org">example.org</a> under <em>CC BY</em>.</p>',
    );
  });

  it('drops a tag it has no element for', () => {
    const { container } = render(<p>{withElements('A <missing/> B', {})}</p>);
    expect(container.textContent).toBe('A  B');
  });
});
