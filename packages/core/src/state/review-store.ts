export interface ReviewState {
  /** 1..5, null until the guest picks a star (Submit disabled). */
  readonly rating: number | null;
  readonly note: string;
  /** True while the rating is on its way (a second press is ignored); gone by the action's end. */
  readonly submitting: boolean;
  /**
   * The tips service holds the guest's review (it answered, or a 409 said an earlier press was
   * stored): an outcome the commit keeps (the journey log's 'review-sent').
   */
  readonly sent: boolean;
}

export const INITIAL_REVIEW: ReviewState = {
  rating: null,
  note: '',
  submitting: false,
  sent: false,
};
