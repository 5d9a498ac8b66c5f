import type { TipLevel } from './entities';
import { AppError } from './errors';

import { TIP_LEVELS } from './vocabulary';

const LEVELS: readonly string[] = TIP_LEVELS;

/** Any level other than low, medium, high or custom is a bug. */
export function parseTipLevel(value: string): TipLevel {
  if (LEVELS.includes(value)) return value as TipLevel;
  throw new AppError('internal', `Unknown tip level: ${value}`);
}
