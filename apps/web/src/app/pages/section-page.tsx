/** A signed-in page whose feature arrives with a later issue: its heading, and no made-up content. */
export function SectionPage({ title }: { title: string }) {
  return <h1 className="text-2xl font-bold">{title}</h1>;
}
