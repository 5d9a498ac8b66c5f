/**
 * The path the page was loaded with, read when the entry module runs: before React and the router
 * are there to see a browser back pressed while the views' code was still loading.
 */
export const loadedPath: string = typeof window === 'undefined' ? '' : window.location.pathname;
