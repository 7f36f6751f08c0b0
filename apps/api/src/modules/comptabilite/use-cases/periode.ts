// A period of the accountant's exports (ADR 048): Lubumbashi days, both included, as the instants
// the queries compare with.
import type { Periode } from '@parcelles/shared/contracts/comptabilite';
import { dayAfter, dayStart } from '../../../lib/calendar';
import type { Instants } from '../comptabilite.repository';

export const instantsOf = ({ du, au }: Periode): Instants => ({ from: dayStart(du), to: dayAfter(au) });
