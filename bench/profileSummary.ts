import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Top functions by self time in a `.cpuprofile` (V8's format), as "share  function  file:line". */
export function topSelfTime(file: string, count = 15): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${relative(process.cwd(), url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'}  ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${key}`);
}

if (require.main === module) {
  for (const file of process.argv.slice(2)) {
    console.log(`\n${file}`);
    for (const line of topSelfTime(file, 25)) console.log(`  ${line}`);
  }
}
