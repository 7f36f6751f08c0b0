// Issue 26, "trust the bank, not the picture": /admin/releves lists the company's accounts, adds
// one, imports a statement (analysed, tried, then imported) and lets ADMIN decide on its lines:
// assign a credit to a reservation, set one aside, validate a proof a line matched.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ApercuReleve,
  CompteEncaissement,
  ImportReleveResult,
  LigneReleve,
  MappingCsv,
} from '@parcelles/shared/contracts/releves';
import { ECARTER_MOTIF_REQUIS } from '@parcelles/shared/contracts/releves';
import type { LigneStatut } from '@parcelles/shared/domain';
import { bodyOf, fail, firstPage, ok, route, stubStaffApi, type ApiHandler } from '../../../test/api';
import { testReservation } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// A decision's toast would outlive its test and meet the next one's texts.
afterEach(() => act(() => toast.remove()));

const MAPPING_MPESA: MappingCsv = {
  separateur: ',',
  separateurDecimal: '.',
  formatDate: 'AAAA-MM-JJ',
  ligneEntete: true,
  premieresLignesIgnorees: 0,
  colonnes: {
    date: 'Date',
    montant: 'Amount',
    libelle: 'Details',
    contrepartie: 'Other Party',
    reference: 'Transaction ID',
  },
};

function compte(overrides: Partial<CompteEncaissement> & Pick<CompteEncaissement, 'id' | 'nom'>) {
  return {
    type: 'BANQUE',
    operateur: null,
    devise: 'USD',
    numero: null,
    mappingCsv: null,
    actif: true,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    releves: { nombre: 0, dernierImportLe: null, du: null, au: null },
    lignesARapprocher: 0,
    ...overrides,
  } satisfies CompteEncaissement;
}

const RAWBANK = compte({
  id: 'c-rawbank',
  nom: 'Rawbank USD',
  numero: '00012-00098765432-10',
  releves: { nombre: 2, dernierImportLe: '2026-03-04T09:30:00.000Z', du: '2026-02-01', au: '2026-03-03' },
  lignesARapprocher: 2,
});
const MPESA = compte({ id: 'c-mpesa', nom: 'M-Pesa entreprise', type: 'MOBILE_MONEY', operateur: 'MPESA' });

function ligne(overrides: Partial<LigneReleve> & Pick<LigneReleve, 'id' | 'libelle'>): LigneReleve {
  return {
    releveId: 'rel-1',
    compte: { id: RAWBANK.id, nom: RAWBANK.nom, type: 'BANQUE', operateur: null },
    numeroLigne: 4,
    dateOperation: '2026-03-02',
    dateValeur: '2026-03-02',
    montant: 1_200,
    sens: 'CREDIT',
    devise: 'USD',
    contrepartie: 'KALENGA GRACE',
    referenceBanque: 'FT2606112345',
    referenceClient: null,
    annulation: false,
    statut: 'A_RAPPROCHER',
    rapprochement: null,
    paiement: null,
    reservationSuggeree: null,
    motifEcart: null,
    traitePar: null,
    traiteLe: null,
    importeeLe: '2026-03-04T09:30:00.000Z',
    ...overrides,
  };
}

const SUGGEREE = ligne({
  id: 'l-suggeree',
  libelle: 'VIREMENT RES-AB12CD LOT 42',
  reservationSuggeree: {
    id: 'r-ab12cd',
    reference: 'RES-AB12CD',
    statut: 'VALIDEE',
    numeroLot: 'LOT-0042',
    acheteur: 'Grâce Kalenga',
    montantRestant: 8_800,
  },
});
const INCONNUE = ligne({
  id: 'l-inconnue',
  libelle: 'VERSEMENT ESPECES AGENCE',
  montant: 500.5,
  dateOperation: '2026-03-03',
  dateValeur: null,
  contrepartie: null,
});
const RAPPROCHEE = ligne({
  id: 'l-rapprochee',
  libelle: 'VIR RES-7K4P2Q',
  statut: 'RAPPROCHEE',
  rapprochement: 'REFERENCE',
  paiement: {
    id: 'pay-77',
    statut: 'SOUMIS',
    montant: 1_200,
    methode: 'VIREMENT_BANCAIRE',
    datePaiement: '2026-03-01T10:00:00.000Z',
    reservation: { id: 'r-7k4p2q', reference: 'RES-7K4P2Q' },
    numeroLot: 'LOT-0107',
    acheteur: 'Jean Ilunga',
  },
});

