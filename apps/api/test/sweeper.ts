// The expiry sweeper run by hand in API tests, whose app runs its own only hourly
// (EXPIRY_SWEEP_SECONDS 3600): on the test app's database and settings, its mail and SMS queued
// without a kick.
import { systemClock, type Clock } from '../src/lib/clock';
import { createMailQueue, createMailer } from '../src/modules/mail/mail.service';
import { createExpirySweeper } from '../src/modules/reservations/reservations.sweeper';
import { createSmsQueue } from '../src/modules/sms/sms.service';
import type { TestApp } from './build-app';

/** A sweeper to call `sweep()` on, reading `clock` (the test's movable one, or the real time). */
export function handSweeper(t: TestApp, clock: Clock = systemClock) {
  return createExpirySweeper({
    db: t.database.db,
    mail: createMailQueue(createMailer({ publicUrl: 'http://localhost' }), () => {}),
    sms: createSmsQueue({ enabled: true, kick: () => {} }),
    clock,
    intervalMs: 3_600_000,
    overdueDays: t.config.instalmentOverdueDays,
    remindersAfterDays: t.config.remindersAfterDays,
    log: t.app.log,
  });
}
