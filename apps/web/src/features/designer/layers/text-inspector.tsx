import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TEXT_LINES, type PrintLocation } from '@prompttee/domain';
import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/i18n/use-format';
import { decimal } from '../lib/placement-texts';
import { useFonts } from './fonts';
import { arcText } from './arc-text';
import { LabelledSlider } from './labelled-slider';
import { MAX_TEXT_LENGTH, type TextAlign, type TextLayer } from './layer-model';
import { useLayersStore } from './layers-store';
import { TextColorPicker } from './text-color-picker';

// Newlines stay (a text may have several lines); every other control character goes.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F]/g;

const ALIGNS: Array<{ value: TextAlign; label: MessageDescriptor; Icon: typeof AlignLeft }> = [
  { value: 'left', label: msg`Align left`, Icon: AlignLeft },
  { value: 'center', label: msg({ comment: 'Text alignment', message: 'Centre' }), Icon: AlignCenter },
  { value: 'right', label: msg`Align right`, Icon: AlignRight },
];

/** The selected text's content, font, colour, outline, alignment, letter spacing and arc. */
export function TextInspector({
  side,
  layer,
  shirtHex,
}: {
  side: PrintLocation;
  layer: TextLayer;
  shirtHex: string;
}) {
  const { t } = useLingui();
  const { locale } = useFormat();
  const update = useLayersStore((s) => s.update);
  const fonts = useFonts();
  const ids = { text: useId(), font: useId(), error: useId() };
  const [draft, setDraft] = useState(layer.text);
  const [shown, setShown] = useState(layer.text);
  // Undo and redo replace what the box shows (a blank draft is never stored, so it differs).
  if (shown !== layer.text) {
    setShown(layer.text);
    setDraft(layer.text);
  }
  const set = (patch: Partial<TextLayer>, merge?: string) => update(side, layer.id, patch, merge);
  const empty = draft.trim().length === 0;
  const spacing = `${decimal(locale, layer.letterSpacing / 10, layer.letterSpacing % 10 === 0 ? 0 : 1)}%`;

  return (
    <div className="grid gap-4" data-testid="text-inspector">
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <label htmlFor={ids.text} className="font-medium">
            <Trans comment="The words of a text layer">Text</Trans>
          </label>
          <span className="text-xs text-muted-foreground tabular-nums">
            {[...draft].length}/{MAX_TEXT_LENGTH}
          </span>
        </div>
        <textarea
          id={ids.text}
          value={draft}
          rows={2}
          maxLength={MAX_TEXT_LENGTH}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? ids.error : undefined}
          className="min-h-16 w-full resize-y rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive"
          onChange={(event) => {
            const text = event.target.value
              .replace(CONTROL, '')
              .slice(0, MAX_TEXT_LENGTH)
              .split('\n')
              .slice(0, MAX_TEXT_LINES)
              .join('\n');
            setDraft(text);
            if (text.trim()) set({ text }, 'text');
          }}
        />
        {empty && (
          <p id={ids.error} className="text-sm text-destructive">
            <Trans>Type at least one character.</Trans>
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.font} className="text-sm font-medium">
          <Trans>Font</Trans>
        </label>
        <Select id={ids.font} value={layer.font} onChange={(event) => set({ font: event.target.value })}>
          {(fonts.data ?? [{ id: layer.font, family: layer.font, category: '', licence: '' }]).map((font) => (
            <option key={font.id} value={font.id}>
              {font.family}
              {font.category ? ` · ${font.category}` : ''}
            </option>
          ))}
        </Select>
      </div>
      <TextColorPicker
        label={t({ comment: 'Text colour', message: 'Colour' })}
        value={layer.color}
        shirtHex={shirtHex}
        onChange={(color) => set({ color }, 'color')}
      />
      <div className="grid gap-2">
        <span className="text-sm font-medium" id={`${ids.text}-align`}>
          <Trans>Alignment</Trans>
        </span>
        <ToggleGroup.Root
          type="single"
          value={layer.align}
          aria-labelledby={`${ids.text}-align`}
          onValueChange={(value) => value && set({ align: value as TextAlign })}
          className="inline-flex w-fit rounded-md border border-input p-0.5"
        >
          {ALIGNS.map(({ value, label, Icon }) => (
            <ToggleGroup.Item
              key={value}
              value={value}
              aria-label={t(label)}
              className="flex size-9 items-center justify-center rounded-[5px] text-muted-foreground hover:bg-accent data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
            >
              <Icon className="size-4" aria-hidden />
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <LabelledSlider
        label={t({ comment: 'How much a text bends', message: 'Arc' })}
        testId="arc-slider"
        value={layer.arc}
        min={-360}
        max={360}
        step={5}
        valueText={arcText(layer.arc)}
        onChange={(arc) => set({ arc }, 'arc')}
      />
      <LabelledSlider
        label={t`Letter spacing`}
        value={layer.letterSpacing}
        min={-100}
        max={500}
        step={10}
        valueText={spacing}
        onChange={(letterSpacing) => set({ letterSpacing }, 'spacing')}
      />
      <OutlineControls side={side} layer={layer} shirtHex={shirtHex} />
    </div>
  );
}

function OutlineControls({
  side,
  layer,
  shirtHex,
}: {
  side: PrintLocation;
  layer: TextLayer;
  shirtHex: string;
}) {
  const { t } = useLingui();
  const update = useLayersStore((s) => s.update);
  const id = useId();
  const width = layer.outline?.width;
  const outline = layer.outline;
  return (
    <div className="grid gap-3">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={!!outline}
          onChange={(event) =>
            update(side, layer.id, {
              outline: event.target.checked
                ? { color: layer.color === '#FFFFFF' ? '#111111' : '#FFFFFF', width: 6 }
                : undefined,
            })
          }
        />
        <Trans comment="A line drawn round the letters">Outline</Trans>
      </label>
      {outline && (
        <div className="grid gap-3 border-l-2 border-muted pl-3">
          <TextColorPicker
            label={t`Outline colour`}
            value={outline.color}
            shirtHex={shirtHex}
            onChange={(color) => update(side, layer.id, { outline: { ...outline, color } }, 'outline-color')}
          />
          <LabelledSlider
            label={t`Outline width`}
            value={outline.width}
            min={1}
            max={20}
            valueText={t`${width}% of the letter height`}
            onChange={(width) => update(side, layer.id, { outline: { ...outline, width } }, 'outline-width')}
          />
        </div>
      )}
    </div>
  );
}
