import { Slider } from 'radix-ui';
import { useId } from 'react';

type LabelledSliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** What the value reads as, beside the label and to a screen reader. */
  valueText: string;
  onChange(value: number): void;
  testId?: string;
};

/** Radix's slider (arrows, Page Up/Down, Home/End, touch) with its label and value in words. */
export function LabelledSlider({
  label,
  value,
  min,
  max,
  step = 1,
  valueText,
  onChange,
  testId,
}: LabelledSliderProps) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">{valueText}</span>
      </div>
      <Slider.Root
        className="relative flex h-6 touch-none items-center select-none"
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => next !== undefined && onChange(next)}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          data-testid={testId}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow transition-shadow focus-visible:ring-4 focus-visible:ring-ring/40 focus-visible:outline-none"
        />
      </Slider.Root>
    </div>
  );
}
