import type { AnswerShape } from '../utils/answer-styles';

const PATHS: Record<AnswerShape, string> = {
  triangle: 'M12 3 L22 21 H2 Z',
  diamond: 'M12 2 L22 12 L12 22 L2 12 Z',
  circle: 'M12 2 a10 10 0 1 0 0.001 0 Z',
  square: 'M3 3 H21 V21 H3 Z',
};

/** An answer's shape, drawn in the text's colour; its name is in the button's own label. */
export function AnswerShapeIcon({ shape, className }: { shape: AnswerShape; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-shape={shape}
      className={className ?? 'h-8 w-8 shrink-0'}
    >
      <path d={PATHS[shape]} fill="currentColor" />
    </svg>
  );
}
