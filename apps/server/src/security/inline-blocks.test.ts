import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspHash, inlineBlocksOf, readInlineBlocks } from './inline-blocks';

const STYLE_A = '\n      body { margin: 0; color: #200e32; }\n    ';
const STYLE_B = '.boot-spinner{width:40px}';

const FIXTURE = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <style>${STYLE_A}</style>
    <!-- <style>ignored in a comment</style> -->
    <style media="screen">${STYLE_B}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('inline <style> hashes of the served index.html', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is sha256 over the exact bytes between the tags, base64, quoted', () => {
    const expected = createHash('sha256').update(STYLE_A, 'utf8').digest('base64');
    expect(cspHash(STYLE_A)).toBe(`'sha256-${expected}'`);
    // A known vector: the hash of an empty block.
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('reads index.html from a temp staticDir: every block, in order, comments skipped', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tipwell-csp-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), FIXTURE);
    const blocks = readInlineBlocks(dir);
    expect(blocks.styleHashes).toEqual([cspHash(STYLE_A), cspHash(STYLE_B)]);
    expect(blocks.inlineScripts).toBe(0);
  });

  it('counts inline scripts (which the policy refuses), not external ones', () => {
    const html = `${FIXTURE}<script>window.x = 1</script><script src="/a.js"></script>`;
    expect(inlineBlocksOf(html).inlineScripts).toBe(1);
    const typed = `<script type="module">go()</script><script type="text/javascript">go()</script>`;
    expect(inlineBlocksOf(typed).inlineScripts).toBe(2);
  });

  it('does not count data blocks, which never run', () => {
    const html = `${FIXTURE}<script type="application/json" id="d">{"a":1}</script>`;
    expect(inlineBlocksOf(html).inlineScripts).toBe(0);
  });

  it('a missing index.html or no staticDir means nothing inline', () => {
    expect(readInlineBlocks(undefined)).toEqual({ styleHashes: [], inlineScripts: 0 });
    expect(readInlineBlocks(join(tmpdir(), 'tipwell-no-such-dir')).styleHashes).toEqual([]);
  });
});
