/** `base` (with or without a trailing slash) + `path`; each `{name}` in `path` is replaced, encoded. */
export function buildUrl(
  base: string,
  path: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string>> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return `${base.replace(/\/+$/, '')}${filled}${search ? `?${search}` : ''}`;
}
