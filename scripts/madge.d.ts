// The part of madge 8's API that scripts/circles.ts uses (madge ships no types).
declare module 'madge' {
  interface MadgeResult {
    obj(): Record<string, string[]>;
    circular(): string[][];
    warnings(): { skipped: string[] };
  }
  export default function madge(
    paths: string | string[],
    config?: Record<string, unknown>,
  ): Promise<MadgeResult>;
}
