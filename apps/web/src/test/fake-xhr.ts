import { vi } from 'vitest';

/** A stand-in for XMLHttpRequest in component tests: the test answers each request and reports progress. */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  readonly headers: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }

  failWithoutAnswer() {
    this.events.dispatchEvent(new Event('error'));
  }
}

/** Replaces XMLHttpRequest for the current test; `FakeXhr.requests` lists what was sent. */
export function installFakeXhr(): typeof FakeXhr.requests {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.requests;
}
