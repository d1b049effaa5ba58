import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  CreateAdminProductDocument,
  GetAdminProductPageDocument,
  type AdminProductRowFieldsFragment,
  type ProductInput,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { ProductsTable } from './products-table';

const row = (id: number, title: string, extra: Partial<AdminProductRowFieldsFragment> = {}) =>
  ({
    __typename: 'Product',
    id,
    productCode: `LOL-EUW-000${id}`,
    title,
    price: '12.50',
    status: 'Available',
    gameSlug: 'lol',
    rankStatus: 'unranked',
    accountType: 'fresh',
    subCategory: '30-40k',
    server: 'EUW',
    hidden: false,
    stock: 3,
    hasAccountData: true,
    ...extra,
  }) satisfies AdminProductRowFieldsFragment;

const page = (items: AdminProductRowFieldsFragment[]) => ({
  request: {
    query: GetAdminProductPageDocument,
    variables: { filter: {}, offset: 0, limit: 50, sort: 'NEWEST' },
  },
  result: {
    data: {
      adminProductPage: { __typename: 'AdminProductPage', totalCount: items.length, offset: 0, limit: 50, items },
    },
  },
  maxUsageCount: 10,
});

describe('ProductsTable', () => {
  it('shows a page of products: stock from accounts, a sold row marked, the pager status', async () => {
    renderWithProviders(<ProductsTable />, {
      mocks: [page([row(1, 'EUW Fresh 30-40k'), row(2, 'EUW Sold Out', { stock: 0 })])],
    });
    const table = await screen.findByRole('table', { name: 'Products' });
    // The rows arrive in a deferred render after the answer.
    await within(table).findByText('EUW Fresh 30-40k');
    const [, first, sold] = within(table).getAllByRole('row');
    expect(within(first).getByText('EUW Fresh 30-40k')).toBeTruthy();
    expect(within(first).getByText('lol › EUW › unranked › fresh › 30-40k')).toBeTruthy();
    expect(within(first).getByText('$12.50')).toBeTruthy();
    expect(within(first).getByText('3 (Hesap mevcut)')).toBeTruthy();
    expect(within(sold).getByText('Sold')).toBeTruthy();
    expect(sold.getAttribute('data-sold')).toBe('true');
    expect(first.getAttribute('data-sold')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Sayfa 1 / 1 · toplam 2 ürün');
  });

  it('deletes only what is selected: the bulk button counts the selection and is disabled without one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsTable />, { mocks: [page([row(1, 'First'), row(2, 'Second')])] });
    const bulk = screen.getByRole('button', { name: 'Seçilenleri Sil (0)' });
    expect(bulk.hasAttribute('disabled')).toBe(true);

    await user.click(await screen.findByRole('checkbox', { name: 'Select product 2' }));
    expect(screen.getByRole('button', { name: 'Seçilenleri Sil (1)' }).hasAttribute('disabled')).toBe(false);
    expect(
      screen.getByRole('checkbox', { name: 'Select product 2' }).closest('tr')?.getAttribute('data-selected'),
    ).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Select all products' }));
    expect(screen.getByRole('button', { name: 'Seçilenleri Sil (2)' })).toBeTruthy();
  });

  it('says when no product matches', async () => {
    renderWithProviders(<ProductsTable />, { mocks: [page([])] });
    expect(await screen.findByText('No products found...')).toBeTruthy();
  });
});

describe('ProductDialog (new product)', () => {
  async function openNew(mocks: Parameters<typeof renderWithProviders>[1]['mocks'] = []) {
    const user = userEvent.setup();
    const rendered = renderWithProviders(<ProductsTable />, { mocks: [page([]), ...(mocks ?? [])] });
    await user.click(screen.getByRole('button', { name: 'Yeni Ürün' }));
    return { user, ...rendered, dialog: screen.getByRole('dialog', { name: 'Yeni Ürün Ekle' }) };
  }

  it('follows the form rules: required title and price, money with two decimals, whole counts', async () => {
    const { user, dialog, toast } = await openNew();
    await user.clear(within(dialog).getByLabelText('Level', { exact: true }));
    await user.type(within(dialog).getByLabelText('Level', { exact: true }), '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));

    expect(await within(dialog).findAllByText('Title is required.')).not.toHaveLength(0);
    expect(within(dialog).getAllByText('Price is required.')).not.toHaveLength(0);
    expect(within(dialog).getAllByText('Level: 0, 1, 2...')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await user.type(within(dialog).getByLabelText('Price (USD)'), '4.999');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(
      await within(dialog).findAllByText('Price must be a number of 0 or more with at most two decimals.'),
    ).not.toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('resets server, type and subcategory when the game changes (spec §4)', async () => {
    const { user, dialog } = await openNew();
    expect((within(dialog).getByLabelText('Account type') as HTMLSelectElement).value).toBe('fresh');
    await user.selectOptions(within(dialog).getByLabelText('Server'), 'NA');
    await user.selectOptions(within(dialog).getByLabelText('Game'), 'valorant');
    expect((within(dialog).getByLabelText('Server') as HTMLSelectElement).value).toBe('EUW');
    expect((within(dialog).getByLabelText('Account type') as HTMLSelectElement).value).toBe('');
    expect(within(dialog).getByLabelText('Subcategory').hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Choose an account type first')).toBeTruthy();
  });

  it("sends the product and shows the server's refusal in a toast, the dialog still open", async () => {
    const sent = jest.fn();
    const { user, dialog, toast } = await openNew([
      {
        request: {
          query: CreateAdminProductDocument,
          variables: (variables: { input: ProductInput }) => {
            sent(variables.input);
            return true;
          },
        },
        result: { errors: [new GraphQLError('A product with this code exists')] },
      },
    ]);
    await user.type(within(dialog).getByLabelText('Title', { exact: true }), ' EUW Fresh ');
    await user.type(within(dialog).getByLabelText('Price (USD)'), '4.99');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata',
        description: 'A product with this code exists',
        variant: 'destructive',
      }),
    );
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'EUW Fresh', price: '4.99', server: 'EUW', level: 30, blueEssence: 0 }),
    );
    expect(screen.getByRole('dialog', { name: 'Yeni Ürün Ekle' })).toBeTruthy();
  });

  it('starts a new product at a 14-day warranty and one replacement, checks the ranges and sends both', async () => {
    const sent = jest.fn();
    const { user, dialog } = await openNew([
      {
        request: {
          query: CreateAdminProductDocument,
          variables: (variables: { input: ProductInput }) => {
            sent(variables.input);
            return true;
          },
        },
        result: { errors: [new GraphQLError('stop here')] },
      },
    ]);
    const days = within(dialog).getByLabelText('Garanti (gün)') as HTMLInputElement;
    const limit = within(dialog).getByLabelText('Değişim hakkı') as HTMLInputElement;
    expect([days.value, limit.value]).toEqual(['14', '1']);
    await user.type(within(dialog).getByLabelText('Title', { exact: true }), 'EUW Fresh');
    await user.type(within(dialog).getByLabelText('Price (USD)'), '4.99');
    await user.clear(days);
    await user.type(days, '3651');
    await user.clear(limit);
    await user.type(limit, '11');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(
      await within(dialog).findAllByText('Garanti (gün): 0 ile 3650 arasında bir tam sayı olmalıdır.'),
    ).not.toHaveLength(0);
    expect(within(dialog).getAllByText('Değişim hakkı: 0 ile 10 arasında bir tam sayı olmalıdır.')).not.toHaveLength(0);
    expect(sent).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, '30');
    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(expect.objectContaining({ warrantyDays: 30, replacementLimit: 2 })),
    );
  });
});
