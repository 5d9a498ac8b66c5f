import type { SqliteDatabase } from './sqlite';
import { toWireMoney } from '@tipwell/core';

export interface WireSettings {
  low: string;
  medium: string;
  high: string;
  labelLow: string;
  labelMedium: string;
  labelHigh: string;
  tipInstructionText: string | null;
  transparency: string;
  reviewsEnabled: boolean;
  theme: Record<string, string> | null;
  /** Sent only when the settings carry one (docs/service-contract.md, "Tipping policy"). */
  tippingPolicy?: Record<string, unknown>;
}

interface SettingsRow {
  low: number;
  medium: number;
  high: number;
  label_low: string;
  label_medium: string;
  label_high: string;
  tip_instruction_text: string | null;
  transparency: string;
  reviews_enabled: number;
  theme: string | null;
  tipping_policy: string | null;
}

/** Tip settings of a location or a station. */
export class SettingsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  find(kind: 'location' | 'station', uid: string): WireSettings | null {
    const row = this.db
      .prepare('SELECT * FROM tip_settings WHERE owner_kind = ? AND owner_uid = ?')
      .get(kind, uid) as SettingsRow | undefined;
    if (!row) return null;
    const policy = row.tipping_policy;
    return {
      low: toWireMoney(row.low),
      medium: toWireMoney(row.medium),
      high: toWireMoney(row.high),
      labelLow: row.label_low,
      labelMedium: row.label_medium,
      labelHigh: row.label_high,
      tipInstructionText: row.tip_instruction_text,
      transparency: row.transparency,
      reviewsEnabled: row.reviews_enabled === 1,
      theme: row.theme === null ? null : (JSON.parse(row.theme) as Record<string, string>),
      ...(policy === null ? {} : { tippingPolicy: JSON.parse(policy) as Record<string, unknown> }),
    };
  }
}
