// Issue 23: every text that lists the ways to pay names the three the product takes: a transfer,
// cash at the office and mobile money (ADR 014).
import { describe, expect, it } from 'vitest';
import { home } from './home';
import { paiements } from './paiements';
import { reservations } from './reservations';

const WAYS = [/virement/i, /espèces/i, /mobile money/i];

describe('the texts that list the ways to pay', () => {
  it.each([
    ['the hero', home.slides[0]!.text],
    ['the journey on the home page', home.journey.steps[2]!.text],
    ['the payment instructions', paiements.instructions.intro],
    ['the first step of the procedure', paiements.procedure.steps[0]!.text],
    ['the reservation success screen', reservations.wizard.success.hold('7 jours')],
  ])('%s names all three', (_where, text) => {
    for (const way of WAYS) expect(text).toMatch(way);
  });
});
