// The rooms of DESIGN.md §2 as lint rules, so a wrong import fails `npm run lint` instead of
// waiting for a reviewer. Imports here are relative paths, so each rule resolves the import against
// the importing file and asks which room the target lives in; core `no-restricted-imports` cannot.
// The rules are switched on per folder in eslint.config.js; apps/api/test/lint-rooms.test.ts
// checks that each one fires on a violation and stays quiet on an allowed import.
import path from 'node:path';

/** Where a file lives: `{ app: 'web' | 'api' | 'shared', room, feature? }`, or null outside. */
export function roomOf(file) {
  const normalized = file.split(path.sep).join('/');
  const web = /\/apps\/web\/src\/(.*)$/.exec(normalized);
  if (web) {
    const [room, name] = web[1].split('/');
    if (room === 'features') return { app: 'web', room, feature: name };
    return { app: 'web', room: web[1].includes('/') ? room : '' };
  }
  if (/\/apps\/web\//.test(normalized)) return { app: 'web', room: 'outside-src' };
  const api = /\/apps\/api\/(.*)$/.exec(normalized);
  if (api) {
    const parts = api[1].split('/');
    return { app: 'api', room: parts[0] === 'src' ? (parts[1] ?? '') : parts[0] };
  }
  if (/\/packages\/shared\//.test(normalized)) return { app: 'shared', room: '' };
  return null;
}

/** Test files, and the helpers in any `test/` folder: they may use the web's `src/test/` helpers. */
const isTestFile = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /[\\/]test[\\/]/.test(file);

/** Calls `check(source, node, target)` for every static import, re-export and dynamic import. */
function forEachImport(context, check) {
  const visit = (node, sourceNode) => {
    if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
    const source = sourceNode.value;
    const target = source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : null;
    check(source, node, target);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
  };
}

const rule = (description, messages, create) => ({
  meta: { type: 'problem', docs: { description }, schema: [], messages },
  create,
});

/**
 * A web feature imports only itself, components/, lib/, i18n/ (and hooks/, should the shared hooks get
 * a folder of their own) and shared; app/ composes features.
 */
const webFeature = rule(
  'a web feature imports only itself, components/, lib/, i18n/ and @parcelles/shared',
  { forbidden: "The feature '{{feature}}' may not import {{target}}: {{why}}" },
  (context) => {
    const self = roomOf(context.filename);
    if (!self || self.room !== 'features') return {};
    const test = isTestFile(context.filename);
    return forEachImport(context, (source, node, target) => {
      if (!target) return;
      const other = roomOf(target);
      if (!other || other.app !== 'web') return;
      let why = null;
      if (other.room === 'features' && other.feature !== self.feature) {
        why = 'features never import each other; compose them in an app/ route module';
      } else if (other.room === 'app') {
        why = 'app/ composes features, never the other way round';
      } else if (other.room === 'test' && !test) {
        why = 'test helpers are for test files';
      } else if (!['features', 'components', 'lib', 'hooks', 'i18n', 'test'].includes(other.room)) {
        why = 'only components/, lib/, i18n/ and the feature itself are in reach';
      }
      if (why)
        context.report({
          node,
          messageId: 'forbidden',
          data: { feature: self.feature, target: source, why },
        });
    });
  },
);

/** components/, lib/, hooks/ and i18n/ are below every feature: they never import features/ or app/. */
const webBase = rule(
  'components/, lib/, hooks/ and i18n/ never import features/ or app/',
  { forbidden: '{{room}}/ may not import {{target}}: it sits below features/ and app/, which use it' },
  (context) => {
    const self = roomOf(context.filename);
    if (!self || !['components', 'lib', 'hooks', 'i18n'].includes(self.room)) return {};
    const test = isTestFile(context.filename);
    return forEachImport(context, (source, node, target) => {
      if (!target) return;
      const other = roomOf(target);
      if (!other || other.app !== 'web') return;
      if (['features', 'app'].includes(other.room) || (other.room === 'test' && !test)) {
        context.report({ node, messageId: 'forbidden', data: { room: self.room, target: source } });
      }
    });
  },
);

const isDrizzle = (source) => source === 'drizzle-orm' || source.startsWith('drizzle-orm/');
const isSchema = (target) =>
  target !== null && /\/apps\/api\/src\/db\/schema(\/|$)/.test(target.split(path.sep).join('/'));
const isRepository = (target) => target !== null && /\.repository(\.ts)?$/.test(target);

/** In a module, only `*.repository.ts` touches tables: the rest never imports the schema or drizzle. */
const apiNoTables = rule(
  'API module code other than *.repository.ts never imports db/schema or drizzle-orm',
  { forbidden: '{{target}} is for *.repository.ts files only: ask the module repository for the data' },
  (context) => {
    if (/\.repository\.ts$/.test(context.filename) || isTestFile(context.filename)) return {};
    return forEachImport(context, (source, node, target) => {
      if (isDrizzle(source) || isSchema(target)) {
        context.report({ node, messageId: 'forbidden', data: { target: source } });
      }
    });
  },
);

/** Routes speak HTTP and call use cases; they never reach a repository. */
const apiRouteNoRepository = rule(
  'API routes never import repositories',
  {
    forbidden: 'A route may not import {{target}}: call a use case of the module, which owns the repository',
  },
  (context) =>
    forEachImport(context, (source, node, target) => {
      if (isRepository(target)) context.report({ node, messageId: 'forbidden', data: { target: source } });
    }),
);

/** The request and reply, the server and its plugins, and the route schemas' type provider. */
const HTTP_TYPES = new Set([
  'FastifyRequest',
  'FastifyReply',
  'FastifyInstance',
  'RouteHandler',
  'RouteOptions',
]);
const isHttpPackage = (source) =>
  source === 'fastify-type-provider-zod' || source.startsWith('@fastify/') || source === 'fastify';

/**
 * Issue 24: use cases and repositories speak data, not HTTP. Outside routes, the multipart readers
 * (`*.upload.ts`), plugins/ and the server's own files, nothing imports the request, the reply, the
 * server or a Fastify plugin; the logger's type (FastifyBaseLogger) is only a logger.
 */
const apiNoHttp = rule(
  'API code outside routes, uploads and plugins never imports the request, the reply or the server',
  {
    forbidden:
      '{{name}} is HTTP: only routes (*.routes.ts), multipart readers (*.upload.ts) and plugins/ use it; pass the use case plain data',
  },
  (context) => {
    if (isTestFile(context.filename) || /\.(routes|upload)\.ts$/.test(context.filename)) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !isHttpPackage(source)) return;
        const names =
          source === 'fastify'
            ? node.specifiers.flatMap((s) =>
                s.type === 'ImportSpecifier'
                  ? HTTP_TYPES.has(s.imported.name)
                    ? [s.imported.name]
                    : []
                  : [source],
              )
            : [source];
        for (const name of names) context.report({ node, messageId: 'forbidden', data: { name } });
      },
    };
  },
);

