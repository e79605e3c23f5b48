import { PRINT_AREA } from '@prompttee/catalog/print-area';
import type { ClientDesign } from '../lib/client-design';
import { DESIGNER_TEXTS } from '../lib/designer-texts';

const area = {
  top: `${PRINT_AREA.top * 100}%`,
  left: `${PRINT_AREA.left * 100}%`,
  width: `${PRINT_AREA.width * 100}%`,
  height: `${PRINT_AREA.height * 100}%`,
};

/** The design on the chest (about 35 % of the picture's width, PRINT_AREA), or where it will go. */
export function DesignOverlay({ design }: { design: ClientDesign | null }) {
  return (
    <div className="absolute" style={area}>
      {design ? (
        <img
          key={design.id}
          src={design.src}
          alt={`Design: ${design.title}`}
          width={384}
          height={512}
          className="size-full object-contain drop-shadow-sm motion-safe:animate-fade-in"
          data-testid="design-overlay"
        />
      ) : (
        <div className="flex size-full items-center justify-center rounded-md border-2 border-dashed border-neutral-400/80 p-2">
          <span className="rounded-sm bg-white/85 px-2 py-1 text-center text-xs font-medium text-neutral-600 shadow-sm">
            {DESIGNER_TEXTS.previewPlaceholder}
          </span>
        </div>
      )}
    </div>
  );
}
