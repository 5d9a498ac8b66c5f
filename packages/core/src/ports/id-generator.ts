export interface IdGenerator {
  /** A new unique id (idempotency keys). */
  next(): string;
}

export const randomIdGenerator: IdGenerator = {
  next: () => crypto.randomUUID(),
};
