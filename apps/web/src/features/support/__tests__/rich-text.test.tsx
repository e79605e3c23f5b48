import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blocks, RichText } from '../components/rich-text';

describe('RichText', () => {
  it('turns e-mail addresses into mailto links and web addresses into new-tab links', () => {
    render(
      <p>
        <RichText text="Write to help@shop.example or see https://ec.europa.eu/consumers/odr." />
      </p>,
    );
    const mail = screen.getByRole('link', { name: 'help@shop.example' });
    expect(mail.getAttribute('href')).toBe('mailto:help@shop.example');
    expect(mail.getAttribute('target')).toBeNull();
    const web = screen.getByRole('link', { name: 'https://ec.europa.eu/consumers/odr' });
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/Write to/).textContent).toBe(
      'Write to help@shop.example or see https://ec.europa.eu/consumers/odr.',
    );
  });
});

describe('Blocks', () => {
  it('renders paragraphs, sets clause numbers apart, and renders both kinds of list', () => {
    const { container } = render(
      <div>
        <Blocks
          blocks={[
            { kind: 'p', text: '8.4 You must notify us.' },
            { kind: 'ul', items: ['one', 'two'] },
            { kind: 'ol', items: ['first'] },
          ]}
        />
      </div>,
    );
    expect(screen.getByText('8.4').tagName).toBe('SPAN');
    expect(screen.getByText('You must notify us.')).toBeInTheDocument();
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(1);
  });
});
