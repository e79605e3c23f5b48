import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { FieldError, Input, Label } from '@/components/ui/input';

type FieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined };

/** A labelled input with its message underneath, wired for screen readers. */
export function AuthField({ label, error, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        className="h-11"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </div>
  );
}

/** A password input with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField({ label, error, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  const field = label.toLowerCase();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="h-11 pr-11"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 grid w-11 cursor-pointer place-items-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={
            visible
              ? t({ comment: 'field: the field’s label, in lower case', message: `Hide ${field}` })
              : t({ comment: 'field: the field’s label, in lower case', message: `Show ${field}` })
          }
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </div>
  );
}
