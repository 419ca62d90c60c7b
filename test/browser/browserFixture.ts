import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  appAccount,
  DEMO_APP,
  DEMO_APP_SECRET,
  DEMO_PASSWORDS,
  demoAccounts,
  demoGenesis,
  DEMO_SPA,
  startDevnet,
  type Devnet,
  type GenesisAccount,
} from '../../devnet';
import { loadConfig } from '../../bootstrap/config';
import {
  createServer,
  type AdapterOverrides,
  type HivegateServer,
  type ServerOptions,
} from '../../bootstrap/createServer';
import { freePort } from '../support/freePort';
import { keyOf, signMessage } from '../support/builders';
import { call } from '../support/http';
import { handedToken } from '../support/handoff';

export const CHROMIUM = '/usr/bin/chromium';
export const ARTIFACTS = join(__dirname, '..', 'artifacts');

/** A stand-in for the app's own server: records each request to /callback and /signed. */
export interface TestApp {
  url: string;
  callbacks: URL[];
  /** Resolves with the next request whose path is `path` (each request is handed out once). */
  next(path: string): Promise<URL>;
  close(): Promise<void>;
}

/** Serves a request of the test app itself (its own pages); answers false to leave it to the default. */
export type AppPages = (url: URL, res: ServerResponse) => boolean;

async function startTestApp(pages?: AppPages): Promise<TestApp> {
  const callbacks: URL[] = [];
  const waiting: { path: string; resolve: (url: URL) => void }[] = [];
  const server: Server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://app.local');
    if (pages?.(url, res)) return;
    if (url.pathname !== '/favicon.ico') {
      const at = waiting.findIndex((w) => w.path === url.pathname);
      if (at >= 0) waiting.splice(at, 1)[0].resolve(url);
      else callbacks.push(url);
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Test app</title><h1>Back at the test app</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    callbacks,
    next: (path) => {
      const seen = callbacks.find((c) => c.pathname === path);
      if (seen) {
        callbacks.splice(callbacks.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve) => waiting.push({ path, resolve }));
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export interface BrowserWorld {
  devnet: Devnet;
  service: HivegateServer;
  serviceUrl: string;
  app: TestApp;
  browser: Browser;
  /** The demo accounts' keys on the devnet. */
  keys: (name: string) => ReturnType<typeof demoAccounts>[number]['keys'];
  passwordOf: (name: string) => string;
  newPage(): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

export interface BrowserWorldOptions {
  /** Extra pages the test app serves. */
  pages?: AppPages;
  /** Service configuration added to the world's (e.g. HIVEAUTH_RELAY_URL). */
  env?: Record<string, string>;
  /** More redirect URIs demo-app registers (a loopback one matches any port). */
  redirectUris?: string[];
  /** Listen on a port chosen beforehand and make BASE_URL (the OpenID issuer) the service's real URL. */
  baseUrlIsUrl?: boolean;
  /**
   * With baseUrlIsUrl, the host name of BASE_URL and of `serviceUrl` (default 127.0.0.1):
   * `localhost` for passkeys, since an IP address is no WebAuthn rp id.
   */
  hostName?: string;
  /** Ports the service uses instead of its own (e.g. a Logger that records every line). */
  overrides?: AdapterOverrides;
  /** Accounts the genesis adds after the demo ones. */
  accounts?: GenesisAccount[];
  /** More Chromium flags (e.g. --host-resolver-rules, to give the test app another site's name). */
  chromiumArgs?: string[];
  /** Routers the service mounts beside its own (bootstrap/dev.ts's demo app). */
  extraRouters?: ServerOptions['extraRouters'];
}

/**
 * The dev chain in instant mode (a block per transaction), the demo genesis with demo-app also
 * registering the test app's /callback, the whole service on port 0, and headless Chromium.
 */
export async function startBrowserWorld(options: BrowserWorldOptions = {}): Promise<BrowserWorld> {
  const app = await startTestApp(options.pages);
  const genesis = demoGenesis(options.accounts);
  genesis.accounts = genesis.accounts.map((account) =>
    account.name === DEMO_SPA
      ? appAccount({
          name: DEMO_SPA,
          password: DEMO_PASSWORDS[DEMO_SPA],
          displayName: 'Demo single-page app',
          redirectUris: [`${app.url}/callback`, ...(options.redirectUris ?? [])],
        })
      : account.name !== DEMO_APP
        ? account
        : appAccount({
            name: DEMO_APP,
            password: DEMO_PASSWORDS[DEMO_APP],
            displayName: 'Demo App',
            about: 'An example app that signs in with hivegate',
            website: 'https://demo-app.example/',
            redirectUris: [`${app.url}/callback`, ...(options.redirectUris ?? [])],
            secret: DEMO_APP_SECRET,
          }),
  );
  const devnet = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false, genesis });
  const accounts = demoAccounts(devnet.addressPrefix);
  const keys = (name: string) => accounts.find((a) => a.name === name)!.keys;
  const dataDir = mkdtempSync(join(tmpdir(), 'hivegate-browser-'));
  const port = options.baseUrlIsUrl ? await freePort() : 0;
  const service = await createServer(
    loadConfig({
      HIVE_NODES: devnet.url,
      HIVE_CHAIN_ID: devnet.chainId,
      SERVICE_ACCOUNT: 'hivegate',
      SERVICE_POSTING_KEY: keys('hivegate').posting.private,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PSEUDO_LOCALE: 'on',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(port ? { BASE_URL: `http://${options.hostName ?? '127.0.0.1'}:${port}` } : {}),
      ...options.env,
    }),
    options.overrides ?? {},
    { extraRouters: options.extraRouters },
  );
  const listening = await service.listen();
  const serviceUrl = options.hostName ? `http://${options.hostName}:${port}` : listening;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // Generous: a cold start on a busy shared CI machine has taken over 30 s.
    timeout: 120_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.chromiumArgs ?? []),
    ],
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    devnet,
    service,
    serviceUrl,
    app,
    browser,
    keys,
    passwordOf: (name) => DEMO_PASSWORDS[name],
    async newPage() {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 } }); // a phone
      const page = await context.newPage();
      // Generous: on a busy shared machine, parsing dhive's 1 MB bundle alone has taken over 20 s.
      page.setDefaultTimeout(60_000);
      return page;
    },
    async screenshot(page, name) {
      await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
    },
    async close() {
      await browser.close().catch(() => undefined);
      await service.close();
      await devnet.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Skips `context`'s suite when Chromium is missing — saying why — on a developer's machine; fails
 * it where HIVEGATE_REQUIRE_BROWSER=1 (CI, which installs Chromium: a missing one is a broken
 * install, not a reason to pass), as HIVEGATE_REQUIRE_POSTGRES does for PostgreSQL.
 */
export function requireChromium(context: Mocha.Context, suite: string): void {
  if (existsSync(CHROMIUM)) return;
  const why = `${CHROMIUM} is missing (apt-get install -y chromium)`;
  if (process.env.HIVEGATE_REQUIRE_BROWSER === '1')
    throw new Error(`${suite} needs Chromium: ${why}`);
  console.warn(`    Skipping ${suite}: ${why}.`);
  context.skip();
}

/**
 * Registers the suite's set-up: one browser world for all its tests, closed after them; the
 * whole suite is skipped (with a warning) where Chromium is not installed. Returns the world's
 * getter, valid inside the tests.
 */
export function useBrowserWorld(
  suite: Mocha.Suite,
  options: BrowserWorldOptions = {},
): () => BrowserWorld {
  let world: BrowserWorld | undefined;
  suite.timeout(240_000);
  suite.beforeAll(async function () {
    requireChromium(this, 'the browser suite');
    world = await startBrowserWorld(options);
  });
  suite.afterAll(async () => {
    await world?.close();
  });
  return () => world!;
}

/** An account as the dev chain answers condenser_api.get_accounts. */
export async function accountOf(w: BrowserWorld, name: string): Promise<any> {
  const answer = await call(w.devnet.url, 'POST', '/', {
    json: { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_accounts', params: [[name]] },
  });
  return answer.body.result[0];
}

/** Every request a page makes (URL, headers and body), to prove what never left it. */
export function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(
      [request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n'),
    );
  });
  return seen;
}

