import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue budgets, in gzipped bytes. */
export const BUDGETS = {
  initialJs: 140 * 1024,
  initialCss: 10 * 1024,
  adyenJs: 112 * 1024,
} as const;

/** Strings that only a payment provider's code contains. */
const PROVIDER_MARKERS = [
  'sandbox-provider/v1/tokens',
  'AdyenCheckout',
  'checkoutshopper',
  'squarecdn',
  'globalpay',
] as const;

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface BudgetFigures {
  readonly initialJsFiles: readonly string[];
  readonly initialJsGzip: number;
  readonly initialCssGzip: number;
  readonly providerMarkersInInitial: readonly string[];
  /** Null when the build has no Adyen chunk. */
  readonly adyenJsGzip: number | null;
  readonly adyenCssGzip: number | null;
  readonly adyenAutoImported: boolean;
}

function gzipSize(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The chunk keys a chunk pulls in statically (itself included). */
function staticClosure(manifest: Manifest, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function cssOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) for (const css of manifest[key]?.css ?? []) files.add(css);
  return files;
}

/** Reads a production build (its Vite manifest) and measures what the budgets speak of. */
export function measureBudgets(dist: string): BudgetFigures {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No Vite manifest at ${manifestPath}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const initial = staticClosure(manifest, entries);
  const initialJsFiles = [...initial].map((key) => manifest[key]!.file);
  const initialJs = initialJsFiles.map((file) => readFileSync(join(dist, file), 'utf8'));
  const sum = (files: Iterable<string>): number =>
    [...files].reduce((total, file) => total + gzipSize(dist, file), 0);

  const adyenEntries = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && /providers\/adyen/.test(manifest[key]!.src ?? key),
  );
  const adyen = [...staticClosure(manifest, adyenEntries)].filter((key) => !initial.has(key));
  const adyenCss = [...cssOf(manifest, adyen)].filter((f) => !cssOf(manifest, initial).has(f));
  return {
    initialJsFiles,
    initialJsGzip: sum(initialJsFiles),
    initialCssGzip: sum(cssOf(manifest, initial)),
    providerMarkersInInitial: PROVIDER_MARKERS.filter((m) => initialJs.some((c) => c.includes(m))),
    adyenJsGzip: adyenEntries.length > 0 ? sum(adyen.map((key) => manifest[key]!.file)) : null,
    adyenCssGzip: adyenEntries.length > 0 ? sum(adyenCss) : null,
    adyenAutoImported: Object.keys(manifest).some((key) => key.includes('@adyen/adyen-web/auto')),
  };
}

export function formatBudgetReport(figures: BudgetFigures): string {
  const kb = (bytes: number | null): string =>
    bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB gz`;
  return [
    `bundle budgets: initial JS ${kb(figures.initialJsGzip)} (≤ ${kb(BUDGETS.initialJs)}, ${figures.initialJsFiles.length} files)`,
    `initial CSS ${kb(figures.initialCssGzip)} (≤ ${kb(BUDGETS.initialCss)})`,
    `provider code up front: ${figures.providerMarkersInInitial.join(', ') || 'none'}`,
    `Adyen chunk ${kb(figures.adyenJsGzip)} (≤ ${kb(BUDGETS.adyenJs)}) + CSS ${kb(figures.adyenCssGzip)}`,
  ].join('; ');
}
