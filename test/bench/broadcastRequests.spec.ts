import type { Operation } from '@hiveio/dhive';
import { expect } from 'chai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchUserName } from '../../bench/accounts';
import type { BenchChain } from '../../bench/chain';
import type { Child } from '../../bench/processes';
import { broadcastRequests, devnetCeilingSpec } from '../../bench/scenarios/broadcast';
import { settingsFrom } from '../../bench/settings';
import { VotePlan } from '../../bench/votePlan';

const tokens = [0, 1, 2].map((i) => ({
  user: benchUserName(i),
  access: `access-${benchUserName(i)}`,
  refresh: '',
}));

/** A plan of `posts` posts for three voters, seeded at once. */
async function planOf(posts: number): Promise<VotePlan> {
  const plan = new VotePlan(3, 'p', async () => undefined, posts, 0);
  await plan.ensure(3 * posts);
  return plan;
}

describe('bench broadcast requests', () => {
  it('keyed: a key of its own on every vote, the voter’s token, one vote per body', async () => {
    const next = broadcastRequests(await planOf(4), tokens, true);
    const requests = Array.from({ length: 12 }, next);
    const keys = requests.map((request) => request.headers?.['Idempotency-Key']);
    expect(new Set(keys).size).to.equal(12);
    for (const key of keys) expect(key).to.match(/^bench-[0-9a-f]{8}-\d+$/);
    for (const { headers, body } of requests) {
      const [[, vote]] = (JSON.parse(body) as { operations: [string, { voter: string }][] })
        .operations;
      expect(headers?.Authorization).to.equal(`access-${vote.voter}`);
    }
    // Another load's keys never meet these: a replay would answer without broadcasting.
    const other = broadcastRequests(await planOf(1), tokens, true)();
    expect(keys).not.to.include(other.headers?.['Idempotency-Key']);
  });

  it('unkeyed: no Idempotency-Key; a spent plan sends a body the service refuses', async () => {
    const next = broadcastRequests(await planOf(1), tokens, false);
    const sent = Array.from({ length: 3 }, next);
    for (const { headers } of sent) expect(headers).not.to.have.property('Idempotency-Key');
    expect(next()).to.deep.equal({ body: '{"operations":[]}' });
  });

  it('the chain ceiling signs its pile again before each round, against the head then, and spends no vote doing so', async () => {
    // The dev chain answers every broadcast; the chain's signer writes the head it signed against.
    const server = createServer((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"result":{}}'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      let head = 41;
      const chain = {
        signer: async () => {
          const at = head;
          return (operations: Operation[]) => JSON.stringify({ head: at, vote: operations[0] });
        },
      } as unknown as BenchChain;
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const devnet = { pid: process.pid, info: { url } } as unknown as Child;
      const plan = new VotePlan(3, 'c', async () => undefined, 5000, 0);
      const { spec } = await devnetCeilingSpec(devnet, chain, plan, settingsFrom(['--quick']));

      head = 41 + 65_536; // block 41's TaPoS slot is another block's now
      const used = plan.used;
      await spec.beforeRound!();
      expect(plan.used, 'the pile is signed again, not thrown away').to.equal(used);
      const sent = Array.from({ length: 100 }, () => JSON.parse(spec.next!().body!));
      expect(new Set(sent.map(({ head }) => head))).to.deep.equal(new Set([41 + 65_536]));
      expect(new Set(sent.map(({ vote }) => JSON.stringify(vote))).size).to.equal(100);
    } finally {
      server.close();
    }
  });
});
