// Issue 13: two API instances on one PostgreSQL, each with its own pool, expiry sweeper and mail
// sender, as behind a load balancer. A race for one plot across both still gives one reservation;
// both sweepers running every 200 ms expire each hold once, and both senders deliver each mail once
// (to the loopback SMTP server).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, notifications, parcelles, reservations } from './db/schema/index';
import { checkInvariants } from './modules/invariants/use-cases/check-invariants';
import { createUser, type TestUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/build-app';
import { movableClock } from '../test/clock';
import { freePlot } from '../test/reservation-fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.DATABASE_URL)(
  'two API instances on one PostgreSQL (needs PostgreSQL: runs when DATABASE_URL is set)',
  () => {
    const clock = movableClock();
    let smtp: TestSmtpServer;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      const env = { SMTP_URL: smtp.url, EXPIRY_SWEEP_SECONDS: '0.2', MAIL_POLL_SECONDS: '0.2' };
      a = await createTestApp(env, { clock });
      b = await createTestApp(env, { clock, databaseUrl: a.databaseUrl });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await smtp?.stop();
    });

    const db = () => a.database.db;
    const reserve = (app: TestApp, buyer: TestUser, parcelleId: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        headers: buyer.headers,
        payload: { parcelleId },
      });
    const until = async (done: () => Promise<boolean>, what: string) => {
      for (const deadline = Date.now() + 30_000; !(await done()); await sleep(100)) {
        if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
      }
    };

    it('gives one plot raced for by 10 buyers across both instances to one of them, 409 to the rest', async () => {
      const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(a.app, db())));
      const plot = await freePlot(db());
      const answers = await Promise.all(buyers.map((buyer, i) => reserve(i % 2 ? b : a, buyer, plot.id)));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      for (const r of answers.filter((x) => x.statusCode === 409)) {
        expect(r.json()).toMatchObject({
          code: 'PLOT_NOT_AVAILABLE',
          message: "Cette parcelle n'est plus disponible à la réservation.",
        });
      }
      const rows = await db().select().from(reservations).where(eq(reservations.parcelleId, plot.id));
      expect(rows).toHaveLength(1);
      const [held] = await db().select().from(parcelles).where(eq(parcelles.id, plot.id));
      expect(held!.statut).toBe('RESERVEE');
      expect(await checkInvariants(db())).toEqual([]);
    });

    it('expires each hold once and delivers each mail once with both sweepers and both senders running', async () => {
      const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(a.app, db())));
      const made: { id: string; reference: string; email: string }[] = [];
      for (const [i, buyer] of buyers.entries()) {
        const res = await reserve(i % 2 ? b : a, buyer, (await freePlot(db())).id);
        expect(res.statusCode).toBe(201);
        made.push({ ...(res.json().data as { id: string; reference: string }), email: buyer.email });
      }
      const ids = made.map((r) => r.id);
      const emails = made.map((r) => r.email);

      // A week later, for both instances: their sweepers find the same holds due.
      clock.advance(a.config.holdMs + 60_000);
      await until(async () => {
        const rows = await db().select().from(reservations).where(inArray(reservations.id, ids));
        return rows.every((r) => r.statut === 'EXPIREE');
      }, 'the holds to expire');
      const sent = async () => {
        const mails = await db().select().from(emailOutbox).where(inArray(emailOutbox.destinataire, emails));
        return mails.length === 2 * made.length && mails.every((m) => m.statut === 'ENVOYE');
      };
      await until(sent, 'the mails to be sent');

      for (const r of made) {
        const audit = await db()
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entiteId, r.id), eq(auditEvents.action, 'RESERVATION_EXPIREE')));
        expect(audit).toHaveLength(1);
        const notes = await db()
          .select()
          .from(notifications)
          .where(eq(notifications.titre, 'Réservation expirée'));
        expect(notes.filter((n) => n.donnees?.reservationId === r.id)).toHaveLength(1);
        // Received over SMTP: the confirmation and the expiry, once each.
        const received = smtp.messages.filter((m) => m.envelopeTo.includes(r.email)).map((m) => m.subject);
        expect(received.filter((s) => s.includes('a expiré'))).toHaveLength(1);
        expect(received).toHaveLength(2);
      }
      // Each outbox row sent on its first attempt, and no Message-ID (the row's id) twice.
      const rows = await db().select().from(emailOutbox).where(inArray(emailOutbox.destinataire, emails));
      expect(rows.map((m) => m.tentatives)).toEqual(rows.map(() => 1));
      const messageIds = smtp.messages.map((m) => m.headers['message-id']);
      expect(new Set(messageIds).size).toBe(messageIds.length);
      // And every rule of DESIGN.md §4 that `npm run db:check` checks (issue 23).
      expect(await checkInvariants(db())).toEqual([]);
    });
  },
);
