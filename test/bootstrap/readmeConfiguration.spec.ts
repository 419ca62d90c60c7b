import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_ANSWER_LIMIT } from '../../adapters/chain/answerLimit';
import {
  DEFAULT_KEEP_ALIVE_SECONDS,
  limitVariable,
  loadConfig,
  RATE_LIMITS,
  type RateLimitName,
} from '../../bootstrap/config';
import { DEFAULT_TOKEN_POLICY } from '../../core/tokens/tokenPolicy';

const ROOT = join(__dirname, '..', '..');

/** `VARIABLE → default` of the README's configuration table. */
function readmeTable(): Map<string, string> {
  const rows = readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(
    /^\| `([A-Z][A-Z0-9_]+)` \| ([^|]+) \|/gm,
  );
  return new Map([...rows].map((row) => [row[1], row[2].trim()]));
}

/** The variables without a default. */
const REQUIRED: Record<string, string> = {
  SERVICE_ACCOUNT: 'hivegate',
  SERVICE_POSTING_KEY: `5${'K'.repeat(50)}`,
};

/** Every variable the service's configuration reads, found by reading a recording environment. */
function variablesRead(): string[] {
  const read = new Set<string>();
  const env = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        read.add(name);
        return REQUIRED[name];
      },
    },
  );
  loadConfig(env);
  return [...read];
}

describe("the README's configuration table", () => {
  const table = readmeTable();

  it('documents every variable the configuration reads', () => {
    const read = variablesRead();
    expect(read).to.include.members(['PORT', 'DATABASE_FILE', 'WORKERS']);
    expect(read.filter((name) => !table.has(name))).to.deep.equal([]);
  });

  it('documents nothing the configuration does not read (the dev-only variables aside)', () => {
    const read = new Set(variablesRead());
    const devOnly = ['DEVNET_PORT', 'HIVEAUTH_RELAY_PORT'];
    expect(
      [...table.keys()].filter((name) => !read.has(name) && !devOnly.includes(name)),
    ).to.deep.equal([]);
  });

  it('gives the defaults the code has', () => {
    for (const [name, fallback] of Object.entries(RATE_LIMITS))
      expect(table.get(limitVariable(name as RateLimitName)), name).to.equal(`\`${fallback}\``);
    expect(table.get('CODE_TTL_SECONDS')).to.equal(`\`${DEFAULT_TOKEN_POLICY.code}\``);
    expect(table.get('REFRESH_TTL_SECONDS')).to.equal(`\`${DEFAULT_TOKEN_POLICY.refresh}\``);
    expect(table.get('HIVE_NODE_ANSWER_LIMIT')).to.equal(`\`${NODE_ANSWER_LIMIT}\``);
    expect(table.get('KEEP_ALIVE_SECONDS')).to.equal(`\`${DEFAULT_KEEP_ALIVE_SECONDS}\``);
  });
});
