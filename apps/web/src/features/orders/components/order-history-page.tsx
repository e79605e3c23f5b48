export function OrderHistoryPage() {
  return <section className="p-8">OrderHistoryPage</section>;
}
