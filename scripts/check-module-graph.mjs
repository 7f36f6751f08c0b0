// Issue 24: the API's modules depend on each other in one direction. Reads every import (type-only
// ones too) of apps/api/src/modules/<module>/, draws the graph between modules, and fails on a
// cycle, naming the files that close it. Runs in `npm run lint` (another folder: its argument).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const root = given
  ? path.resolve(given)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/src/modules');
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield file;
  }
}

const moduleOf = (file) => {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
};

/** module -> module it imports -> the first file that does and what it imports. */
const edges = new Map();
for (const name of readdirSync(root)) {
  if (!statSync(path.join(root, name)).isDirectory()) continue;
  edges.set(name, new Map());
  for (const file of sourceFiles(path.join(root, name))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const target = moduleOf(path.resolve(path.dirname(file), specifier));
      if (target && target !== name && !edges.get(name).has(target)) {
        edges.get(name).set(target, `${path.relative(root, file)} → ${specifier}`);
      }
    }
  }
}

// Tarjan's strongly connected components: every group of modules that reach each other.
const index = new Map();
const low = new Map();
const stack = [];
const groups = [];
function connect(node) {
  index.set(node, index.size);
  low.set(node, index.get(node));
  stack.push(node);
  for (const next of edges.get(node).keys()) {
    if (!index.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (stack.includes(next)) {
      low.set(node, Math.min(low.get(node), index.get(next)));
    }
  }
  if (low.get(node) === index.get(node)) {
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) groups.push(group.sort());
  }
}
for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);

if (process.argv.includes('--print')) {
  for (const [from, targets] of edges)
    console.log(`${from} → ${[...targets.keys()].sort().join(', ') || '∅'}`);
}
if (groups.length > 0) {
  console.error(
    'Modules importing each other in a circle (apps/api/src/modules), with the imports that close it:',
  );
  for (const group of groups) {
    console.error(`  ${group.join(', ')}`);
    for (const from of group) {
      for (const [to, where] of edges.get(from)) if (group.includes(to)) console.error(`    ${where}`);
    }
  }
  process.exit(1);
}
console.log(`module graph: ${edges.size} modules, no cycle`);
