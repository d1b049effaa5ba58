import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetGameCategoriesDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import {
  CATEGORY_EVENTS,
  EMPTY_SELECTION,
  SELECTION_STORAGE_KEY,
  type FilterChangeDetail,
} from '../lib/category-selection';
import { CategorySelector } from './category-selector';

/** The categories as the catalog serves them: League of Legends with both account types, Valorant empty. */
const gameCategories = [
  {
    __typename: 'GameCategory',
    id: 1,
    name: 'League of Legends',
    slug: 'lol',
    accountTypes: [
      {
        __typename: 'AccountType',
        id: 'fresh',
        name: 'Fresh',
        description: 'Level 30, never ranked',
        subcategories: [
          { __typename: 'Subcategory', id: '30-40k', name: '30-40K BE' },
          { __typename: 'Subcategory', id: '40-50k', name: '40-50K BE' },
        ],
      },
      {
        __typename: 'AccountType',
        id: 'ranked',
        name: 'RANKED READY ACCOUNT',
        description: '',
        subcategories: [{ __typename: 'Subcategory', id: '5-win-mmr', name: '5 WIN MMR' }],
      },
    ],
  },
  { __typename: 'GameCategory', id: 2, name: 'Valorant', slug: 'valorant', accountTypes: [] },
];

/** The selector holding its selection as the home page does. */
function Home({ onFilter }: { onFilter(detail: FilterChangeDetail): void }) {
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  return <CategorySelector selection={selection} onSelectionChange={setSelection} onFilter={onFilter} />;
}

async function renderSelector() {
  const user = userEvent.setup();
  const onFilter = jest.fn();
  renderWithProviders(<Home onFilter={onFilter} />, {
    mocks: [{ request: { query: GetGameCategoriesDocument }, result: { data: { gameCategories } } }],
  });
  return { user, onFilter };
}

const pressed = (name: string | RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
/** The filter a complete League of Legends path fires. */
const lolPath = (accountType: string, subcategory: string, server: string) => ({
  game: 'lol',
  accountType,
  subcategory,
  server,
});

/** UNRANKED ACCOUNT, then the fresh accounts ("BOTTED FRESH SMURF"), once League of Legends is chosen. */
async function chooseFresh(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'UNRANKED ACCOUNT' }));
  await user.click(screen.getByRole('button', { name: /BOTTED FRESH SMURF/ }));
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the category selector: each choice asks the next question', () => {
  it('asks for a game first, then the server (EUW chosen), the tier, the account type and its blue essence range', async () => {
    const { user, onFilter } = await renderSelector();
    expect(headings()).toEqual(['Games']);

    await user.click(screen.getByRole('button', { name: 'League of Legends' }));
    expect(pressed('League of Legends')).toBe('true');
    expect(headings()).toEqual(['Games', 'Server', 'Account type']);
    const servers = screen.getByRole('group', { name: 'Server' });
    expect(within(servers).getByRole('button', { name: 'EUW' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'UNRANKED ACCOUNT' }));
    // The server's account types (fresh keeps the spec's name) with their descriptions.
    expect(await screen.findByText('Level 30, never ranked')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /BOTTED FRESH SMURF/ }));
    expect(headings()).toEqual(['Games', 'Server', 'Account type', 'Subcategory']);
    expect(onFilter).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: '40-50K BE' }));
    expect(pressed('40-50K BE')).toBe('true');
    expect(onFilter).toHaveBeenCalledWith(lolPath('fresh', '40-50k', 'EUW'));
    expect(JSON.parse(window.localStorage.getItem(SELECTION_STORAGE_KEY) ?? 'null')).toEqual({
      game: 'lol',
      accountType: 'fresh',
      subcategory: '40-50k',
    });
  });

  it('RANKED goes straight to the ranked subcategories', async () => {
    const { user, onFilter } = await renderSelector();
    await user.click(screen.getByRole('button', { name: 'League of Legends' }));
    await user.click(screen.getByRole('button', { name: 'RANKED ACCOUNT' }));
    expect(screen.queryByRole('button', { name: /BOTTED FRESH SMURF/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: '5 WIN MMR' }));
    expect(onFilter).toHaveBeenCalledWith(lolPath('ranked', '5-win-mmr', 'EUW'));
  });

  it('another server forgets the account type and says the path is incomplete', async () => {
    const { user, onFilter } = await renderSelector();
    const incomplete = jest.fn();
    const listener = (event: Event) => incomplete((event as CustomEvent).detail);
    window.addEventListener(CATEGORY_EVENTS.pathIncomplete, listener);
    try {
      await user.click(screen.getByRole('button', { name: 'League of Legends' }));
      await chooseFresh(user);
      await user.click(screen.getByRole('button', { name: 'NA' }));

      expect(pressed('NA')).toBe('true');
      expect(pressed('EUW')).toBe('false');
      expect(pressed('UNRANKED ACCOUNT')).toBe('false');
      expect(headings()).toEqual(['Games', 'Server', 'Account type']);
      expect(incomplete).toHaveBeenCalledWith({ message: 'Please select account type and subcategory first' });

      await chooseFresh(user);
      await user.click(await screen.findByRole('button', { name: '30-40K BE' }));
      expect(onFilter).toHaveBeenLastCalledWith(lolPath('fresh', '30-40k', 'NA'));
    } finally {
      window.removeEventListener(CATEGORY_EVENTS.pathIncomplete, listener);
    }
  });

  it('a game without account types says so and asks nothing more', async () => {
    const { user } = await renderSelector();
    await user.click(screen.getByRole('button', { name: 'Valorant' }));
    expect(screen.getByTestId('empty-game').textContent).toBe('No accounts are available for this game yet.');
    expect(headings()).toEqual(['Games']);
  });
});
