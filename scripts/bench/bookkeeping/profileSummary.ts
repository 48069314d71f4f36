/** A V8 CPU profile as CDP's Profiler.stop returns it (times in microseconds). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const SPECIAL = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

function frameKey({
  functionName,
  url,
  lineNumber,
  columnNumber,
}: CpuProfile['nodes'][number]['callFrame']) {
  const name = functionName || '(anonymous)';
  if (!url) return name;
  return `${name} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
}

function top(map: Map<string, number>, count: number, totalUs: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([key, us]) =>
        `${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${key}`,
    );
}

/**
 * Where the main thread's time went: busy and idle time, self time per script and the functions
 * with the most self and total (inclusive) time. Names are minified in a production build; serve
 * an unminified build (--static-dir) to read them.
 */
export function summarizeProfile(profile: CpuProfile, count = 15): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byScript = new Map<string, number>();
  let totalUs = 0;
  let idleUs = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    totalUs += us;
    const key = frameKey(node.callFrame);
    if (node.callFrame.functionName === '(idle)') idleUs += us;
    self.set(key, (self.get(key) ?? 0) + us);
    const script = node.callFrame.url ? (node.callFrame.url.split('/').pop() ?? '') : key;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const frameName = frameKey(frame.callFrame);
      if (SPECIAL.has(frame.callFrame.functionName) || seen.has(frameName)) continue;
      seen.add(frameName);
      inclusive.set(frameName, (inclusive.get(frameName) ?? 0) + us);
    }
  });
  self.delete('(idle)');
  return [
    `profiled ${(totalUs / 1000).toFixed(0)} ms: busy ${((totalUs - idleUs) / 1000).toFixed(0)} ms, idle ${(idleUs / 1000).toFixed(0)} ms`,
    'self time by script:',
    ...top(byScript, 10, totalUs).map((line) => `  ${line}`),
    'self time by function:',
    ...top(self, count, totalUs).map((line) => `  ${line}`),
    'total time (with callees) by function:',
    ...top(inclusive, count + 10, totalUs).map((line) => `  ${line}`),
  ];
}
