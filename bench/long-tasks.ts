import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** One piece of a long task: what kind of work, and for scripts, which file. */
export interface TaskPart {
  /** layout, style, script <file>, compile <file>, parse, paint, GC or other. */
  readonly kind: string;
  readonly ms: number;
}

/** A main-thread task after the first contentful paint that blocks a guest's input. */
export interface LongTask {
  /** When it started, in ms after the navigation started (the trace's time origin). */
  readonly startMs: number;
  /** How long it ran in the trace (under 'simulate' the page ran unthrottled). */
  readonly durationMs: number;
  /**
   * How much of that the main thread was on a CPU core (the trace's thread time), when the trace
   * has it; the rest it was off the CPU, waiting on something not yet found
   * (bench/history/stop-68-bench.md).
   */
  readonly cpuMs?: number;
  /** What it was made of, largest first (self times; parts under 1 ms left out). */
  readonly parts: readonly TaskPart[];
}

type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

interface TraceEvent {
  readonly name: string;
  readonly args?: { data?: { url?: string; stackTrace?: { url?: string }[] } };
}

/** The file a script event names: its own URL, else the top of its stack, else its ancestors'. */
function scriptUrl(node: TaskNode | undefined): string {
  for (let at = node; at; at = at.parent) {
    const data = (at.event as TraceEvent).args?.data;
    const url = data?.url || data?.stackTrace?.[0]?.url;
    if (url) return url;
  }
  const urls = node?.attributableURLs ?? [];
  return urls[urls.length - 1] ?? '';
}

/** A file's name without its origin or its hash (`/assets/views-AbC123.js` → `views.js`). */
function shortName(url: string): string {
  if (!url) return '(no script)';
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    return url.slice(0, 40);
  }
  const file = path.split('/').pop() || path;
  return file.replace(/-[\w-]{8}(\.\w+)$/, '$1');
}

function kindOf(node: TaskNode): string {
  const name = node.event.name;
  switch (node.group.id) {
    case 'styleLayout':
      return name === 'Layout' ? 'layout' : 'style';
    case 'parseHTML':
      return 'parse';
    case 'paintCompositeRender':
      return 'paint';
    case 'garbageCollection':
      return 'GC';
    case 'scriptParseCompile':
      return `compile ${shortName(scriptUrl(node))}`;
    case 'scriptEvaluation':
      return `script ${shortName(scriptUrl(node))}`;
    default:
      return 'other';
  }
}

function partsOf(task: TaskNode): TaskPart[] {
  const sums = new Map<string, number>();
  const walk = (node: TaskNode): void => {
    const kind = kindOf(node);
    sums.set(kind, (sums.get(kind) ?? 0) + node.selfTime);
    node.children.forEach(walk);
  };
  walk(task);
  return [...sums]
    .map(([kind, ms]) => ({ kind, ms }))
    .filter((part) => part.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The main thread's tasks after the first contentful paint whose duration, times the CPU slowdown
 * the figures assume (`cpuSlowdown`: 4 when Lighthouse simulates, 1 when it throttled for real),
 * is over 50 ms: the tasks Total Blocking Time counts.
 */
export function longTasksAfterFcp(trace: unknown, cpuSlowdown: number): LongTask[] {
  const processed = TraceProcessor.processTrace(trace as never);
  const navigation = TraceProcessor.processNavigation(processed);
  const fcpMs = navigation.timings.firstContentfulPaint ?? 0;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return tasks
    .filter((task) => !task.parent && task.endTime > fcpMs)
    .filter((task) => task.duration * cpuSlowdown > 50)
    .map((task) => {
      const threadTime = (task.event as { tdur?: number }).tdur;
      return {
        startMs: task.startTime,
        durationMs: task.duration,
        ...(typeof threadTime === 'number' ? { cpuMs: threadTime / 1000 } : {}),
        parts: partsOf(task),
      };
    });
}

/** One line per task: `at 812 ms, 31 ms (6 on the CPU): layout 14, script views.js 9, style 5`. */
export function describeTask(task: LongTask): string {
  const parts = task.parts.map((p) => `${p.kind} ${Math.round(p.ms)}`).join(', ');
  const cpu = task.cpuMs === undefined ? '' : ` (${Math.round(task.cpuMs)} on the CPU)`;
  return `at ${Math.round(task.startMs)} ms, ${Math.round(task.durationMs)} ms${cpu}: ${parts}`;
}
