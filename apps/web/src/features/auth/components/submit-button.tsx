import { Button } from '@/components/ui/button';

/** A step's full-width submit button; it reads Loading... and waits while the request runs. */
export function SubmitButton({ loading, label }: { loading: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={loading}>
      {loading ? 'Loading...' : label}
    </Button>
  );
}
