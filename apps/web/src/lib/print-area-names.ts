import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrintLocation } from '@prompttee/domain';

// A product's print areas in the page's language, wherever a screen names one.

/** As a choice or a caption: 'Front', 'Left sleeve'. */
export const PRINT_AREA_NAMES: Record<PrintLocation, MessageDescriptor> = {
  front: msg({ context: 'print area', message: 'Front' }),
  back: msg({ context: 'print area', message: 'Back' }),
  left_sleeve: msg({ context: 'print area', message: 'Left sleeve' }),
  right_sleeve: msg({ context: 'print area', message: 'Right sleeve' }),
  neck_label: msg({ context: 'print area', message: 'Neck label' }),
};

/** Inside a sentence or a line's name: 'front', 'left sleeve'. */
export const PRINT_AREA_WORDS: Record<PrintLocation, MessageDescriptor> = {
  front: msg({ context: 'print area in a sentence', message: 'front' }),
  back: msg({ context: 'print area in a sentence', message: 'back' }),
  left_sleeve: msg({ context: 'print area in a sentence', message: 'left sleeve' }),
  right_sleeve: msg({ context: 'print area in a sentence', message: 'right sleeve' }),
  neck_label: msg({ context: 'print area in a sentence', message: 'neck label' }),
};

export const isPrintArea = (value: string): value is PrintLocation => value in PRINT_AREA_NAMES;
