import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

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
    const child = spawn(TSX, ['bootstrap/dev.ts'], {
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
});
