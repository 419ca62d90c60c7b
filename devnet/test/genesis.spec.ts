import { PrivateKey } from '@hiveio/dhive';
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appAccount, demoGenesis, startDevnet, userAccount } from '..';
import { DevChain } from '../DevChain';
import { clientFor } from './devnetFixture';

const makeChain = (genesis: unknown) => () =>
  new DevChain({ genesis, chainId: '00'.repeat(32), addressPrefix: 'STM' });

describe('devnet genesis', () => {
  it("derives each role's key from PrivateKey.fromLogin, and lets explicit public keys override", async () => {
    const memo = PrivateKey.fromSeed('explicit memo').createPublic('STM').toString();
    const devnet = await startDevnet({
      blockIntervalMs: 0,
      genesis: {
        accounts: [{ name: 'zed', password: 'zed-pw', memo_key: memo, json_metadata: { a: 1 } }],
      },
    });
    try {
      const [zed] = await clientFor(devnet).database.getAccounts(['zed']);
      expect(zed.active.key_auths).to.deep.equal([
        [PrivateKey.fromLogin('zed', 'zed-pw', 'active').createPublic('STM').toString(), 1],
      ]);
      expect(zed.memo_key).to.equal(memo);
      expect(zed.json_metadata).to.equal('{"a":1}');
    } finally {
      await devnet.close();
    }
  });

  it('takes extra apps and users beside the demo accounts', async () => {
    const genesis = demoGenesis([
      appAccount({
        name: 'other-app',
        password: 'pw',
        redirectUris: ['https://other.example/cb'],
        secret: 'other-secret',
      }),
      userAccount({ name: 'frank', password: 'pw', grants: ['other-app'] }),
    ]);
    const chain = makeChain(genesis)();
    expect(
      JSON.parse(chain.state.accounts.get('other-app')!.json_metadata).profile.redirect_uris,
    ).to.deep.equal(['https://other.example/cb']);
    expect(chain.state.accounts.get('frank')!.posting.account_auths).to.deep.equal([
      ['other-app', 1],
    ]);
  });

  it('refuses a bad genesis with one clear line', () => {
    expect(makeChain({ accounts: [{ name: 'Bad Name', password: 'x' }] })).to.throw(
      'genesis accounts.0.name: is not a valid Hive account name',
    );
    expect(makeChain({ accounts: [{ name: 'alice' }] })).to.throw(
      'needs a password or an explicit owner_key',
    );
    expect(
      makeChain({
        accounts: [
          { name: 'alice', password: 'x' },
          { name: 'alice', password: 'y' },
        ],
      }),
    ).to.throw('alice is listed twice');
    expect(
      makeChain({
        accounts: [{ name: 'alice', password: 'x', posting_account_auths: [['ghost', 1]] }],
      }),
    ).to.throw('names ghost, which is not in the genesis');
    expect(makeChain({ accounts: [{ name: 'alice', password: 'x', balance: '1 HIVE' }] })).to.throw(
      'balance',
    );
    expect(
      makeChain({ accounts: [{ name: 'alice', password: 'x', owner_key: 'STMnotakey' }] }),
    ).to.throw('invalid public key');
    expect(makeChain({ people: [] })).to.throw(/genesis/);
  });
});

function runCli(
  args: string[],
  until?: RegExp,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', 'devnet/cli.ts', ...args], {
      cwd: join(__dirname, '../..'),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until && until.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run devnet (devnet/cli.ts)', function () {
  // A fresh tsx process takes ~2 s here, but over a minute on a saturated shared machine.
  this.timeout(180_000);

  it('starts, prints URL, chain id, prefix and the demo accounts with passwords, and stops on SIGTERM', async () => {
    const { code, stdout } = await runCli(['--port', '0', '--block-ms', '0', '--quiet'], /carol/);
    expect(stdout).to.match(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(stdout).to.contain('chain id');
    expect(stdout).to.contain('address prefix  STM');
    expect(stdout).to.contain('alice-password');
    expect(code).to.equal(0);
  });

  it('refuses an unknown flag with one line and exit code 2', async () => {
    const { code, stderr } = await runCli(['--bogus']);
    expect(code).to.equal(2);
    expect(stderr.split('\n')[0]).to.equal("devnet: Unknown option '--bogus'");
    expect(stderr).to.not.contain('    at ');
  });

  it('refuses a bad genesis file with one line and exit code 2', async () => {
    const path = join(tmpdir(), `devnet-genesis-${process.pid}.json`);
    writeFileSync(path, JSON.stringify({ accounts: [{ name: 'x', password: 'p' }] }));
    const { code, stderr } = await runCli(['--port', '0', '--genesis', path]);
    expect(code).to.equal(2);
    expect(stderr.trim()).to.equal(
      'devnet: genesis accounts.0.name: is not a valid Hive account name',
    );
  });

  it('refuses a missing genesis file with one line and exit code 2', async () => {
    const { code, stderr } = await runCli(['--port', '0', '--genesis', '/no/such/file.json']);
    expect(code).to.equal(2);
    expect(stderr.trim()).to.equal('devnet: cannot read genesis file /no/such/file.json: ENOENT');
  });
});
