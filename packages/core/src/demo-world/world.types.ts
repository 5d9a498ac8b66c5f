import type { FeeMode, TippingMode, Transparency } from '../domain/entities';
import type { TippingPolicy } from '../domain/tipping-policy';

/** The shape of a seeded world. Money is in cents. */
export interface SeedSettings {
  readonly low: number;
  readonly medium: number;
  readonly high: number;
  readonly labels: readonly [string, string, string];
  readonly tipInstructionText: string | null;
  readonly transparency: Transparency;
  readonly reviewsEnabled: boolean;
  readonly theme: { readonly primaryColor: string } | null;
  /** Where the tip goes (decision 0036); null: the settings carry none. Money in cents. */
  readonly tippingPolicy: TippingPolicy | null;
}

export interface SeedLocation {
  readonly uid: string;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly vertical: 'beauty' | 'hospitality';
  /** Whether the location has its own logo (served under /sandbox-assets/logos/). */
  readonly logo: boolean;
  readonly settings: SeedSettings;
}

export interface SeedUser {
  readonly uid: string;
  readonly locationUid: string;
  /** Set for station staff: they are not listed on the location's own landing. */
  readonly stationUid: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly nickname: string | null;
}

export interface SeedPool {
  readonly uid: string;
  readonly locationUid: string;
  readonly name: string;
  readonly tippingMode: TippingMode;
  readonly lowAmount: number;
  readonly customerInstructions: string | null;
  readonly requiresRoomNumber: boolean;
  readonly requiresCustomerName: boolean;
  readonly requiresNote: boolean;
  readonly requiresReview: boolean;
}

export interface SeedStation {
  readonly uid: string;
  readonly locationUid: string;
  readonly name: string;
  readonly poolUids: readonly string[];
  readonly groups: readonly {
    readonly uid: string;
    readonly name: string;
    readonly userUids: readonly string[];
  }[];
  readonly settings: SeedSettings;
}

export interface SeedAccount {
  readonly uid: string;
  readonly name: string;
  readonly locationUids: readonly string[];
}

export interface SeedProposal {
  readonly amount: number;
  readonly percent: number | null;
}

export interface SeedIntent {
  /** 0 QR, 1 pay later. */
  readonly type: 0 | 1;
  readonly token: string;
  readonly locationUid: string;
  readonly mode: FeeMode;
  readonly total: number | null;
  readonly tips: readonly {
    readonly userUid: string;
    readonly amount: number;
    readonly type: 'percent' | 'amount';
    readonly proposals: readonly [SeedProposal, SeedProposal, SeedProposal];
  }[];
}

export interface World {
  readonly locations: readonly SeedLocation[];
  readonly users: readonly SeedUser[];
  readonly pools: readonly SeedPool[];
  readonly stations: readonly SeedStation[];
  readonly accounts: readonly SeedAccount[];
  readonly intents: readonly SeedIntent[];
}
