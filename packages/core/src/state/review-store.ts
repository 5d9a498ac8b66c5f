export interface ReviewState {
  /** 1..5, null until the guest picks a star (Submit disabled). */
  readonly rating: number | null;
  readonly note: string;
  readonly submitting: boolean;
}

export const INITIAL_REVIEW: ReviewState = { rating: null, note: '', submitting: false };
