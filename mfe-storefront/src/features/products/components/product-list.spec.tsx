import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { testProduct } from '../../../test/products';
import { FIRST_CARDS, ProductList } from './product-list';

const product = (id: number) => testProduct(id);

// jsdom has no scrolling; the list scrolls its top into view when the page changes.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function renderList(count: number) {
  const products = Array.from({ length: count }, (_, index) => product(index + 1));
  return render(
    <MemoryRouter>
      <ProductList products={products} loading={false} cardHeadingLevel={2} />
    </MemoryRouter>,
  );
}

describe('product list: the first cards first, the rest after the first paint', () => {
  it('draws the first row of cards at once and holds the place of the others with card-sized skeletons', () => {
    renderList(6);
    expect(titles()).toEqual(['#1', '#2']);
    expect(screen.getAllByTestId('product-card')).toHaveLength(FIRST_CARDS);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4 - FIRST_CARDS);
    // The count is the whole list's from the start.
    expect(screen.getByRole('status').textContent).toMatch(/6/);
  });

  it('then draws every card of the page, and every product can be reached through the pages', async () => {
    renderList(6);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(4));
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    expect(titles()).toEqual(['#1', '#2', '#3', '#4']);
    expect(within(screen.getAllByTestId('product-card')[3]).getByTestId('blue-essence').textContent).toBe('40,004');

    // A later page draws all its cards at once: the first-paint split is for the list's first render only.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Page 2' })));
    expect(titles()).toEqual(['#5', '#6']);
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
  });
});
