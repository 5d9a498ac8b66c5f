/**
 * Start-up step 6: what waits for the views' first paint (the journey log, 4-boot.ts; the later
 * screens' code, routes/screen-loaders.ts; the card form, the payment screen). Runs `run` after
 * the next animation frame's paint, in a task of its own. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
