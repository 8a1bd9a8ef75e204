/** The signed-in pages whose feature lands later; their texts are in the `pages` catalogue. */
export const PAGE_KEYS = ['admin'] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

/** The route title key of such a page. */
export const pageTitleKey = (page: PageKey) => `pages:${page}.title` as const;
