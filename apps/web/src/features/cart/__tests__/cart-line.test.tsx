import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLine } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { CartLine } from '../components/cart-line';

afterEach(cleanup);

const show = (item: ReturnType<typeof cartLine>) =>
  renderWithShop(
    <ul>
      <CartLine item={item} />
    </ul>,
  );

describe('a cart line', () => {
  it("keeps the spec's name and shows the design's title under it", () => {
    show(cartLine({ name: 'Custom (Black / L) - front', designTitle: 'A lighthouse in the fog' }));
    expect(screen.getByText('Custom (Black / L) - front')).toBeInTheDocument();
    expect(screen.getByTestId('design-title').textContent).toBe('“A lighthouse in the fog”');
  });

  it('shows no title for a line saved before titles were kept', () => {
    show(cartLine());
    expect(screen.queryByTestId('design-title')).toBeNull();
  });
});
