// `npm run media:strip`: once, after upgrading past ADR 051, rewrites the plot pictures uploaded
// before it whose published full size (`/media/parcelles/…/original`) still carries the camera's
// metadata (GPS position, dates, serial number). Works on the configured storage (local or S3),
// needs no database, may run while the server does, and changes nothing on a second run. Purge
// `/media/parcelles/*/original` from any CDN afterwards: those URLs are cached as immutable.
import { runOperatorCommand } from '../backup/shared';
import { loadConfig } from '../config';
import { stripPublishedOriginals } from '../modules/parcelles/use-cases/strip-published-originals';
import { createStorage } from '../plugins/storage';

await runOperatorCommand(async () => {
  const config = loadConfig();
  const result = await stripPublishedOriginals(createStorage(config));
  console.log(
    `${result.checked} photo(s) en pleine taille vérifiée(s), ${result.stripped} réécrite(s) sans métadonnées.`,
  );
  if (result.failed.length > 0) {
    console.error(`${result.failed.length} fichier(s) illisible(s), laissé(s) tel(s) quel(s) :`);
    for (const key of result.failed) console.error(`  - ${key}`);
    process.exitCode = 1;
  }
});
