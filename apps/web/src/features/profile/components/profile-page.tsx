export function ProfilePage() {
  return <section className="p-8">ProfilePage</section>;
}
