import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  GetAdminCardDesignDocument,
  GetAdminGameCategoriesDocument,
  UpdateAdminGameCategoryDocument,
  UpsertAdminCardDesignDocument,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { CardDesignEditor } from './card-design-editor';
import { GameCategories } from './game-categories';

const categories = {
  request: { query: GetAdminGameCategoriesDocument },
  result: {
    data: {
      gameCategories: [
        { __typename: 'GameCategory', id: 1, name: 'League of Legends', slug: 'lol', icon: null, parentId: null },
        { __typename: 'GameCategory', id: 2, name: 'EUW', slug: 'lol-euw', icon: 'flag', parentId: 1 },
      ],
    },
  },
  maxUsageCount: 5,
};

describe('GameCategories', () => {
  it('lists the categories with their parent, and edits one in the form below', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<GameCategories />, {
      mocks: [
        categories,
        {
          request: {
            query: UpdateAdminGameCategoryDocument,
            variables: { id: 2, input: { name: 'EU West', slug: 'lol-euw', icon: 'flag', parentId: 1 } },
          },
          result: { data: { updateGameCategory: { __typename: 'GameCategory', id: 2 } } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Game categories' });
    const [, lol, euw] = within(table).getAllByRole('row');
    expect(
      within(lol)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['1', 'League of Legends', 'lol', '', '—']);
    expect(within(euw).getAllByRole('cell')[4].textContent).toBe('League of Legends');

    await user.click(within(euw).getByRole('button', { name: 'Edit EUW' }));
    const form = screen.getByRole('form', { name: 'Kategori Ekle' });
    expect(within(form).getByText('Edit #2')).toBeTruthy();
    expect((within(form).getByLabelText('Parent') as HTMLSelectElement).value).toBe('1');
    // A category cannot be its own parent.
    expect(within(within(form).getByLabelText('Parent')).queryByRole('option', { name: 'EUW' })).toBeNull();
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'EU West');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Kategori kaydedildi', variant: 'success' }));
    expect(within(form).queryByText('Edit #2')).toBeNull();
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('requires a name and a slug before it sends anything', async () => {
    renderWithProviders(<GameCategories />, { mocks: [categories] });
    const form = screen.getByRole('form', { name: 'Kategori Ekle' });
    expect(within(form).getByLabelText('Name').hasAttribute('required')).toBe(true);
    expect(within(form).getByLabelText('Slug').hasAttribute('required')).toBe(true);
  });
});

describe('CardDesignEditor', () => {
  const design = (accountType: string | null, styles: Record<string, string>, isDefault = false) => ({
    request: { query: GetAdminCardDesignDocument, variables: { gameSlug: 'lol', accountType, subCategory: null } },
    result: {
      data: {
        cardDesign: {
          __typename: 'CardDesign',
          gameSlug: 'lol',
          accountType,
          subCategory: null,
          isDefault,
          cardStyles: { __typename: 'CardStyles', ...styles },
          features: [],
        },
      },
    },
  });
  const stored = {
    backgroundColor: '#111111',
    borderColor: '#222222',
    glowColor: '#333333',
    textColor: '#ffffff',
    accentColor: '#ff0000',
  };

  it('fills the colours of the chosen scope, previews them and saves; a refusal is a toast', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<CardDesignEditor />, {
      mocks: [
        design(null, stored, true),
        design('fresh', { ...stored, accentColor: '#00ff00' }),
        {
          request: {
            query: UpsertAdminCardDesignDocument,
            variables: {
              gameSlug: 'lol',
              input: { accountType: 'fresh', subCategory: null, cardStyles: { ...stored, accentColor: '#0000ff' } },
            },
          },
          result: { errors: [new GraphQLError('accentColor must be a colour')] },
        },
      ],
    });
    expect(await screen.findByText('No stored design: the default colours are shown.')).toBeTruthy();
    expect((screen.getByLabelText('Background') as HTMLInputElement).value).toBe('#111111');
    expect(screen.getByLabelText('Subcategory (optional)').hasAttribute('disabled')).toBe(true);

    await user.selectOptions(screen.getByLabelText('Account type (optional)'), 'fresh');
    await waitFor(() => expect((screen.getByLabelText('Accent') as HTMLInputElement).value).toBe('#00ff00'));
    expect(screen.getByLabelText('Subcategory (optional)').hasAttribute('disabled')).toBe(false);

    const accent = screen.getByLabelText('Accent');
    await user.clear(accent);
    await user.type(accent, '#0000ff');
    await user.click(screen.getByRole('button', { name: 'Tasarımı Kaydet' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata',
        description: 'accentColor must be a colour',
        variant: 'destructive',
      }),
    );
  });
});
