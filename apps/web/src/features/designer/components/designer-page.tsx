export function DesignerPage() {
  return <section className="p-8">DesignerPage</section>;
}
