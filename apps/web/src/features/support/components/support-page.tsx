export function SupportPage() {
  return <section className="p-8">SupportPage</section>;
}
