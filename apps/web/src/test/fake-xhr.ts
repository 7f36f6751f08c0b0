import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Stands in for XMLHttpRequest (the upload uses it for its progress events): records the request
 * and lets the test report progress and answer when it chooses.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  /** The Idempotency-Key the `index`th request was sent with (ADR 028). */
  static key(index: number): string | undefined {
    return FakeXhr.requests[index]?.headers['Idempotency-Key'];
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  /** What the browser does when the page cancels: the request ends with an abort event. */
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, payload: unknown) {
    this.status = status;
    this.responseText = typeof payload === 'string' ? payload : JSON.stringify(payload);
    act(() => this.onload?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
  timeOut() {
    act(() => this.ontimeout?.());
  }
}

/**
 * The answer to the last request is lost (`lose`: a network error unless said otherwise), and the
 * user presses 'Réessayer l’envoi' in the alert that says so.
 */
export async function loseAnswerAndRetry(
  user: UserEvent,
  lose: (request: FakeXhr) => void = (request) => request.fail(),
) {
  lose(FakeXhr.requests.at(-1)!);
  await user.click(
    within(await screen.findByRole('alert')).getByRole('button', { name: 'Réessayer l’envoi' }),
  );
}
