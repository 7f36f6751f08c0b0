// The demo's months of activity (issue 23, ADR 037): a dozen buyers reserve, pay, are asked for
// more, get rejected, let holds expire, cancel; the administrator validates; the sweeper sends the
// reminders, expires the holds and flags a late instalment. Everything goes through the product's
// own use cases with a clock set in the past and moved forward, so every status, audit entry,
// notification, receipt and schedule is one the product itself would have written. The story is
// drawn from the seed, so every first start tells the same one, ending at the moment of the start.
//
// What the use cases stamp with the database's `now()` rather than the clock (audit entries,
// notifications, rows' creation times) is re-dated afterwards: each step ran in a stretch of real
// time of its own, mapped back onto the instant of the story it played (demo.repository.ts).
// Mails are not written: they would all go out at the first start to addresses nobody reads.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS } from '@parcelles/shared/business';
import {
  OPERATEUR_MOBILE_MONEY_LABELS,
  buildSchedule,
  type EcheancePrevue,
  type OperateurMobileMoney,
  type PlanForme,
} from '@parcelles/shared/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { createRateLimiter } from '../plugins/rate-limit';
import { createStorage, newStorageKey, type Storage } from '../plugins/storage';
import type { AuthContext } from '../modules/auth/auth.context';
import { findUserByEmail, insertUser, type UserRow } from '../modules/auth/auth.repository';
import type { MailQueue } from '../modules/mail/mail.service';
import { NO_SMS } from '../modules/sms/sms.service';
import { createNotificationsService } from '../modules/notifications/notifications.service';
import { rejectPaiement } from '../modules/paiements/use-cases/reject-paiement';
import { requestComplement } from '../modules/paiements/use-cases/request-complement';
import { submitProof } from '../modules/paiements/use-cases/submit-proof';
import { validatePaiement } from '../modules/paiements/use-cases/validate-paiement';
import { findEditableByLots } from '../modules/parcelles/parcelles.repository';
import { findPlans } from '../modules/plans-paiement/plans-paiement.repository';
import { sweepInstalments } from '../modules/reservations/echeances.sweeper';
import { createExpirySweeper } from '../modules/reservations/reservations.sweeper';
import { cancelReservation } from '../modules/reservations/use-cases/cancel-reservation';
import { createReservation } from '../modules/reservations/use-cases/create-reservation';
import { DEMO_ACCOUNTS } from './accounts';
import {
  COMPLEMENT_MESSAGE,
  DEMO_BUYERS,
  PROOF_COMMENTS,
  REJECTION_COMMENT,
  RESERVATION_COMMENTS,
  VALIDATION_COMMENTS,
} from './buyers';
import * as repo from './demo.repository';
import { DEMO_PLANS } from './plans';
import { proofDocument, proofPdf, type ProofKind } from './proof-documents';
import { createRandom, type Random } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far back the story starts: the dashboard's twelve weeks of payments, and a month before. */
export const HISTORY_DAYS = 120;
/** Lubumbashi is UTC+2 all year round. */
const LOCAL_OFFSET = 2 * HOUR;
/** The setting that records the activity was played (and what it holds). */
const ACTIVITY_SETTING = 'demo_activity';

export type ActivityConfig = Pick<Config, 'storage' | 'holdMs' | 'holdDays' | 'instalmentOverdueDays'>;

export interface ActivityOptions {
  /** The available plots' lot numbers, most sought after first (City.demande). */
  demande: string[];
  /** When the story ends: the start of the server. */
  now?: Date;
  seed?: number;
}

export interface ActivitySummary {
  acheteurs: number;
  reservations: number;
  paiements: number;
  /** Stories a rule refused midway (none expected; the demo test checks it), with the reason. */
  abandons: string[];
}

/** The stories the demo tells; a buyer's reservation ends in one of these. */
type Kind =
  | 'VENDUE_COMPTANT'
  | 'VENDUE_DEUX_FOIS'
  | 'VENDUE_ECHELONNEE'
  | 'VENDUE_APRES_REJET'
  | 'ATTENTE_PREUVE'
  | 'EXPIRE_BIENTOT'
  | 'EN_REVUE'
  | 'EN_REVUE_ANCIENNE'
  | 'EN_REVUE_PAUSEE'
  | 'COMPLEMENT'
  | 'ECHEANCES'
  | 'ECHEANCE_EN_RETARD'
  | 'EXPIREE'
  | 'ANNULEE';

/** A plan by its share: the cash plan, or the demo's two instalment plans (plans.ts). */
type PlanChoice = 'COMPTANT' | 'TRENTE' | 'VINGT';

interface Story {
  kind: Kind;
  /** When the reservation is made. */
  t0: number;
  plan: PlanChoice;
  /** The demo buyer account's own stories (README), else one of DEMO_BUYERS. */
  buyer: number | 'compte';
  /** Index of an earlier (expired) story whose plot this one reserves again. */
  reprend?: number;
}

