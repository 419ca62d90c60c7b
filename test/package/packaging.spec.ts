import { expect } from 'chai';
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../../devnet';
import { keyOf } from '../support/builders';
import { collect, run, runOk, stop, userEnv, waitForOutput } from './run';

/**
 * The package as a user gets it: `npm pack` (which builds, through `prepare`), the tarball installed
 * into a fresh project outside the repo (no repo node_modules on any lookup path, optional native
 * modules omitted and install scripts off, so nothing is compiled), then used from plain `node`.
 * One pack and one install per run; the fixtures the project runs are in test/package/consumer.
 */
const ROOT = join(__dirname, '..', '..');
const FIXTURES = join(__dirname, 'consumer');
const TSC = join(ROOT, 'node_modules', '.bin', 'tsc');

/** Each entry, with exports it must offer whichever way it is loaded. */
const ENTRIES: Record<string, string[]> = {
  hivegate: ['createServer', 'loadConfig', 'composeCore'],
  'hivegate/core': ['composeCore', 'Errors', 'SignInLifeCycle', 'parseScope'],
  'hivegate/adapters': [
    'DhiveChainClient',
    'JoseTokenSigner',
    'MemorySignInStore',
    'SqliteSignInStore',
    'createHttpApp',
  ],
  'hivegate/adapters/memory': [
    'MemorySignInStore',
    'MemoryUsageStore',
    'MemoryDPoPReplayStore',
    'MemorySigningKeyStore',
    'MemoryChainCursor',
    'MemoryDeviceRequests',
    'MemoryLogoutQueue',
  ],
  'hivegate/adapters/sqlite': [
    'openDatabase',
    'SqliteSignInStore',
    'SqliteUsageStore',
    'SqliteDPoPReplayStore',
    'SqliteSigningKeyStore',
    'SqliteChainCursor',
    'SqliteDeviceRequests',
    'SqliteLogoutQueue',
  ],
  'hivegate/adapters/chain': ['DhiveChainClient', 'MemoryChainClient'],
  'hivegate/adapters/signer': ['JoseTokenSigner', 'JoseDPoPVerifier'],
  'hivegate/adapters/prober': ['FetchWebsiteProber', 'StaticWebsiteProber', 'FetchLogoutSender'],
  'hivegate/adapters/clock': ['SystemClock'],
  'hivegate/adapters/http': ['createHttpApp', 'hivegateRouters'],
  'hivegate/devnet': ['startDevnet', 'demoGenesis'],
};

