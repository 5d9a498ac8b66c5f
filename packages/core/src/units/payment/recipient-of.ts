import { displayName } from '../../domain/display-name';
import type { LandingState } from '../../state/landing-store';
import type { TipRecipient } from '../../state/tips-store';

/** A tip's recipient as the guest sees it on a payment row. */
export interface RecipientShown {
  /** A user's display name or a pool's name; '' only when the landing does not know the uid. */
  readonly name: string;
  /** A user's avatar URL; null for a pool and for a user without one (the row shows initials). */
  readonly avatar: string | null;
}

const UNKNOWN: RecipientShown = { name: '', avatar: null };

/**
 * Who a tip goes to: the people and pools of the code's payload, or the people an intent's answer
 * carries (a QR or pay-later entry has no payload, its users come with the intent's tips).
 */
export function recipientOf(
  landing: Pick<LandingState, 'payload' | 'intent'>,
  recipient: TipRecipient,
): RecipientShown {
  if (recipient.kind === 'pool') {
    const pool = landing.payload?.pools.find((candidate) => candidate.uid === recipient.uid);
    return pool ? { name: pool.name, avatar: null } : UNKNOWN;
  }
  const user =
    landing.payload?.users.find((candidate) => candidate.uid === recipient.uid) ??
    landing.intent?.tips.find((tip) => tip.userUid === recipient.uid)?.user;
  return user ? { name: displayName(user), avatar: user.avatar } : UNKNOWN;
}
