import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTimestamp } from '@shop/ui';
import {
  BulkImportAccountsDocument,
  GetAdminImportBatchesDocument,
  MarkAdminImportBatchBannedDocument,
  PullAdminImportBatchDocument,
  RollbackAdminImportBatchDocument,
  type BulkImportInput,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { ImportBatches } from './import-batches';
import { ImportForm } from './import-form';

const LINES = 'EUW:user1:pass1:35000\nEUW:user2';

function bulkImport(sent: jest.Mock, answer: (input: BulkImportInput) => object) {
  return {
    request: {
      query: BulkImportAccountsDocument,
      variables: (variables: { input: BulkImportInput }) => {
        sent(variables.input);
        return true;
      },
    },
    result: (variables: { input: BulkImportInput }) => ({
      data: {
        bulkImport: { __typename: 'BulkImportResult', batchId: variables.input.batchId, ...answer(variables.input) },
      },
    }),
    maxUsageCount: 5,
  };
}

describe('ImportForm', () => {
  it('refuses an import without account lines: the message under the field and in a toast', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<ImportForm format="old" />);
    await user.click(screen.getByRole('button', { name: 'Hesapları İçe Aktar' }));
    expect(await screen.findByText('Lütfen hesap bilgilerini giriniz.')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Hata',
      description: 'Lütfen hesap bilgilerini giriniz.',
      variant: 'destructive',
    });
  });

  it('chooses with toggle buttons: ranked hides the account type, a game resets the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportForm format="new" />);
    const server = screen.getByRole('group', { name: 'Server' });
    await user.click(within(server).getByRole('button', { name: 'NA' }));
    expect(within(server).getByRole('button', { name: 'NA' }).getAttribute('aria-pressed')).toBe('true');
    const game = screen.getByRole('group', { name: 'Game' });
    await user.click(within(game).getAllByRole('button')[1]);
    expect(within(server).getByRole('button', { name: 'EUW' }).getAttribute('aria-pressed')).toBe('true');

    expect(screen.getByRole('group', { name: 'Account type' })).toBeTruthy();
    await user.click(
      within(screen.getByRole('group', { name: 'Rank status' })).getByRole('button', { name: 'Ranked' }),
    );
    expect(screen.queryByRole('group', { name: 'Account type' })).toBeNull();
  });

  it('previews the lines (accepted and refused with their reason), then imports and empties the form', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    const { toast } = renderWithProviders(<ImportForm format="old" />, {
      mocks: [
        bulkImport(sent, (input) =>
          input.dryRun
            ? {
                addedCount: 1,
                dryRun: true,
                rejected: [{ __typename: 'RejectedLine', line: 2, reason: 'no password' }],
              }
            : { addedCount: 1, dryRun: false, rejected: [] },
        ),
      ],
    });
    await user.type(screen.getByLabelText('Title'), 'Batch A');
    await user.type(screen.getByLabelText('Base price (USD)'), '7.50');
    await user.type(screen.getByLabelText('Accounts (one per line)'), LINES);
    expect(screen.getByText('2 satır')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('1 hesap eklenecek')).toBeTruthy();
    expect(within(preview).getByText('1 satır reddedildi')).toBeTruthy();
    expect(within(preview).getByText('Satır 2: no password')).toBeTruthy();
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        format: 'old',
        dryRun: true,
        title: 'Batch A',
        basePrice: '7.50',
        accounts: LINES,
        server: 'EUW',
        accountType: 'fresh',
        subCategory: '30-40k',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Hesapları İçe Aktar' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Toplu Hesap Yükleme Başarılı',
        description: '1 adet yeni hesap ürünü başarıyla oluşturuldu.',
        variant: 'success',
      }),
    );
    expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false, firstLine: 1, accounts: LINES }));
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Accounts (one per line)') as HTMLTextAreaElement).value).toBe('');
  });

  it('sends the warranty fields with the import: blank means the rules, a number is checked first', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    renderWithProviders(<ImportForm format="new" />, {
      mocks: [bulkImport(sent, () => ({ addedCount: 2, dryRun: true, rejected: [] }))],
    });
    await user.type(screen.getByLabelText('Accounts (one per line)'), LINES);
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ warrantyDays: null, replacementLimit: null }));

    await user.type(screen.getByLabelText('Garanti (gün)'), '4000');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(
      await screen.findByText('Garanti (gün): boş ya da 0 ile 3650 arasında bir tam sayı olmalıdır.'),
    ).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Garanti (gün)'));
    await user.type(screen.getByLabelText('Garanti (gün)'), '30');
    await user.type(screen.getByLabelText('Değişim hakkı'), '2');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    await waitFor(() =>
      expect(sent).toHaveBeenLastCalledWith(
        expect.objectContaining({ format: 'new', warrantyDays: 30, replacementLimit: 2 }),
      ),
    );
  });
});

