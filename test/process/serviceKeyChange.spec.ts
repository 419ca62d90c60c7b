import { expect } from 'chai';
import { Client, PrivateKey } from '@hiveio/dhive';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../../devnet';
import { keyOf } from '../support/builders';
import { serviceEnv } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { tokensFor } from './signIn';
import { setTimeout as sleep } from 'node:timers/promises';

const OLD = keyOf('hivegate', 'posting', 'hivegate-dev-password');
const NEW = PrivateKey.fromSeed('hivegate: the next posting key');

/**
 * The service's posting key changes on chain (issue 41 §2): `npm start` with both keys in
 * SERVICE_POSTING_KEY, broadcasting steadily, while the service account's posting authority moves
 * from the old key to the new one on the dev chain — no broadcast fails and nothing restarts.
 * An instance whose keys the authority does not list is not ready, and says why.
 */
describe('process: the service posting key changes on chain under broadcast traffic', function () {
  this.timeout(180_000);
  let net: Devnet;
  let chain: Client;
  let service: ServiceProcess | undefined;
  let stale: ServiceProcess | undefined;
  const dirs: string[] = [];
  let env: Record<string, string>;
  const instance = (keys: PrivateKey[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'hivegate-service-key-'));
    dirs.push(dir);
    return startService({
      ...env,
      DATA_DIR: dir,
      SERVICE_POSTING_KEY: keys.map((key) => key.toString()).join(','),
    });
  };

  before(async () => {
    net = await startDevnet({ port: 0, blockIntervalMs: 500, postIntervals: false });
    chain = new Client(net.url, { chainId: net.chainId, addressPrefix: net.addressPrefix });
    env = serviceEnv(net, { RATE_LIMIT_BROADCAST: 'off' }); // SERVICE_POSTING_KEY: each instance's own
    service = await instance([OLD, NEW]);
  });
  after(async () => {
    await service?.stop();
    await stale?.stop();
    await net?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('signs with the new key once the authority lists it: no broadcast fails, no restart', async () => {
    const { access_token } = await tokensFor(service!.url, 'alice', [{ type: 'hive_posting' }]);
    const failures: string[] = [];
    let sent = 0;
    let running = true;
    const broadcast = async (n: number) => {
      const answer = await freshRequest(
        service!.url,
        'POST',
        '/api/broadcast',
        {
          operations: [
            [
              'custom_json',
              {
                required_auths: [],
                required_posting_auths: ['alice'],
                id: 'hivegate-key-change-test',
                json: JSON.stringify({ n }),
              },
            ],
          ],
        },
        { Authorization: `Bearer ${access_token}` },
      );
      sent++;
      if (answer.status !== 200) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    };
    const traffic = (async () => {
      for (let n = 0; running; n++) await Promise.all([broadcast(2 * n), broadcast(2 * n + 1)]);
    })();

    await sleep(1500);
    const [account] = await chain.database.getAccounts(['hivegate']);
    await chain.broadcast.sendOperations(
      [
        [
          'account_update2',
          {
            account: 'hivegate',
            posting: {
              ...account.posting,
              key_auths: [[NEW.createPublic(net.addressPrefix).toString(), 1]],
            },
            json_metadata: account.json_metadata,
            posting_json_metadata: account.posting_json_metadata,
            extensions: [],
          },
        ],
      ],
      keyOf('hivegate', 'active', 'hivegate-dev-password'),
    );
    await sleep(4000);
    running = false;
    await traffic;
    expect(failures, `${failures.length} of ${sent} broadcasts failed`).to.deep.equal([]);
    expect(sent).to.be.greaterThan(10);

    const ready = await freshRequest(service!.url, 'GET', '/readyz');
    expect(ready.status).to.equal(200);
    expect(ready.body.checks.service_key).to.include({ ok: true, configured: 2, signing: 2 });
  });

  it('an instance whose keys the authority does not list is not ready, and says why', async () => {
    stale = await instance([OLD]);
    const ready = await freshRequest(stale.url, 'GET', '/readyz');
    expect(ready.status).to.equal(503);
    expect(ready.body.checks.service_key).to.include({
      ok: false,
      reason:
        'no key of SERVICE_POSTING_KEY (1 configured) is in the posting authority of @hivegate',
    });
    expect(JSON.stringify(ready.body)).to.not.include(OLD.toString());
  });
});
