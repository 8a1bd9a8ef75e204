/**
 * The catalogue namespaces the first render needs: the landing page's own and those of the frame
 * around every page (titles, the skip link, the language and theme controls, the guards'
 * spinners). A locale's are one chunk that the page awaits before it renders; every other
 * namespace comes in a second chunk, which any route but the landing page awaits as it loads
 * (`loadAllNamespaces`). The build (vite.config.ts) and the size budget (scripts/landing-js.ts)
 * read this list too. Keep it short: each kB here is on the landing page's budget.
 */
export const FIRST_NAMESPACES: readonly string[] = ['common', 'landing'];
