import { afterEach, describe, expect, it } from 'vitest';
import { startEnglish } from '../test/i18n';
import { i18n, loadAllNamespaces, startI18n } from './i18n';
import { pseudoNamespaces, pseudoText } from './pseudo-locale';
import { PSEUDO_STORAGE_KEY, pseudoRequested } from './pseudo-switch';

describe('the pseudo-locale', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    startEnglish();
  });

  it('accents every letter inside markers, keeping placeholders, nestings and tags', () => {
    expect(pseudoText('Sign In')).toBe('⟦Ŝîĝñ Îñ⟧');
    expect(pseudoText('Welcome back, {{name}}!')).toBe('⟦Ŵéļçöṁé ƀáçķ, {{name}}!⟧');
    expect(pseudoText('<playLink>Play</playLink> on <date>{{date, short}}</date>')).toBe(
      '⟦<playLink>Þļáý</playLink> öñ <date>{{date, short}}</date>⟧',
    );
    expect(pseudoText('See $t(common:nav.quiz) or <licenceLink/>.')).toBe(
      '⟦Ŝéé $t(common:nav.quiz) öŕ <licenceLink/>.⟧',
    );
  });

  it('changes every text of a catalogue and none of its keys', () => {
    expect(
      pseudoNamespaces({ quiz: { result: { title_one: 'One', title_other: 'Many' } } }),
    ).toEqual({ quiz: { result: { title_one: '⟦Öñé⟧', title_other: '⟦Ṁáñý⟧' } } });
  });

  it('is switched on by ?pseudo=1 or local storage, and off by ?pseudo=0', () => {
    expect(pseudoRequested()).toBe(false);
    window.history.replaceState(null, '', '/?pseudo=1');
    expect(pseudoRequested()).toBe(true);
    window.history.replaceState(null, '', '/dashboard');
    expect(pseudoRequested()).toBe(true);
    window.history.replaceState(null, '', '/?pseudo=0');
    expect(pseudoRequested()).toBe(false);
    localStorage.setItem(PSEUDO_STORAGE_KEY, '1');
    window.history.replaceState(null, '', '/');
    expect(pseudoRequested()).toBe(true);
  });

  it('shows every text of the catalogue pseudo-localised once switched on, plurals included', async () => {
    localStorage.setItem(PSEUDO_STORAGE_KEY, '1');
    await startI18n();
    await loadAllNamespaces();
    expect(i18n.t('landing:signIn')).toBe('⟦Ŝîĝñ Îñ⟧');
    expect(i18n.t('common:points', { count: 1 })).toBe('⟦1 þöîñţ⟧');
    expect(i18n.t('common:points', { count: 2 })).toBe('⟦2 þöîñţŝ⟧');
    expect(i18n.t('errors:codes.HTTP_ERROR', { status: 502 })).toMatch(/^⟦.*\(ĤŢŢÞ 502\).*⟧$/);
    expect(i18n.language).toBe('en');
  });
});