const COMPTEURS = { A_RAPPROCHER: 2, RAPPROCHEE: 1, ECARTEE: 0, DEBIT: 0 };

/** The page's reads: the accounts and the lines of each status, as they stand (functions). */
function readHandlers({
  comptes = () => [RAWBANK, MPESA],
  lignes = (statut: LigneStatut) =>
    statut === 'A_RAPPROCHER' ? [SUGGEREE, INCONNUE] : statut === 'RAPPROCHEE' ? [RAPPROCHEE] : [],
  compteurs = () => COMPTEURS,
}: {
  comptes?: () => CompteEncaissement[];
  lignes?: (statut: LigneStatut) => LigneReleve[];
  compteurs?: () => typeof COMPTEURS;
} = {}) {
  const asked = { comptes: 0, lignes: [] as URLSearchParams[] };
  const handlers: ApiHandler[] = [
    route('GET', '/admin/comptes-encaissement', () => {
      asked.comptes += 1;
      return ok({ comptes: comptes() });
    }),
    route('GET', '/admin/releves/lignes', ({ url }) => {
      asked.lignes.push(url.searchParams);
      const items = lignes(url.searchParams.get('statut') as LigneStatut);
      return ok({ lignes: items, pagination: firstPage(items.length, 25), compteurs: compteurs() });
    }),
  ];
  return { asked, handlers };
}

async function openPage(path = '/admin/releves') {
  const rendered = renderApp(path);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Relevés bancaires et mobile money' }),
  ).toBeInTheDocument();
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
}

const accountsTable = () => screen.getByRole('table', { name: 'Comptes d’encaissement' });
const linesTable = () => screen.getByRole('table', { name: /^Lignes des relevés/ });

