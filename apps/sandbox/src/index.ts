export { createSandbox, startSandbox, processorFrom, BODY_LIMIT_BYTES } from './server';
export type { SandboxOptions, StartOptions, RunningSandbox } from './server';
export { FaultQueue } from './faults/fault-queue';
export type { Fault, FaultInjector, FaultRule } from './faults/fault-queue';
export { DEMO_CARDS } from './processor/card-outcome';
export { demoWorld } from '@tipwell/core/demo-world';
export { hostileWorld, hostileStrings } from './db/hostile-world';
export type { World } from '@tipwell/core/demo-world';
export type { IdSource, WebProcessor } from './sandbox-context';
