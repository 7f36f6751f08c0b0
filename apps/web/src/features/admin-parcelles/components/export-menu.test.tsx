import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { fail, route, stubApi } from '../../../test/api';
import { storeTestSession, testToken, testUser } from '../../../test/session';
import { ExportMenu } from './export-menu';

// jsdom has no object URLs and does not save files: record what the page hands to the browser.
const createObjectURL = vi.fn((blob: Blob) => `blob:export/${blob.size}`);
const revokeObjectURL = vi.fn();
let saved: { href: string; download: string }[];

let token: string;
beforeEach(() => {
  token = testToken();
  storeTestSession(testUser({ role: 'ADMIN' }), token);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  createObjectURL.mockClear();
});

function renderMenu(filters: Record<string, string | number | undefined>) {
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ExportMenu filters={filters} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** GET /parcelles/export, the menu's one request, answers `answer`. */
const answerExport = (answer: () => Response | Promise<Response>) =>
  stubApi(route('GET', '/parcelles/export', answer));

describe('the plot export', () => {
  it('downloads the filtered plots as CSV with the bearer token, under the server’s file name', async () => {
    const fetchMock = answerExport(
      () =>
        new Response('\uFEFFNuméro de lot;Prix\nLOT-001;1000\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="parcelles-2026-11-24.csv"',
          },
        }),
    );
    const user = renderMenu({
      statut: 'DISPONIBLE',
      categorie: 'MALAIKA_2A',
      minPrix: 1000,
      search: '',
      page: 3,
    });
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    const called = new URL(String(url), 'http://localhost');
    expect(called.pathname).toBe('/api/v1/parcelles/export');
    expect(Object.fromEntries(called.searchParams)).toEqual({
      statut: 'DISPONIBLE',
      categorie: 'MALAIKA_2A',
      minPrix: '1000',
      format: 'csv',
    });
    expect(init?.headers).toEqual({ Authorization: `Bearer ${token}` });
    expect(saved).toEqual([
      { href: expect.stringMatching(/^blob:export\//), download: 'parcelles-2026-11-24.csv' },
    ]);
  });

  it('downloads JSON, showing that it is busy meanwhile', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = answerExport(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderMenu({});
    await user.click(screen.getByRole('button', { name: 'Exporter en JSON' }));

    expect(screen.getByRole('button', { name: 'Export en cours…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
    const called = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(called.searchParams)).toEqual({ format: 'json' });

    await act(async () => answer(Response.json([{ numeroLot: 'LOT-001' }])));
    expect(await screen.findByRole('button', { name: 'Exporter en JSON' })).toBeEnabled();
    expect(saved).toEqual([{ href: expect.any(String), download: 'parcelles.json' }]);
  });

  it("says so when the export fails, with the server's reason", async () => {
    answerExport(() => fail(400, 'Format invalide (json ou csv)', 'VALIDATION_ERROR'));
    const user = renderMenu({});
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(await screen.findByText('L’export a échoué. Format invalide (json ou csv)')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
