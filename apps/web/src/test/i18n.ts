import type { Resource, ResourceLanguage } from 'i18next';
import { startI18nWith } from '../i18n/instance';

const english = import.meta.glob<ResourceLanguage[string]>(
  '../../../../packages/contracts/locales/en/*.json',
  { eager: true, import: 'default' },
);

/** The English catalogue, loaded synchronously so components render their text at once. */
export function englishResources(): Resource {
  return {
    en: Object.fromEntries(
      Object.entries(english).map(([path, bundle]) => [/([^/]+)\.json$/.exec(path)![1]!, bundle]),
    ),
  };
}

export function startEnglish(): void {
  startI18nWith('en', englishResources());
}