/** Console errors and CSP reports: a page that works only with a relaxed policy would show them. */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** An access token of `name` at demo-app for `scope`, through the sign-in API (signing in node, as a test shortcut). */
export async function tokenThroughApi(
  w: BrowserWorld,
  name: string,
  scope: string,
): Promise<string> {
  const challenge = await call(w.serviceUrl, 'POST', '/api/oauth2/challenge', {
    json: { username: name, client_id: 'demo-app', redirect_uri: `${w.app.url}/callback`, scope },
  });
  const authorized = await call(w.serviceUrl, 'POST', '/api/oauth2/authorize', {
    json: {
      challenge: challenge.body.challenge,
      signature: signMessage(challenge.body.challenge, keyOf(name)),
      client_id: 'demo-app',
      redirect_uri: `${w.app.url}/callback`,
      response_type: 'token',
      scope,
    },
  });
  if (authorized.status !== 200) throw new Error(`authorize: ${JSON.stringify(authorized.body)}`);
  return handedToken(w.serviceUrl, authorized);
}

/** The consent page as an app sends users to it (HiveSigner's parameters and OpenID's). */
export function authorizeUrl(w: BrowserWorld, params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: 'demo-app',
    redirect_uri: `${w.app.url}/callback`,
    response_type: 'code',
    scope: 'login',
    ...params,
  });
  return `${w.serviceUrl}/oauth2/authorize?${query}`;
}
