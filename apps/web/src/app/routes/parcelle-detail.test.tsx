import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { testParcelle, testParcelleCard } from '../../test/fixtures';
import { fail, failingOnce, never, ok, serverError, stubSignedInApi, type ApiHandler } from '../../test/api';
import { renderApp } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';

type Reply = () => Response | Promise<Response>;

/**
 * Answers the plot, its similar plots, the site plan, the profile once signed in, and `more`
 * (where the page leads).
 */
function serve(
  { plot = () => ok(testParcelle()), similar = () => ok([]) }: { plot?: Reply; similar?: Reply } = {},
  more: ApiHandler = () => undefined,
) {
  return stubSignedInApi(testUser(), more, ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (/^\/parcelles\/[^/]+$/.test(path)) return plot();
    if (/^\/parcelles\/[^/]+\/similaires$/.test(path)) return similar();
    if (path === '/plan') return ok({ image: '/media/plan.svg', largeur: 80_000, hauteur: 60_000 });
    return undefined;
  });
}

async function openPlot(plot: Partial<Parcelle> = {}, similar?: Reply) {
  serve({ plot: () => ok(testParcelle(plot)), similar });
  const view = renderApp('/parcelle/p-42');
  await screen.findByRole('heading', { level: 1, name: 'LOT-042' });
  return view;
}

const mainPhoto = () => within(screen.getByRole('region', { name: 'Photos de la parcelle LOT-042' }));

afterEach(() => {
  localStorage.clear();
  // Toasts live in a module-wide store: one test's message must not show in the next.
  act(() => toast.remove());
});

