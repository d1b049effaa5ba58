import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GetWarrantyRulesDocument, UpdateWarrantyRulesDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { WarrantyRulesForm } from './warranty-rules-form';

const rules = (days: number, limit: number, autoReasons: string[]) => ({
  request: { query: GetWarrantyRulesDocument },
  result: {
    data: {
      warrantyRules: {
        __typename: 'WarrantyRules',
        defaultWarrantyDays: days,
        defaultReplacementLimit: limit,
        autoReasons,
      },
    },
  },
});

function update(sent: jest.Mock, answer: object) {
  return {
    request: {
      query: UpdateWarrantyRulesDocument,
      variables: (variables: unknown) => {
        sent(variables);
        return true;
      },
    },
    result: answer,
  };
}

describe('WarrantyRulesForm', () => {
  it("shows the shop's rules and saves the defaults and the reasons replaced without an admin", async () => {
    const sent = jest.fn();
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<WarrantyRulesForm />, {
      mocks: [
        rules(14, 1, ['banned', 'wrong_credentials', 'recovered']),
        update(sent, {
          data: {
            updateWarrantyRules: {
              __typename: 'WarrantyRules',
              defaultWarrantyDays: 30,
              defaultReplacementLimit: 2,
              autoReasons: ['banned', 'recovered'],
            },
          },
        }),
        rules(30, 2, ['banned', 'recovered']),
      ],
    });
    const days = await screen.findByLabelText('Varsayılan garanti (gün)');
    await waitFor(() => expect((days as HTMLInputElement).value).toBe('14'));
    const reasons = screen.getByRole('group', { name: 'Otomatik değiştirilen nedenler (stok varsa)' });
    // 'other' always goes to an admin: it is no choice here.
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Banlandı', true],
      ['Hatalı giriş bilgileri', true],
      ['Eski sahibi geri aldı', true],
    ]);

    await user.clear(days);
    await user.type(days, '30');
    await user.clear(screen.getByLabelText('Varsayılan değişim hakkı'));
    await user.type(screen.getByLabelText('Varsayılan değişim hakkı'), '2');
    await user.click(within(reasons).getByRole('checkbox', { name: 'Hatalı giriş bilgileri' }));
    await user.click(screen.getByRole('button', { name: 'Kuralları Kaydet' }));

    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: { defaultWarrantyDays: 30, defaultReplacementLimit: 2, autoReasons: ['banned', 'recovered'] },
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Başarılı',
        description: 'Garanti kuralları kaydedildi.',
        variant: 'success',
      }),
    );
  });

  it('refuses days and replacements out of range before sending; a server refusal is a toast', async () => {
    const sent = jest.fn();
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<WarrantyRulesForm />, {
      mocks: [rules(14, 1, []), update(sent, { errors: [new GraphQLError('Not allowed')] })],
    });
    const days = await screen.findByLabelText('Varsayılan garanti (gün)');
    await waitFor(() => expect((days as HTMLInputElement).value).toBe('14'));
    await user.clear(days);
    await user.type(days, '3651');
    await user.clear(screen.getByLabelText('Varsayılan değişim hakkı'));
    await user.type(screen.getByLabelText('Varsayılan değişim hakkı'), '11');
    await user.click(screen.getByRole('button', { name: 'Kuralları Kaydet' }));
    expect(await screen.findByText('Garanti süresi 0 ile 3650 gün arasında bir tam sayı olmalıdır')).toBeTruthy();
    expect(screen.getByText('Değişim hakkı 0 ile 10 arasında bir tam sayı olmalıdır')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, '0');
    await user.clear(screen.getByLabelText('Varsayılan değişim hakkı'));
    await user.type(screen.getByLabelText('Varsayılan değişim hakkı'), '0');
    await user.click(screen.getByRole('button', { name: 'Kuralları Kaydet' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: { defaultWarrantyDays: 0, defaultReplacementLimit: 0, autoReasons: [] },
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Hata', description: 'Not allowed', variant: 'destructive' }),
    );
  });

  it('says when the rules cannot be loaded', async () => {
    renderWithProviders(<WarrantyRulesForm />, {
      mocks: [{ request: { query: GetWarrantyRulesDocument }, result: { errors: [new GraphQLError('boom')] } }],
    });
    expect(await screen.findByText('Garanti kuralları yüklenemedi.')).toBeTruthy();
  });
});
