import type { LogFields, Logger, LogLevel } from '@tipwell/core';

const ORDER: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** The part of a console the logger writes to (the browser's, or a test's). */
export type ConsoleLike = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * The Logger port over a browser's console: one line per event at its own level, the fields as an
 * object beside it; events below `threshold` are dropped.
 */
export class ConsoleLogger implements Logger {
  private readonly minimum: number;

  constructor(
    private readonly target: ConsoleLike = console,
    threshold: LogLevel = 'warn',
  ) {
    this.minimum = ORDER.indexOf(threshold);
  }

  debug(event: string, fields?: LogFields): void {
    this.write('debug', event, fields);
  }

  info(event: string, fields?: LogFields): void {
    this.write('info', event, fields);
  }

  warn(event: string, fields?: LogFields): void {
    this.write('warn', event, fields);
  }

  error(event: string, fields?: LogFields): void {
    this.write('error', event, fields);
  }

  private write(level: LogLevel, event: string, fields: LogFields = {}): void {
    if (ORDER.indexOf(level) < this.minimum) return;
    this.target[level](`[tipwell] ${event}`, fields);
  }
}
