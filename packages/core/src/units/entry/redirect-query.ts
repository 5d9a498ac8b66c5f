/** The query of a return from a redirect-based payment: `/external?redirectData=…&redirectResult=…`. */
export interface RedirectQuery {
  readonly redirectData: string | null;
  readonly redirectResult: string | null;
}
