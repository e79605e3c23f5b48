export function AboutPage() {
  return <section className="p-8">AboutPage</section>;
}
