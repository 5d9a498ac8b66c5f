export { startSandbox } from './server';
export type { RunningSandbox } from './server';
export { FaultQueue } from './faults/fault-queue';
export type { FaultRule } from './faults/fault-queue';
export { DEMO_CARDS } from './processor/card-outcome';
export { demoWorld } from '@tipwell/core/demo-world';
export { hostileStrings } from './db/hostile-world';
export { openSqlite } from './db/sqlite';
export type { IdSource } from './sandbox-context';
