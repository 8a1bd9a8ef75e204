import { useEffect } from 'react';
import { useAuth } from '../features/auth';
import { changeLocale } from '../i18n';
import { storeLocale } from '../i18n/detect-locale';

/**
 * Shows the signed-in player's chosen language, on every device they sign in on: the profile's
 * setting outranks this device's earlier choice and the browser (docs/ARCHITECTURE.md, Languages).
 */
export function LocaleFromProfile() {
  const locale = useAuth().user?.locale ?? null;
  useEffect(() => {
    if (!locale) return;
    storeLocale(locale);
    void changeLocale(locale);
  }, [locale]);
  return null;
}
