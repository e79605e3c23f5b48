import { useEffect, useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';

/** The search box of a console list (searched on the server, a moment after typing stops). */
export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => text !== value && onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return <SearchInput label={label} value={text} onChange={(event) => setText(event.target.value)} />;
}

export function SelectBox<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
  label: string;
}) {
  return (
    <Select
      wrapperClassName="sm:w-56"
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      aria-label={label}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
