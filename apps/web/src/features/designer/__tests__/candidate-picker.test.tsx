import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CandidatePicker } from '../components/candidate-picker';
import { toClientDesign } from '../lib/client-design';
import { useDesignerStore } from '../stores/designer-store';

const candidate = (n: number) =>
  toClientDesign({
    design_id: `3f2a9c1e-7b4d-8e21-9a3c-5d6e7f809a1${n}`,
    thumbnail_url: `http://localhost:3000/media/designs/token-${n}/thumb.webp`,
    prompt: 'a fox wearing sunglasses',
    created_at: 1_790_000_000,
    expires_at: 1_792_592_000,
  });

afterEach(() => {
  cleanup();
  useDesignerStore.setState({ candidates: [], design: null });
});

describe('the candidate picker', () => {
  it('shows the four designs of the last GENERATE side by side and puts the pressed one on the shirt', () => {
    const four = [0, 1, 2, 3].map(candidate);
    useDesignerStore.setState({ candidates: four, design: four[0] });
    render(<CandidatePicker />);

    const list = screen.getByTestId('candidate-picker');
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    expect(within(buttons[2]!).getByRole('img').getAttribute('src')).toBe(four[2]!.src);

    fireEvent.click(buttons[2]!);
    expect(useDesignerStore.getState().design?.id).toBe(four[2]!.id);
    expect(buttons[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows nothing before a GENERATE, or for a server that sends one design', () => {
    render(<CandidatePicker />);
    expect(screen.queryByTestId('candidate-picker')).toBeNull();
    useDesignerStore.setState({ candidates: [candidate(0)] });
    expect(screen.queryByTestId('candidate-picker')).toBeNull();
  });
});
