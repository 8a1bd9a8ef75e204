/** `path` asking for one language (a tag), or for all of them (''). */
export function withLanguage(path: string, language: string): string {
  return language ? `${path}?${new URLSearchParams({ language })}` : path;
}