describe('package: packed, installed into a fresh project, used from plain node', function () {
  this.timeout(600_000);
  let work: string;
  let app: string;
  let files: string[];
  let devnet: Devnet;
  const timings: Record<string, number> = {};

  before(async function () {
    const started = Date.now();
    work = mkdtempSync(join(tmpdir(), 'hivegate-package-'));
    const packed = JSON.parse(
      await runOk('npm', ['pack', '--json', '--pack-destination', work], {
        cwd: ROOT,
        env: { ...process.env },
      }),
    );
    files = packed[0].files.map((file: { path: string }) => file.path);
    timings.build_and_pack = Date.now() - started;

    app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }),
    );
    for (const name of readdirSync(FIXTURES)) copyFileSync(join(FIXTURES, name), join(app, name));
    const devDependencies = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
      .devDependencies as Record<string, string>;
    const installing = Date.now();
    await runOk(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--omit=optional',
        '--ignore-scripts',
        join(work, packed[0].filename),
        `@types/node@${devDependencies['@types/node']}`,
        // hivegate/aioha's peer, as an Aioha app has it
        `@aioha/aioha@${devDependencies['@aioha/aioha']}`,
      ],
      { cwd: app },
    );
    timings.install = Date.now() - installing;
    devnet = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
  });

  after(async function () {
    await devnet?.close();
    if (work) rmSync(work, { recursive: true, force: true });
    console.log(`      packaging timings (ms): ${JSON.stringify(timings)}`);
  });

  const node = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, args, { cwd: app, env: userEnv(env), timeoutMs: 120_000 });
  /** Runs a fixture that prints JSON; it must succeed without a word on stderr (no warnings either). */
  const json = async (args: string[], env: Record<string, string> = {}) => {
    const result = await node(args, env);
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stderr).to.equal('');
    return JSON.parse(result.stdout);
  };

  it('the tarball holds compiled code, types, README, LICENSE and the web assets; no sources, tests, bench or data', () => {
    for (const path of [
      'dist/bootstrap/index.js',
      'dist/bootstrap/index.d.ts',
      'dist/bootstrap/cli.js',
      'dist/core/index.js',
      'dist/devnet/index.d.ts',
      'README.md',
      'LICENSE',
      'package.json',
      'web/style.css',
      'web/dist/manifest.json',
    ]) {
      expect(files).to.include(path);
    }
    const misplaced = files.filter(
      (path) =>
        /(^|\/)(test|bench|data)\/|\.spec\.|(?<!\.d)\.ts$/.test(path) ||
        !/^(dist|web)\/|^(README\.md|LICENSE|package\.json)$/.test(path),
    );
    expect(misplaced).to.deep.equal([]);
  });

  it('brings no tsx, TypeScript or better-sqlite3 (optional) into the user project', () => {
    // What hivegate pulls in, from the project's lock file: its dependencies and theirs, required
    // peers included, optional ones not (@aioha/aioha, installed here as an Aioha app has it,
    // brings TypeScript through MetaMask's packages: the app's choice, not ours).
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, PackageEntry>;
    };
    const brought = closureOf(lock.packages, 'node_modules/hivegate');
    for (const name of ['tsx', 'typescript', 'better-sqlite3', 'pg'])
      expect(brought.has(`node_modules/${name}`), name).to.equal(false);
    expect(brought.has('node_modules/koa'), '(the walk sees what hivegate needs)').to.equal(true);
    expect(
      existsSync(join(app, 'node_modules', 'hivegate', 'dist', 'bootstrap', 'cli.js')),
    ).to.equal(true);
  });

  it('every entry loads with require (CommonJS)', async () => {
    const loaded = await json(['entries.cjs', ...Object.keys(ENTRIES)]);
    for (const [entry, names] of Object.entries(ENTRIES)) {
      for (const name of names)
        expect(loaded[entry][name], `${entry} ${name}`).to.be.oneOf(['function', 'object']);
    }
  });

  it('every entry loads with import (ES module), named exports included', async () => {
    const loaded = await json(['entries.mjs', ...Object.keys(ENTRIES)]);
    for (const [entry, names] of Object.entries(ENTRIES)) {
      for (const name of names)
        expect(loaded[entry][name], `${entry} ${name}`).to.be.oneOf(['function', 'object']);
    }
  });

  /** The app-side entries, with the names each must offer both ways. */
  const APP_ENTRIES: Record<string, string[]> = {
    'hivegate/client': ['Client', 'HivegateError'],
    'hivegate/aioha': ['HivegateProvider', 'relayPopupCallback', 'AIOHA_CODES'],
  };
  for (const [entry, expected] of Object.entries(APP_ENTRIES)) {
    it(`${entry} loads with require and with import`, async () => {
      const required = await json(['entries.cjs', entry]);
      const imported = await json(['entries.mjs', entry]);
      // import() of CommonJS adds `__esModule` and orders names its own way: compare the sets of names.
      const names = (exported: Record<string, unknown>) =>
        Object.keys(exported)
          .filter((name) => name !== '__esModule' && name !== 'default')
          .sort();
      expect(names(required[entry])).to.include.members(expected);
      expect(names(imported[entry])).to.deep.equal(names(required[entry]));
    });
  }

  it('hivegate/aioha loads its peer @aioha/aioha and nothing of the server (no Koa, jose, inversify)', async () => {
    const { packages } = await json(['loaded.cjs', 'require', 'hivegate/aioha']);
    expect(packages).to.include('@aioha/aioha');
    expect(packages).not.to.include.members(['koa', 'jose', 'inversify']);
  });

  for (const mode of ['require', 'import']) {
    it(`hivegate/core (${mode}) loads no other package and no native module: no Koa, dhive, jose, inversify`, async () => {
      expect(await json(['loaded.cjs', mode, 'hivegate/core'])).to.deep.equal({
        packages: [],
        native: [],
      });
    });
  }

  it('hivegate/adapters/memory loads no other package and no native module', async () => {
    expect(await json(['loaded.cjs', 'require', 'hivegate/adapters/memory'])).to.deep.equal({
      packages: [],
      native: [],
    });
  });

  it('(the same check sees what hivegate/adapters loads: Koa, dhive, jose)', async () => {
    const { packages } = await json(['loaded.cjs', 'require', 'hivegate/adapters']);
    expect(packages).to.include.members(['koa', '@hiveio/dhive', 'jose']);
  });

  it('the core over memory storage and the real dhive client walks challenge → authorize → token → me on the dev chain', async () => {
    const walked = await json(['walk.mjs'], {
      DEVNET_URL: devnet.url,
      CHAIN_ID: devnet.chainId,
      ADDRESS_PREFIX: devnet.addressPrefix,
      CALLBACK: 'http://localhost:3000/demo/callback',
    });
    expect(walked).to.deep.equal({
      challenge: 'string',
      authorized: {
        username: 'alice',
        state: 'packaged',
        callback: 'http://localhost:3000/demo/callback',
      },
      tokens: { access: 'string', refresh: 'string', username: 'alice' },
      me: {
        name: 'alice',
        posting_auths: [
          ['demo-app', 1],
          ['demo-spa', 1],
        ],
      },
    });
  });

  it('the HTTP service from the root entry serves the web assets and the built page scripts from the compiled layout', async () => {
    const answers = await json(['server.cjs'], {
      DEVNET_URL: devnet.url,
      CHAIN_ID: devnet.chainId,
      ADDRESS_PREFIX: devnet.addressPrefix,
      SERVICE_POSTING_KEY: keyOf('hivegate', 'posting', 'hivegate-dev-password').toString(),
    });
    expect(answers['/assets/style.css']).to.include({
      status: 200,
      type: 'text/css; charset=utf-8',
    });
    expect(answers['consent script']).to.include({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      encoding: 'br',
    });
    expect(answers['consent script'].bytes).to.be.within(1_000, 200_000); // as decoded by fetch
    expect(answers['/api/me']).to.include({ status: 401 });
    expect(answers['/api/me'].type).to.match(/^application\/json/);
  });

  it('SQLite without better-sqlite3 installed: a clear error naming what to install', async () => {
    const result = await node([
      '-e',
      "try { require('hivegate/adapters/sqlite').openDatabase(':memory:') } catch (e) { console.log(JSON.stringify({ code: e.code, message: e.message })) }",
    ]);
    expect(JSON.parse(result.stdout)).to.deep.equal({
      code: 'HIVEGATE_MISSING_MODULE',
      message:
        'SQLite storage needs the optional module better-sqlite3, which is not installed: run `npm install better-sqlite3` (it builds from source: a C++ toolchain and Python are needed)',
    });
  });

  it('npx hivegate --help lists serve, dev and devnet', async () => {
    const result = await run('npx', ['hivegate', '--help'], { cwd: app, timeoutMs: 120_000 });
    expect(result.code, result.stderr).to.equal(0);
    for (const command of ['serve', 'dev', 'devnet'])
      expect(result.stdout).to.match(new RegExp(`^  ${command} `, 'm'));
    expect(result.stdout).to.include('--genesis file.json');
  });

  it('npx hivegate with an unknown command: one line on stderr, exit 2', async () => {
    const result = await run('npx', ['hivegate', 'launch'], { cwd: app, timeoutMs: 120_000 });
    expect(result.code).to.equal(2);
    // npx may add its own warnings about this machine's npm configuration; hivegate says one line.
    const ours = result.stderr
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('npm warn'));
    expect(ours).to.deep.equal([
      "hivegate: unknown command 'launch' (hivegate --help lists the commands)",
    ]);
  });

  it('hivegate serve (compiled, plain node) reads its configuration from the environment', async () => {
    const result = await node(['node_modules/.bin/hivegate', 'serve'], {
      DATA_DIR: join(work, 'serve-data'),
    });
    expect(result.code).to.equal(2);
    expect(result.stderr.trim().split('\n')).to.have.length(1);
    expect(result.stderr).to.include('SERVICE_ACCOUNT is required');
  });

  it('hivegate dev without the optional better-sqlite3: one line saying what to install, exit 2', async () => {
    const result = await node(['node_modules/.bin/hivegate', 'dev'], {
      DATA_DIR: join(work, 'dev-data'),
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    expect(result.code).to.equal(2);
    expect(result.stderr).to.match(
      /^hivegate: cannot start: SQLite storage needs the optional module better-sqlite3, which is not installed: run `npm install better-sqlite3`/,
    );
    expect(result.stderr.trim().split('\n')).to.have.length(1);
  });

  it('hivegate devnet --port 0 runs the dev chain alone and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['node_modules/.bin/hivegate', 'devnet', '--port', '0', '--block-ms', '0', '--quiet'],
      { cwd: app, env: userEnv() },
    );
    const output = collect(child);
    const [, url] = await waitForOutput(child, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    const answer = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'condenser_api.get_accounts',
        params: [['bob']],
      }),
    });
    expect(((await answer.json()) as { result: { name: string }[] }).result[0].name).to.equal(
      'bob',
    );
    expect(await stop(child)).to.equal(0);
    expect(output().stderr).to.equal('');
  });

  it('a TypeScript app using every entry type-checks against the installed declarations', async () => {
    const result = await run(TSC, ['-p', 'tsconfig.json'], { cwd: app, timeoutMs: 120_000 });
    expect(result.code, result.stdout).to.equal(0);
  });

  it('a TypeScript service embedding only the core type-checks with skipLibCheck off and no ambient types', async () => {
    const result = await run(TSC, ['-p', 'tsconfig.core.json'], { cwd: app, timeoutMs: 120_000 });
    expect(result.code, result.stdout).to.equal(0);
  });
});

interface PackageEntry {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The lock file paths `root` needs: its dependencies and required peers, resolved as Node does (nearest node_modules up). */
function closureOf(packages: Record<string, PackageEntry>, root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || !packages[path]) return;
    seen.add(path);
    const entry = packages[path];
    const required = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    for (const name of [...Object.keys(entry.dependencies ?? {}), ...required]) {
      let dir = path;
      for (;;) {
        const candidate = `${dir}/node_modules/${name}`;
        if (packages[candidate]) {
          visit(candidate);
          break;
        }
        const up = dir.lastIndexOf('/node_modules/');
        if (up < 0) {
          visit(`node_modules/${name}`);
          break;
        }
        dir = dir.slice(0, up);
      }
    }
  };
  visit(root);
  return seen;
}
