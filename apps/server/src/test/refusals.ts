import { expect } from 'vitest';

type Answer = { statusCode: number; json(): unknown };

/**
 * Asks for each url and expects a 400 whose details name the field given (or one below it:
 * `querystring` for an unknown key).
 */
export async function expectFieldRefusals(
  get: (url: string) => Promise<Answer>,
  cases: [url: string, field: string][],
): Promise<void> {
  for (const [url, field] of cases) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(400);
    const body = response.json() as { details: { field: string }[] };
    const fields = body.details.map((detail) => detail.field);
    expect(
      fields.some((name) => name.startsWith(field)),
      `${url}: ${fields.join()}`,
    ).toBe(true);
  }
}
