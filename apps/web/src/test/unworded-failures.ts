/**
 * Failures the server did not word (a proxy's page, a bare 401), each with what a screen's
 * 'Error: …' line says for it in Spanish: never the raw answer, never English.
 */
export const UNWORDED_FAILURES_IN_SPANISH: [what: string, answer: () => Response, shown: string][] =
  [
    [
      'a proxy’s 502 page',
      () => new Response('<html><body>Bad Gateway</body></html>', { status: 502 }),
      'Error: El servicio no está disponible por el momento. Inténtalo de nuevo en breve.',
    ],
    [
      'a 401 without a code',
      () => new Response('', { status: 401 }),
      'Error: Acceso no autorizado: revisa tus permisos',
    ],
  ];

/** English or raw words that must not show once such a failure is worded. */
export const UNWORDED_LEFTOVERS = /Bad Gateway|HTTP|Unauthorized|Invalid/;
