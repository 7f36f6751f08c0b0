import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MAPPING_MPESA } from './fixtures/fixtures';
import { lireReleveCsv } from './releve-csv';
import { lireReleveMt940 } from './mt940';

const MAPPING_SIMPLE = {
  separateur: ';',
  separateurDecimal: ',',
  formatDate: 'JJ/MM/AAAA',
  ligneEntete: false,
  colonnes: { date: 1, montant: 2, libelle: 3 },
} as const;

describe('a reading', () => {
  it('collects up to 50 errors, then says it stopped', async () => {
    const texte = Array.from({ length: 80 }, (_, i) => `05/03/2024;x${i};LIGNE ${i}`).join('\n');
    const lu = await lireReleveCsv(texte, MAPPING_SIMPLE, { devise: 'USD' }).toutLire();
    expect(lu.erreurs).toHaveLength(51);
    expect(lu.erreurs[49]).toEqual({
      numeroLigne: 50,
      message: 'Ligne 50 : le montant « x49 » n’est pas un nombre',
    });
    expect(lu.erreurs[50]).toEqual({
      numeroLigne: null,
      message:
        'Plus de 50 erreurs : la lecture s’est arrêtée là. Corrigez le fichier ou le paramétrage des colonnes, puis relancez l’import.',
    });
    const cinq = await lireReleveCsv(texte, MAPPING_SIMPLE, { devise: 'USD', limiteErreurs: 5 }).toutLire();
    expect(cinq.erreurs).toHaveLength(6);
  });

  it('refuses a file past the size limit, and an empty one', async () => {
    const gros = Readable.from([Buffer.alloc(600, 0x41), Buffer.alloc(600, 0x41)]);
    const lu = await lireReleveMt940(gros, { octetsMax: 1000 }).toutLire();
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Le fichier dépasse la taille maximale acceptée (0 Mo).',
    ]);
    const vide = await lireReleveCsv(Buffer.alloc(0), MAPPING_SIMPLE, { devise: 'USD' }).toutLire();
    expect(vide.erreurs.map((e) => e.message)).toEqual([
      'Le fichier est vide : aucune opération à importer.',
    ]);
  });

  it('reads Windows-1252 even when its first accent is the file’s last byte', async () => {
    // Node 20's own windows-1252 decoder reads 0x92 as a control character when not streaming.
    const octets = Buffer.concat([Buffer.from('05/03/2024;10,00;d'), Buffer.from([0x92, 0x80])]);
    const lu = await lireReleveCsv(octets, MAPPING_SIMPLE, { devise: 'USD' }).toutLire();
    expect(lu.lignes.map((l) => l.libelle)).toEqual(['d’€']);
  });

  it('refuses a file that turns from UTF-8 to another encoding, at the line it does', async () => {
    const octets = Buffer.concat([
      Buffer.from('05/03/2024;10,00;Société\n06/03/2024;10,00;Soci'),
      Buffer.from([0xe9, 0x74, 0xe9]),
      Buffer.from('\n'),
    ]);
    const lu = await lireReleveCsv(octets, MAPPING_SIMPLE, { devise: 'USD' }).toutLire();
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 2 : le fichier mêle deux encodages (UTF-8 puis un autre) : réenregistrez-le en UTF-8 depuis le portail de la banque ou un tableur.',
    ]);
  });

  it('stops at a quote left open far above, naming its line, without holding the rest of the file', async () => {
    const suite = Array.from({ length: 4000 }, (_, i) => `06/03/2024;${i},00;LIGNE ${i}`).join('\n');
    const texte = `05/03/2024;10,00;OK\n05/03/2024;10,00;"OUVERT\n${suite}\n`;
    const lu = await lireReleveCsv(texte, MAPPING_SIMPLE, { devise: 'USD' }).toutLire();
    expect(lu.lignes).toHaveLength(1);
    expect(lu.erreurs.map((e) => e.message)).toEqual([
      'Ligne 2 : un guillemet ouvert n’est jamais refermé (le reste du fichier a été lu comme une seule cellule)',
    ]);
    const mt940 = await lireReleveMt940(`:20:X\n:86:${'A'.repeat(5000)}`).toutLire();
    expect(mt940.erreurs.map((e) => e.message)).toEqual([
      'Le fichier a une ligne de plus de 2000 caractères : ce n’est pas un relevé MT940.',
    ]);
  });

  it('is read once', async () => {
    const lecture = lireReleveCsv('05/03/2024;10,00;X', MAPPING_SIMPLE, { devise: 'USD' });
    await lecture.toutLire();
    await expect(lecture.toutLire()).rejects.toThrow('Une lecture de relevé ne se parcourt qu’une fois.');
  });
});

describe('a large statement', () => {
  // The heap that stays after a full collection; V8 gives `gc` to a context created after the flag.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const retenu = () => {
    gc();
    return process.memoryUsage().heapUsed;
  };

  it('streams 200,000 lines: the first comes before the file ends, and memory stays flat', async () => {
    const LIGNES = 200_000;
    let fini = false;
    async function* fichier() {
      yield Buffer.from('Transaction ID,Date,Details,Amount,Other Party,Status,Balance\n');
      let paquet = '';
      for (let i = 1; i <= LIGNES; i++) {
        const id = `QK${i.toString(36).toUpperCase().padStart(8, '0')}`;
        const montant =
          i % 5 === 0 ? `-${i % 997}.50` : `"${(i % 999) + 1},${String(i % 1000).padStart(3, '0')}.00"`;
        paquet += `${id},2024-03-${String((i % 28) + 1).padStart(2, '0')} 10:00:00,Paiement RES-7K4P2Q parcelle ${i},${montant},CLIENT ${i},Completed,0.00\n`;
        if (paquet.length > 60_000) {
          yield Buffer.from(paquet);
          paquet = '';
        }
      }
      yield Buffer.from(paquet);
      fini = true;
    }

    const lecture = lireReleveCsv(Readable.from(fichier()), MAPPING_MPESA, { devise: 'USD' });
    let lues = 0;
    let premiereAvantLaFin: boolean | null = null;
    let tot = 0;
    let tard = 0;
    let sommeCents = 0;
    for await (const ligne of lecture) {
      lues += 1;
      sommeCents += ligne.montantCents;
      if (lues === 1) premiereAvantLaFin = !fini;
      if (lues === 20_000) tot = retenu();
      if (lues === 190_000) tard = retenu();
    }
    expect(lecture.erreurs).toEqual([]);
    expect(lues).toBe(LIGNES);
    expect(sommeCents).toBeGreaterThan(0);
    expect(premiereAvantLaFin).toBe(true);
    // 170,000 lines read in between (some 25 MB of text) leave less than 8 MB behind.
    expect(tard - tot).toBeLessThan(8 * 1024 * 1024);
  });
});
