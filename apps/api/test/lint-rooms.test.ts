// The rooms of DESIGN.md §2 are lint rules (eslint/rooms.js, switched on per folder in
// eslint.config.js). Each rule is checked here on small snippets linted under made-up file names
// with the project's own configuration: it fires on a violation and stays quiet on an allowed import.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** The rooms/* rules that fire on `code` saved as `file` (relative to the repository root). */
async function roomRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).flatMap((message) =>
    message.ruleId?.startsWith('rooms/') ? [message.ruleId] : [],
  );
}

const uses = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('a web feature', () => {
  const file = 'apps/web/src/features/reservations/components/reservation-card.tsx';

  it('may import itself, components/, lib/, i18n/ and shared', async () => {
    for (const source of [
      '../api/get-reservations',
      '../../../components/ui/badge',
      '../../../lib/api-client',
      '../../../i18n/fr/reservations',
      '../../../hooks/use-now',
      '@parcelles/shared/domain',
      'react',
    ]) {
      expect(await roomRules(file, uses(source)), source).toEqual([]);
    }
  });

  it('never imports another feature or app/, even lazily or through a re-export', async () => {
    expect(await roomRules(file, uses('../../paiements/api/submit-proof'))).toEqual(['rooms/web-feature']);
    expect(await roomRules(file, uses('../../../app/provider'))).toEqual(['rooms/web-feature']);
    expect(
      await roomRules(file, "export const load = () => import('../../auth/hooks/use-session');\n"),
    ).toEqual(['rooms/web-feature']);
    expect(await roomRules(file, "export { x } from '../../auth/api/login';\n")).toEqual([
      'rooms/web-feature',
    ]);
  });

  it('leaves the shared test helpers to its tests', async () => {
    expect(await roomRules(file, uses('../../../test/network'))).toEqual(['rooms/web-feature']);
    const test = 'apps/web/src/features/reservations/components/reservation-card.test.tsx';
    expect(await roomRules(test, uses('../../../test/network'))).toEqual([]);
  });
});

describe('app/ route modules', () => {
  it('compose any feature', async () => {
    const file = 'apps/web/src/app/routes/reservation.tsx';
    expect(await roomRules(file, uses('../../features/reservations/components/reservation-card'))).toEqual(
      [],
    );
    expect(await roomRules(file, uses('../../features/paiements/api/submit-proof'))).toEqual([]);
  });
});

describe('components/, lib/ and i18n/', () => {
  it('never import features/ or app/', async () => {
    expect(
      await roomRules(
        'apps/web/src/components/layout/header.tsx',
        uses('../../features/auth/hooks/use-session'),
      ),
    ).toEqual(['rooms/web-base']);
    expect(await roomRules('apps/web/src/lib/query-keys.ts', uses('../app/router'))).toEqual([
      'rooms/web-base',
    ]);
    expect(await roomRules('apps/web/src/i18n/fr/auth.ts', uses('../../features/auth/api/login'))).toEqual([
      'rooms/web-base',
    ]);
  });

  it('import each other and shared', async () => {
    expect(await roomRules('apps/web/src/components/ui/badge.tsx', uses('../../lib/format'))).toEqual([]);
    expect(
      await roomRules('apps/web/src/components/form/text-field.tsx', uses('../../i18n/fr/auth')),
    ).toEqual([]);
    expect(await roomRules('apps/web/src/lib/format.ts', uses('@parcelles/shared/format'))).toEqual([]);
  });
});

describe('API modules', () => {
  const useCase = 'apps/api/src/modules/reservations/cancel-reservation.ts';

  it('touch tables only in *.repository.ts', async () => {
    expect(await roomRules(useCase, uses('drizzle-orm'))).toEqual(['rooms/api-no-tables']);
    expect(await roomRules(useCase, uses('drizzle-orm/pg-core'))).toEqual(['rooms/api-no-tables']);
    expect(await roomRules(useCase, uses('../../db/schema/index'))).toEqual(['rooms/api-no-tables']);
    expect(
      await roomRules(useCase, `import type { x } from '../../db/schema';\nexport type y = x;\n`),
    ).toEqual(['rooms/api-no-tables']);
    expect(await roomRules('apps/api/src/demo/index.ts', uses('../db/schema/index'))).toEqual([
      'rooms/api-no-tables',
    ]);

    expect(await roomRules(useCase, uses('./reservations.repository'))).toEqual([]);
    expect(await roomRules(useCase, uses('../../db/client'))).toEqual([]);
    const repository = 'apps/api/src/modules/reservations/reservations.repository.ts';
    expect(await roomRules(repository, uses('drizzle-orm'))).toEqual([]);
    expect(await roomRules(repository, uses('../../db/schema/index'))).toEqual([]);
    expect(await roomRules('apps/api/src/db/client.ts', uses('./schema/index'))).toEqual([]);
  });

  it('reach repositories from use cases, never from routes', async () => {
    const routes = 'apps/api/src/modules/reservations/reservations.routes.ts';
    expect(await roomRules(routes, uses('./reservations.repository'))).toEqual([
      'rooms/api-route-no-repository',
    ]);
    expect(await roomRules(routes, uses('../parcelles/parcelles.repository'))).toEqual([
      'rooms/api-route-no-repository',
    ]);
    expect(await roomRules(routes, uses('./cancel-reservation'))).toEqual([]);
    expect(await roomRules(routes, uses('../../plugins/auth'))).toEqual([]);
  });
});

