/** The submission in flight and the provider action the core handed back during it. */
export interface InFlight {
  start(): void;
  stop(): void;
  active(): boolean;
  record(action: Readonly<Record<string, unknown>>): void;
  action(): Readonly<Record<string, unknown>> | null;
}

export function inFlightTracker(): InFlight {
  let depth = 0;
  let recorded: Readonly<Record<string, unknown>> | null = null;
  return {
    start() {
      depth += 1;
      recorded = null;
    },
    stop() {
      depth = Math.max(0, depth - 1);
      if (depth === 0) recorded = null;
    },
    active: () => depth > 0,
    record(action) {
      recorded = action;
    },
    action: () => recorded,
  };
}
