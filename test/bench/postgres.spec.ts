import { expect } from 'chai';
import { parseStart } from '../../bench/postgres';

describe('bench: its throw-away PostgreSQL', () => {
  it('takes the URL and the data directory scripts/postgres.sh exports', () => {
    const stdout =
      'export DATABASE_URL=postgres://hivegate@127.0.0.1:40123/hivegate\nexport HIVEGATE_PG_DIR=/tmp/hivegate-pg.abc\n';
    expect(parseStart(0, stdout, 'postgres.sh: PostgreSQL on 127.0.0.1:40123 …')).to.deep.equal({
      url: 'postgres://hivegate@127.0.0.1:40123/hivegate',
      dir: '/tmp/hivegate-pg.abc',
    });
  });

  it('skips the PostgreSQL rows, saying why, when the machine has no PostgreSQL', () => {
    const said =
      'postgres.sh: PostgreSQL binaries not found (apt-get install postgresql, or set PG_BIN)\n';
    expect(parseStart(3, '', said)).to.deep.equal({
      skipped: `no PostgreSQL binaries on this machine (${said.trim()})`,
    });
  });

  it("skips them, with the script's last words, when the cluster does not start", () => {
    expect(
      parseStart(1, '', 'initdb: error: could not create directory\nsomething else failed\n'),
    ).to.deep.equal({
      skipped: 'scripts/postgres.sh start failed (exit 1): something else failed',
    });
    expect(parseStart(0, 'nothing useful', ''))
      .to.have.property('skipped')
      .that.matches(/printed no DATABASE_URL/);
  });
});
