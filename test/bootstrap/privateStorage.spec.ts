import { expect } from 'chai';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../../bootstrap/config';
import { guardPrivateStorage } from '../../bootstrap/privateStorage';
import { MemoryLogger } from '../support/MemoryLogger';

/** What a start does with a data folder open to others (issue 54 §1); test/process/privateFiles.spec.ts runs it as a process. */
describe('guardPrivateStorage: DATA_DIR and the database, private or refused', () => {
  let dataDir: string;
  const config = () => ({
    dataDir,
    databaseFile: join(dataDir, 'hivegate.db'),
    databaseUrl: undefined,
  });
  const mode = (path: string) => statSync(path).mode & 0o777;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-guard-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('tightens what the service user owns (the folder, the database, its WAL, a key file), one line each', () => {
    for (const name of ['hivegate.db', 'hivegate.db-wal', 'token-signing-key.json'])
      writeFileSync(join(dataDir, name), '');
    chmodSync(dataDir, 0o755);
    for (const name of ['hivegate.db', 'hivegate.db-wal']) chmodSync(join(dataDir, name), 0o644);
    chmodSync(join(dataDir, 'token-signing-key.json'), 0o640);
    const logger = new MemoryLogger();
    guardPrivateStorage(config(), logger);
    expect(mode(dataDir)).to.equal(0o700);
    for (const name of ['hivegate.db', 'hivegate.db-wal', 'token-signing-key.json'])
      expect(mode(join(dataDir, name)), name).to.equal(0o600);
    expect(logger.lines).to.have.length(1);
    expect(logger.lines[0]).to.include('"level":"warn"');
    expect(logger.lines[0]).to.include(`${dataDir} (0755 → 0700)`);
    expect(logger.lines[0]).to.include(`${join(dataDir, 'hivegate.db-wal')} (0644 → 0600)`);
    expect(logger.lines[0]).to.include(`${join(dataDir, 'token-signing-key.json')} (0640 → 0600)`);
  });

  it('leaves private files alone, and says nothing', () => {
    writeFileSync(join(dataDir, 'hivegate.db'), '', { mode: 0o600 });
    const logger = new MemoryLogger();
    guardPrivateStorage(config(), logger);
    expect(logger.lines).to.deep.equal([]);
  });

  it('refuses, naming the path and the fix, what another user owns and leaves open', () => {
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'hivegate.db'), '', { mode: 0o644 });
    chmodSync(join(dataDir, 'hivegate.db'), 0o644);
    const real = process.getuid;
    process.getuid = () => 4242;
    try {
      expect(() => guardPrivateStorage(config(), new MemoryLogger()))
        .to.throw(ConfigError)
        .with.property('message')
        .that.includes(`${dataDir} is open to other users (mode 0755) and owned by another user`)
        .and.includes(`chmod 0700 ${dataDir}`);
    } finally {
      process.getuid = real;
    }
    expect(mode(dataDir), 'nothing changed').to.equal(0o755);
    expect(mode(join(dataDir, 'hivegate.db'))).to.equal(0o644);
  });

  it('refuses a DATA_DIR that is a file', () => {
    const file = join(dataDir, 'file');
    writeFileSync(file, '');
    expect(() => guardPrivateStorage({ ...config(), dataDir: file }, new MemoryLogger())).to.throw(
      ConfigError,
      /is not a folder/,
    );
  });
});
