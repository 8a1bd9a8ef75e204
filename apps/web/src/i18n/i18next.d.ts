import 'i18next';
import type common from '../../../../packages/contracts/locales/en/common.json';
import type errors from '../../../../packages/contracts/locales/en/errors.json';
import type pages from '../../../../packages/contracts/locales/en/pages.json';
import type mail from '../../../../packages/contracts/locales/en/mail.json';
import type quiz from '../../../../packages/contracts/locales/en/quiz.json';
import type scoring from '../../../../packages/contracts/locales/en/scoring.json';
import type validation from '../../../../packages/contracts/locales/en/validation.json';

// Keys are checked against the English catalogue at compile time: a mistyped key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      errors: typeof errors;
      mail: typeof mail;
      pages: typeof pages;
      quiz: typeof quiz;
      scoring: typeof scoring;
      validation: typeof validation;
    };
  }
}
