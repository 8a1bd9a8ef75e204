import { afterEach, describe, expect, it } from 'vitest';
import { startEnglish } from '../test/i18n';
import { NAMESPACES } from './catalogues';
import { FIRST_NAMESPACES } from './first-namespaces';
import { changeLocale, i18n, loadAllNamespaces, startI18n } from './i18n';

const has = (locale: string) => NAMESPACES.filter((ns) => i18n.hasResourceBundle(locale, ns));

describe('loading the catalogue', () => {
  afterEach(() => startEnglish());

  it('starts with the first namespaces only, and adds the rest when a route asks, even at once', async () => {
    const starting = startI18n();
    // The router asks for its first page's catalogue before i18n has started.
    const whole = loadAllNamespaces();
    expect(await starting).toBe('en');
    await whole;
    expect(has('en')).toEqual(NAMESPACES);

    await startI18n();
    expect(has('en')).toEqual([...FIRST_NAMESPACES].sort());
    expect(i18n.t('landing:signIn')).toBe('Sign In');
  });

  it('gives a newly chosen language the namespaces the page has, and none of another', async () => {
    await startI18n();
    await loadAllNamespaces();
    await changeLocale('es');
    expect(has('es')).toEqual(NAMESPACES);
    expect(i18n.t('errors:codes.NETWORK_ERROR')).toMatch(/^Hay un problema de conexión/);
  });
});