describe('plot detail page', () => {
  it('shows the plot with every field, formatted in French', async () => {
    await openPlot();

    expect(document.title).toBe('LOT-042 — Parcelles');
    const breadcrumb = within(screen.getByRole('navigation', { name: "Fil d'Ariane" }));
    expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'Carte' })).toHaveAttribute('href', '/map');
    expect(breadcrumb.getByText('LOT-042')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('Disponible')).toBeInTheDocument();
    expect(screen.getByText('Malaika 2A')).toBeInTheDocument();
    expect(screen.getByText('Avenue Sakania n°12, Quartier Malaika 2A, Lubumbashi')).toBeInTheDocument();
    const price = within(screen.getByRole('region', { name: 'Prix total' }));
    expect(price.getByText(/^18\s000\s\$US$/)).toBeInTheDocument();
    expect(price.getByText(/^30\s\$US\/m²$/)).toBeInTheDocument();
    expect(price.getByText(/^600\sm²$/)).toBeInTheDocument();
    expect(price.getByText('CM-2A-0042')).toBeInTheDocument();
    expect(
      screen.getByText('Parcelle plate de 20 m × 30 m, à 200 m de l’école primaire.'),
    ).toBeInTheDocument();

    const contact = within(screen.getByRole('region', { name: 'Une question sur cette parcelle ?' }));
    expect(contact.getByRole('link', { name: /\+243 997 012 345/ })).toHaveAttribute(
      'href',
      'tel:+243997012345',
    );
    expect(contact.getByRole('link', { name: /ventes@cite-malaika\.cd/ })).toHaveAttribute(
      'href',
      'mailto:ventes@cite-malaika.cd',
    );
    expect(contact.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/243997012345\?text=.*LOT-042/,
    );
    expect(screen.getByRole('heading', { name: 'Titre foncier sécurisé' })).toBeInTheDocument();
    // The plot on the site plan.
    expect(
      await screen.findByRole('img', {
        name: 'Emplacement de la parcelle LOT-042 sur le plan de la Cité Malaika',
      }),
    ).toBeInTheDocument();
  });

  it('moves through the photos with previous/next, dots and thumbnails', async () => {
    const user = userEvent.setup();
    await openPlot();
    const photo = (n: number) => mainPhoto().getByRole('img', { name: `Parcelle LOT-042, photo ${n} sur 3` });

    expect(photo(1)).toHaveAttribute('src', '/media/a.webp');
    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(photo(2)).toHaveAttribute('src', '/media/b.webp');
    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    // Wraps around from the first photo to the last.
    expect(photo(3)).toHaveAttribute('src', '/media/c.webp');

    await user.click(screen.getByRole('button', { name: 'Photo 2' }));
    expect(photo(2)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo 2' })).toHaveAttribute('aria-current', 'true');

    const thumbnails = within(screen.getByRole('list', { name: 'Miniatures' }));
    await user.click(thumbnails.getByRole('button', { name: 'Miniature 3 sur 3' }));
    expect(photo(3)).toBeInTheDocument();
    expect(thumbnails.getByRole('button', { name: 'Miniature 3 sur 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the photos fullscreen with a counter, arrow keys, and Escape to close', async () => {
    const user = userEvent.setup();
    await openPlot();
    const enlarge = screen.getByRole('button', { name: 'Agrandir la photo' });

    await user.click(enlarge);
    // The viewer's code follows the page (ADR 027).
    const dialog = await screen.findByRole('dialog', { name: 'Photos de la parcelle LOT-042' });
    expect(within(dialog).getByText('1 de 3')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 de 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Parcelle LOT-042, photo 2 sur 3' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByText('3 de 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('2 de 3')).toBeInTheDocument();

    // Tab stays inside the viewer.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge).toHaveFocus();
    // The gallery stays on the photo reached in the viewer.
    expect(mainPhoto().getByRole('img', { name: 'Parcelle LOT-042, photo 2 sur 3' })).toBeInTheDocument();
  });

  it('lets the browser pick each photo’s size: the main one at once, the thumbnails and the viewer by slot', async () => {
    const user = userEvent.setup();
    await openPlot();
    const main = mainPhoto().getByRole('img', { name: 'Parcelle LOT-042, photo 1 sur 3' });
    expect(main).toHaveAttribute('src', '/media/a.webp');
    expect(main).toHaveAttribute('srcset', '/media/a-480.webp 480w, /media/a.webp 1024w');
    expect(main).toHaveAttribute('sizes', '(min-width: 1024px) 768px, 100vw');
    // The first thing a visitor looks at: never lazy, fetched first; its box is fixed (3:2).
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '1200');
    expect(main).toHaveAttribute('height', '800');

    const thumbnails = within(screen.getByRole('list', { name: 'Miniatures' }));
    const thumbnail = thumbnails.getByRole('button', { name: 'Miniature 2 sur 3' }).querySelector('img');
    expect(thumbnail).toHaveAttribute('srcset', '/media/b-480.webp 480w, /media/b.webp 1024w');
    expect(thumbnail).toHaveAttribute('sizes', '96px');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');

    await user.click(screen.getByRole('button', { name: 'Agrandir la photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos de la parcelle LOT-042' });
    const viewer = within(dialog).getByRole('img', { name: 'Parcelle LOT-042, photo 1 sur 3' });
    expect(viewer).toHaveAttribute('srcset', '/media/a-480.webp 480w, /media/a.webp 1024w');
    expect(viewer).toHaveAttribute('sizes', '100vw');
  });

  it('shows the placeholder and no photo controls for a plot without photos', async () => {
    await openPlot({ images: [] });
    expect(screen.getByRole('img', { name: 'Aucune image' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Photo suivante' })).not.toBeInTheDocument();
  });

  it('copies the link when the browser cannot share, and says so', async () => {
    const user = userEvent.setup();
    await openPlot();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(screen.getByRole('button', { name: 'Partager' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/parcelle/p-42`);
    expect(await screen.findByText('Copié dans le presse-papiers')).toBeInTheDocument();
  });

  it('says when the copy fails', async () => {
    const user = userEvent.setup();
    await openPlot();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );

    await user.click(screen.getByRole('button', { name: 'Partager' }));
    expect(await screen.findByText('Erreur lors de la copie')).toBeInTheDocument();
  });

  it('uses the native share sheet when there is one, and only logs its failures', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    // A navigator of its own (its getters would refuse another `this`), online, with a share sheet.
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, { share: { value: share }, onLine: { value: true } }) as Navigator,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openPlot();

    await user.click(screen.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/parcelle/p-42` }),
    );
    expect(screen.queryByText('Copié dans le presse-papiers')).not.toBeInTheDocument();
    expect(screen.queryByText('Erreur lors de la copie')).not.toBeInTheDocument();
  });

  it('toggles the favourites button without doing anything else', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderApp('/parcelle/p-42');
    const favourite = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    const calls = fetchMock.mock.calls.length;

    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it('sends a signed-out visitor to sign in, to come back to this plot', async () => {
    const user = userEvent.setup();
    const { router } = await openPlot();

    await user.click(screen.getByRole('button', { name: 'Réserver cette parcelle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/parcelle/p-42' } });
  });

  it('sends a signed-in user straight to the reservation', async () => {
    storeTestSession();
    // The reservation wizard checks the plot is still free and asks its payment plans.
    serve({}, ({ path }) => {
      if (path === '/reservations/check-availability/p-42')
        return ok({ disponible: true, statut: 'DISPONIBLE', delaiReservationJours: 7 });
      if (path === '/plans-paiement') return ok({ plans: [] });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/parcelle/p-42');
    await screen.findByRole('heading', { level: 1, name: 'LOT-042' });

    await user.click(screen.getByRole('button', { name: 'Réserver cette parcelle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservation/p-42'));
  });

  it.each(['RESERVEE', 'VENDUE', 'SUSPENDUE'])('offers no reservation for a %s plot', async (statut) => {
    await openPlot({ statut });
    expect(screen.queryByRole('button', { name: 'Réserver cette parcelle' })).not.toBeInTheDocument();
  });

  it('reads an unknown status as sold', async () => {
    await openPlot({ statut: 'ARCHIVEE', categorie: null });
    expect(screen.getByText('Vendu')).toBeInTheDocument();
    expect(screen.getByText('Non définie')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réserver cette parcelle' })).not.toBeInTheDocument();
  });

  it('says when the plot does not exist, with the way back to the map', async () => {
    serve({ plot: () => fail(404, 'Ressource non trouvée.', 'NOT_FOUND') });
    renderApp('/parcelle/inconnue');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parcelle non trouvée' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("La parcelle que vous recherchez n'existe pas ou a été supprimée."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la carte' })).toHaveAttribute('href', '/map');
  });

  it('shows a skeleton while the plot loads', async () => {
    serve({ plot: never, similar: never });
    renderApp('/parcelle/p-42');

    expect(await screen.findByText('Chargement de la parcelle…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers to try again when the server fails', async () => {
    serve({ plot: failingOnce(() => ok(testParcelle())) });
    const user = userEvent.setup();
    renderApp('/parcelle/p-42');

    expect(await screen.findByText('Erreur serveur. Veuillez réessayer plus tard.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'LOT-042' })).toBeInTheDocument();
  });

  it('lists up to four similar plots as cards, with a link to the map', async () => {
    const similar = ['LOT-101', 'LOT-102', 'LOT-103', 'LOT-104'].map((numeroLot, i) =>
      testParcelleCard({ id: `c-${i}`, numeroLot }),
    );
    const fetchMock = serve({ similar: () => ok(similar) });
    renderApp('/parcelle/p-42');

    const section = within(await screen.findByRole('region', { name: 'Parcelles similaires' }));
    expect(await section.findAllByRole('article')).toHaveLength(4);
    expect(section.getByRole('heading', { name: 'LOT-103' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: /Voir toutes les parcelles/ })).toHaveAttribute('href', '/map');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/v1/parcelles/p-42/similaires?limit=4');
  });

  it('shows no similar plot when they cannot be loaded', async () => {
    serve({ similar: serverError });
    renderApp('/parcelle/p-42');

    const section = await screen.findByRole('region', { name: 'Parcelles similaires' });
    expect(
      await within(section).findByText('Aucune parcelle similaire disponible pour le moment.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });
});