/** Web and API both use shared and never each other; shared uses neither. */
const noCrossApp = rule(
  'web, api and shared never import each other (only @parcelles/shared is common ground)',
  { forbidden: '{{from}} may not import {{target}}, which belongs to {{to}}' },
  (context) => {
    const self = roomOf(context.filename);
    if (!self) return {};
    return forEachImport(context, (source, node, target) => {
      const named = /^@parcelles\/(web|api)(\/|$)/.exec(source);
      const other = named ? { app: named[1] } : target ? roomOf(target) : null;
      if (!other || other.app === self.app || other.app === 'shared') return;
      context.report({
        node,
        messageId: 'forbidden',
        data: { from: self.app, target: source, to: other.app },
      });
    });
  },
);

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * File names are kebab-case, and so are the folders holding them (`features/my-plots/`); dots only
 * separate a role or an extension (`auth.routes.test.ts`).
 */
const kebabCaseFilename = rule(
  'file and folder names are kebab-case',
  { notKebab: "'{{name}}' is not kebab-case (lower-case words and digits joined by '-')" },
  (context) => ({
    Program(node) {
      if (path.basename(context.filename).startsWith('<')) return; // text linted without a file name
      const relative = path.relative(context.cwd, context.filename);
      const parts = relative.startsWith('..') ? [path.basename(relative)] : relative.split(path.sep);
      const folders = parts.slice(0, -1);
      const name = parts.at(-1);
      const bad =
        folders.find((folder) => !KEBAB.test(folder)) ??
        (name.split('.').every((part) => KEBAB.test(part)) ? null : name);
      if (bad) context.report({ node, messageId: 'notKebab', data: { name: bad } });
    },
  }),
);

export default {
  meta: { name: 'rooms' },
  rules: {
    'web-feature': webFeature,
    'web-base': webBase,
    'api-no-tables': apiNoTables,
    'api-route-no-repository': apiRouteNoRepository,
    'api-no-http': apiNoHttp,
    'no-cross-app': noCrossApp,
    'kebab-case-filename': kebabCaseFilename,
  },
};
