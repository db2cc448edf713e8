import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js (docs/decisions/011-web-module-boundaries.md), checked on
 * snippets linted as if they were files of the repository. Web: a feature may not import another
 * feature or app/, shared code (components/, lib/, i18n/) may not import features or app/. API:
 * db/ imports no layer above it, modules never import the seed, production code never imports
 * the test helpers.
 */
const repoRoot = decodeURIComponent(new URL('./', import.meta.url).pathname);
// The repository's own config; the snippets are not files on disk, so they are parsed without
// type information (the typed rules are off), and only the layer rule runs.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
});

/** The layer errors (and any parse error) of `code` linted as the file `filePath` of the repository. */
async function layerErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.fatal)
    .map((message) => message.message);
}

describe('web layer boundaries', () => {
  it('a feature importing another feature is an error', async () => {
    const errors = await layerErrors(
      "import { useCompanyProfile } from '../companies/api/get-company-profile';\nexport const read = useCompanyProfile;\n",
      'apps/web/src/features/trading/x.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('features/trading may not import features/companies');
  });

  it('a dynamic import() and an export ... from another feature are errors too', async () => {
    const errors = await layerErrors(
      "export const load = () => import('../funding/components/funding-profile-tab');\nexport { FollowButton } from '../following/components/follow-button';\n",
      'apps/web/src/features/trading/x.ts',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('may not import features/funding');
    expect(errors[1]).toContain('may not import features/following');
  });

  it('a feature importing app/ is an error', async () => {
    const errors = await layerErrors(
      "import { router } from '../../app/router';\nexport const app = router;\n",
      'apps/web/src/features/trading/x.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('may not import app/');
  });

  it('shared code importing a feature or app/ is an error', async () => {
    const errors = await layerErrors(
      "import { FollowButton } from '../features/following/components/follow-button';\nimport { router } from '../app/router';\nexport const parts = [FollowButton, router];\n",
      'apps/web/src/components/x.ts',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('may not import features/ or app/');
  });

  it('a feature importing shared code or its own files is fine', async () => {
    const errors = await layerErrors(
      "import { ErrorState } from '../../components/error-state';\nimport { PATHS } from '../../lib/routes';\nimport { useTrader } from './use-trader';\nexport const parts = [ErrorState, PATHS, useTrader, () => import('./admin/pages/trades-queue-page')];\n",
      'apps/web/src/features/trading/x.ts',
    );
    expect(errors).toEqual([]);
  });

  it('app/ importing features is fine', async () => {
    const errors = await layerErrors(
      "import { FollowButton } from '../features/following/components/follow-button';\nimport { OrderBookPage } from '../features/trading/pages/order-book-page';\nexport const parts = [FollowButton, OrderBookPage];\n",
      'apps/web/src/app/x.ts',
    );
    expect(errors).toEqual([]);
  });
});

describe('API layer boundaries', () => {
  it('a module importing the seed or the test helpers is an error', async () => {
    const errors = await layerErrors(
      "import { seedDatabase } from '../../seed/seed-database.ts';\nimport { loginAs } from '../../test/auth-helpers.ts';\nexport const parts = [seedDatabase, loginAs];\n",
      'apps/api/src/modules/trading/x.ts',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('The seed sits above the modules');
    expect(errors[1]).toContain('src/test is for tests only');
  });

  it('db/ importing a module or a plugin is an error', async () => {
    const errors = await layerErrors(
      "import { placeBid } from '../modules/trading/bid-service.ts';\nimport { AppError } from '../plugins/errors.ts';\nexport const parts = [placeBid, AppError];\n",
      'apps/api/src/db/x.ts',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('may not import one');
    expect(errors[1]).toContain('bottom layer');
  });

  it('the seed importing a module, and a module importing db/ and plugins/, are fine', async () => {
    expect(
      await layerErrors(
        "import { placeBid } from '../modules/trading/bid-service.ts';\nexport const part = placeBid;\n",
        'apps/api/src/seed/x.ts',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "import { users } from '../../db/schema/users.ts';\nimport { AppError } from '../../plugins/errors.ts';\nexport const parts = [users, AppError];\n",
        'apps/api/src/modules/trading/x.ts',
      ),
    ).toEqual([]);
  });
});
