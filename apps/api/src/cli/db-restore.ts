// `npm run db:restore -- <sauvegarde> [--force]`: restores a folder written by `npm run db:backup`
// into the configured place (DATABASE_URL, or DATA_DIR), after checking every checksum, then runs
// the newer migrations. Refuses a place that already holds data unless --force, which moves its
// files aside (and empties the PostgreSQL database). The server must be stopped. See ADR 023.
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore';
import { BackupError, runOperatorCommand } from '../backup/shared';
import { loadConfig } from '../config';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});

await runOperatorCommand(async () => {
  const from = positionals[0];
  if (!from || positionals.length > 1) {
    throw new BackupError('Usage : npm run db:restore -- <dossier de sauvegarde> [--force]');
  }
  const config = loadConfig();
  const { manifest, migrations, setAside } = await restoreBackup(config, { from, force: values.force });
  console.log(`Sauvegarde du ${manifest.createdAt} restaurée (base ${manifest.database.kind}).`);
  console.log(`  ${manifest.files.count} fichiers, somme de contrôle vérifiée pour chacun`);
  if (migrations.after > migrations.before) {
    console.log(`  migrations appliquées : ${migrations.before} → ${migrations.after}`);
  }
  for (const dir of setAside) console.log(`  anciennes données mises de côté : ${dir}`);
});