interface Plot {
  id: string;
  numeroLot: string;
  prixCents: number;
}

/** Sold, held, or back on the market: how many stories of each kind a season has. */
const SEASON: [Kind, number][] = [
  ['VENDUE_COMPTANT', 7],
  ['ECHEANCES', 3],
  ['EN_REVUE', 2],
  ['EXPIREE', 3],
  ['ATTENTE_PREUVE', 2],
  ['VENDUE_DEUX_FOIS', 1],
  ['EN_REVUE_ANCIENNE', 2],
  ['EXPIRE_BIENTOT', 1],
  ['ANNULEE', 2],
  ['VENDUE_APRES_REJET', 1],
  ['VENDUE_ECHELONNEE', 1],
  ['COMPLEMENT', 1],
  ['ECHEANCE_EN_RETARD', 1],
  ['EN_REVUE_PAUSEE', 1],
];
/** The season needs at most this many plots: the most sought after, even in a city of 10,000. */
const CANDIDATE_PLOTS = 150;

/**
 * Plays the demo's history into a demo city that has none: only when the demo city and the demo
 * accounts are there and the database holds no reservation at all (real activity is never mixed
 * with made-up one), and once (the `demo_activity` setting). Returns null when it did nothing.
 */
export async function seedDemoActivity(
  db: Database,
  config: ActivityConfig,
  options: ActivityOptions,
): Promise<ActivitySummary | null> {
  if ((await repo.findSetting(db, ACTIVITY_SETTING)) !== undefined) return null;
  if ((await repo.findSetting(db, 'demo_city')) === undefined) return null;
  if ((await repo.countReservations(db)) > 0) return null;
  // One query at a time: on PostgreSQL the setup runs on the one connection holding its lock.
  const admin = await findUserByEmail(db, accountEmail('ADMIN'));
  const compte = await findUserByEmail(db, accountEmail('ACHETEUR'));
  if (!admin || admin.role !== 'ADMIN' || !compte) return null;

  const end = (options.now ?? new Date()).getTime();
  const random = createRandom(`${options.seed ?? 2026}:activite`);
  const plots = await availablePlots(db, options.demande);
  const stories = season(plots.length, end, config, random.fork('saison'));
  const clock = stepClock(end);
  const history = new History(clock);
  const actors = new Actors(db, config, clock, admin, random.fork('acteurs'));
  const summary: ActivitySummary = { acheteurs: 0, reservations: 0, paiements: 0, abandons: [] };

  // Buyers register a little before their first reservation; the demo accounts before anyone.
  const start = Math.min(end - HISTORY_DAYS * DAY, ...stories.map((s) => s.t0));
  const buyers = new Map<number, Promise<UserRow>>();
  for (const [index, buyer] of DEMO_BUYERS.entries()) {
    const theirs = stories.filter((s) => s.buyer === index).map((s) => s.t0);
    if (theirs.length === 0) continue;
    const at = Math.min(...theirs) - random.int(2, 20) * DAY - random.int(0, 600) * MINUTE;
    let created: (user: UserRow) => void = () => {};
    buyers.set(index, new Promise((resolve) => (created = resolve)));
    history.at(at, async () => {
      created(
        await insertUser(db, {
          ...buyer,
          role: 'ACHETEUR',
          motDePasseHash: admin.motDePasseHash,
          emailVerifieLe: new Date(at),
        }),
      );
      summary.acheteurs += 1;
    });
  }
  const buyerOf = (story: Story) =>
    story.buyer === 'compte' ? Promise.resolve(compte) : buyers.get(story.buyer)!;

  const plotOf = assignPlots(stories, plots);
  const plans = await planChoices(db);
  const sweeps = { holds: new Set<number>(), instalments: new Set<number>() };
  stories.forEach((story, index) => {
    const plot = plotOf[index];
    if (!plot) return;
    const play = new StoryPlay(
      story,
      plot,
      plans[story.plan],
      actors,
      history,
      config,
      end,
      random.fork(`r${index}`),
    );
    play.schedule(buyerOf(story), (reason) =>
      summary.abandons.push(`${story.kind} ${plot.numeroLot}: ${reason}`),
    );
    const needed = play.sweepsNeeded();
    for (const at of needed.holds) if (at < end - MINUTE) sweeps.holds.add(at);
    for (const at of needed.instalments) if (at < end - MINUTE) sweeps.instalments.add(at);
  });

  // The sweeper, run whenever it has something to do (the server runs it every minute: a pass
  // finding nothing writes nothing), only its instalments' part when that is all there is to do,
  // then once more at the end, as the server's first pass would.
  for (const at of sweeps.holds) history.at(at, () => actors.sweep());
  for (const at of sweeps.instalments) {
    if (!sweeps.holds.has(at)) history.at(at, () => actors.sweep({ instalmentsOnly: true }));
  }
  history.at(end - MINUTE, () => actors.sweep());
  // Staff read their notifications now and then; the latest stay unread.
  history.at(end - 36 * HOUR, () => actors.readAll(admin.id));

  const windows = await history.play((error) => summary.abandons.push(`balayage : ${error}`));
  await repo.redate(db, windows);
  // The demo buyer has read all but the two latest (whatever day of the month the demo starts on,
  // their plan's last reminder may be weeks old: a read-at date would leave nothing unread).
  await repo.readAllButLatest(db, compte.id, 2);
  // The demo accounts existed before the story began.
  const accounts: string[] = [];
  for (const { email } of DEMO_ACCOUNTS) {
    const account = await findUserByEmail(db, email);
    if (account) accounts.push(account.id);
  }
  await repo.backdateUsers(db, accounts, new Date(start - 30 * DAY));
  summary.reservations = actors.reservations;
  summary.paiements = actors.paiements;
  await repo.insertSettingOnce(db, ACTIVITY_SETTING, { ...summary, jusquau: new Date(end).toISOString() });
  return summary;
}

