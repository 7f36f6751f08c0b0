// `npm run db:check`: lists every row of the configured database (DATABASE_URL, or DATA_DIR's
// PGlite, which the server must not have open) that breaks a rule of DESIGN.md §4 (a plot
// « Réservée » that no reservation holds, a sale not paid in full, a validated payment without its
// receipt, a gap in the receipts' numbers…) and exits 1 when there is one. It only reads: nothing is
// migrated or changed (issue 23, ADR 037).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runOperatorCommand } from '../backup/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkInvariants, type Violation } from '../modules/invariants/use-cases/check-invariants';

/** How many rows of one rule are printed; the count says how many there are in all. */
const SHOWN = 20;

await runOperatorCommand(async () => {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    console.error(`Aucune base à vérifier : ${pgliteDir} n'existe pas (lancez d'abord npm start).`);
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  let violations: Violation[];
  try {
    violations = await checkInvariants(database.db);
  } finally {
    await database.close();
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite dans ${config.dataDir}`;
  if (violations.length === 0) {
    console.log(`Base cohérente (${where}) : aucune règle de DESIGN.md §4 n'est enfreinte.`);
    return;
  }
  const byRule = new Map<string, Violation[]>();
  for (const v of violations) byRule.set(v.regle, [...(byRule.get(v.regle) ?? []), v]);
  console.log(`${violations.length} incohérence(s) dans la base (${where}) :`);
  for (const [regle, rows] of byRule) {
    console.log(`\n${regle} (${rows.length})`);
    for (const v of rows.slice(0, SHOWN)) console.log(`  - ${v.message} [${v.entite} ${v.id}]`);
    if (rows.length > SHOWN) console.log(`  … et ${rows.length - SHOWN} de plus`);
  }
  process.exitCode = 1;
});
