import axe from 'axe-core';

/**
 * Serious and critical axe findings in the current document. jsdom has no layout, so the
 * colour-contrast rule cannot run here (the e2e suite checks it in a real browser).
 */
export async function seriousAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
