import { describe, expect, it } from 'vitest';
import { renderLandingMarkup, withLandingMarkup } from './prerender-landing';

describe('the prerendered landing page', () => {
  it('contains the heading, the calls to action and the credits as plain HTML', () => {
    const markup = renderLandingMarkup();
    expect(markup).toContain('<h1');
    expect(markup).toContain('Learn by playing. Level up every day.');
    expect(markup).toContain('href="/register"');
    expect(markup).toContain('Open Trivia Database');
  });

  it('goes inside the empty #root of the built page, and refuses a page without one', () => {
    const html = withLandingMarkup(
      '<body><div id="root"></div><script src="/x.js"></script></body>',
      '<h1>Hi</h1>',
    );
    expect(html).toBe('<body><div id="root"><h1>Hi</h1></div><script src="/x.js"></script></body>');
    expect(() => withLandingMarkup('<body></body>', '<h1>Hi</h1>')).toThrow('#root');
  });
});
