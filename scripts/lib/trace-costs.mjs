// Where an interaction's main-thread time goes (node scripts/bench.mjs --profile DIR; decision 0108).
//
// Input: the events of a Chromium performance trace taken around one interaction (bench.mjs `traced()`,
// with the `disabled-by-default-v8.cpu_profiler` category added), the page's mark (`bench:<name>`, which
// names the renderer's main thread and puts the page's clock on the trace's) and the window (page ms).
// Output: the costs in that window, largest first, in two views:
//  - PHASES: the self thread time of the trace's own events on the main thread (script compile and
//    evaluation per chunk, style recalculation, layout, paint, garbage collection, parsing …);
//  - JS: the CPU profile's samples in the window, their self time per original source file and per
//    original function, and the inclusive time per function of src/ (a React component's render, a
//    hook, a model action), mapped back through dist/'s source maps.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** Event names whose self time is a phase of its own; anything else nested in a task is "other". */
const PHASES = new Map([
  ['v8.compile', 'compile'],
  ['v8.compileModule', 'compile'],
  ['V8.CompileCode', 'compile'],
  ['v8.parseOnBackground', 'compile'],
  ['EvaluateScript', 'evaluate'],
  ['v8.evaluateModule', 'evaluate'],
  ['FunctionCall', 'js'],
  ['EventDispatch', 'js'],
  ['TimerFire', 'js'],
  ['FireAnimationFrame', 'js'],
  ['RunMicrotasks', 'js'],
  ['v8.run', 'js'],
  ['UpdateLayoutTree', 'style'],
  ['ParseAuthorStyleSheet', 'style (parse CSS)'],
  ['Layout', 'layout'],
  ['PrePaint', 'paint'],
  ['Paint', 'paint'],
  ['Layerize', 'paint'],
  ['UpdateLayer', 'paint'],
  ['Commit', 'paint'],
  ['MinorGC', 'GC'],
  ['MajorGC', 'GC'],
  ['V8.GC_SCAVENGER', 'GC'],
  ['BlinkGC.AtomicPhase', 'GC'],
  ['ThreadState::performIdleLazySweep', 'GC'],
  ['ParseHTML', 'parse HTML'],
  ['ResourceReceivedData', 'network'],
  ['ResourceFinish', 'network'],
  ['ResourceSendRequest', 'network'],
]);

function windowOf(events, mark, from, to) {
  const marker = events.find((event) => event.name === mark && event.cat?.includes('blink.user_timing'));
  if (!marker || typeof marker.args?.data?.startTime !== 'number') throw new Error(`The trace has no mark ${mark}`);
  const origin = marker.ts - marker.args.data.startTime * 1000;
  return { pid: marker.pid, tid: marker.tid, start: origin + from * 1000, end: origin + to * 1000 };
}

/** The thread time (µs) of an X event, or its wall time when the trace has none. */
const threadTime = (event) => event.tdur ?? event.dur ?? 0;

/** Self thread time per phase (and per script URL for compile and evaluate), in the window's top-level tasks. */
export function phaseCosts(events, mark, from, to) {
  const w = windowOf(events, mark, from, to);
  const onThread = events
    .filter((e) => e.ph === 'X' && e.pid === w.pid && e.tid === w.tid && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let tasks = onThread.filter((e) => e.name === 'RunTask');
  if (tasks.length === 0) tasks = onThread.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  tasks = tasks.filter((t) => t.ts >= w.start && t.ts < w.end);
  const costs = new Map();
  const add = (key, us) => costs.set(key, (costs.get(key) ?? 0) + us);
  let total = 0;
  for (const task of tasks) {
    total += threadTime(task);
    const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // Nest by time: each event's self time is its thread time less its direct children's.
    const stack = [{ event: task, key: 'task (other)', self: threadTime(task) }];
    const close = (upTo) => {
      while (stack.length > 1 && stack.at(-1).event.ts + stack.at(-1).event.dur <= upTo) {
        const done = stack.pop();
        add(done.key, done.self);
      }
    };
    for (const e of inside) {
      close(e.ts);
      const phase = PHASES.get(e.name);
      const parent = stack.at(-1);
      parent.self -= threadTime(e);
      const url = e.args?.data?.url ?? e.args?.fileName ?? '';
      const key = phase
        ? phase === 'compile' || phase === 'evaluate'
          ? `${phase} ${shortUrl(url) || '(inline)'}`
          : phase
        : parent.key;
      stack.push({ event: e, key, self: threadTime(e) });
    }
    close(Number.POSITIVE_INFINITY);
    add(stack[0].key, stack[0].self);
  }
  return { total: total / 1000, tasks: tasks.length, costs: sorted(costs) };
}

const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, '');
const sorted = (map) =>
  [...map.entries()]
    .map(([key, us]) => ({ key, ms: us / 1000 }))
    .filter((c) => c.ms > 0.05)
    .sort((a, b) => b.ms - a.ms);

