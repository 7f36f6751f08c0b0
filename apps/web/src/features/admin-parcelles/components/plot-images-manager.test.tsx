import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { FakeXhr } from '../../../test/fake-xhr';
import {
  bodyOf,
  fail,
  firstAnswer,
  ok,
  route,
  stubApi,
  type ApiHandler,
  type ApiRequest,
} from '../../../test/api';
import { testParcelle } from '../../../test/fixtures';
import { storeTestSession, testToken, testUser } from '../../../test/session';
import { PlotImagesManager } from './plot-images-manager';

const MB = 1024 * 1024;

/** Plot p-42 with a picture for each name, in that order, as the server lists them. */
function plot(names: string[]): Parcelle {
  return testParcelle({
    images: names.map((name) => `/media/${name}-1024.webp`),
    photos: names.map((name) => ({
      id: `img-${name}`,
      url: `/media/${name}-1024.webp`,
      srcset: `/media/${name}-480.webp 480w, /media/${name}-1024.webp 1024w`,
      original: `/media/${name}.jpg`,
    })),
  });
}

function file(name: string, type: string, size?: number): File {
  const created = new File(['image'], name, { type });
  if (size !== undefined) Object.defineProperty(created, 'size', { value: size });
  return created;
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The API's picture calls (uploads go by XHR, see FakeXhr): `handlers` answer the requests the
 * test expects, any other fails it; every request lands in `calls`, in order.
 */
function fakeApi(...handlers: ApiHandler[]) {
  const calls: Call[] = [];
  const answer = firstAnswer(...handlers);
  stubApi((request) => {
    const { init } = request;
    calls.push({
      method: request.method,
      path: request.url.pathname,
      body: init?.body ? bodyOf(init) : undefined,
    });
    return answer(request);
  });
  return calls;
}

const ORDER = '/parcelles/p-42/images/ordre';
/** The server's answer to PUT …/images/ordre: the plot, its pictures in the order sent. */
const reordered = ({ init }: ApiRequest) =>
  ok(plot((bodyOf(init).ordre as string[]).map((id) => id.replace('img-', ''))));

function renderManager(parcelle: Parcelle) {
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PlotImagesManager parcelle={parcelle} />
      <Toaster />
    </QueryClientProvider>,
  );
  // Files the `accept` attribute would filter out must still reach the manager's own checks.
  const user = userEvent.setup({ applyAccept: false });
  const input = () => screen.getByLabelText('Ajouter des photos');
  const list = () => screen.getByRole('list', { name: 'Photos de la parcelle LOT-042' });
  const item = (position: string) => within(list()).getByRole('listitem', { name: position });
  return { ...view, user, input, list, item, queryClient };
}

const altTexts = () =>
  screen
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'))
    .filter(Boolean);

let token: string;
beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  token = testToken();
  storeTestSession(testUser({ role: 'AGENT' }), token);
});
// What the drag test stands in for (jsdom lays nothing out).
const { elementFromPoint } = document;
const { setPointerCapture } = Element.prototype;
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  document.elementFromPoint = elementFromPoint;
  Element.prototype.setPointerCapture = setPointerCapture;
});

