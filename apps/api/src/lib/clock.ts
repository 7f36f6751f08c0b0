// The time the rules read: holds and their expiry, reminders, sessions and mail links. app.ts
// takes a Clock (the real one by default), so a test moves time instead of sleeping or back-dating
// rows. Queries compare with the clock's instant too, never the database's now(), so both agree.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
