import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, stop, userEnv, waitForOutput } from './run';

/**
 * The `hivegate` command (bootstrap/cli.ts), from source: its refusals, and `dev` running the
 * embedded default. test/package/packaging.spec.ts runs the compiled, installed command.
 */
const ROOT = join(__dirname, '..', '..');
const TSX_CJS = ['--require', 'tsx/cjs', 'bootstrap/cli.ts'];

describe('the hivegate command', function () {
  this.timeout(180_000);
  let dataDir: string;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-cli-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const hivegate = (args: string[]) =>
    run(process.execPath, [...TSX_CJS, ...args], {
      cwd: ROOT,
      env: userEnv({ DATA_DIR: dataDir }),
    });

  const refusals: Array<[string[], string]> = [
    [
      [],
      'hivegate: missing command: serve, dev, devnet, app, keys, migrate, backup or restore (hivegate --help lists the commands)',
    ],
    [['app'], 'hivegate: missing app command: secret (hivegate --help lists the commands)'],
    [
      ['app', 'rotate'],
      "hivegate: unknown app command 'rotate' (hivegate --help lists the commands)",
    ],
    [
      ['app', 'secret', 'now'],
      "hivegate: unexpected argument 'now' for app secret (hivegate --help lists the commands)",
    ],
    [['--verbose'], "hivegate: unknown flag '--verbose' (hivegate --help lists the commands)"],
    [
      ['serve', '--port', '80'],
      "hivegate: unknown flag '--port' for serve (hivegate --help lists the commands)",
    ],
    [
      ['dev', 'now'],
      "hivegate: unexpected argument 'now' for dev (hivegate --help lists the commands)",
    ],
    [
      ['serve', '--workers', 'many'],
      'hivegate: --workers must be a whole number from 1 to 256, got "many" (hivegate --help lists the commands)',
    ],
    [
      ['serve', '--workers'],
      'hivegate: --workers must be a whole number from 1 to 256, got nothing (hivegate --help lists the commands)',
    ],
    [
      ['serve', '--workers=0'],
      'hivegate: --workers must be a whole number from 1 to 256, got "0" (hivegate --help lists the commands)',
    ],
    [['devnet', '--bogus'], "devnet: Unknown option '--bogus'"],
    [['devnet', '--port', 'x'], 'devnet: --port must be a whole number ≥ 0, got "x"'],
  ];
  for (const [args, line] of refusals) {
    it(`hivegate ${args.join(' ')}: one line on stderr, exit 2`, async () => {
      const result = await hivegate(args);
      expect(result.code).to.equal(2);
      expect(result.stderr).to.equal(`${line}\n`);
      expect(result.stdout).to.equal('');
    });
  }

  it('hivegate migrate: brings the storage to this release’s schema, and says so (issue 41 §3)', async () => {
    const first = await hivegate(['migrate']);
    expect(first.code, first.stderr).to.equal(0);
    expect(first.stdout).to.match(
      /^hivegate: migrated the SQLite \(.*\) schema from version 0 to \d+\n$/,
    );
    const again = await hivegate(['migrate']);
    expect(again.stdout).to.match(/schema is at version \d+; nothing to migrate\n$/);
  });

  it('hivegate app secret: a new 256-bit client secret and its SHA-256, different each time (issue 37 §3)', async () => {
    const secrets = [];
    for (let i = 0; i < 2; i++) {
      const result = await hivegate(['app', 'secret']);
      expect([result.code, result.stderr]).to.deep.equal([0, '']);
      const clientSecret = /^client_secret: ([A-Za-z0-9_-]+)$/m.exec(result.stdout)?.[1];
      const secret = /^secret: ([0-9a-f]{64})$/m.exec(result.stdout)?.[1];
      expect(clientSecret, result.stdout).to.be.a('string');
      expect(Buffer.from(clientSecret!, 'base64url')).to.have.length(32);
      expect(secret).to.equal(createHash('sha256').update(clientSecret!, 'utf8').digest('hex'));
      secrets.push(clientSecret);
    }
    expect(secrets[0]).to.not.equal(secrets[1]);
  });

  it('hivegate devnet --help: its flags, exit 0', async () => {
    const result = await hivegate(['devnet', '--help']);
    expect(result.code).to.equal(0);
    expect(result.stdout).to.match(
      /^usage: hivegate devnet \[--port 8091\] \[--genesis file\.json\]/,
    );
    for (const documented of ['--irreversible-lag N', '"rc_mana": 0', '"witness_key"'])
      expect(result.stdout).to.include(documented);
  });

  it('hivegate dev: the service on the dev chain with the demo app; SIGTERM stops it with exit 0', async () => {
    const child = spawn(process.execPath, [...TSX_CJS, 'dev'], {
      cwd: ROOT,
      env: userEnv({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
    });
    const [banner, url] = await waitForOutput(
      child,
      /listening on (http:\/\/127\.0\.0\.1:\d+)[^]*@carol +password carol-password/,
    );
    expect(banner).to.include('demo app:    @demo-app  client_secret demo-app-secret');
    // The demo app's callback is mounted by the dev entry only: with nothing in it, its own page.
    const callback = await fetch(`${url}/demo/callback`);
    expect(callback.status).to.equal(200);
    expect(await callback.text()).to.include('Nothing received yet');
    expect(await stop(child)).to.equal(0);
  });
});
