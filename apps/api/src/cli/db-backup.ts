// `npm run db:backup [-- --out <dossier>]`: writes one backup of the configured database (DATABASE_URL,
// or DATA_DIR's PGlite, which the server must not have open) and of the stored files, as a folder
// `parcelles-YYYYMMDD-HHMMSS` inside <dossier> (default: ./backups). See ADR 023 and the README.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create';
import { runOperatorCommand } from '../backup/shared';
import { loadConfig } from '../config';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });

await runOperatorCommand(async () => {
  const config = loadConfig();
  const { dir, manifest } = await createBackup(config, { outDir: path.resolve(values.out) });
  const mib = (manifest.files.bytes / 1024 / 1024).toFixed(1);
  console.log(`Sauvegarde écrite : ${dir}`);
  console.log(
    `  base ${manifest.database.kind} (migration ${manifest.database.migrations.last ?? 'aucune'}), ` +
      `${manifest.files.count} fichiers (${mib} Mio)`,
  );
  if (!manifest.storage.included) {
    console.log(
      '  STORAGE_DRIVER=s3 : les fichiers envoyés restent dans le bucket, sauvegardé par ses propres ' +
        'versions/réplication (ADR 023).',
    );
  }
});
