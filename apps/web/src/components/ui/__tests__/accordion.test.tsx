import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../accordion';

function TwoItems({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Accordion type="single" collapsible value={value} onValueChange={setValue}>
      {['first', 'second'].map((item) => (
        <AccordionItem key={item} value={item}>
          <AccordionTrigger>{`Open ${item}`}</AccordionTrigger>
          <AccordionContent>{`Panel ${item}`}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const panels = () => document.querySelectorAll('[role="region"], [data-state][id]:not(button)');

describe('Accordion', () => {
  afterEach(cleanup);

  it('mounts no panel for an item that has never been open', () => {
    render(<TwoItems />);
    expect(panels()).toHaveLength(0);
    for (const trigger of screen.getAllByRole('button')) {
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('mounts a panel when its item opens, and keeps it (hidden) once closed', async () => {
    render(<TwoItems />);
    const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));
    await press('Open second');
    expect(screen.getByText('Panel second')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open second' })).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region').id,
    );
    await press('Open second');
    expect(screen.queryByText('Panel second')).toBeNull();
    expect(panels()).toHaveLength(1);
  });

  it('shows an item that starts open at once', () => {
    render(<TwoItems initial="first" />);
    expect(screen.getByText('Panel first')).toBeVisible();
  });
});
