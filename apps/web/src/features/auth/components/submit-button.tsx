import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

/** A step's full-width submit button; it reads Loading... and waits while the request runs. */
export function SubmitButton({ loading, label }: { loading: boolean; label: string }) {
  const { t } = useLingui();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={loading}>
      {loading ? t`Loading...` : label}
    </Button>
  );
}
