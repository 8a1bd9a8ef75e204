import axe from 'axe-core';

/**
 * axe's serious and critical findings in a rendered component. jsdom has no layout, so
 * contrast is left to the browser suite, and `region` to pages rendered whole.
 */
export async function seriousAxeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}
