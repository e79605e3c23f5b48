import { type PrintArea, TEE_PRINT_AREA } from '@prompttee/domain';
import { createContext, useContext } from 'react';

/**
 * The size of the area on screen (a sleeve's 3 x 4 in), for printed sizes and DPI: given by the
 * designer page, which knows the product, so the editor's parts need not look it up again.
 */
export const AreaSizeContext = createContext<PrintArea>(TEE_PRINT_AREA);

export const useAreaSize = (): PrintArea => useContext(AreaSizeContext);