describe('HTTP in the API', () => {
  const typed = (names: string, source: string) =>
    `import type { ${names} } from '${source}';\nexport type Y = ${names.split(',')[0]};\n`;

  it('stays in routes, multipart readers and plugins', async () => {
    for (const file of [
      'apps/api/src/modules/paiements/use-cases/submit-proof.ts',
      'apps/api/src/modules/parcelles/parcelles.repository.ts',
      'apps/api/src/lib/conflict.ts',
    ]) {
      expect(await roomRules(file, typed('FastifyRequest', 'fastify')), file).toEqual(['rooms/api-no-http']);
      expect(await roomRules(file, typed('FastifyReply', 'fastify')), file).toEqual(['rooms/api-no-http']);
      expect(await roomRules(file, typed('Multipart', '@fastify/multipart')), file).toEqual([
        'rooms/api-no-http',
      ]);
    }
    for (const file of [
      'apps/api/src/modules/paiements/paiements.routes.ts',
      'apps/api/src/modules/paiements/paiements.upload.ts',
      'apps/api/src/plugins/idempotency.ts',
    ]) {
      expect(await roomRules(file, typed('FastifyRequest', 'fastify')), file).toEqual([]);
    }
  });

  it('leaves the logger to everyone', async () => {
    const file = 'apps/api/src/modules/reservations/reservations.sweeper.ts';
    expect(await roomRules(file, typed('FastifyBaseLogger', 'fastify'))).toEqual([]);
  });
});

describe('the API modules', () => {
  const graph = path.join(root, 'scripts/check-module-graph.mjs');
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'modules-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = async (file: string, code: string) => {
    await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    await writeFile(path.join(dir, file), code);
  };
  const check = (modules = dir) => spawnSync(process.execPath, [graph, modules], { encoding: 'utf8' });

  it('import each other in one direction: a cycle fails lint, naming the imports that close it', async () => {
    await write(
      'paiements/use-cases/pay.ts',
      "import { sum } from '../../reservations/ledger.repository';\n",
    );
    await write('reservations/ledger.repository.ts', 'export const sum = 1;\n');
    await write('recus/recus.issue.ts', "import type { A } from '../reservations/ledger.repository';\n");
    expect(check().status).toBe(0);

    await write('reservations/view.ts', "import { x } from '../recus/recus.issue';\n");
    await write('recus/recus.issue.ts', "import { p } from '../paiements/use-cases/pay';\n");
    const failed = check();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('paiements, recus, reservations');
    expect(failed.stderr).toContain('reservations/view.ts → ../recus/recus.issue');
  });

  it('have no cycle today', () => {
    expect(check(path.join(root, 'apps/api/src/modules')).status).toBe(0);
  });
});

describe('web, api and shared', () => {
  it('never import each other; both apps import shared', async () => {
    expect(await roomRules('apps/web/src/lib/api-client.ts', uses('../../../api/src/config'))).toEqual([
      'rooms/no-cross-app',
    ]);
    expect(await roomRules('apps/web/src/lib/api-client.ts', uses('@parcelles/api/config'))).toEqual([
      'rooms/no-cross-app',
    ]);
    expect(await roomRules('apps/api/src/app.ts', uses('../../web/src/lib/format'))).toEqual([
      'rooms/no-cross-app',
    ]);
    expect(await roomRules('apps/api/test/build-app.ts', uses('@parcelles/web'))).toEqual([
      'rooms/no-cross-app',
    ]);
    expect(
      await roomRules('packages/shared/src/format/index.ts', uses('../../../../apps/api/src/config')),
    ).toEqual(['rooms/no-cross-app']);

    expect(await roomRules('apps/api/src/app.ts', uses('@parcelles/shared/errors'))).toEqual([]);
    expect(
      await roomRules('apps/web/src/lib/format.ts', uses('../../../../packages/shared/src/format')),
    ).toEqual([]);
  });
});

describe('file names', () => {
  it('are kebab-case, folders included', async () => {
    const code = 'export const y = 1;\n';
    expect(await roomRules('apps/web/src/components/ui/PageCard.tsx', code)).toEqual([
      'rooms/kebab-case-filename',
    ]);
    expect(await roomRules('apps/api/src/modules/auth/auth_service.ts', code)).toEqual([
      'rooms/kebab-case-filename',
    ]);
    expect(await roomRules('apps/web/src/features/myPlots/index.ts', code)).toEqual([
      'rooms/kebab-case-filename',
    ]);
    expect(await roomRules('scripts/startServer.mjs', code)).toEqual(['rooms/kebab-case-filename']);

    expect(await roomRules('apps/web/src/components/ui/page-card.tsx', code)).toEqual([]);
    expect(await roomRules('apps/api/src/modules/auth/auth.routes.test.ts', code)).toEqual([]);
    expect(await roomRules('apps/web/src/features/my-plots/api/get-my-plots-v2.ts', code)).toEqual([]);
  });
});
