import type { AppError, Result } from '../domain/errors';
import { err } from '../domain/errors';

/** Shared by the fake services: fail the next call of a method, or hang its calls. */
export class FakeSwitches<M extends string> {
  private readonly failures = new Map<M, AppError[]>();
  private readonly hanging = new Set<M>();
  private waiters: (() => void)[] = [];

  failNext(method: M, error: AppError): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  hang(method: M): void {
    this.hanging.add(method);
  }

  /** Stops hanging and lets the waiting calls answer. */
  release(): void {
    this.hanging.clear();
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  async run<T>(method: M, answer: () => Result<T>): Promise<Result<T>> {
    if (this.hanging.has(method)) await new Promise<void>((resolve) => this.waiters.push(resolve));
    const queue = this.failures.get(method);
    const failure = queue?.shift();
    if (failure) return err(failure);
    return answer();
  }
}
