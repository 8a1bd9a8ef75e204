import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { moduleBoundaries } from './module-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const web = '/repo/apps/web/src';
const server = '/repo/apps/server/src';

tester.run('module-boundaries', moduleBoundaries, {
  valid: [
    {
      filename: `${web}/features/auth/pages/login-page.tsx`,
      code: "import { x } from '../components/auth-card';",
    },
    {
      filename: `${web}/features/auth/pages/login-page.tsx`,
      code: "import { x } from '../../../lib/api-client';",
    },
    { filename: `${web}/app/routes.tsx`, code: "import { x } from '../features/auth';" },
    { filename: `${server}/modules/auth/auth.service.ts`, code: "import { x } from '../audit';" },
    {
      filename: `${server}/modules/auth/auth.service.ts`,
      code: "import { x } from '../audit/index';",
    },
    {
      filename: `${server}/modules/auth/auth.service.ts`,
      code: "import { x } from './auth.repo';",
    },
    {
      filename: `${server}/modules/scoring/ledger.test.ts`,
      code: "import { x } from '../auth/auth.repo';",
    },
    { filename: `${server}/app.ts`, code: "import { x } from './modules/content/content.repo';" },
    { filename: `${server}/app.ts`, code: "import { x } from './plugins/errors';" },
    {
      filename: `${server}/modules/quiz/quiz.routes.ts`,
      code: "import { x } from '../../lib/error-responses';",
    },
  ],
  invalid: [
    {
      filename: `${web}/features/auth/pages/login-page.tsx`,
      code: "import { x } from '../../theme';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: `${web}/features/profile/components/form.tsx`,
      code: "export { x } from '../../auth/api/auth-api';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: `${server}/modules/auth/auth.service.ts`,
      code: "import { writeAudit } from '../audit/audit.repo';",
      errors: [{ messageId: 'deepModule' }],
    },
    {
      filename: `${server}/modules/quiz/quiz.routes.ts`,
      code: "import { errorResponses } from '../../plugins/error-responses';",
      errors: [{ messageId: 'pluginFromModule' }],
    },
    {
      filename: `${server}/lib/outbox.ts`,
      code: "import { openRedis } from '../plugins/redis';",
      errors: [{ messageId: 'pluginFromModule' }],
    },
  ],
});