function accountEmail(role: 'ADMIN' | 'ACHETEUR'): string {
  return DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
}

async function availablePlots(db: Database, demande: string[]): Promise<Plot[]> {
  const wanted = demande.slice(0, CANDIDATE_PLOTS);
  const rows = await findEditableByLots(db, wanted, { lock: false });
  const byLot = new Map(rows.map((row) => [row.numeroLot, row]));
  return wanted.flatMap((lot) => {
    const row = byLot.get(lot);
    return row && row.statut === 'DISPONIBLE' && !row.reservationActive
      ? [{ id: row.id, numeroLot: row.numeroLot, prixCents: row.prixCents }]
      : [];
  });
}

async function planChoices(db: Database): Promise<Record<PlanChoice, PlanRef>> {
  const plans = await findPlans(db, { activeOnly: true });
  const byShape = (forme: PlanForme) =>
    plans.find(
      (p) =>
        !p.comptant &&
        p.categories.length === 0 &&
        p.parcelleIds.length === 0 &&
        p.partAcompte === forme.partAcompte &&
        p.nombreMensualites === forme.nombreMensualites,
    );
  const cash: PlanRef = { id: undefined, partAcompte: 100, nombreMensualites: 0 };
  const ref = (forme: PlanForme): PlanRef => {
    const plan = byShape(forme);
    return plan
      ? { id: plan.id, partAcompte: plan.partAcompte, nombreMensualites: plan.nombreMensualites }
      : cash;
  };
  return { COMPTANT: cash, TRENTE: ref(DEMO_PLANS[0]!), VINGT: ref(DEMO_PLANS[1]!) };
}