describe('ImportBatches', () => {
  const batches = {
    request: { query: GetAdminImportBatchesDocument },
    result: {
      data: {
        importBatches: [
          {
            __typename: 'ImportBatch',
            id: 'b-1',
            format: 'old',
            status: 'active',
            title: 'Batch A',
            createdAt: '2026-11-25T10:00:00.000Z',
            unitCount: 4,
            soldCount: 0,
          },
          {
            __typename: 'ImportBatch',
            id: 'b-2',
            format: 'new',
            status: 'active',
            title: 'Batch B',
            createdAt: '2026-11-25T11:00:00.000Z',
            unitCount: 2,
            soldCount: 1,
          },
        ],
        batchHealth: [
          {
            __typename: 'BatchHealth',
            batchId: 'b-2',
            claimCount: 1,
            burnedCount: 1,
            withdrawnCount: 0,
            burnedRate: 1,
            medianDaysToClaim: 2.5,
            pulledAt: null,
            bannedAt: null,
            confirmedClaimCount: 1,
            openClaimCount: 0,
          },
        ],
      },
    },
    maxUsageCount: 5,
  };

  it('lists the batches; only one with nothing sold can be rolled back, after a confirmation', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { toast } = renderWithProviders(<ImportBatches />, {
      mocks: [
        batches,
        {
          request: { query: RollbackAdminImportBatchDocument, variables: { batchId: 'b-1' } },
          result: { data: { rollbackImportBatch: { __typename: 'RollbackResult', batchId: 'b-1', removedCount: 4 } } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Import batches' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText(formatTimestamp('2026-11-25T10:00:00.000Z'))).toBeTruthy();
    expect(within(first).getByText('Eski Format')).toBeTruthy();
    expect(within(second).getByText('Yeni Format')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Geri Al Batch B' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Geri Al Batch A' }));
    expect(confirm).toHaveBeenCalledWith('Undo this import? Its products are deleted and its accounts removed.');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: '4 hesap geri alındı', variant: 'success' }));
    confirm.mockRestore();
  });

  it("shows each batch's health and pulls a batch with sales from sale, after a confirmation", async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { toast } = renderWithProviders(<ImportBatches />, {
      mocks: [
        batches,
        {
          request: { query: PullAdminImportBatchDocument, variables: { batchId: 'b-2' } },
          result: { data: { pullImportBatch: { __typename: 'PullBatchResult', batchId: 'b-2', withdrawnCount: 1 } } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Import batches' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(second).getByText('100% (1)')).toBeTruthy();
    expect(within(second).getByText('1 (1 doğrulanmış, 0 açık)')).toBeTruthy();
    expect(within(second).getByText('2.5')).toBeTruthy();
    expect(within(first).getByText('0% (0)')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Satıştan Çek Batch A' })).toBeNull();

    await user.click(within(second).getByRole('button', { name: 'Satıştan Çek Batch B' }));
    expect(confirm).toHaveBeenCalledWith(
      "Pull this batch from sale? Its unsold accounts are withdrawn for good (each unit's history says so).",
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: '1 hesap satıştan çekildi', variant: 'success' }));
    confirm.mockRestore();
  });

  it('marks a batch with sales banned (evidence for automatic warranty replacement), after a confirmation', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { toast } = renderWithProviders(<ImportBatches />, {
      mocks: [
        batches,
        {
          request: { query: MarkAdminImportBatchBannedDocument, variables: { batchId: 'b-2', banned: true } },
          result: { data: { markImportBatchBanned: '2026-11-26T10:00:00.000Z' } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Import batches' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).queryByRole('button', { name: 'Banlı İşaretle Batch A' })).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Banlı İşaretle Batch B' }));
    expect(confirm).toHaveBeenCalledWith(
      'Mark this batch banned? With automatic replacement on, its claims are replaced without staff (within the customer caps).',
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Parti banlı olarak işaretlendi', variant: 'success' }),
    );
    confirm.mockRestore();
  });

  it('says when there is no import yet', async () => {
    renderWithProviders(<ImportBatches />, {
      mocks: [
        {
          request: { query: GetAdminImportBatchesDocument },
          result: { data: { importBatches: [], batchHealth: [] } },
        },
      ],
    });
    expect(await screen.findByText('No imports yet.')).toBeTruthy();
  });
});
