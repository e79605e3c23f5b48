import { useEffect } from 'react';
import { useLayersStore } from './layers-store';

/** Typing fields keep their own undo; everywhere else Ctrl/Cmd+Z, Ctrl+Shift+Z and Ctrl+Y step the editor's history. */
const ownsUndo = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function useHistoryKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || ownsUndo(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const undo = key === 'z' && !event.shiftKey;
      if (!undo && !redo) return;
      event.preventDefault();
      const { undo: back, redo: forward } = useLayersStore.getState();
      if (undo) back();
      else forward();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
