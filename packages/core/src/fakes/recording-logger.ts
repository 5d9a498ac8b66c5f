import type { LogFields, Logger, LogLevel } from '../ports/logger';

export interface LogEntry {
  readonly level: LogLevel;
  readonly event: string;
  readonly fields: LogFields;
}

/** Keeps every event, for tests that assert what the core reported. */
export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];

  debug(event: string, fields: LogFields = {}): void {
    this.entries.push({ level: 'debug', event, fields });
  }

  info(event: string, fields: LogFields = {}): void {
    this.entries.push({ level: 'info', event, fields });
  }

  warn(event: string, fields: LogFields = {}): void {
    this.entries.push({ level: 'warn', event, fields });
  }

  error(event: string, fields: LogFields = {}): void {
    this.entries.push({ level: 'error', event, fields });
  }
}
