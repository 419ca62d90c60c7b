import { expect } from 'chai';
import { peerTable } from '../../bench/peerTable';
import { withRatios, type Row } from '../../bench/report';
import { result } from './builders';

const side = (name: string, ms: number, kernel: number) => ({
  [name]: { busyMs: ms * 100, msPerRequest: ms, kernelMsPerRequest: kernel },
});

describe('bench: the table against node-oidc-provider', () => {
  it('gives both sides’ CPU per exchange, the share by the kernel (the verdict’s) and by the profile', () => {
    const rows: Row[] = [
      {
        scenario: 'refresh, peer',
        result: result(800),
        cpuOf: ['peer'],
        cpu: side('peer', 0.875, 1.07),
      },
      {
        scenario: 'refresh, hivegate',
        ceiling: 'refresh, peer',
        maxCpuShare: 0.67,
        result: result(1300),
        cpuOf: ['service'],
        cpu: side('service', 0.569, 0.554),
      },
      { scenario: 'code, peer', result: result(900), cpuOf: ['peer'], cpu: side('peer', 0.5, 0.6) },
      {
        scenario: 'code, hivegate',
        ceiling: 'code, peer',
        maxCpuShare: 0.9,
        result: result(700),
        cpuOf: ['service'],
        cpu: side('service', 0.6, 0.75),
      },
    ];
    expect(peerTable(withRatios(rows)).slice(3)).to.deep.equal([
      '| row | its CPU ms | peer | peer CPU ms | row ÷ peer: kernel (profile) | target |',
      '|---|---:|---|---:|---|---|',
      "| refresh, hivegate | 0.554 (0.569) | refresh, peer | 1.07 (0.875) | **0.52** (0.65) | kernel CPU/req ≤ 0.67 × refresh, peer's met |",
      "| code, hivegate | 0.75 (0.6) | code, peer | 0.6 (0.5) | **1.25** (1.20) | kernel CPU/req ≤ 0.9 × code, peer's **missed** |",
    ]);
  });

  it('prints nothing when no row is held to a peer', () => {
    expect(peerTable(withRatios([{ scenario: 'koa', result: result(10) }]))).to.deep.equal([]);
  });
});
