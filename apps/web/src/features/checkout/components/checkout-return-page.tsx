export function CheckoutReturnPage() {
  return <section className="p-8">CheckoutReturnPage</section>;
}
