import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyOf, signMessage } from '../support/builders';
import { freePort } from '../support/freePort';

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
/**
 * `npm run dev`'s entry under node with tsx's loader, not tsx's wrapper process: the wrapper relays
 * SIGTERM and SIGKILLs its child (exit 143) when the child does not acknowledge within 30 ms, which
 * a loaded machine misses now and then.
 */
const DEV = ['--import', 'tsx', 'bootstrap/dev.ts'];

/** Runs an entry point to completion; returns its exit code and output. */
function run(
  entry: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [entry], {
      cwd: ROOT,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = out.match(pattern);
      if (match) resolve(match);
    });
    child.on('exit', (code) =>
      reject(new Error(`exited with ${code} before printing ${pattern}: ${out}`)),
    );
  });
}

describe('process: start-up and shutdown', function () {
  this.timeout(180_000);
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-process-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('npm start without SERVICE_ACCOUNT: one line naming the variable, exit 2, no stack', async () => {
    const { code, stderr } = await run('bootstrap/main.ts', { DATA_DIR: dataDir });
    expect(code).to.equal(2);
    expect(stderr.trim().split('\n')).to.have.length(1);
    expect(stderr).to.include('SERVICE_ACCOUNT is required');
  });

  it('a bad value names its variable and never echoes a key', async () => {
    const { code, stderr } = await run('bootstrap/main.ts', {
      DATA_DIR: dataDir,
      SERVICE_ACCOUNT: 'hivegate',
      SERVICE_POSTING_KEY: 'not-a-key-secret-value',
    });
    expect(code).to.equal(2);
    expect(stderr).to.include('SERVICE_POSTING_KEY must be a WIF private key');
    expect(stderr).to.not.include('not-a-key-secret-value');
  });

  it('npm run dev serves the demo, and SIGTERM stops it gracefully with exit 0', async () => {
    const child = spawn(process.execPath, DEV, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH!,
        HOME: process.env.HOME ?? '/tmp',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
    });
    try {
      const [, url] = await waitForLine(child, /listening on (http:\/\/[\d.:]+)/);
      const answer = await fetch(`${url}/api/oauth2/challenge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'alice', client_id: 'demo-app' }),
      });
      expect(answer.status).to.equal(200);
      expect((await answer.json()).challenge).to.include('@alice');
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).to.equal(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('npm run dev without HOST listens on loopback only, and prints the address it is bound to (issue 54 §4)', async () => {
    const child = spawn(process.execPath, DEV, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH!,
        HOME: process.env.HOME ?? '/tmp',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
    });
    try {
      const [line, host, port] = await waitForLine(
        child,
        /listening on http:\/\/([^\s:]+):(\d+)[^\n]*/,
      );
      expect(host, line).to.equal('127.0.0.1');
      expect(line).to.not.include('every interface');
      // Another address of this machine does not answer (when it has one).
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal);
      if (lan) {
        const reached = await fetch(`http://${lan.address}:${port}/healthz`).then(
          () => true,
          () => false,
        );
        expect(reached, `reachable on ${lan.address}`).to.equal(false);
      }
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).to.equal(200);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('npm run dev on another PORT prints a sign-in link that works: consent page, code, and the demo callback signs in (issue 22 §2)', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, DEV, {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH!,
        HOME: process.env.HOME ?? '/tmp',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      },
    });
    try {
      const [, link] = await waitForLine(child, /sign in: +(\S+)/);
      const printed = new URL(link);
      expect(printed.port).to.equal(String(port));
      const callback = printed.searchParams.get('redirect_uri')!;
      expect(callback).to.equal(`http://localhost:${port}/demo/callback`);
      const consent = await fetch(link);
      expect(consent.status, await consent.clone().text()).to.equal(200);
      // The rest of the sign-in as the consent page does it, then the demo callback with the code.
      const post = async (path: string, json: unknown) => {
        const answer = await fetch(new URL(path, link), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        });
        return { status: answer.status, body: await answer.json() };
      };
      const { body: c } = await post('/api/oauth2/challenge', {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: callback,
        scope: 'vote,comment',
      });
      const authorized = await post('/api/oauth2/authorize', {
        challenge: c.challenge,
        signature: signMessage(c.challenge, keyOf('alice', 'posting', 'alice-password')),
        client_id: 'demo-app',
        redirect_uri: callback,
        response_type: 'code',
        scope: 'vote,comment',
      });
      expect(authorized.status, JSON.stringify(authorized.body)).to.equal(200);
      const landed = await fetch(authorized.body.redirect_to);
      expect(landed.status).to.equal(200);
      expect(await landed.text()).to.include('Signed in as @alice');
      // The demo apps' website is this service's home page on this PORT, and /apps checks it (issue 39 §4).
      let apps: Response | undefined;
      for (let attempt = 0; attempt < 100 && apps?.status !== 200; attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 200));
        apps = await fetch(new URL('/api/apps', link));
      }
      const demo = ((await apps!.json()) as { apps: Record<string, unknown>[] }).apps.find(
        (app) => app.username === 'demo-app',
      );
      expect(demo).to.include({ website: `http://localhost:${port}/`, site: 'ok' });
    } finally {
      child.kill('SIGKILL');
    }
  });
});