interface PlanRef extends PlanForme {
  /** Undefined for the cash plan, which a reservation gets when it names none. */
  id: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// The season: which stories, when, for whom.

/** Recent weeks sell more: a draw in [from, to] leaning towards `to`. */
const leaningLate = (random: Random, from: number, to: number) =>
  from + (to - from) * Math.sqrt(random.next());

function season(plotCount: number, end: number, config: ActivityConfig, random: Random): Story[] {
  const hold = config.holdMs;
  const start = end - HISTORY_DAYS * DAY;
  const stories: Story[] = [];
  if (plotCount >= 4) {
    // README: the demo buyer account owns a plot and pays another by instalments.
    stories.push({
      kind: 'VENDUE_COMPTANT',
      t0: end - 100 * DAY + 9 * HOUR,
      plan: 'COMPTANT',
      buyer: 'compte',
    });
    stories.push({ kind: 'ECHEANCES', t0: end - 88 * DAY + 3 * HOUR, plan: 'TRENTE', buyer: 'compte' });
  }
  const plan = (kind: Kind, i: number): PlanChoice => {
    if (kind === 'ECHEANCES') return i % 2 === 0 ? 'VINGT' : 'TRENTE';
    if (kind === 'ECHEANCE_EN_RETARD') return 'VINGT';
    if (kind === 'VENDUE_ECHELONNEE') return 'TRENTE';
    return 'COMPTANT';
  };
  const when = (kind: Kind): number => {
    switch (kind) {
      case 'VENDUE_COMPTANT':
      case 'VENDUE_APRES_REJET':
      case 'ECHEANCES':
        return leaningLate(random, start + 2 * DAY, end - 14 * DAY);
      case 'VENDUE_DEUX_FOIS':
        return leaningLate(random, start + 2 * DAY, end - 35 * DAY);
      case 'VENDUE_ECHELONNEE':
        return random.float(start + 2 * DAY, end - 80 * DAY);
      case 'EXPIREE':
        return random.float(start + 2 * DAY, end - hold - 3 * DAY);
      case 'ANNULEE':
        return random.float(start + 2 * DAY, end - 3 * DAY);
      case 'ATTENTE_PREUVE':
        return random.float(end - hold + 30 * HOUR, end - 2 * HOUR);
      case 'EXPIRE_BIENTOT':
        // Its hold ends within the day: the dashboard's "expirent sous 24 h" and the reminder sent.
        return end - hold + random.float(8 * HOUR, 20 * HOUR);
      case 'EN_REVUE':
        // Sent within the last two days: in time for the review promise (PROOF_REVIEW_HOURS).
        return random.float(end - 40 * HOUR, end - 14 * HOUR);
      case 'EN_REVUE_ANCIENNE':
        return random.float(end - hold + 12 * HOUR, end - 4 * DAY);
      case 'EN_REVUE_PAUSEE':
        return end - hold - 2 * DAY;
      case 'COMPLEMENT':
        return end - 5 * DAY - random.float(0, 6 * HOUR);
      case 'ECHEANCE_EN_RETARD':
        // The third instalment (two months in) is INSTALMENT_OVERDUE_DAYS + 6 days late today.
        return Math.max(start + 2 * DAY, end - (61 + config.instalmentOverdueDays + 6) * DAY);
    }
  };
  const left = new Map(SEASON);
  // Round after round, one of each kind still wanted, so a small city still sees every kind.
  while ([...left.values()].some((n) => n > 0)) {
    for (const [kind] of SEASON) {
      const n = left.get(kind)!;
      if (n <= 0) continue;
      left.set(kind, n - 1);
      stories.push({ kind, t0: when(kind), plan: plan(kind, n), buyer: 0 });
    }
  }
  // A small city keeps at least half of its plots on the market.
  const told = stories.slice(0, Math.floor(plotCount / 2));
  // A plot let go early finds another buyer later.
  const early = told.findIndex((s) => s.kind === 'EXPIREE' && s.t0 < start + 30 * DAY);
  const resale = told.findIndex((s) => s.kind === 'VENDUE_COMPTANT' && s.buyer !== 'compte');
  if (early >= 0 && resale >= 0) {
    told[resale]!.t0 = Math.max(told[resale]!.t0, told[early]!.t0 + hold + 4 * DAY);
    told[resale]!.reprend = early;
  }
  assignBuyers(told, hold);
  return told;
}

/**
 * Each story goes to the buyer who holds the fewest plots pending at its time, at most two (a buyer
 * may hold three: MAX_PENDING_RESERVATIONS), in turn, so every buyer has a few.
 */
function assignBuyers(stories: Story[], hold: number): void {
  const pending: number[][] = DEMO_BUYERS.map(() => []);
  let turn = 0;
  const order = stories
    .map((story, index) => ({ story, index }))
    .filter(({ story }) => story.buyer !== 'compte')
    .sort((a, b) => a.story.t0 - b.story.t0);
  for (const { story } of order) {
    const busy = (b: number) =>
      pending[b]!.filter((t) => t <= story.t0 && story.t0 < t + hold + 2 * DAY).length;
    let chosen = -1;
    for (let k = 0; k < DEMO_BUYERS.length; k++) {
      const b = (turn + k) % DEMO_BUYERS.length;
      if (busy(b) < 2 && (chosen < 0 || busy(b) < busy(chosen))) chosen = b;
    }
    if (chosen < 0) chosen = turn % DEMO_BUYERS.length;
    story.buyer = chosen;
    pending[chosen]!.push(story.t0);
    turn = (chosen + 1) % DEMO_BUYERS.length;
  }
}

/** Sold and held plots are the most sought after; those let go come next; a resale shares its plot. */
function assignPlots(stories: Story[], plots: Plot[]): (Plot | undefined)[] {
  const rank = (kind: Kind) => (kind === 'EXPIREE' || kind === 'ANNULEE' ? 1 : 0);
  const order = stories
    .map((story, index) => ({ story, index }))
    .filter(({ story }) => story.reprend === undefined)
    .sort((a, b) => rank(a.story.kind) - rank(b.story.kind) || a.index - b.index);
  const result: (Plot | undefined)[] = stories.map(() => undefined);
  order.forEach(({ index }, i) => (result[index] = plots[i]));
  stories.forEach((story, index) => {
    if (story.reprend !== undefined) result[index] = result[story.reprend];
  });
  return result;
}

// ---------------------------------------------------------------------------------------------
// Time: the story's clock, office hours, and the steps in the order they happened.

interface StepClock extends Clock {
  set(at: number): void;
}

function stepClock(start: number): StepClock {
  let current = start;
  return { now: () => new Date(current), set: (at) => (current = at) };
}

const localHours = (t: number) => ((((t + LOCAL_OFFSET) % DAY) + DAY) % DAY) / HOUR;
const localWeekday = (t: number) => new Date(t + LOCAL_OFFSET).getUTCDay();

/** The first moment from `t` on when the sales office works: Monday to Friday, 8 h to 17 h. */
function officeTime(t: number, random: Random): number {
  let at = t;
  for (let i = 0; i < 8; i++) {
    const day = localWeekday(at);
    const hours = localHours(at);
    if (day !== 0 && day !== 6 && hours >= 8 && hours < 17) return at;
    const nextMorning = at - hours * HOUR + (hours >= 8 ? DAY : 0) + 8 * HOUR;
    at = nextMorning + random.int(5, 90) * MINUTE;
  }
  return at;
}

/** The first moment from `t` on when a buyer is up: 7 h to 22 h. */
function wakingTime(t: number, random: Random): number {
  const hours = localHours(t);
  if (hours >= 7 && hours < 22) return t;
  return t - hours * HOUR + (hours >= 22 ? DAY : 0) + 7 * HOUR + random.int(0, 120) * MINUTE;
}

/**
 * The steps of the story, played in the order they happened with the clock at their instant. Each
 * step runs in a stretch of real time that starts on a millisecond after the step before ended,
 * which the rows it stamps with the real time fall into: the windows demo.repository.ts re-dates
 * them by.
 */
class History {
  private readonly steps: { at: number; seq: number; run: () => Promise<void> }[] = [];

