export { changeLocale, currentLocale, i18n } from './i18n';
export { LanguageSelect } from './language-select';
export { localeName, useChooseLocale } from './use-choose-locale';
export { SUPPORTED_LOCALES } from './catalogues';
