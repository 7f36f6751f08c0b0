// The demo's instalment plans beside the cash plan of migration 0012 (issue 12): offered for every
// plot, so the reservation wizard has plans to show.
import type { Database } from '../db/client';
import * as repo from './demo.repository';

export const DEMO_PLANS = [
  { nom: '30 % puis 6 mensualités', partAcompte: 30, nombreMensualites: 6, ordre: 10 },
  { nom: '20 % puis 12 mensualités', partAcompte: 20, nombreMensualites: 12, ordre: 20 },
];

/** Adds the demo plans the first time; returns how many were added. Safe at every start. */
export const seedDemoPlans = (db: Database): Promise<number> => repo.insertPlansOnce(db, DEMO_PLANS);
