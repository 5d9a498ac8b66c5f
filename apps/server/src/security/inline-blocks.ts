import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the served index.html carries inline, as the policy needs it. */
export interface InlineBlocks {
  /** CSP sources ('sha256-…') of every inline <style> block, in document order, deduplicated. */
  readonly styleHashes: readonly string[];
  /** Inline <script> blocks (no src): the policy refuses them; their count is reported. */
  readonly inlineScripts: number;
}

export const NO_INLINE_BLOCKS: InlineBlocks = { styleHashes: [], inlineScripts: 0 };

/** The CSP hash source of a block's text: sha256 over its exact UTF-8 bytes, base64. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function withoutComments(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, '');
}

/** Hashes the inline <style> blocks and counts the inline scripts of an HTML document. */
export function inlineBlocksOf(html: string): InlineBlocks {
  const source = withoutComments(html);
  const hashes: string[] = [];
  for (const match of source.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    const hash = cspHash(match[1] ?? '');
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  let inlineScripts = 0;
  for (const match of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    // A data block (`type="application/json"`) is never run, so the policy has no say over it.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const runs = type === undefined || type === 'module' || type.includes('javascript');
    if (runs && !/\bsrc\s*=/i.test(attributes) && (match[2] ?? '').trim() !== '') {
      inlineScripts += 1;
    }
  }
  return { styleHashes: hashes, inlineScripts };
}

/** Reads `staticDir/index.html` once (at start); no file means nothing inline. */
export function readInlineBlocks(staticDir: string | undefined): InlineBlocks {
  if (staticDir === undefined) return NO_INLINE_BLOCKS;
  let html: string;
  try {
    html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return NO_INLINE_BLOCKS;
  }
  return inlineBlocksOf(html);
}
