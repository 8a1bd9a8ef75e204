import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading, focused when it appears: the step replaced what had the focus, so a screen
 * reader starts again from its name (docs/ARCHITECTURE.md, Client routing and accessibility).
 * Give it a `key` that changes with the step (or the question) to focus it again.
 */
export function StepHeading({
  level = 1,
  className = 'text-2xl font-bold',
  children,
}: {
  level?: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} tabIndex={-1} className={`${className} focus:outline-none`}>
      {children}
    </Tag>
  );
}