  constructor(private readonly clock: StepClock) {}

  at(at: number, run: () => Promise<void>): void {
    this.steps.push({ at: Math.round(at), seq: this.steps.length, run });
  }

  async play(onError: (error: string) => void): Promise<repo.DemoWindow[]> {
    const windows: repo.DemoWindow[] = [];
    this.steps.sort((a, b) => a.at - b.at || a.seq - b.seq);
    let lastEnd = 0;
    for (const step of this.steps) {
      this.clock.set(step.at);
      const debut = millisecondAfter(lastEnd);
      const last = windows.at(-1);
      if (last) last.fin = debut;
      windows.push({ debut, fin: null, demo: new Date(step.at) });
      await step.run().catch((error: unknown) => onError(String(error)));
      lastEnd = Date.now();
    }
    const last = windows.at(-1);
    if (last) last.fin = millisecondAfter(lastEnd);
    return windows;
  }
}

/**
 * The process clock once it has passed `ms` (at once, unless the last step ended within this very
 * millisecond): every stamp of the step before is then earlier than the answer.
 */
function millisecondAfter(ms: number): Date {
  let now = Date.now();
  while (now <= ms) now = Date.now();
  return new Date(now);
}

// ---------------------------------------------------------------------------------------------
// The people: the buyers' and the administrator's use cases, as the routes call them.

/** Mails of the past are not written (see the top of this file). */
const NO_MAIL: MailQueue = { queue: async () => {}, kick: () => {} };

class Actors {
  reservations = 0;
  paiements = 0;
  private readonly staff;
  private readonly storage: Storage;
  private readonly reservationsDeps;
  private readonly paiementsDeps;
  private readonly sweeper;
  private readonly instalmentsDeps;
  private readonly notifications;
  private sweepFailure: string | null = null;
  private caisse = 0;

  constructor(
    db: Database,
    config: ActivityConfig,
    private readonly clock: StepClock,
    admin: UserRow,
    private readonly random: Random,
  ) {
    this.staff = { id: admin.id, role: admin.role };
    this.storage = createStorage(config);
    const log = this.failureLog();
    this.reservationsDeps = {
      db,
      mail: NO_MAIL,
      clock,
      holdMs: config.holdMs,
      holdDays: config.holdDays,
      overdueDays: config.instalmentOverdueDays,
    };
    this.paiementsDeps = {
      db,
      storage: this.storage,
      mail: NO_MAIL,
      clock,
      log,
      limiter: createRateLimiter(db),
    };
    this.sweeper = createExpirySweeper({
      db,
      mail: NO_MAIL,
      sms: NO_SMS,
      clock,
      intervalMs: HOUR,
      overdueDays: config.instalmentOverdueDays,
      log,
    });
    this.instalmentsDeps = {
      db,
      mail: NO_MAIL,
      sms: NO_SMS,
      clock,
      overdueDays: config.instalmentOverdueDays,
    };
    this.notifications = createNotificationsService(db);
  }

  /** The sweeper logs its failures rather than throwing them: this log keeps the last one. */
  private failureLog(): FastifyBaseLogger {
    const keep = (obj: { err?: unknown }, msg?: string) => {
      this.sweepFailure = `${msg ?? ''}: ${obj.err instanceof Error ? obj.err.message : JSON.stringify(obj)}`;
    };
    const quiet = () => {};
    const log = {
      level: 'info',
      info: quiet,
      debug: quiet,
      trace: quiet,
      silent: quiet,
      warn: keep,
      error: keep,
      fatal: keep,
    };
    // Only these methods are called (lib/log-failure.ts and the sweeper's summary line).
    return { ...log, child: () => log } as unknown as FastifyBaseLogger;
  }

