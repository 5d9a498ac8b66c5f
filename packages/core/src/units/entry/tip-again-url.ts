/** The entry unit's tip-again URL, carried by a redirect return (followed only when same-origin). */
export class TipAgainUrl {
  private url: string | null = null;

  carry(url: string | null): void {
    this.url = url;
  }

  /** The URL, once: reading it forgets it. */
  take(): string | null {
    const url = this.url;
    this.url = null;
    return url;
  }

  forget(): void {
    this.url = null;
  }
}
