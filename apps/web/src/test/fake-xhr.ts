import { act } from '@testing-library/react';

/**
 * Stands in for XMLHttpRequest (the upload uses it for its progress events): records the request
 * and lets the test report progress and answer when it chooses.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
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
}