  async sweep({ instalmentsOnly = false } = {}): Promise<void> {
    if (instalmentsOnly) {
      await sweepInstalments(this.instalmentsDeps);
      return;
    }
    this.sweepFailure = null;
    await this.sweeper.sweep();
    if (this.sweepFailure) throw new Error(this.sweepFailure);
  }

  async readAll(userId: string): Promise<void> {
    await this.notifications.markAllRead(userId);
  }

  /** The reservation's id and its reference (the one a transfer quotes). */
  async reserve(
    buyer: UserRow,
    plot: Plot,
    plan: PlanRef,
    commentaire?: string,
  ): Promise<{ id: string; reference: string }> {
    const reservation = await createReservation(
      this.reservationsDeps,
      asBuyer(buyer),
      { parcelleId: plot.id, ...(plan.id ? { planId: plan.id } : {}), commentaire },
      undefined,
    );
    this.reservations += 1;
    return { id: reservation.id, reference: reservation.reference };
  }

  async cancel(buyer: UserRow, reservationId: string): Promise<void> {
    await cancelReservation(this.reservationsDeps, asBuyer(buyer), reservationId);
  }

  /** The buyer sends a proof of `cents` (its document stored as the upload route stores one). */
  async pay(buyer: UserRow, reservationId: string, reference: string, cents: number): Promise<string> {
    const at = this.clock.now();
    const methode = this.methodFor(cents);
    const operateur = methode === 'MOBILE_MONEY' ? this.random.pick(OPERATEURS) : undefined;
    const referencePaiement =
      methode === 'MOBILE_MONEY'
        ? transactionId(operateur!, at, this.random)
        : methode === 'ESPECES'
          ? `CAISSE-${at.getUTCFullYear()}-${String(++this.caisse).padStart(4, '0')}`
          : reference;
    const bytes = proofPdf(
      proofDocument({
        methode,
        emetteur: operateur
          ? OPERATEUR_MOBILE_MONEY_LABELS[operateur]
          : this.random.pick(BUSINESS.comptesBancaires).banque,
        payeur: buyer.nom,
        montant: cents / 100,
        reference: referencePaiement,
        date: at,
      }),
    );
    const cle = newStorageKey('preuves');
    await this.storage.put(cle, bytes, { contentType: 'application/pdf' });
    const nomFichier = `${FILE_NAMES[methode]}-${referencePaiement.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    const commentaire = this.random.chance(0.4) ? this.random.pick(PROOF_COMMENTS[methode]) : undefined;
    const paiement = await submitProof(this.paiementsDeps, buyer.id, {
      fields: {
        reservationId,
        montant: (cents / 100).toFixed(2),
        methode,
        ...(operateur ? { operateur } : {}),
        referencePaiement,
        ...(commentaire ? { commentaire } : {}),
      },
      files: [{ cle, nomFichier, typeMime: 'application/pdf', tailleOctets: bytes.length }],
      digests: [{ nom: nomFichier, sha256: createHash('sha256').update(bytes).digest('hex') }],
    });
    this.paiements += 1;
    return paiement.id;
  }

  async validate(paiementId: string): Promise<void> {
    const comment = this.random.chance(0.5) ? this.random.pick(VALIDATION_COMMENTS) : undefined;
    await validatePaiement(this.paiementsDeps, this.staff, paiementId, comment);
  }

  async reject(paiementId: string): Promise<void> {
    await rejectPaiement(this.paiementsDeps, this.staff, paiementId, REJECTION_COMMENT);
  }

  async askMore(paiementId: string): Promise<void> {
    await requestComplement(this.paiementsDeps, this.staff, paiementId, COMPLEMENT_MESSAGE);
  }

  /** Large sums go by transfer (or cash at the office); instalments by any of the three. */
  private methodFor(cents: number): ProofKind {
    if (cents > 1_500_000) return this.random.chance(0.8) ? 'VIREMENT_BANCAIRE' : 'ESPECES';
    return this.random.weighted([
      ['VIREMENT_BANCAIRE', 4],
      ['ESPECES', 2],
      ['MOBILE_MONEY', 3],
    ] as const);
  }
}

const OPERATEURS = Object.keys(OPERATEUR_MOBILE_MONEY_LABELS) as OperateurMobileMoney[];
const FILE_NAMES: Record<ProofKind, string> = {
  VIREMENT_BANCAIRE: 'ordre-de-virement',
  ESPECES: 'recu-de-caisse',
  MOBILE_MONEY: 'confirmation',
};
const TRANSACTION_PREFIXES: Record<OperateurMobileMoney, string> = {
  MPESA: 'MP',
  ORANGE_MONEY: 'OM',
  AIRTEL_MONEY: 'AM',
};

/** An operator's transaction id, e.g. MP260812.1433.K7Q2X: unique per operator (ADR 014). */
function transactionId(operateur: OperateurMobileMoney, at: Date, random: Random): string {
  const local = new Date(at.getTime() + LOCAL_OFFSET).toISOString();
  const stamp = `${local.slice(2, 4)}${local.slice(5, 7)}${local.slice(8, 10)}.${local.slice(11, 13)}${local.slice(14, 16)}`;
  const tail = Array.from({ length: 5 }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
  return `${TRANSACTION_PREFIXES[operateur]}${stamp}.${tail}`;
}

/** The use cases read the signed-in user only; the demo's buyers have no session. */
const asBuyer = (user: UserRow): AuthContext => ({ user }) as AuthContext;

// ---------------------------------------------------------------------------------------------
// One story: its steps, from the reservation to where it stands today.

class StoryPlay {
  private buyer!: UserRow;
  private reservationId = '';
  private reference = '';
  private stopped = false;
  /** What the story will do, known when it is scheduled: when the sweeper has work for it. */
  private echeancier: EcheancePrevue[] = [];
  private firstProof = Infinity;
  private cancelled = Infinity;
  private readonly validated: { cents: number; at: number }[] = [];

  constructor(
    private readonly story: Story,
    private readonly plot: Plot,
    private readonly plan: PlanRef,
    private readonly actors: Actors,
    private readonly history: History,
    private readonly config: ActivityConfig,
    private readonly end: number,
    private readonly random: Random,
  ) {}

  /** A step of this story; once one fails (a rule refused it), the story's later steps are skipped. */
  private step(at: number, run: () => Promise<void>, abandon: (reason: string) => void): void {
    if (at >= this.end) return;
    this.history.at(at, async () => {
      if (this.stopped) return;
      try {
        await run();
      } catch (error) {
        this.stopped = true;
        abandon(error instanceof Error ? error.message : String(error));
      }
    });
  }

  schedule(buyer: Promise<UserRow>, abandon: (reason: string) => void): void {
    const { story, random, end } = this;
    const hold = this.config.holdMs;
    const step = (at: number, run: () => Promise<void>) => this.step(at, run, abandon);
    const t0 = Math.round(story.t0);
    const schedule = buildSchedule(this.plan, this.plot.prixCents, new Date(t0), hold);
    this.echeancier = schedule;
    step(t0, async () => {
      this.buyer = await buyer;
      const commentaire = random.chance(0.3) ? random.pick(RESERVATION_COMMENTS) : undefined;
      const reservation = await this.actors.reserve(this.buyer, this.plot, this.plan, commentaire);
      this.reservationId = reservation.id;
      this.reference = reservation.reference;
    });
    // A payment: the proof at `at`, its decision at the office's next hours `delay` later.
    const pay = (
      at: number,
      cents: number,
      decision?: { delay: number; outcome?: 'VALIDE' | 'REJETE' | 'COMPLEMENT' },
    ) => {
      const payment = { id: '' };
      if (at >= end) return at;
      this.firstProof = Math.min(this.firstProof, at);
      step(at, async () => {
        payment.id = await this.actors.pay(this.buyer, this.reservationId, this.reference, cents);
      });
      if (!decision) return at;
      const decided = officeTime(at + decision.delay, random);
      if (decided >= end - 10 * MINUTE) return at;
      if (!decision.outcome) this.validated.push({ cents, at: decided });
      step(decided, async () => {
        if (decision.outcome === 'REJETE') await this.actors.reject(payment.id);
        else if (decision.outcome === 'COMPLEMENT') await this.actors.askMore(payment.id);
        else await this.actors.validate(payment.id);
      });
      return decided;
    };
    const soon = (from: number, minHours: number, maxHours: number) =>
      wakingTime(from + random.int(minHours * 60, maxHours * 60) * MINUTE, random);
    const price = this.plot.prixCents;

    switch (story.kind) {
      case 'VENDUE_COMPTANT':
        pay(soon(t0, 8, 96), price, { delay: random.int(2, 30) * HOUR });
        break;
      case 'VENDUE_APRES_REJET': {
        const rejected = pay(soon(t0, 6, 30), price, { delay: random.int(2, 20) * HOUR, outcome: 'REJETE' });
        pay(soon(rejected, 3, 20), price, { delay: random.int(2, 20) * HOUR });
        break;
      }
      case 'VENDUE_DEUX_FOIS': {
        const first = Math.round(price / 2 / 10_000) * 10_000;
        const validated = pay(soon(t0, 8, 72), first, { delay: random.int(2, 30) * HOUR });
        pay(soon(validated, 8 * 24, 14 * 24), price - first, { delay: random.int(2, 30) * HOUR });
        break;
      }
      case 'VENDUE_ECHELONNEE': {
        const [deposit, second] = schedule;
        let last = pay(soon(t0, 8, 72), deposit!.montantCents, { delay: random.int(2, 30) * HOUR });
        last = pay(Math.max(last + HOUR, dueAt(second!) - random.int(0, 4) * DAY), second!.montantCents, {
          delay: random.int(2, 30) * HOUR,
        });
        // The balance at once: the buyer sold a car, or a relative abroad sent the rest.
        pay(soon(last, 10 * 24, 25 * 24), price - deposit!.montantCents - second!.montantCents, {
          delay: random.int(2, 30) * HOUR,
        });
        break;
      }
      case 'ECHEANCES':
      case 'ECHEANCE_EN_RETARD':
        this.instalments(schedule, pay, soon);
        break;
      case 'ATTENTE_PREUVE':
      case 'EXPIRE_BIENTOT':
      case 'EXPIREE':
        // No proof: the sweeper reminds the buyer a day before, then frees the plot (EXPIREE).
        break;
      case 'ANNULEE':
        this.cancelled = soon(t0, 3, 40);
        step(this.cancelled, () => this.actors.cancel(this.buyer, this.reservationId));
        break;
      case 'EN_REVUE':
        pay(Math.min(soon(t0, 1, 12), end - 2 * HOUR), price);
        break;
      case 'EN_REVUE_ANCIENNE':
        pay(wakingTime(end - random.int(58, 90) * HOUR, random), price);
        break;
      case 'EN_REVUE_PAUSEE':
        // Sent on the hold's last day: the review pauses the expiry, the hold date has passed.
        pay(t0 + hold - random.int(10, 20) * HOUR, price);
        break;
      case 'COMPLEMENT':
        pay(t0 + random.int(6, 12) * HOUR, price, {
          delay: random.int(20, 30) * HOUR,
          outcome: 'COMPLEMENT',
        });
        break;
    }
  }

  /**
   * When the sweeper has something to send or do for this story: the hold's reminder a day before
   * its end and its expiry, unless a proof (or the buyer's cancellation) came first; each
   * instalment's reminders (three days before, on the day) and its overdue flag, unless paid by then.
   */
  sweepsNeeded(): { holds: number[]; instalments: number[] } {
    const { t0 } = this.story;
    const hold = this.config.holdMs;
    const quiet = Math.min(this.firstProof, this.cancelled);
    const holds: number[] = [];
    if (quiet > t0 + hold - DAY) holds.push(t0 + hold - DAY + 10 * MINUTE);
    if (quiet > t0 + hold) holds.push(t0 + hold + 10 * MINUTE);
    const instalments: number[] = [];
    // Validated payments settle the oldest instalment first (ADR 015).
    const validated = [...this.validated].sort((a, b) => a.at - b.at);
    let owed = 0;
    for (const echeance of this.echeancier) {
      owed += echeance.montantCents;
      let paid = 0;
      const settled = validated.find((v) => (paid += v.cents) >= owed)?.at ?? Infinity;
      // A pending hold's deposit has the hold's own reminder.
      const live = echeance.numero > 1 ? t0 : (validated[0]?.at ?? Infinity);
      for (const day of [-3, 0, this.config.instalmentOverdueDays]) {
        const moment = morningOf(echeance.dateEcheance, day);
        if (moment > live && moment < settled) instalments.push(moment);
      }
    }
    return { holds, instalments };
  }

  /** The deposit, then each instalment around its date, up to today; the late story stops paying. */
  private instalments(
    schedule: EcheancePrevue[],
    pay: (at: number, cents: number, decision?: { delay: number }) => number,
    soon: (from: number, minHours: number, maxHours: number) => number,
  ): void {
    const { random, end } = this;
    const [deposit, ...rest] = schedule;
    let last = pay(soon(this.story.t0, 8, 72), deposit!.montantCents, { delay: random.int(2, 30) * HOUR });
    const paid = this.story.kind === 'ECHEANCE_EN_RETARD' ? 1 : rest.length;
    for (const echeance of rest.slice(0, paid)) {
      const at = Math.max(last + HOUR, wakingTime(dueAt(echeance) - random.int(0, 6) * DAY, random));
      if (at >= end - 2 * HOUR) break;
      last = pay(at, echeance.montantCents, { delay: random.int(2, 30) * HOUR });
    }
  }
}

/** 8:05 in Lubumbashi, `days` after a due day: when the sweeper's pass of that day sends its reminders. */
const morningOf = (day: string, days: number) => Date.parse(`${day}T08:05:00+02:00`) + days * DAY;

/** An instalment's due day at 9 h in Lubumbashi. */
const dueAt = (echeance: EcheancePrevue) => Date.parse(`${echeance.dateEcheance}T09:00:00+02:00`);
