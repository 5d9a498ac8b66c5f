import type { SqliteDatabase } from './sqlite';
import { type FeeMode, toWireMoney } from '@tipwell/core';
import type { CatalogRepository, WireUser } from './catalog-repository';
import type { SeedProposal } from '@tipwell/core/demo-world';

export interface WireProposal {
  amount: string;
  percent: number | null;
  type: 'percent' | 'amount';
}

export interface WireIntent {
  locationUid: string;
  mode: FeeMode;
  total: string | null;
  tips: {
    userUid: string;
    user: WireUser;
    amount: string;
    proposals: { low: WireProposal; medium: WireProposal; high: WireProposal };
  }[];
}

interface StoredProposals {
  type: 'percent' | 'amount';
  low: SeedProposal;
  medium: SeedProposal;
  high: SeedProposal;
}

/** QR (type 0) and pay-later (type 1) intents, and whether one is already paid. */
export class IntentsRepository {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly catalog: CatalogRepository,
  ) {}

  find(type: 0 | 1, token: string): WireIntent | null {
    const intent = this.db
      .prepare('SELECT location_uid, mode, total FROM intents WHERE type = ? AND token = ?')
      .get(type, token) as
      { location_uid: string; mode: FeeMode; total: number | null } | undefined;
    if (!intent) return null;
    const tips = this.db
      .prepare(
        'SELECT user_uid, amount, proposals FROM intent_tips WHERE intent_type = ? AND intent_token = ? ORDER BY position',
      )
      .all(type, token) as { user_uid: string; amount: number; proposals: string }[];
    return {
      locationUid: intent.location_uid,
      mode: intent.mode,
      total: intent.total === null ? null : toWireMoney(intent.total),
      tips: tips.map((tip) => {
        const stored = JSON.parse(tip.proposals) as StoredProposals;
        const proposal = (p: SeedProposal): WireProposal => ({
          amount: toWireMoney(p.amount),
          percent: p.percent,
          type: stored.type,
        });
        const user = this.catalog.user(tip.user_uid);
        if (!user) throw new Error(`Intent ${token} names unknown user ${tip.user_uid}`);
        const { locationUid: _locationUid, ...wireUser } = user;
        return {
          userUid: tip.user_uid,
          user: wireUser,
          amount: toWireMoney(tip.amount),
          proposals: {
            low: proposal(stored.low),
            medium: proposal(stored.medium),
            high: proposal(stored.high),
          },
        };
      }),
    };
  }

  /** An intent is paid once a captured payment names it. */
  isPaid(type: 0 | 1, token: string): boolean {
    const row = this.db
      .prepare(
        "SELECT 1 FROM payments WHERE intent_type = ? AND intent_token = ? AND status = 'captured' LIMIT 1",
      )
      .get(type, token);
    return row !== undefined;
  }
}
