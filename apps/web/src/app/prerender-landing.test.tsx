import { afterEach, describe, expect, it } from 'vitest';
import { loadNamespaces, NAMESPACES } from '../i18n/catalogues';
import { FIRST_NAMESPACES } from '../i18n/first-namespaces';
import { startEnglish } from '../test/i18n';
import { renderLandingMarkup, renderLandingMarkupIn, withLandingMarkup } from './prerender-landing';

describe('the prerendered landing page', () => {
  afterEach(() => startEnglish());

  it('contains the heading, the calls to action and the credits as plain HTML', () => {
    const markup = renderLandingMarkup();
    expect(markup).toContain('<h1');
    expect(markup).toContain('Learn by playing. Level up every day.');
    expect(markup).toContain('href="/register"');
    expect(markup).toContain('Open Trivia Database');
    expect(markup).toContain('>https://opentdb.com</a>) by PIXELTAIL GAMES LLC');
  });

  it('holds the language choice the page shows once running, so nothing moves', () => {
    const markup = renderLandingMarkup();
    expect(markup).toMatch(/<label [^>]*>Language<\/label><select/);
    expect(markup).toContain('<option value="es" lang="es">Español</option>');
  });

  it('renders in the locale whose catalogue the build gives it', async () => {
    const markup = renderLandingMarkupIn('es', { es: await loadNamespaces('es', NAMESPACES) });
    expect(markup).toContain('Aprende jugando. Sube de nivel cada día.');
    expect(markup).not.toContain('Learn by playing');
  });

  it('needs only the namespaces the page awaits before its first render', async () => {
    for (const locale of ['en', 'es']) {
      const whole = renderLandingMarkupIn(locale, {
        [locale]: await loadNamespaces(locale, NAMESPACES),
      });
      const first = renderLandingMarkupIn(locale, {
        [locale]: await loadNamespaces(locale, FIRST_NAMESPACES),
      });
      expect(first, locale).toBe(whole);
    }
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
