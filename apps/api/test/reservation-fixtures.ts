// Reservations for payment tests, written straight to the database the way the reservations module
// creates them (EN_ATTENTE, plot RESERVEE), plus real proof files and hand-built multipart bodies,
// so upload tests control every byte (a lying type, a `../` name, a body cut off midway).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../src/db/client';
import {
  echeances,
  notifications,
  paiements,
  parcelles,
  preuves,
  reservations,
  users,
} from '../src/db/schema/index';
import { newReservationReference } from '../src/modules/reservations/reservations.reference';

export interface ReservationFixture {
  id: string;
  reference: string;
  parcelleId: string;
  numeroLot: string;
  montantTotalCents: number;
}

// Per database, not per module: API test files share their workers' modules (isolate: false), so a
// module-wide set would pile up every file's plots in a worker until the 300-plot city ran dry.
const takenByDatabase = new WeakMap<Database, Set<string>>();
function takenIn(db: Database): Set<string> {
  let taken = takenByDatabase.get(db);
  if (!taken) takenByDatabase.set(db, (taken = new Set()));
  return taken;
}

/** A plot that nobody holds yet, picked at random: each test takes its own, so tests never compete. */
export async function freePlot(db: Database) {
  const taken = takenIn(db);
  const [plot] = await db
    .select({ id: parcelles.id, numeroLot: parcelles.numeroLot, prixCents: parcelles.prixCents })
    .from(parcelles)
    .where(
      and(
        eq(parcelles.statut, 'DISPONIBLE'),
        sql`not exists (select 1 from reservations r where r.parcelle_id = ${parcelles.id})`,
        // Never twice in one test file (a test may fill a plot's photos, or hold it).
        taken.size ? notInArray(parcelles.id, [...taken]) : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  if (!plot) throw new Error('no free plot left in the test city');
  taken.add(plot.id);
  return plot;
}

/** A fresh EN_ATTENTE reservation of a free plot for `userId`; the plot becomes RESERVEE. */
export async function createReservation(
  db: Database,
  userId: string,
  overrides: Partial<{
    montantTotalCents: number;
    dateExpiration: Date;
    statut: 'EN_ATTENTE' | 'VALIDEE' | 'ANNULEE' | 'EXPIREE';
  }> = {},
): Promise<ReservationFixture> {
  const taken = takenIn(db);
  const [plot] = await db
    .select({ id: parcelles.id, numeroLot: parcelles.numeroLot, prixCents: parcelles.prixCents })
    .from(parcelles)
    .where(
      and(eq(parcelles.statut, 'DISPONIBLE'), taken.size ? notInArray(parcelles.id, [...taken]) : undefined),
    )
    .orderBy(asc(parcelles.numeroLot))
    .limit(1);
  if (!plot) throw new Error('no free plot left in the test city');
  taken.add(plot.id);
  const [buyer] = await db
    .select({ nom: users.nom, email: users.email, telephone: users.telephone })
    .from(users)
    .where(eq(users.id, userId));
  const statut = overrides.statut ?? 'EN_ATTENTE';
  const montantTotalCents = overrides.montantTotalCents ?? plot.prixCents;
  const [row] = await db
    .insert(reservations)
    .values({
      userId,
      parcelleId: plot.id,
      reference: newReservationReference(),
      contactNom: buyer!.nom,
      contactEmail: buyer!.email,
      contactTelephone: buyer!.telephone,
      montantTotalCents,
      statut,
      dateExpiration: overrides.dateExpiration ?? new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning({ id: reservations.id, reference: reservations.reference });
  if (statut === 'EN_ATTENTE' || statut === 'VALIDEE') {
    await db.update(parcelles).set({ statut: 'RESERVEE' }).where(eq(parcelles.id, plot.id));
  }
  return {
    id: row!.id,
    reference: row!.reference,
    parcelleId: plot.id,
    numeroLot: plot.numeroLot,
    montantTotalCents,
  };
}

/**
 * The reservation's schedule as a plan would have fixed it: `[due day, dollars]` per instalment,
 * the deposit first (numbered from 1).
 */
export async function insertSchedule(db: Database, reservationId: string, lines: [string, number][]) {
  await db.insert(echeances).values(
    lines.map(([dateEcheance, dollars], i) => ({
      reservationId,
      numero: i + 1,
      dateEcheance,
      montantCents: Math.round(dollars * 100),
    })),
  );
}

/** A cash payment of `dollars` by `userId`, declared and validated at `at`. */
export async function insertValidatedPayment(
  db: Database,
  {
    reservationId,
    userId,
    dollars,
    at,
  }: { reservationId: string; userId: string; dollars: number; at: Date },
) {
  await db.insert(paiements).values({
    reservationId,
    userId,
    montantCents: Math.round(dollars * 100),
    methode: 'ESPECES',
    statut: 'VALIDE',
    datePaiement: at,
    traiteLe: at,
  });
}

export async function countRows(db: Database): Promise<{ paiements: number; preuves: number }> {
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(paiements);
  const [f] = await db.select({ n: sql<number>`count(*)::int` }).from(preuves);
  return { paiements: p!.n, preuves: f!.n };
}

/** Every file under `dir` (temp files included), relative, sorted; [] when it does not exist. */
/** How many notifications `userId` got about the reservation (staff alerts on a payment). */
export async function alertsAbout(db: Database, userId: string, reservationId: string): Promise<number> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.donnees}->>'reservationId' = ${reservationId}`,
      ),
    );
  return rows.length;
}

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Real proof files.

export const pngBytes = (seed = 0) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed % 256, g: 120, b: 40 } } })
    .png()
    .toBuffer();

export const jpegBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f6f3f' } })
    .jpeg()
    .toBuffer();

/** A minimal valid one-page PDF, optionally padded (in a comment) to `size` bytes. */
export function pdfBytes(size = 0): Buffer {
  const head = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
  ];
  let body = head;
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += o;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(body, 'latin1');
  if (size <= pdf.length) return pdf;
  // Padding as a comment after the header keeps it a PDF by its first bytes.
  const pad = Buffer.alloc(size - pdf.length, 0x20);
  pad[0] = 0x25; // '%'
  pad[pad.length - 1] = 0x0a;
  return Buffer.concat([pdf.subarray(0, head.length), pad, pdf.subarray(head.length)]);
}

/** An ELF executable's first bytes: what a renamed program looks like. */
export const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
/** A Windows executable (MZ header). */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 0)]);

// ---------------------------------------------------------------------------------------------
// Multipart bodies built by hand.

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

/** A proof file for the `preuves` field, with its declared type when given. */
export const proofPart = (filename: string, data: Buffer, contentType?: string): Part => ({
  name: 'preuves',
  filename,
  data,
  ...(contentType ? { contentType } : {}),
});

export function multipart(parts: Part[]): {
  payload: Buffer;
  headers: Record<string, string>;
  boundary: string;
} {
  const boundary = `----parcelles${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    boundary,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  };
}
