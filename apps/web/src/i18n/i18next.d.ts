import 'i18next';
import type auth from '../../../../packages/contracts/locales/en/auth.json';
import type common from '../../../../packages/contracts/locales/en/common.json';
import type errors from '../../../../packages/contracts/locales/en/errors.json';
import type landing from '../../../../packages/contracts/locales/en/landing.json';
import type pages from '../../../../packages/contracts/locales/en/pages.json';
import type mail from '../../../../packages/contracts/locales/en/mail.json';
import type ui from '../../../../packages/contracts/locales/en/ui.json';
import type validation from '../../../../packages/contracts/locales/en/validation.json';

// Keys are checked against the English catalogue at compile time: a mistyped key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      auth: typeof auth;
      common: typeof common;
      errors: typeof errors;
      landing: typeof landing;
      mail: typeof mail;
      pages: typeof pages;
      ui: typeof ui;
      validation: typeof validation;
    };
  }
}