describe('the pictures of a plot', () => {
  it('shows them in order, the first with the cover badge, at card size', () => {
    const { item } = renderManager(plot(['a', 'b', 'c']));
    expect(altTexts()).toEqual([
      'Photo 1 de la parcelle LOT-042',
      'Photo 2 de la parcelle LOT-042',
      'Photo 3 de la parcelle LOT-042',
    ]);
    expect(within(item('Photo 1 sur 3')).getByText('Couverture')).toBeInTheDocument();
    expect(within(item('Photo 2 sur 3')).queryByText('Couverture')).not.toBeInTheDocument();
    const first = within(item('Photo 1 sur 3')).getByRole('img');
    expect(first).toHaveAttribute('srcset', '/media/a-480.webp 480w, /media/a-1024.webp 1024w');
    expect(first).toHaveAttribute('sizes', expect.stringContaining('50vw'));
  });

  it('uploads several files under `images` with the bearer token, showing the progress', async () => {
    const { user, input } = renderManager(plot(['a']));
    await user.upload(input(), [
      file('facade.jpg', 'image/jpeg', 2 * MB),
      file('vue.webp', 'image/webp', MB),
    ]);

    const request = FakeXhr.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/parcelles/p-42/images');
    expect(request.headers.Authorization).toBe(`Bearer ${token}`);
    expect((request.body!.getAll('images') as File[]).map((sent) => sent.name)).toEqual([
      'facade.jpg',
      'vue.webp',
    ]);

    expect(screen.getByText('Envoi de 2 photos…')).toBeInTheDocument();
    request.progress(40, 100);
    expect(screen.getByRole('progressbar', { name: 'Envoi de 2 photos…' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40 %')).toBeInTheDocument();

    request.respond(200, { success: true, data: plot(['a', 'facade', 'vue']) });
    expect(await screen.findByAltText('Photo 3 de la parcelle LOT-042')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('2 photos ajoutées', { selector: 'div *' })).toBeInTheDocument();
  });

  it('refuses an executable and an 11 MB picture before sending, naming each file', async () => {
    const { user, input } = renderManager(plot(['a']));
    await user.upload(input(), [
      file('outil.exe', 'application/x-msdownload'),
      file('immense.jpg', 'image/jpeg', 11 * MB),
    ]);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Ces fichiers n’ont pas été envoyés :')).toBeInTheDocument();
    expect(
      within(alert).getByText("Le fichier outil.exe n'est pas un format valide (JPEG, PNG ou WebP)"),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Le fichier immense.jpg dépasse 10MB')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);

    // The good ones of a mixed choice still go.
    await user.upload(input(), [file('outil.exe', 'application/x-msdownload'), file('ok.png', 'image/png')]);
    expect((FakeXhr.requests[0]!.body!.getAll('images') as File[]).map((sent) => sent.name)).toEqual([
      'ok.png',
    ]);
  });

  it('refuses more pictures than the plot has room for', async () => {
    const { user, input } = renderManager(plot(Array.from({ length: 19 }, (_, i) => `p${i}`)));
    await user.upload(input(), [file('un.jpg', 'image/jpeg'), file('deux.jpg', 'image/jpeg')]);
    expect(
      screen.getByText('Maximum 20 photos par parcelle : vous pouvez encore en ajouter 1.'),
    ).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('can cancel an upload on its way', async () => {
    const { user, input } = renderManager(plot(['a']));
    await user.upload(input(), [file('facade.jpg', 'image/jpeg')]);
    await user.click(screen.getByRole('button', { name: 'Annuler l’envoi' }));
    expect(FakeXhr.requests[0]!.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByText('Envoi annulé.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it("shows the server's refusal", async () => {
    const { user, input } = renderManager(plot(['a']));
    await user.upload(input(), [file('faux.jpg', 'image/jpeg')]);
    FakeXhr.requests[0]!.respond(415, {
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: "Le fichier faux.jpg n'est pas une image JPEG, PNG ou WebP",
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le fichier faux.jpg n'est pas une image JPEG, PNG ou WebP",
    );
  });

  it('moves a picture with the arrow keys, sends the new order and keeps the focus on it', async () => {
    const calls = fakeApi(route('PUT', ORDER, reordered));
    const { user, item } = renderManager(plot(['a', 'b', 'c']));
    item('Photo 2 sur 3').focus();
    await user.keyboard('{ArrowLeft}');

    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/parcelles/p-42/images/ordre',
        body: { ordre: ['img-b', 'img-a', 'img-c'] },
      },
    ]);
    expect(screen.getByText('Photo déplacée : 1 sur 3')).toBeInTheDocument();
    const moved = item('Photo 1 sur 3');
    expect(moved).toHaveFocus();
    expect(within(moved).getByRole('img')).toHaveAttribute('src', '/media/b-1024.webp');
    expect(within(moved).getByText('Couverture')).toBeInTheDocument();

    // And with its buttons.
    await user.click(within(item('Photo 2 sur 3')).getByRole('button', { name: 'Déplacer après' }));
    expect(calls[1]!.body).toEqual({ ordre: ['img-b', 'img-c', 'img-a'] });
    await waitFor(() =>
      expect(within(item('Photo 3 sur 3')).getByRole('button', { name: 'Déplacer après' })).toHaveFocus(),
    );
  });

  it('moves a picture dragged with a finger or a mouse over another', async () => {
    const calls = fakeApi(route('PUT', ORDER, reordered));
    const { item } = renderManager(plot(['a', 'b', 'c']));
    // jsdom lays nothing out: say which picture is under the pointer, and accept the capture.
    const target = item('Photo 1 sur 3');
    document.elementFromPoint = vi.fn(() => within(target).getByRole('img'));
    Element.prototype.setPointerCapture = vi.fn();
    const handle = within(item('Photo 3 sur 3')).getByTitle('Glisser pour déplacer');

    fireEvent.pointerDown(handle, { pointerId: 7, button: 0, pointerType: 'touch' });
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 10, clientY: 10 });
    // The picture follows before it is dropped; nothing is sent yet.
    expect(within(item('Photo 1 sur 3')).getByRole('img')).toHaveAttribute('src', '/media/c-1024.webp');
    expect(calls).toHaveLength(0);
    fireEvent.pointerUp(handle, { pointerId: 7 });

    expect(calls.map((call) => call.body)).toEqual([{ ordre: ['img-c', 'img-a', 'img-b'] }]);
    expect(screen.getByText('Photo déplacée : 1 sur 3')).toBeInTheDocument();
    await waitFor(() => expect(within(item('Photo 1 sur 3')).getByText('Couverture')).toBeInTheDocument());
  });

  it('makes a picture the cover', async () => {
    const calls = fakeApi(route('PUT', ORDER, reordered));
    const { user, item } = renderManager(plot(['a', 'b', 'c']));
    expect(
      within(item('Photo 1 sur 3')).queryByRole('button', { name: 'Définir comme couverture' }),
    ).toBeNull();
    await user.click(within(item('Photo 3 sur 3')).getByRole('button', { name: 'Définir comme couverture' }));
    expect(calls.map((call) => call.body)).toEqual([{ ordre: ['img-c', 'img-a', 'img-b'] }]);
    const cover = item('Photo 1 sur 3');
    expect(within(cover).getByRole('img')).toHaveAttribute('src', '/media/c-1024.webp');
    expect(within(cover).getByText('Couverture')).toBeInTheDocument();
  });

  it('puts the order back when the server refuses it', async () => {
    fakeApi(route('PUT', ORDER, () => fail(409, 'Les photos de la parcelle ont changé', 'CONFLICT')));
    const { user, item } = renderManager(plot(['a', 'b', 'c']));
    item('Photo 3 sur 3').focus();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’ordre des photos n’a pas pu être enregistré. L’ordre précédent a été rétabli. Les photos de la parcelle ont changé',
    );
    expect(within(item('Photo 3 sur 3')).getByRole('img')).toHaveAttribute('src', '/media/c-1024.webp');
  });

  it('reads the plot again when the order is answered without it', async () => {
    const calls = fakeApi(
      route('PUT', ORDER, () => ok(null)),
      route('GET', '/parcelles/p-42', () => ok(plot(['b', 'a']))),
    );
    const { user, item } = renderManager(plot(['a', 'b']));
    await user.click(within(item('Photo 1 sur 2')).getByRole('button', { name: 'Déplacer après' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['PUT', 'GET']));
    expect(within(item('Photo 1 sur 2')).getByRole('img')).toHaveAttribute('src', '/media/b-1024.webp');
  });

  it('deletes a picture after a confirmation', async () => {
    let current = plot(['a', 'b', 'c']);
    const calls = fakeApi(
      route('DELETE', '/parcelles/p-42/images', () => {
        current = plot(['a', 'c']);
        return ok(null);
      }),
      route('GET', '/parcelles/p-42', () => ok(current)),
    );
    const { user, item } = renderManager(current);
    await user.click(within(item('Photo 2 sur 3')).getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    expect(dialog).toHaveTextContent('La photo 2 de la parcelle LOT-042 sera retirée du site.');
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(within(item('Photo 2 sur 3')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, supprimer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls[0]).toEqual({
      method: 'DELETE',
      path: '/api/v1/parcelles/p-42/images',
      body: { imageUrl: '/media/b-1024.webp' },
    });
    expect(altTexts()).toEqual(['Photo 1 de la parcelle LOT-042', 'Photo 2 de la parcelle LOT-042']);
    expect(within(item('Photo 2 sur 2')).getByRole('img')).toHaveAttribute('src', '/media/c-1024.webp');
    expect(item('Photo 2 sur 2')).toHaveFocus();
  });
});
