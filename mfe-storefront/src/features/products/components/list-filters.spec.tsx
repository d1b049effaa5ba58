import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFERED_RARITY_FILTERS } from '../../../lib/skins';
import { renderWithProviders } from '../../../test/render';
import { testProduct } from '../../../test/products';
import { ProductList } from './product-list';

const products = [
  testProduct(1, { price: '10.00', blueEssence: 31_000, skins: ['EPIC Arcade Sona'] }),
  testProduct(2, {
    price: '30.00',
    blueEssence: 45_000,
    skins: ['LEGENDARY Lunar Eclipse Aatrox', 'EPIC Elderwood Ahri'],
  }),
  testProduct(3, { price: '20.00', blueEssence: 52_000, skins: ['MYTHIC Prestige K/DA Ahri'] }),
];

/** The card titles shown, in order, once every card of the page is drawn. */
async function shownCards(count: number) {
  await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(count));
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

const summary = () => screen.getByTestId('list-summary').textContent;

function renderList(variant: 'shop' | 'skins' = 'shop') {
  const user = userEvent.setup();
  renderWithProviders(<ProductList products={products} loading={false} cardHeadingLevel={2} variant={variant} />);
  return user;
}

describe('the product list filters: what a shopper picks changes what is shown', () => {
  it('Rarity lists the offered rarities and keeps only the accounts with a skin of the one chosen', async () => {
    const user = renderList();
    expect(await shownCards(3)).toEqual(['#1', '#2', '#3']);
    expect(summary()).toContain('No filters');

    const rarity = screen.getByRole('combobox', { name: 'Rarity' });
    expect(rarity.textContent).toBe('All Rarities');
    await user.click(rarity);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Rarities',
      ...OFFERED_RARITY_FILTERS,
    ]);
    await user.click(screen.getByRole('option', { name: 'EPIC' }));

    expect(rarity.textContent).toBe('EPIC');
    expect(await shownCards(2)).toEqual(['#1', '#2']);
    expect(summary()).toContain('Rarity: EPIC');
    expect(screen.getByRole('status').textContent).toBe('2 products found');
  });

  it('Skin / Champion searches the listed skins, applies a choice and says when nothing matches', async () => {
    const user = renderList();
    await shownCards(3);
    // Chromium names the trigger by its label and its value ("Skin / Champion All Skins", e2e);
    // jsdom reads the label only.
    const trigger = screen.getByRole('button', { name: /^Skin \/ Champion/ });
    expect(trigger.textContent).toBe('All Skins');
    await user.click(trigger);

    const search = screen.getByRole('searchbox', { name: 'Search skin or champion' });
    expect((screen.getByRole('button', { name: 'Filter' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(search, 'ahri');
    const listbox = screen.getByRole('listbox', { name: 'Skin / Champion' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Skins', 'Ahri', 'Elderwood Ahri', 'Prestige K/DA Ahri']);
    await user.click(within(listbox).getByRole('option', { name: 'Ahri' }));

    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(trigger.textContent).toBe('Ahri');
    expect(await shownCards(2)).toEqual(['#2', '#3']);
    expect(summary()).toContain('Skin: Ahri');

    await user.click(trigger);
    await user.clear(screen.getByRole('searchbox', { name: 'Search skin or champion' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search skin or champion' }), 'zzzz');
    expect(screen.getByText('No matching skin or champion found')).toBeTruthy();
    // Enter applies what was typed, even without a suggestion: nothing is left to show.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No products match your filters.')).toBeTruthy();
    expect(screen.getByText('Please adjust filters or try again later.')).toBeTruthy();
  });

  it('Sort orders by price, Clear All puts every filter back', async () => {
    const user = renderList();
    await shownCards(3);
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Price: Low to High' }));
    expect(await shownCards(3)).toEqual(['#1', '#3', '#2']);
    expect(summary()).toContain('Sort: Price: Low to High');

    await user.click(screen.getByRole('combobox', { name: 'Rarity' }));
    await user.click(screen.getByRole('option', { name: 'MYTHIC' }));
    expect(await shownCards(1)).toEqual(['#3']);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await shownCards(3)).toEqual(['#1', '#2', '#3']);
    expect(screen.getByRole('combobox', { name: 'Sort' }).textContent).toBe('Default');
    expect(screen.getByRole('combobox', { name: 'Rarity' }).textContent).toBe('All Rarities');
    expect(summary()).toContain('No filters');
  });

  it('on /skins the controls speak Turkish and offer no price sorts', async () => {
    const user = renderList('skins');
    await shownCards(3);
    expect(screen.getByRole('button', { name: /^Kostüm \/ Şampiyon/ }).textContent).toBe('Tüm Kostümler');
    expect(screen.getByRole('combobox', { name: 'Nadirlik' }).textContent).toBe('Tüm Nadirlikler');
    await user.click(screen.getByRole('combobox', { name: 'Sırala' }));
    const sorts = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sorts).toContain('Mavi Öz: Yüksekten Düşüğe');
    expect(sorts.filter((text) => text?.startsWith('Fiyat'))).toEqual([]);
  });
});