describe('/admin/releves, the accounts (issue 26)', () => {
  it('is in the administrator’s navigation and lists each account with its statements', async () => {
    const { handlers } = readHandlers();
    stubStaffApi('ADMIN', ...handlers);
    await openPage();
    const nav = screen.getByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Relevés' })).toHaveAttribute('href', '/admin/releves');

    const rawbank = await within(accountsTable()).findByRole('row', { name: /Rawbank USD/ });
    expect(rawbank).toHaveTextContent(
      /Compte bancaire.*USD.*00012-00098765432-10.*Du 1 février 2026 au 3 mars 2026.*2 relevés.*4 mars 2026/,
    );
    expect(
      within(rawbank).getByRole('link', { name: '2 lignes à rapprocher du compte Rawbank USD' }),
    ).toHaveAttribute('href', '/admin/releves?statut=A_RAPPROCHER&compteId=c-rawbank');
    const mpesa = within(accountsTable()).getByRole('row', { name: /M-Pesa entreprise/ });
    expect(mpesa).toHaveTextContent(/Compte mobile money · M-Pesa.*Aucun relevé.*Jamais/);
  });

  it('adds an account, with the French of the form and of the server under their fields', async () => {
    let comptes = [RAWBANK];
    const { asked, handlers } = readHandlers({ comptes: () => comptes });
    const sent: Record<string, unknown>[] = [];
    stubStaffApi(
      'ADMIN',
      route('POST', '/admin/comptes-encaissement', ({ init }) => {
        const body = bodyOf(init);
        sent.push(body);
        if (body.nom === 'Rawbank USD')
          return fail(409, 'Un compte porte déjà ce nom.', 'CONFLICT', {
            nom: 'Un compte porte déjà ce nom.',
          });
        const created = compte({
          id: 'c-orange',
          nom: String(body.nom),
          type: 'MOBILE_MONEY',
          operateur: 'ORANGE_MONEY',
        });
        comptes = [RAWBANK, created];
        return ok(created, 'Compte enregistré', 201);
      }),
      ...handlers,
    );
    const { user } = await openPage();
    await within(accountsTable()).findByRole('row', { name: /Rawbank USD/ });

    await user.click(screen.getByRole('button', { name: 'Ajouter un compte' }));
    const form = screen.getByRole('form', { name: 'Nouveau compte' });
    await user.selectOptions(within(form).getByLabelText('Type de compte'), 'Compte mobile money');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le compte' }));
    expect(await within(form).findByText('Le nom du compte est requis')).toBeInTheDocument();
    expect(within(form).getByText("L'opérateur est requis pour un compte mobile money")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Nom du compte'), 'Rawbank USD');
    await user.selectOptions(within(form).getByLabelText('Opérateur'), 'Orange Money');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le compte' }));
    expect(await within(form).findByText('Un compte porte déjà ce nom.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nom du compte')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByLabelText('Nom du compte'));
    await user.type(within(form).getByLabelText('Nom du compte'), 'Orange Money Lubumbashi');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le compte' }));
    expect(await screen.findByText('Compte enregistré')).toBeInTheDocument();
    expect(sent[1]).toEqual({
      nom: 'Orange Money Lubumbashi',
      type: 'MOBILE_MONEY',
      operateur: 'ORANGE_MONEY',
      devise: 'USD',
    });
    expect(
      await within(accountsTable()).findByRole('row', { name: /Orange Money Lubumbashi/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nouveau compte' })).not.toBeInTheDocument();
    expect(asked.comptes).toBe(2);
  });

  it('deactivates an account after asking', async () => {
    let comptes = [RAWBANK, MPESA];
    const { handlers } = readHandlers({ comptes: () => comptes });
    const deleted: string[] = [];
    stubStaffApi(
      'ADMIN',
      route('DELETE', '/admin/comptes-encaissement/c-mpesa', () => {
        deleted.push('c-mpesa');
        comptes = [RAWBANK, { ...MPESA, actif: false }];
        return ok(comptes[1], 'Compte désactivé : ses relevés et ses lignes restent consultables.');
      }),
      ...handlers,
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Désactiver le compte M-Pesa entreprise' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Désactiver le compte « M-Pesa entreprise » ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText(/^Compte désactivé : ses relevés/)).toBeInTheDocument();
    expect(deleted).toEqual(['c-mpesa']);
    const row = await within(accountsTable()).findByRole('row', { name: /M-Pesa entreprise.*Désactivé/ });
    expect(
      within(row).getByRole('button', { name: 'Réactiver le compte M-Pesa entreprise' }),
    ).toBeInTheDocument();
  });
});

const APERCU: ApercuReleve = {
  format: 'CSV',
  csv: {
    mapping: MAPPING_MPESA,
    entete: ['Date', 'Transaction ID', 'Details', 'Other Party', 'Amount', 'Balance'],
    manquants: [],
  },
};

function report(overrides: Partial<ImportReleveResult> = {}): ImportReleveResult {
  return {
    simulation: true,
    releveId: null,
    compte: { id: MPESA.id, nom: MPESA.nom, devise: 'USD' },
    fichier: { nom: 'mpesa.csv', format: 'CSV', empreinte: 'a1b2' },
    lignes: 5,
    nouvelles: 5,
    doublons: 0,
    ignorees: 1,
    du: '2026-03-01',
    au: '2026-03-04',
    credits: { nombre: 3, montant: 2_450.5 },
    debits: { nombre: 2, montant: 35 },
    rapprochement: { rapprochees: 1, suggerees: 1, aRapprocher: 1 },
    rapprochements: [
      {
        ligneId: null,
        numeroLigne: 2,
        dateOperation: '2026-03-02',
        montant: 1_200,
        libelle: 'Payment RES-7K4P2Q',
        mode: 'REFERENCE',
        paiementId: 'pay-77',
        reservation: { id: 'r-7k4p2q', reference: 'RES-7K4P2Q' },
      },
    ],
    mappingEnregistre: false,
    dejaImporte: null,
    ...overrides,
  };
}

const statement = () =>
  new File(['Date,Transaction ID,Details,Other Party,Amount\n'], 'mpesa.csv', { type: 'text/csv' });

/** Each multipart request's text fields (in order) and its file's name. */
const formOf = (init?: RequestInit) => {
  const body = init?.body as FormData;
  return {
    fields: [...body.keys()],
    values: Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])),
  };
};

describe('/admin/releves, importing a statement', () => {
  it('analyses the file, proposes its columns, simulates the import, then imports it', async () => {
    const { asked, handlers } = readHandlers();
    const imports: ReturnType<typeof formOf>[] = [];
    stubStaffApi(
      'ADMIN',
      route('POST', '/admin/releves/apercu', ({ init }) => {
        expect(formOf(init).values).toEqual({ fichier: 'mpesa.csv' });
        return ok(APERCU);
      }),
      route('POST', '/admin/releves', ({ init }) => {
        const form = formOf(init);
        imports.push(form);
        return form.values.simulation === 'true'
          ? ok(report(), 'Simulation : 5 nouvelles lignes, 0 déjà importée. Rien n’a été enregistré.')
          : ok(
              report({ simulation: false, releveId: 'rel-9', mappingEnregistre: true }),
              'Relevé importé : 5 nouvelles lignes, 0 déjà importée.',
            );
      }),
      ...handlers,
    );
    const { user } = await openPage();
    const section = screen.getByRole('region', { name: 'Importer un relevé' });
    await within(section).findByRole('option', { name: 'M-Pesa entreprise · M-Pesa · USD' });
    await user.selectOptions(
      within(section).getByLabelText('Compte du relevé'),
      'M-Pesa entreprise · M-Pesa · USD',
    );
    await user.upload(within(section).getByLabelText('Fichier du relevé'), statement());
    expect(within(section).getByText('Fichier choisi : mpesa.csv')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Analyser le fichier' }));

    expect(await within(section).findByText('Format reconnu : CSV (export du portail).')).toBeInTheDocument();
    const mapping = within(section).getByRole('region', { name: 'Colonnes du fichier CSV' });
    expect(mapping).toHaveTextContent('Paramétrage proposé d’après les premières lignes du fichier');
    expect(within(mapping).getByLabelText('Séparateur')).toHaveValue(',');
    expect(within(mapping).getByLabelText('Format des dates')).toHaveValue('AAAA-MM-JJ');
    expect(within(mapping).getByRole('radio', { name: 'Une colonne de montant' })).toBeChecked();
    expect(within(mapping).getByLabelText('Montant')).toHaveValue('Amount');
    expect(within(mapping).getByLabelText(/^Référence/)).toHaveValue('Transaction ID');
    // A mistake is said under its field before anything is sent.
    await user.clear(within(mapping).getByLabelText('Date d’opération'));
    await user.click(within(section).getByRole('button', { name: 'Simuler l’import' }));
    expect(await within(mapping).findByText('Indiquez la colonne « Date d’opération ».')).toBeInTheDocument();
    expect(imports).toEqual([]);
    await user.type(within(mapping).getByLabelText('Date d’opération'), 'Date');

    expect(within(section).getByRole('button', { name: 'Importer le relevé' })).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Simuler l’import' }));
    const figures = await within(section).findByRole('region', { name: 'Résultat de l’import' });
    expect(within(figures).getByRole('status')).toHaveTextContent(
      /Simulation : rien n’a été enregistré.*M-Pesa entreprise — mpesa\.csv · CSV/,
    );
    expect(figures).toHaveTextContent(/Lignes lues5Nouvelles5Déjà importées0Ignorées1/);
    expect(figures).toHaveTextContent(/Du 1 mars 2026 au 4 mars 2026/);
    expect(figures).toHaveTextContent(/Crédits3 · 2\s450,50 \$US/);
    expect(figures).toHaveTextContent(
      /Rapprochés d’un paiement1Réservation reconnue1À rapprocher à la main1/,
    );
    expect(within(figures).getByRole('link', { name: 'Voir la réservation RES-7K4P2Q' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-7k4p2q',
    );
    expect(imports[0]).toEqual({
      fields: ['compteId', 'simulation', 'mapping', 'fichier'],
      values: { compteId: 'c-mpesa', simulation: 'true', mapping: expect.any(String), fichier: 'mpesa.csv' },
    });
    expect(JSON.parse(String(imports[0]!.values.mapping))).toEqual(MAPPING_MPESA);

    const lignesBefore = asked.lignes.length;
    await user.click(within(section).getByRole('button', { name: 'Importer le relevé' }));
    expect(
      await screen.findByText('Relevé importé : 5 nouvelles lignes, 0 déjà importée.'),
    ).toBeInTheDocument();
    expect(imports[1]!.values).toMatchObject({
      compteId: 'c-mpesa',
      simulation: 'false',
      fichier: 'mpesa.csv',
    });
    expect(
      await within(section).findByText(/Le paramétrage des colonnes est enregistré avec le compte/),
    ).toBeInTheDocument();
    // The accounts and the lines are read again.
    await waitFor(() => expect(asked.lignes.length).toBeGreaterThan(lignesBefore));
    expect(asked.comptes).toBe(2);
    // Once imported, the same file needs a new dry run.
    expect(within(section).getByRole('button', { name: 'Importer le relevé' })).toBeDisabled();
  });

  it('lists every reason a statement is refused, in the server’s French', async () => {
    const { handlers } = readHandlers();
    stubStaffApi(
      'ADMIN',
      route('POST', '/admin/releves/apercu', () => ok({ format: 'MT940', csv: null })),
      route('POST', '/admin/releves', () =>
        fail(
          422,
          'Le relevé est refusé (2 erreurs) : rien n’a été importé. Corrigez le fichier ou le paramétrage des colonnes, puis relancez l’import.',
          'VALIDATION_ERROR',
          {
            fichier: [
              'Ligne 2 : le montant « abc » n’est pas un nombre',
              'Ce relevé est en CDF : le compte « Rawbank USD » est en USD. Choisissez le compte de ce relevé.',
            ],
          },
        ),
      ),
      ...handlers,
    );
    const { user } = await openPage();
    const section = screen.getByRole('region', { name: 'Importer un relevé' });
    await within(section).findByRole('option', { name: 'Rawbank USD · USD' });
    await user.upload(
      within(section).getByLabelText('Fichier du relevé'),
      new File([':20:STMT\n'], 'releve.sta', { type: 'text/plain' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Analyser le fichier' }));
    expect(await within(section).findByText(/Format reconnu : MT940 \(SWIFT\)\./)).toHaveTextContent(
      'Ce format décrit lui-même ses colonnes : rien à paramétrer.',
    );
    expect(
      within(section).queryByRole('region', { name: 'Colonnes du fichier CSV' }),
    ).not.toBeInTheDocument();

    // The account is asked for first.
    await user.click(within(section).getByRole('button', { name: 'Simuler l’import' }));
    expect(await within(section).findByText('Choisissez le compte du relevé')).toBeInTheDocument();
    await user.selectOptions(within(section).getByLabelText('Compte du relevé'), 'Rawbank USD · USD');
    await user.click(within(section).getByRole('button', { name: 'Simuler l’import' }));

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('L’import n’a pas abouti.');
    expect(alert).toHaveTextContent(/^.*Le relevé est refusé \(2 erreurs\) : rien n’a été importé\./);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ligne 2 : le montant « abc » n’est pas un nombre',
      'Ce relevé est en CDF : le compte « Rawbank USD » est en USD. Choisissez le compte de ce relevé.',
    ]);
    expect(within(section).getByRole('button', { name: 'Importer le relevé' })).toBeDisabled();
  });
});

describe('/admin/releves, the statement lines', () => {
  it('opens on the credits to match, with a tab per status and its count, kept in the address', async () => {
    const { asked, handlers } = readHandlers();
    stubStaffApi('ADMIN', ...handlers);
    const { user, router } = await openPage();
    const tabs = screen.getByRole('navigation', { name: 'Statut des lignes' });
    expect(await within(tabs).findByRole('link', { name: 'À rapprocher (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(asked.lignes[0]!.get('statut')).toBe('A_RAPPROCHER');

    const suggeree = await within(linesTable()).findByRole('row', { name: /VIREMENT RES-AB12CD/ });
    expect(suggeree).toHaveTextContent(
      /2 mars 2026.*1\s200,00 \$US.*Réf\. FT2606112345.*KALENGA GRACE.*Rawbank USD.*À rapprocher/,
    );
    expect(suggeree).toHaveTextContent(
      /Reconnue dans le libellé :.*LOT-0042 · Grâce Kalenga.*Reste à payer : 8\s800 \$US/,
    );
    expect(within(suggeree).getByRole('link', { name: 'Réservation RES-AB12CD' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-ab12cd',
    );

    await user.click(within(tabs).getByRole('link', { name: 'Rapprochée (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?statut=RAPPROCHEE'));
    const row = await within(linesTable()).findByRole('row', { name: /VIR RES-7K4P2Q/ });
    expect(row).toHaveTextContent(/Rapprochée.*Référence de réservation/);
    expect(
      within(row).getByRole('link', {
        name: /^Paiement de 1\s200\s\$US · Soumis - En cours de vérification$/,
      }),
    ).toHaveAttribute('href', '/admin/paiements/pay-77');
    expect(within(row).getByRole('link', { name: 'Réservation RES-7K4P2Q' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-7k4p2q',
    );

    // A filter keeps the tab; clearing the filters too.
    await user.type(screen.getByLabelText('Recherche'), 'RES-7K4P2Q');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?statut=RAPPROCHEE&q=RES-7K4P2Q'));
    await waitFor(() => expect(asked.lignes.at(-1)!.get('q')).toBe('RES-7K4P2Q'));
    expect(asked.lignes.at(-1)!.get('statut')).toBe('RAPPROCHEE');
  });

  it('assigns a credit to the reservation its text names, with a comment, and refreshes the list', async () => {
    let waiting = [SUGGEREE, INCONNUE];
    const { asked, handlers } = readHandlers({
      lignes: (statut) => (statut === 'A_RAPPROCHER' ? waiting : []),
    });
    const sent: Record<string, unknown>[] = [];
    stubStaffApi(
      'ADMIN',
      route('POST', '/admin/releves/lignes/l-suggeree/affecter', ({ init }) => {
        sent.push(bodyOf(init));
        waiting = [INCONNUE];
        return ok(
          {
            ligne: { ...SUGGEREE, statut: 'RAPPROCHEE' },
            paiement: { id: 'pay-90', statut: 'VALIDE', montant: 1_200, recu: null },
          },
          'Crédit affecté : le paiement est enregistré et validé, son reçu est émis.',
        );
      }),
      ...handlers,
    );
    const { user } = await openPage();
    await user.click(
      await screen.findByRole('button', { name: /^Affecter le crédit de 1\s200,00\s\$US du 2 mars 2026$/ }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Affecter ce crédit à une réservation' });
    expect(dialog).toHaveTextContent('« VIREMENT RES-AB12CD LOT 42 »');
    expect(
      within(dialog).getByRole('radio', { name: /RES-AB12CD · LOT-0042 · Grâce Kalenga/ }),
    ).toBeChecked();
    await user.type(within(dialog).getByLabelText(/^Commentaire/), 'Virement vu le 2 mars');
    const before = asked.lignes.length;
    await user.click(within(dialog).getByRole('button', { name: 'Affecter et valider' }));

    expect(
      await screen.findByText('Crédit affecté : le paiement est enregistré et validé, son reçu est émis.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reservationId: 'r-ab12cd', commentaireAdmin: 'Virement vu le 2 mars' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(asked.lignes.length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(within(linesTable()).queryByText('VIREMENT RES-AB12CD LOT 42')).not.toBeInTheDocument(),
    );
  });

  it('finds the reservation by its reference when the text names none, and says a refusal in French', async () => {
    const { handlers } = readHandlers();
    const searches: (string | null)[] = [];
    const sent: Record<string, unknown>[] = [];
    const found = testReservation({ id: 'r-7k4p2q', reference: 'RES-7K4P2Q', montantRestant: 12_000 });
    stubStaffApi(
      'ADMIN',
      route('GET', '/reservations', ({ url }) => {
        searches.push(url.searchParams.get('search'));
        return ok({ reservations: [found], pagination: firstPage(1, 5) });
      }),
      route('POST', '/admin/releves/lignes/l-inconnue/affecter', ({ init }) => {
        sent.push(bodyOf(init));
        return fail(
          409,
          'Le montant dépasse ce qui reste à payer sur cette réservation (12 000 $US).',
          'CONFLICT',
        );
      }),
      ...handlers,
    );
    const { user } = await openPage();
    await user.click(
      await screen.findByRole('button', { name: /^Affecter le crédit de 500,50\s\$US du 3 mars 2026$/ }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Affecter ce crédit à une réservation' });
    await user.click(within(dialog).getByRole('button', { name: 'Affecter et valider' }));
    expect(within(dialog).getByText('Choisissez la réservation que ce crédit paie')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Chercher une réservation' }),
      'RES-7K4P2Q{Enter}',
    );
    const option = await within(dialog).findByRole('radio', { name: /RES-7K4P2Q · LOT-042 · Awa Mbuyi/ });
    expect(searches).toEqual(['RES-7K4P2Q']);
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: 'Affecter et valider' }));
    expect(
      await screen.findByText('Le montant dépasse ce qui reste à payer sur cette réservation (12 000 $US).'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reservationId: 'r-7k4p2q' }]);
    // The dialog stays, to choose another reservation or cancel.
    expect(
      screen.getByRole('alertdialog', { name: 'Affecter ce crédit à une réservation' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sets a credit aside, only with its reason', async () => {
    let waiting = [SUGGEREE, INCONNUE];
    const { handlers } = readHandlers({ lignes: (statut) => (statut === 'A_RAPPROCHER' ? waiting : []) });
    const sent: Record<string, unknown>[] = [];
    stubStaffApi(
      'ADMIN',
      route('POST', '/admin/releves/lignes/l-inconnue/ecarter', ({ init }) => {
        sent.push(bodyOf(init));
        waiting = [SUGGEREE];
        return ok(
          { ...INCONNUE, statut: 'ECARTEE', motifEcart: String(bodyOf(init).motif) },
          'Ligne écartée',
        );
      }),
      ...handlers,
    );
    const { user } = await openPage();
    await user.click(
      await screen.findByRole('button', { name: /^Écarter le crédit de 500,50\s\$US du 3 mars 2026$/ }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Écarter ce crédit' });
    await user.click(within(dialog).getByRole('button', { name: 'Écarter la ligne' }));
    expect(within(dialog).getByText(ECARTER_MOTIF_REQUIS)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Motif'), 'Virement interne entre comptes');
    await user.click(within(dialog).getByRole('button', { name: 'Écarter la ligne' }));
    expect(await screen.findByText('Ligne écartée')).toBeInTheDocument();
    expect(sent).toEqual([{ motif: 'Virement interne entre comptes' }]);
    await waitFor(() =>
      expect(within(linesTable()).queryByText('VERSEMENT ESPECES AGENCE')).not.toBeInTheDocument(),
    );
  });

  it('validates the proof a line matched, on the statement’s word', async () => {
    let rapprochee = RAPPROCHEE;
    const { handlers } = readHandlers({ lignes: (statut) => (statut === 'RAPPROCHEE' ? [rapprochee] : []) });
    const sent: Record<string, unknown>[] = [];
    stubStaffApi(
      'ADMIN',
      route('POST', '/admin/releves/lignes/l-rapprochee/valider', ({ init }) => {
        sent.push(bodyOf(init));
        rapprochee = { ...RAPPROCHEE, paiement: { ...RAPPROCHEE.paiement!, statut: 'VALIDE' } };
        return ok(
          { ligne: rapprochee, paiement: { id: 'pay-77', statut: 'VALIDE', montant: 1_200, recu: null } },
          'Paiement validé sur la foi du relevé',
        );
      }),
      ...handlers,
    );
    const { user } = await openPage('/admin/releves?statut=RAPPROCHEE');
    await user.click(
      await screen.findByRole('button', { name: /^Valider le paiement de 1\s200\s\$US \(lot LOT-0107\)$/ }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Valider ce paiement sur la foi du relevé' });
    expect(dialog).toHaveTextContent('lot LOT-0107, Jean Ilunga, réservation RES-7K4P2Q');
    await user.click(within(dialog).getByRole('button', { name: 'Valider le paiement' }));
    expect(await screen.findByText('Paiement validé sur la foi du relevé')).toBeInTheDocument();
    expect(sent).toEqual([{}]);
    const row = await within(linesTable()).findByRole('row', { name: /Paiement de 1\s200\s\$US · Validé/ });
    expect(within(row).queryByRole('button', { name: /^Valider le paiement/ })).not.toBeInTheDocument();
  });
});
