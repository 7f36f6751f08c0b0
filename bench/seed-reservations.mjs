// Seeds a large back office for the admin-list benchmark: buyers, one reservation per plot (up to
// `count`) in every status, and their payments (validated, awaiting review, rejected, cancelled,
// some references reused), and their schedules. Plain SQL with generate_series, so 10,000 reservations take seconds.
// `node bench/seed-reservations.mjs [count]` seeds DATABASE_URL, or the PGlite under DATA_DIR
// (default ./data) while no server holds it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Base-32 digits without 0, 1, I and O: the alphabet of reservation references (RES-XXXXXX). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const reference = (n) =>
  `'RES-' || ${[5, 4, 3, 2, 1, 0]
    .map((k) => `substr('${ALPHABET}', ((${n} / ${32 ** k}) % 32)::int + 1, 1)`)
    .join(' || ')}`;

/** `run(sql)` executes one statement; returns what was created. */
export async function seedReservations(run, count = 10_000) {
  const buyers = Math.max(1, Math.round(count / 5));
  await run(`
    insert into users (nom, email, telephone, mot_de_passe_hash, role, email_verifie_le)
    select 'Acheteur Banc ' || n, 'banc-acheteur-' || n || '@exemple.cd', '+24381' || lpad(n::text, 7, '0'),
      'banc-sans-mot-de-passe', 'ACHETEUR', now()
    from generate_series(1, ${buyers}) n
    on conflict do nothing`);
  // Statuses by n % 10: 0-3 pending (some ending within a day, some past their date), 4-6
  // validated, 7-8 cancelled, 9 expired. Reservation dates spread over the last 200 days.
  await run(`
    with plots as (
      select id, prix_cents, row_number() over (order by numero_lot) as n
      from parcelles p
      where not exists (select 1 from reservations r where r.parcelle_id = p.id)
      order by numero_lot limit ${count}
    ), buyers as (
      select id, nom, email, telephone, row_number() over (order by email) as b
      from users where email like 'banc-acheteur-%'
    )
    insert into reservations (user_id, parcelle_id, reference, contact_nom, contact_email, contact_telephone,
      statut, date_reservation, date_expiration, montant_total_cents, commentaire)
    select u.id, p.id, ${reference('(p.n + 900000)')}, u.nom, u.email, u.telephone,
      case when p.n % 10 < 4 then 'EN_ATTENTE' when p.n % 10 < 7 then 'VALIDEE'
           when p.n % 10 < 9 then 'ANNULEE' else 'EXPIREE' end,
      now() - (p.n % 200) * interval '1 day' - (p.n % 24) * interval '1 hour',
      case when p.n % 10 = 0 then now() + (p.n % 48) * interval '1 hour'
           when p.n % 10 = 1 then now() - interval '3 hours'
           else now() + (p.n % 7 + 1) * interval '1 day' end,
      p.prix_cents, case when p.n % 3 = 0 then 'Je passerai au bureau.' end
    from plots p join buyers u on u.b = (p.n % ${buyers}) + 1`);
  await run(`
    update parcelles set statut = 'RESERVEE'
    where id in (select parcelle_id from reservations where statut in ('EN_ATTENTE', 'VALIDEE'))
      and statut = 'DISPONIBLE'`);
  // Payments: a validated deposit per validated or cancelled hold (half of the cancelled ones
  // refundable), a proof awaiting review on half the pending holds, a rejected one here and there;
  // one reference in 50 reused.
  await run(`
    with r as (
      select id, user_id, statut, montant_total_cents, date_reservation,
        row_number() over (order by reference) as n
      from reservations where contact_email like 'banc-acheteur-%'
    )
    insert into paiements (reservation_id, user_id, montant_cents, methode, statut, reference_paiement,
      date_paiement, traite_le, commentaire_admin)
    select r.id, r.user_id, greatest(100, r.montant_total_cents / k), 
      case when (r.n + k) % 2 = 0 then 'VIREMENT_BANCAIRE' else 'ESPECES' end,
      s.statut,
      case when r.n % 50 = 0 then 'VIR ' || (r.n / 50) else 'VIR-' || r.n || '-' || k end,
      r.date_reservation + k * interval '1 day',
      case when s.statut in ('VALIDE', 'REJETE') then r.date_reservation + (k + 1) * interval '1 day' end,
      case when s.statut = 'REJETE' then 'Preuve illisible' end
    from r
    cross join lateral (values (2), (3)) as ks(k)
    cross join lateral (select case
        when r.statut = 'VALIDEE' then 'VALIDE'
        when r.statut = 'ANNULEE' and k = 2 then 'VALIDE'
        when r.statut = 'ANNULEE' then 'ANNULE'
        when r.statut = 'EN_ATTENTE' and k = 2 and r.n % 2 = 0 then 'SOUMIS'
        when r.statut = 'EN_ATTENTE' and k = 3 and r.n % 5 = 0 then 'REJETE'
      end as statut) s
    where s.statut is not null`);
  // Issue 25: every reservation on '30 % puis 6 mensualités' (the deposit on the hold's last day,
  // then a month apart), so the collections desk has schedules to read: with half the price
  // validated, the older sales are late by one to four instalments.
  await run(`
    insert into echeances (reservation_id, numero, date_echeance, montant_cents)
    select r.id, k,
      ((r.date_reservation at time zone 'Africa/Lubumbashi')::date + 2 + (k - 1) * interval '1 month')::date,
      case when k = 1 then r.montant_total_cents * 3 / 10
           when k < 7 then (r.montant_total_cents - r.montant_total_cents * 3 / 10) / 6
           else r.montant_total_cents - r.montant_total_cents * 3 / 10
             - 5 * ((r.montant_total_cents - r.montant_total_cents * 3 / 10) / 6) end
    from reservations r cross join generate_series(1, 7) k
    where r.contact_email like 'banc-acheteur-%'
    on conflict do nothing`);
}

async function main() {
  const count = Number(process.argv[2] ?? 10_000);
  let run;
  let close;
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    run = (sql) => pool.query(sql);
    close = () => pool.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const dir = path.join(process.env.DATA_DIR ?? 'data', 'pglite');
    const db = await PGlite.create(dir, { extensions: { pg_trgm } });
    run = (sql) => db.query(sql);
    close = () => db.close();
  }
  try {
    await seedReservations(run, count);
    console.log(`seeded up to ${count} reservations`);
  } finally {
    await close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
