import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '@parcelles/shared/contracts/parcelles-admin';
import { fail, ok, route, stubStaffApi } from '../../../test/api';
import { renderApp } from '../../../test/render-app';

const MB = 1024 * 1024;

function csv(name = 'parcelles.csv', size?: number): File {
  const created = new File(['Numéro de lot;Surface\nLOT-001;500\n'], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(created, 'size', { value: size });
  return created;
}

function result(overrides: Partial<ImportResult> = {}): ImportResult {
  return {
    simulation: true,
    crees: 2,
    modifies: 1,
    inchanges: 5,
    lignes: [
      { ligne: 1, numeroLot: 'LOT-101', action: 'CREEE', changements: [] },
      { ligne: 2, numeroLot: 'LOT-102', action: 'CREEE', changements: [] },
      { ligne: 4, numeroLot: 'LOT-042', action: 'MODIFIEE', changements: ['prix', 'statut'] },
    ],
    ...overrides,
  };
}

interface ImportCall {
  simulation: string | null;
  file: string;
}

/** An agent's API where POST /parcelles/import is answered by `answer`; returns the import calls. */
function stubImportApi(answer: (call: ImportCall) => Response) {
  const imports: ImportCall[] = [];
  stubStaffApi(
    'AGENT',
    route('POST', '/parcelles/import', ({ url, init }) => {
      const call = {
        simulation: url.searchParams.get('simulation'),
        file: ((init?.body as FormData).get('file') as File).name,
      };
      imports.push(call);
      return answer(call);
    }),
  );
  return imports;
}

/** A refusal of the file as a whole (400), or of its rows and fields (422). */
const refused = (message: string) => fail(400, message, 'BAD_REQUEST');
const invalid = (errors: Record<string, string>) =>
  fail(422, 'Le fichier contient des erreurs', 'VALIDATION_ERROR', errors);

async function openPage() {
  renderApp('/admin/parcelles/import');
  await screen.findByRole('heading', { level: 1, name: 'Importer des parcelles' });
  const user = userEvent.setup({ applyAccept: false });
  const choose = (file: File) => user.upload(screen.getByLabelText('Fichier à importer (CSV ou JSON)'), file);
  const check = () => user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
  const importButton = () => screen.getByRole('button', { name: /^Importer|^Rien à importer/ });
  return { user, choose, check, importButton };
}

/** A table's body rows as the text of their cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('/admin/parcelles/import', () => {
  it('explains the format and offers the templates', async () => {
    const templates: string[] = [];
    stubStaffApi(
      'AGENT',
      route('GET', '/parcelles/import/modele', ({ url }) => {
        templates.push(url.searchParams.get('format') ?? '');
        return new Response('numeroLot;surface\n', {
          headers: { 'Content-Disposition': 'attachment; filename="modele-parcelles.csv"' },
        });
      }),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:modele', revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openPage();
    const columns = screen.getByRole('table', { name: 'Colonnes du fichier' });
    expect(within(columns).getByRole('rowheader', { name: /Numéro de lot/ })).toBeInTheDocument();
    expect(within(columns).getByText('DISPONIBLE, RESERVEE, VENDUE ou SUSPENDUE')).toBeInTheDocument();
    expect(screen.getByText(/séparateur « ; » ou « , »/)).toHaveTextContent('10 000 parcelles au plus');
    expect(screen.getByRole('button', { name: 'Modèle CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modèle JSON' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modèle CSV' }));
    await waitFor(() => expect(saved).toEqual(['modele-parcelles.csv']));
    expect(templates).toEqual(['csv']);
    vi.restoreAllMocks();
  });

  it('checks the file first, shows what would change, then imports it', async () => {
    const imports = stubImportApi(({ simulation }) =>
      ok(simulation === 'true' ? result() : result({ simulation: false })),
    );
    const { choose, check, importButton, user } = await openPage();
    expect(importButton()).toBeDisabled();
    expect(importButton()).toHaveAccessibleName('Importer les parcelles');

    await choose(csv());
    expect(importButton()).toBeDisabled();
    await check();

    const summary = await screen.findByRole('list', { name: 'Résumé' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // A dry run writes nothing: its counts say what would happen (issue 23).
      '2 parcelles seraient créées',
      '1 parcelle serait modifiée',
      '5 parcelles resteraient inchangées',
    ]);
    expect(screen.getByText('Vérification réussie : rien n’a encore été enregistré.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Lignes qui seraient créées ou modifiées' });
    expect(rowsOf(table)).toEqual([
      ['1', 'LOT-101', 'Création', 'Tous les champs'],
      ['2', 'LOT-102', 'Création', 'Tous les champs'],
      ['4', 'LOT-042', 'Modification', 'Prix, Statut'],
    ]);
    expect(imports).toEqual([{ simulation: 'true', file: 'parcelles.csv' }]);

    await user.click(importButton());
    expect(await screen.findByText('Import terminé.')).toBeInTheDocument();
    expect(imports).toEqual([
      { simulation: 'true', file: 'parcelles.csv' },
      { simulation: 'false', file: 'parcelles.csv' },
    ]);
    expect(screen.getByRole('table', { name: 'Lignes créées ou modifiées' })).toBeInTheDocument();
    // Written: the same file needs a new check before another import.
    expect(importButton()).toBeDisabled();
  });

  it('lists every bad row and field of a refused file, and imports nothing', async () => {
    const imports = stubImportApi(() =>
      invalid({
        'ligne.3.prix': 'Le prix doit être positif',
        'ligne.3.numeroLot': 'Le numéro de lot est requis',
        'ligne.12.statut': 'Statut invalide',
        'ligne.7.position': 'La position est requise (coordonnées x, y)',
        'ligne.9': 'Le numéro de lot LOT-042 apparaît deux fois dans le fichier',
      }),
    );
    const { choose, check, importButton } = await openPage();
    await choose(csv());
    await check();

    expect(
      await screen.findByText('Le fichier contient 5 erreurs : rien n’a été importé.'),
    ).toBeInTheDocument();
    expect(screen.getByText('4 lignes concernées')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Erreurs du fichier' }))).toEqual([
      ['3', 'Prix', 'Le prix doit être positif'],
      ['3', 'Numéro de lot', 'Le numéro de lot est requis'],
      ['7', 'Position', 'La position est requise (coordonnées x, y)'],
      ['9', 'Ligne entière', 'Le numéro de lot LOT-042 apparaît deux fois dans le fichier'],
      ['12', 'Statut', 'Statut invalide'],
    ]);
    expect(importButton()).toBeDisabled();
    expect(imports).toEqual([{ simulation: 'true', file: 'parcelles.csv' }]);
  });

  it('pages a long list of errors', async () => {
    const errors = Object.fromEntries(
      Array.from({ length: 120 }, (_, i) => [`ligne.${i + 1}.prix`, 'Le prix doit être positif']),
    );
    stubImportApi(() => invalid(errors));
    const { choose, check, user } = await openPage();
    await choose(csv());
    await check();
    const table = await screen.findByRole('table', { name: 'Erreurs du fichier' });
    expect(rowsOf(table)).toHaveLength(50);
    expect(screen.getByText(/120 résultats · Page 1 sur 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Erreurs du fichier' }))[0]).toEqual([
      '51',
      'Prix',
      'Le prix doit être positif',
    ]);
  });

  it('refuses a file that is not CSV or JSON, or too large, before sending it', async () => {
    const imports = stubImportApi(() => ok(result()));
    const { choose } = await openPage();
    await choose(new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    expect(
      screen.getByText("Le fichier plan.pdf n'est pas un format valide (CSV ou JSON)"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier le fichier' })).toBeDisabled();

    await choose(csv('enorme.csv', 11 * MB));
    expect(screen.getByText('Le fichier enorme.csv dépasse 10MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier le fichier' })).toBeDisabled();
    expect(imports).toEqual([]);
  });

  it("shows the server's message for a file it cannot read", async () => {
    stubImportApi(() => refused('Le fichier est illisible : en-tête « Numéro de lot » manquant'));
    const { choose, check, importButton } = await openPage();
    await choose(csv());
    await check();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le fichier n’a pas pu être traité.');
    expect(alert).toHaveTextContent('Le fichier est illisible : en-tête « Numéro de lot » manquant');
    expect(importButton()).toBeDisabled();
  });

  it('starts over with a new file', async () => {
    const imports = stubImportApi(() => ok(result()));
    const { choose, check, importButton } = await openPage();
    await choose(csv());
    await check();
    await waitFor(() => expect(importButton()).toBeEnabled());
    expect(importButton()).toHaveAccessibleName('Importer 3 parcelles');

    await choose(csv('autre.csv'));
    expect(screen.queryByRole('list', { name: 'Résumé' })).not.toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(screen.getByText('Fichier choisi : autre.csv')).toBeInTheDocument();
    expect(imports).toHaveLength(1);
  });
});
