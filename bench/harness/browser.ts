import { launch, type LaunchedChrome } from 'chrome-launcher';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import WebSocket from 'ws';

/** Debian's Chromium, headless, quiet: no network of its own, nothing that skews a measurement. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches Chromium for `work` and always kills it after. */
export async function withChromium<T>(work: (chrome: LaunchedChrome) => Promise<T>): Promise<T> {
  const chromePath = chromiumPath();
  // chrome-launcher does not handle a failed spawn: a missing browser would be an uncaught
  // error that no caller can catch, so it is refused here, as an error the cases report.
  if (!existsSync(chromePath)) {
    throw new Error(
      `no Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  }
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    return await work(chrome);
  } finally {
    chrome.kill();
  }
}

type CdpMessage = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
};

/** A minimal Chrome DevTools Protocol client over the browser's WebSocket (flat sessions). */
export class Cdp {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(value: Record<string, unknown>): void; reject(error: Error): void }
  >();
  private readonly listeners: ((message: CdpMessage) => void)[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as CdpMessage;
      if (message.id !== undefined) {
        const waiter = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(message.error.message));
        else waiter?.resolve(message.result ?? {});
      } else {
        for (const listener of this.listeners) listener(message);
      }
    });
  }

  static async connect(port: number): Promise<Cdp> {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const socket = new WebSocket(version.webSocketDebuggerUrl, { perMessageDeflate: false });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Cdp(socket);
  }

  send<T = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: (value) => resolve(value as T),
        reject,
      });
    });
  }

  onEvent(listener: (message: CdpMessage) => void): void {
    this.listeners.push(listener);
  }

  close(): void {
    this.socket.close();
  }
}

/** A cookie the page should carry, e.g. the refresh cookie of a signed-in session. */
export type BrowserCookie = { name: string; value: string; path: string };

/** Puts cookies for `origin` in the browser's default context (shared by every tab, Lighthouse's too). */
export async function setCookies(
  port: number,
  origin: string,
  cookies: BrowserCookie[],
): Promise<void> {
  const cdp = await Cdp.connect(port);
  try {
    const { hostname } = new URL(origin);
    await cdp.send('Storage.setCookies', {
      cookies: cookies.map((cookie) => ({
        ...cookie,
        domain: hostname,
        httpOnly: true,
        sameSite: 'Strict',
      })),
    });
  } finally {
    cdp.close();
  }
}

export type LoadedScript = {
  url: string;
  bytes: number;
  gzipBytes: number;
  /** The answer's Content-Encoding, `identity` when the server sent it uncompressed. */
  encoding: string;
};

/**
 * Opens `url` in a new tab with the cache off, waits for the load and for the network to be
 * quiet, and answers every JavaScript file the page fetched, with its size and its size
 * gzipped by us (the server may send it uncompressed), plus where the page ended up.
 */
export async function loadScripts(
  port: number,
  url: string,
  options: { quietMs?: number; timeoutMs?: number } = {},
): Promise<{ scripts: LoadedScript[]; finalPath: string }> {
  const cdp = await Cdp.connect(port);
  try {
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const inFlight = new Set<string>();
    const scripts = new Map<string, { url: string; encoding: string }>();
    let lastActivity = performance.now();
    let loaded = false;
    cdp.onEvent((message) => {
      if (message.sessionId !== sessionId) return;
      const params = message.params ?? {};
      const requestId = params.requestId as string;
      switch (message.method) {
        case 'Network.requestWillBeSent':
          inFlight.add(requestId);
          lastActivity = performance.now();
          break;
        case 'Network.responseReceived': {
          const response = params.response as {
            url: string;
            mimeType: string;
            headers: Record<string, string>;
          };
          const isScript =
            params.type === 'Script' || /javascript|ecmascript/.test(response.mimeType);
          const encoding = Object.entries(response.headers).find(
            ([name]) => name.toLowerCase() === 'content-encoding',
          )?.[1];
          if (isScript)
            scripts.set(requestId, { url: response.url, encoding: encoding ?? 'identity' });
          break;
        }
        case 'Network.loadingFinished':
        case 'Network.loadingFailed':
          inFlight.delete(requestId);
          lastActivity = performance.now();
          break;
        case 'Page.loadEventFired':
          loaded = true;
          break;
      }
    });
    await cdp.send('Page.enable', {}, sessionId);
    await cdp.send('Network.enable', {}, sessionId);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }, sessionId);
    await cdp.send('Page.navigate', { url }, sessionId);
    const quietMs = options.quietMs ?? 1000;
    const deadline = performance.now() + (options.timeoutMs ?? 30_000);
    while (!(loaded && inFlight.size === 0 && performance.now() - lastActivity >= quietMs)) {
      if (performance.now() > deadline) throw new Error(`${url} did not settle in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const loadedScripts: LoadedScript[] = [];
    for (const [requestId, script] of scripts) {
      const { body, base64Encoded } = await cdp.send<{ body: string; base64Encoded: boolean }>(
        'Network.getResponseBody',
        { requestId },
        sessionId,
      );
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      loadedScripts.push({ ...script, bytes: bytes.length, gzipBytes: gzipSync(bytes).length });
    }
    const { result } = await cdp.send<{ result: { value: string } }>(
      'Runtime.evaluate',
      { expression: 'location.pathname', returnByValue: true },
      sessionId,
    );
    await cdp.send('Target.closeTarget', { targetId });
    return { scripts: loadedScripts, finalPath: result.value };
  } finally {
    cdp.close();
  }
}
