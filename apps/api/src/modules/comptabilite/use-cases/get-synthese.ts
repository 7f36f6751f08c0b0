// GET /admin/comptabilite/synthese.pdf (issue 26, ADR 048): the period's summary for the
// accountant. Money received (validated payments) by method and by account; the receipts issued,
// their numbers and the check that none is missing; the rejected and cancelled ones apart, never
// in a total.
import { exportFilename, type Periode } from '@parcelles/shared/contracts/comptabilite';
import {
  OPERATEURS_MOBILE_MONEY,
  operateurLabel,
  paymentMethodInfo,
  paymentStatusInfo,
} from '@parcelles/shared/domain';
import type { PdfFile } from '../../recus/recus.pdf';
import type { ComptabiliteDeps } from '../comptabilite.deps';
import { renderSynthesePdf } from '../comptabilite.pdf';
import { SANS_RELEVE, type Synthese, type Total } from '../comptabilite.synthese';
import * as repo from '../comptabilite.repository';
import { instantsOf } from './periode';

/** The methods in a fixed order, mobile money once per operator. */
const METHODES: { methode: string; operateur: string | null; libelle: string }[] = [
  { methode: 'VIREMENT_BANCAIRE', operateur: null, libelle: paymentMethodInfo('VIREMENT_BANCAIRE').label },
  { methode: 'ESPECES', operateur: null, libelle: paymentMethodInfo('ESPECES').label },
  ...OPERATEURS_MOBILE_MONEY.map((operateur) => ({
    methode: 'MOBILE_MONEY',
    operateur,
    libelle: `${paymentMethodInfo('MOBILE_MONEY').label} — ${operateurLabel(operateur)}`,
  })),
];

export async function buildSynthese({ db, clock }: ComptabiliteDeps, periode: Periode): Promise<Synthese> {
  const instants = instantsOf(periode);
  const [groupes, recus, validesSansRecu] = await Promise.all([
    repo.sumPaiementsByKind(db, instants),
    repo.summarizeRecus(db, instants),
    repo.countValidatedWithoutRecu(db, instants),
  ]);
  const valides = groupes.filter((g) => g.statut === 'VALIDE');
  const add = (totals: Map<string, Total>, libelle: string, g: { nombre: number; cents: number }) => {
    const total = totals.get(libelle) ?? { libelle, nombre: 0, cents: 0 };
    total.nombre += g.nombre;
    total.cents += g.cents;
    totals.set(libelle, total);
  };

  const parMethode = new Map(METHODES.map((m) => [m.libelle, { libelle: m.libelle, nombre: 0, cents: 0 }]));
  const parCompte = new Map([[SANS_RELEVE, { libelle: SANS_RELEVE, nombre: 0, cents: 0 }]]);
  for (const g of valides) {
    const known = METHODES.find((m) => m.methode === g.methode && m.operateur === (g.operateur ?? null));
    add(parMethode, known?.libelle ?? paymentMethodInfo(g.methode).label, g);
    add(parCompte, g.compte ?? SANS_RELEVE, g);
  }
  const ecartes = new Map(
    (['REJETE', 'ANNULE'] as const).map((s) => {
      const libelle = paymentStatusInfo(s).label;
      return [libelle, { libelle, nombre: 0, cents: 0 }];
    }),
  );
  for (const g of groupes) if (g.statut !== 'VALIDE') add(ecartes, paymentStatusInfo(g.statut).label, g);

  const range = recus.premier !== null && recus.dernier !== null ? [recus.premier, recus.dernier] : null;
  const [manquants, horsPeriode] = range
    ? await Promise.all([
        repo.findMissingNumeros(db, range[0]!, range[1]!),
        repo.countNumberedOutside(db, instants, range[0]!, range[1]!),
      ])
    : [[], 0];

  return {
    periode,
    etablieLe: clock.now(),
    valides: {
      nombre: valides.reduce((n, g) => n + g.nombre, 0),
      cents: valides.reduce((n, g) => n + g.cents, 0),
    },
    parMethode: [...parMethode.values()],
    // 'Sans relevé' last, the accounts by name before it.
    parCompte: [
      ...[...parCompte.values()]
        .filter((c) => c.libelle !== SANS_RELEVE)
        .sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr')),
      parCompte.get(SANS_RELEVE)!,
    ],
    recus: { ...recus, manquants, horsPeriode },
    validesSansRecu,
    ecartes: [...ecartes.values()],
  };
}

export async function getSynthesePdf(deps: ComptabiliteDeps, periode: Periode): Promise<PdfFile> {
  return {
    filename: exportFilename('synthese', periode),
    content: await renderSynthesePdf(await buildSynthese(deps, periode)),
  };
}