/** The CPU profile's samples in the window: [{ stack: [frame…] (root first), us }]. */
function samplesIn(events, w) {
  const profiles = new Map();
  for (const e of events) {
    if (e.name !== 'Profile' && e.name !== 'ProfileChunk') continue;
    const key = `${e.pid}:${e.id}`;
    const p = profiles.get(key) ?? { pid: e.pid, tid: e.tid, nodes: new Map(), samples: [], deltas: [], start: 0 };
    profiles.set(key, p);
    if (e.name === 'Profile') {
      p.start = e.args.data.startTime;
      continue;
    }
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) p.nodes.set(node.id, node);
    p.samples.push(...(data.cpuProfile?.samples ?? []));
    p.deltas.push(...(data.timeDeltas ?? []));
  }
  // The main thread's profile: the one of the page's process with the most samples in the window.
  let best = null;
  for (const p of profiles.values()) {
    if (p.pid !== w.pid) continue;
    let t = p.start;
    const inWindow = [];
    for (let i = 0; i < p.samples.length; i += 1) {
      t += p.deltas[i] ?? 0;
      const next = t + (p.deltas[i + 1] ?? 0);
      if (t >= w.start && t < w.end) inWindow.push({ id: p.samples[i], us: Math.max(0, next - t) });
    }
    if (!best || inWindow.length > best.inWindow.length) best = { p, inWindow };
  }
  if (!best) return [];
  const stackOf = new Map();
  const stack = (id) => {
    if (stackOf.has(id)) return stackOf.get(id);
    const node = best.p.nodes.get(id);
    const s = node ? [...(node.parent ? stack(node.parent) : []), node.callFrame] : [];
    stackOf.set(id, s);
    return s;
  };
  return best.inWindow.map(({ id, us }) => ({ stack: stack(id), us }));
}

/** Maps a profile's call frame (a dist/ URL, 0-based line and column) to its original source. */
export function sourceMapper(distDir) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const mapFile = path.join(distDir, `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
    }
    return maps.get(file);
  };
  return (frame) => {
    const url = shortUrl(frame.url ?? '');
    if (!url) return { file: `(${frame.functionName || 'native'})`, name: frame.functionName || '(native)' };
    const file = url.replace(/^dist\//, '');
    const map = url.startsWith('dist/') ? mapOf(file) : null;
    if (!map) return { file: url, name: `${frame.functionName || '(anonymous)'} ${url}:${frame.lineNumber + 1}` };
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (pos.source ?? file).replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
    const name = `${pos.name ?? frame.functionName ?? '(anonymous)'} ${source}:${pos.line ?? '?'}`;
    return { file: source, name };
  };
}

/** Self time per original file and function, inclusive time per src/ function, of the window's samples. */
export function jsCosts(events, mark, from, to, map) {
  const w = windowOf(events, mark, from, to);
  const samples = samplesIn(events, w);
  const byFile = new Map();
  const byFunction = new Map();
  const inclusive = new Map();
  const add = (m, k, us) => m.set(k, (m.get(k) ?? 0) + us);
  let total = 0;
  for (const { stack, us } of samples) {
    if (stack.length === 0) continue;
    const mapped = stack.map(map);
    const top = mapped.at(-1);
    const name = stack.at(-1).functionName;
    // Idle is not work; "(program)" is native work outside JavaScript (DOM, style, layout).
    if (name === '(idle)') continue;
    if (name === '(program)') {
      add(byFile, name, us);
      continue;
    }
    total += us;
    add(byFile, packageOf(top.file), us);
    add(byFunction, top.name, us);
    for (const frame of new Set(mapped.filter((f) => f.file.startsWith('src/')).map((f) => f.name)))
      add(inclusive, frame, us);
  }
  return { total: total / 1000, byFile: sorted(byFile), byFunction: sorted(byFunction), inclusive: sorted(inclusive) };
}

/** A node_modules file counts for its package; a src/ file for itself. */
const packageOf = (file) => {
  const m = file.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return m ? `${m[1]} (package)` : file;
};

/** The report of one interaction, as Markdown-ready lines. */
export function describe({ element, step, events, mark, from, to, distDir, top = 12 }) {
  const map = sourceMapper(distDir);
  const phases = phaseCosts(events, mark, from, to);
  const js = jsCosts(events, mark, from, to, map);
  // The sampler counts wall time, which the throttle stretches: the JS lists give each row's share of
  // the samples too, and that share of the phases' CPU time.
  const list = (title, rows, of) => [
    `  ${title}:`,
    ...rows
      .slice(0, top)
      .map((row) =>
        of
          ? `    ${((100 * row.ms) / of).toFixed(1).padStart(5)} %  ≈${((row.ms / of) * phases.total).toFixed(1).padStart(6)} ms CPU  ${row.key}`
          : `    ${row.ms.toFixed(1).padStart(7)} ms  ${row.key}`,
      ),
  ];
  const sampled = js.total + (js.byFile.find((r) => r.key === '(program)')?.ms ?? 0);
  return [
    `${element} ${step}: ${phases.total.toFixed(1)} ms main-thread CPU in ${phases.tasks} tasks (wall ${(to - from).toFixed(0)} ms); ${js.total.toFixed(1)} ms of JS samples`,
    ...list('phases (self thread time)', phases.costs),
    ...list('samples, self time per file or package', js.byFile, sampled),
    ...list('samples, self time per function', js.byFunction, sampled),
    ...list('samples, inclusive time per src/ function', js.inclusive, sampled),
  ];
}
