import type { IdGenerator } from '../ports/id-generator';

/** 'id-1', 'id-2', … so tests can assert which key a request carried. */
export class SequentialIdGenerator implements IdGenerator {
  private count = 0;

  constructor(private readonly prefix = 'id-') {}

  next(): string {
    this.count += 1;
    return `${this.prefix}${this.count}`;
  }
}
